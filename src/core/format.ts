/** Display formats of spec 000 §9 (CORE-12): en-US, USD and percent with 2 decimals. */

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const currencyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const percentFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** A number with at most 2 decimals: 1234.567 → "1,234.57". */
export function formatNumber(value: number): string {
  return numberFormat.format(value)
}

/** US dollars with 2 decimals: 1234.5 → "$1,234.50". */
export function formatCurrency(value: number): string {
  return currencyFormat.format(value)
}

/** A ratio as percent with 2 decimals: 0.1234 → "12.34%". */
export function formatPercent(ratio: number): string {
  return percentFormat.format(ratio)
}

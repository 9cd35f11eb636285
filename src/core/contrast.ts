/**
 * WCAG 2 contrast of two colours (six hex digits, with or without '#'), for the colour sections
 * that warn a publisher whose colours readers could not read.
 */

/** WCAG 2.x AA: normal-size text needs 4.5:1 against its background (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5
/** WCAG 2.x AA: graphics a reader must see (a rating's stars) need 3:1 (1.4.11). */
export const AA_GRAPHIC_CONTRAST = 3

/** A colour drawn on another, and the contrast AA asks of them. */
export interface ContrastPair<K extends string> {
  text: K
  background: K
  needed: number
}

function luminance(hex: string): number {
  const digits = hex.replace(/^#/, '')
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(digits.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** The contrast ratio of `a` and `b`, 1 to 21; NaN when either is not six hex digits. */
export function contrastRatio(a: string, b: string): number {
  if (![a, b].every((c) => /^#?[0-9a-f]{6}$/i.test(c))) return NaN
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/** A ratio as the warning shows it: rounded down to one decimal, so 4.49 never reads 4.5. */
export const shownRatio = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`

/** The pairs of valid `colors` below the contrast they need, each with its ratio. */
export function lowContrast<K extends string>(
  colors: Readonly<Record<K, string>>,
  pairs: ReadonlyArray<ContrastPair<K>>,
) {
  return pairs
    .map((pair) => ({ ...pair, ratio: contrastRatio(colors[pair.text], colors[pair.background]) }))
    .filter(({ ratio, needed }) => ratio < needed)
}

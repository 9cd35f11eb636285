/**
 * A New York day range as whole months and the days around them (issue 10): the reads take whole
 * months from the monthly rollups and sketches, the days around them from the daily ones.
 */
import { addDays, type Range } from './input'
import { monthOf } from './rollup'

const lastOfMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`
}

/**
 * A range as the whole months inside it (read from a monthly rollup) and the days around them
 * (read from the daily one). No whole month: the days only.
 */
export function splitByMonths(range: Range): { months: Range | null; days: Range[] } {
  const firstMonth = range.start.endsWith('-01')
    ? monthOf(range.start)
    : nextMonth(monthOf(range.start))
  const lastMonth =
    range.end === lastOfMonth(monthOf(range.end))
      ? monthOf(range.end)
      : previousMonth(monthOf(range.end))
  if (firstMonth > lastMonth) return { months: null, days: [range] }
  const days: Range[] = []
  const firstDay = `${firstMonth}-01`
  const lastDay = lastOfMonth(lastMonth)
  if (range.start < firstDay) days.push({ start: range.start, end: addDays(firstDay, -1) })
  if (lastDay < range.end) days.push({ start: addDays(lastDay, 1), end: range.end })
  return { months: { start: firstMonth, end: lastMonth }, days }
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}
function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
}

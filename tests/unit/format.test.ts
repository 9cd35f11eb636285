/** The display formats of core (CORE-12) and the day, range and axis formats of charts and tables. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  formatAxisDate,
  formatCompact,
  formatCurrency,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatInteger,
  formatMoney,
  formatNumber,
  formatPercent,
  parseDay,
  toDay,
} from '../../src/core/format'

describe('number formats (CORE-12: en-US, USD and percent with 2 decimals)', () => {
  it('numbers keep at most 2 decimals with thousands separators', () => {
    assert.equal(formatNumber(1234.567), '1,234.57')
    assert.equal(formatNumber(12), '12')
    assert.equal(formatNumber(-0.5), '-0.5')
  })
  it('integers round to whole numbers', () => {
    assert.equal(formatInteger(1234.5), '1,235')
    assert.equal(formatInteger(0), '0')
  })
  it('compact numbers shorten thousands and millions to one decimal', () => {
    assert.equal(formatCompact(12), '12')
    assert.equal(formatCompact(1234), '1.2K')
    assert.equal(formatCompact(2_500_000), '2.5M')
    assert.equal(formatCompact(3_000_000_000), '3B')
  })
  it('compact numbers take up to 2 decimals on request (axis ticks stay apart)', () => {
    assert.equal(formatCompact(1250, 2), '1.25K')
    assert.equal(formatCompact(1250, 0), '1K')
  })
  it('money has 2 decimals, USD by default, another currency on request', () => {
    assert.equal(formatMoney(1234.5), '$1,234.50')
    assert.equal(formatCurrency(0.1), '$0.10')
    assert.equal(formatMoney(-3), '-$3.00')
    assert.equal(formatMoney(10, 'EUR'), '€10.00')
  })
  it('percentages show a ratio with 2 decimals', () => {
    assert.equal(formatPercent(0.1234), '12.34%')
    assert.equal(formatPercent(1), '100.00%')
    assert.equal(formatPercent(0), '0.00%')
  })
})

describe('days', () => {
  it('parseDay reads yyyy-MM-dd as a local midnight and toDay writes it back', () => {
    const date = parseDay('2026-03-09')
    assert.equal(date.getFullYear(), 2026)
    assert.equal(date.getMonth(), 2)
    assert.equal(date.getDate(), 9)
    assert.equal(date.getHours(), 0)
    assert.equal(toDay(date), '2026-03-09')
  })
  it('parseDay refuses anything that is not a day', () => {
    assert.throws(() => parseDay('2026-3-9'), RangeError)
    assert.throws(() => parseDay('yesterday'), RangeError)
  })
  it('formatDate shows a day string as it is, whatever the zone', () => {
    assert.equal(formatDate('2026-11-26'), 'Nov 26, 2026')
    assert.equal(formatDate('2026-01-01', { timeZone: 'Pacific/Kiritimati' }), 'Jan 1, 2026')
  })
  it('formatDate shows a Date in the given time zone', () => {
    const instant = new Date('2026-11-26T03:00:00Z')
    assert.equal(formatDate(instant, { timeZone: 'UTC' }), 'Nov 26, 2026')
    assert.equal(formatDate(instant, { timeZone: 'America/New_York' }), 'Nov 25, 2026')
  })
  it('formatDateTime names the zone when one is given', () => {
    const instant = new Date('2026-11-26T15:05:00Z')
    assert.equal(formatDateTime(instant, { timeZone: 'UTC' }), 'Nov 26, 2026, 3:05 PM UTC')
    assert.equal(
      formatDateTime(instant, { timeZone: 'America/New_York' }),
      'Nov 26, 2026, 10:05 AM EST',
    )
  })
})

describe('date ranges', () => {
  it('says the shared month and year once', () => {
    assert.equal(formatDateRange('2026-11-01', '2026-11-07'), 'Nov 1 – 7, 2026')
    assert.equal(formatDateRange('2026-10-01', '2026-11-07'), 'Oct 1 – Nov 7, 2026')
  })
  it('spells both years across a new year, and one day alone', () => {
    assert.equal(formatDateRange('2025-12-30', '2026-01-02'), 'Dec 30, 2025 – Jan 2, 2026')
    assert.equal(formatDateRange('2026-11-07', '2026-11-07'), 'Nov 7, 2026')
  })
  it('has no thin spaces (plain spaces around the dash)', () => {
    assert.doesNotMatch(formatDateRange('2026-11-01', '2026-11-07'), /\u2009/)
  })
  it('takes Dates in a time zone', () => {
    const from = new Date('2026-11-01T12:00:00Z')
    const to = new Date('2026-11-07T12:00:00Z')
    assert.equal(formatDateRange(from, to, { timeZone: 'UTC' }), 'Nov 1 – 7, 2026')
  })
})

describe('time-axis ticks', () => {
  const day = 86_400_000
  const instant = new Date('2026-11-26T15:00:00Z')
  it('show hours within two days', () => {
    assert.equal(formatAxisDate(instant, day, { timeZone: 'UTC' }), '3 PM')
  })
  it('show month and day within a year', () => {
    assert.equal(formatAxisDate(instant, 30 * day, { timeZone: 'UTC' }), 'Nov 26')
  })
  it('show month and year beyond a year', () => {
    assert.equal(formatAxisDate(instant, 400 * day, { timeZone: 'UTC' }), 'Nov 2026')
  })
})

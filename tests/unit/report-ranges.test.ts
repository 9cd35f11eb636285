// The reports contract's date ranges and run output (src/areas/reports/lib/report-rules.ts;
// REP-08, REP-20..22, §9): each named range as of a New York moment (LAST_WEEK across a year end,
// LAST_MONTH in January), the 5:30 PM and 4 PM cutoffs in summer and winter, the default custom
// range, the run's columns for both view types and the download's file name.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  defaultCustomRange,
  rangeAvailable,
  rangeText,
  resolveReportRange,
  yesterdayAvailable,
} from '../../src/areas/reports/lib/report-range-rules'
import {
  reportColumns,
  reportFileName,
  type DateRange,
} from '../../src/areas/reports/lib/report-rules'

// 2026-07-15 12:00 EDT (16:00 UTC): a Wednesday in summer, before the 4 PM cutoff.
const NOW = new Date('2026-07-15T16:00:00Z')

describe('date ranges (REP-08, §9: New York days)', () => {
  const at = (iso: string) => new Date(iso)
  /** `range` resolved at each moment (NOW or an ISO instant) is `from` to `to`. */
  const resolves = (range: DateRange, cases: Array<[Date | string, string, string]>) => {
    for (const [when, from, to] of cases)
      assert.deepEqual(
        resolveReportRange(range, null, typeof when === 'string' ? at(when) : when),
        { from, to },
        `${range} at ${String(when)}`,
      )
  }
  it('YESTERDAY and LAST_THIRTY_DAYS (31 days back) end yesterday', () => {
    resolves('YESTERDAY', [[NOW, '2026-07-14', '2026-07-14']])
    resolves('LAST_THIRTY_DAYS', [[NOW, '2026-06-14', '2026-07-14']])
  })
  it("#7: LAST_SEVEN_DAYS is home's default range: seven days to the 4 PM last selectable day", () => {
    resolves('LAST_SEVEN_DAYS', [
      // Before 4 PM New York the last day with data is two days back (CORE-14/15).
      [NOW, '2026-07-07', '2026-07-13'],
      ['2026-07-15T20:00:00Z', '2026-07-08', '2026-07-14'],
    ])
  })
  it('LAST_WEEK is Monday to Sunday of the week before, also on a Sunday and a Monday', () => {
    resolves('LAST_WEEK', [
      [NOW, '2026-07-06', '2026-07-12'],
      // Sunday 2026-07-19 and Monday 2026-07-20 (noon New York).
      ['2026-07-19T16:00:00Z', '2026-07-06', '2026-07-12'],
      ['2026-07-20T16:00:00Z', '2026-07-13', '2026-07-19'],
    ])
  })
  it('LAST_WEEK across a year end', () => {
    resolves('LAST_WEEK', [
      // Friday 2027-01-01 noon New York: the week before is Mon 2026-12-21 .. Sun 2026-12-27.
      ['2027-01-01T17:00:00Z', '2026-12-21', '2026-12-27'],
      // Monday 2027-01-04: Mon 2026-12-28 .. Sun 2027-01-03.
      ['2027-01-04T17:00:00Z', '2026-12-28', '2027-01-03'],
    ])
  })
  it('LAST_MONTH, in January the December before; in March all of February', () => {
    resolves('LAST_MONTH', [
      ['2027-01-15T17:00:00Z', '2026-12-01', '2026-12-31'],
      ['2028-03-01T17:00:00Z', '2028-02-01', '2028-02-29'],
      // 2026-08-01 01:00 UTC is still July 31 in New York: last month is June.
      ['2026-08-01T01:00:00Z', '2026-06-01', '2026-06-30'],
    ])
  })
  it('CUSTOM is its own days, and needs them', () => {
    const days = { from: '2026-07-01', to: '2026-07-03' }
    assert.deepEqual(resolveReportRange('CUSTOM', days, NOW), days)
    assert.throws(() => resolveReportRange('CUSTOM', null, NOW))
  })
  it('yesterdayAvailable from 5:30 PM New York, in summer (EDT) and winter (EST)', () => {
    assert.equal(yesterdayAvailable(at('2026-07-15T21:29:00Z')), false) // 17:29 EDT
    assert.equal(yesterdayAvailable(at('2026-07-15T21:30:00Z')), true) // 17:30 EDT
    assert.equal(yesterdayAvailable(at('2026-01-15T22:29:00Z')), false) // 17:29 EST
    assert.equal(yesterdayAvailable(at('2026-01-15T22:30:00Z')), true) // 17:30 EST
    assert.equal(yesterdayAvailable(at('2026-01-16T04:00:00Z')), true) // 23:00 EST
    assert.equal(yesterdayAvailable(at('2026-01-16T05:00:00Z')), false) // 00:00 EST, next day
  })
  it('rangeAvailable: YESTERDAY by 5:30 PM, other ranges by the 4 PM last selectable day', () => {
    const y = { from: '2026-07-14', to: '2026-07-14' }
    assert.equal(rangeAvailable('YESTERDAY', y, at('2026-07-15T21:29:00Z')), false)
    assert.equal(rangeAvailable('YESTERDAY', y, at('2026-07-15T21:30:00Z')), true)
    const week = { from: '2026-07-08', to: '2026-07-14' }
    assert.equal(rangeAvailable('LAST_SEVEN_DAYS', week, at('2026-07-15T19:59:00Z')), false)
    assert.equal(rangeAvailable('LAST_SEVEN_DAYS', week, at('2026-07-15T20:00:00Z')), true)
    assert.equal(rangeAvailable('CUSTOM', { from: '2026-07-01', to: '2026-07-13' }, NOW), true)
  })
  it('defaultCustomRange: five days to the last selectable day, moving at 4 PM New York', () => {
    for (const [when, from, to] of [
      ['2026-07-15T19:59:00Z', '2026-07-09', '2026-07-13'],
      ['2026-07-15T20:00:00Z', '2026-07-10', '2026-07-14'],
      // Winter: 4 PM EST is 21:00 UTC.
      ['2026-01-15T20:59:00Z', '2026-01-09', '2026-01-13'],
      ['2026-01-15T21:00:00Z', '2026-01-10', '2026-01-14'],
    ])
      assert.deepEqual(defaultCustomRange(at(when!)), { from, to }, when)
  })
  it('rangeText: one day alone, else both ends', () => {
    assert.equal(rangeText({ from: '2026-01-05', to: '2026-01-11' }), 'Jan 5, 2026 – Jan 11, 2026')
    assert.equal(rangeText({ from: '2026-01-05', to: '2026-01-05' }), 'Jan 5, 2026')
  })
})

describe('columns and file names', () => {
  it('AGGREGATE: the dimensions in order, then one column a measure chosen', () => {
    const columns = reportColumns({
      dimensions: ['SITE', 'DATE'],
      viewType: 'AGGREGATE',
      metrics: ['VIDEO_CPM', 'DISPLAY_IMPRESSION', 'VIDEO_IMPRESSION'],
    })
    assert.deepEqual(
      columns.map((c) => [c.key, c.label, c.kind]),
      [
        ['SITE', 'Site', 'text'],
        ['DATE', 'Date', 'date'],
        ['IMPRESSION', 'Impressions', 'integer'],
        ['CPM', 'CPM', 'money'],
      ],
    )
  })
  it('BREAKDOWN: each chosen metric in REPORT_METRICS order', () => {
    const columns = reportColumns({
      dimensions: ['GEO'],
      viewType: 'BREAKDOWN',
      metrics: ['VIDEO_REVENUE', 'DISPLAY_CPM'],
    })
    assert.deepEqual(
      columns.map((c) => [c.key, c.label, c.kind]),
      [
        ['GEO', 'Country', 'text'],
        ['DISPLAY_CPM', 'Display CPM', 'money'],
        ['VIDEO_REVENUE', 'Video Revenue', 'money'],
      ],
    )
  })
  it('reportFileName: the name without symbols, spaces as hyphens, the range and extension', () => {
    const range = { from: '2026-07-01', to: '2026-07-07' }
    assert.equal(
      reportFileName('Weekly revenue', range, 'CSV'),
      'Weekly-revenue_2026-07-01_2026-07-07.csv',
    )
    assert.equal(
      reportFileName(' Über / Bericht ', range, 'XLSX'),
      'Über-Bericht_2026-07-01_2026-07-07.xlsx',
    )
    assert.equal(reportFileName('  ', range, 'CSV'), 'Report_2026-07-01_2026-07-07.csv')
  })
})

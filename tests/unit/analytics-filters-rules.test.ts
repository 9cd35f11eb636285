import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  addDays,
  adMetric,
  alignSeries,
  changePercent,
  daysOf,
  defaultFilterState,
  detailPath,
  embedAnalyticsPath,
  filterKey,
  formatChange,
  formatMetric,
  previousRange,
  toQuery,
} from '../../src/areas/analytics/lib/analytics-filters-rules'
import { metricForm } from '../../src/areas/analytics/metrics-api'
import type { RevenueDetail } from '../../src/areas/analytics/lib/metrics-rules'

describe('analytics filters (HOME-02, HOME-08)', () => {
  it('starts on the CORE-15 range with no list chosen', () => {
    // 2026-07-15 15:59 EDT: before 4 PM, so 8 days back to 2 days back.
    const before = defaultFilterState(new Date('2026-07-15T19:59:00Z'))
    assert.deepEqual(before.range, { from: '2026-07-07', to: '2026-07-13' })
    assert.deepEqual([before.sites, before.devices, before.countries], [[], [], []])
    const after = defaultFilterState(new Date('2026-07-15T20:00:00Z'))
    assert.deepEqual(after.range, { from: '2026-07-08', to: '2026-07-14' })
  })

  it('sends the range and the chosen lists as form fields, leaving empty lists out', () => {
    const state = {
      ...defaultFilterState(new Date('2026-07-15T20:00:00Z')),
      sites: ['s1', 's2'],
      devices: ['MOBILE' as const],
    }
    const form = metricForm({ accountUUID: 'a', ...toQuery(state) })
    assert.equal(
      form.toString(),
      'accountUUID=a&startDate=2026-07-08&endDate=2026-07-14&sites=s1&sites=s2&devices=MOBILE',
    )
  })

  it('keys a state by its values, so a change makes a new load', () => {
    const state = defaultFilterState(new Date('2026-07-15T20:00:00Z'))
    assert.equal(filterKey(state), filterKey({ ...state, sites: [] }))
    assert.notEqual(filterKey(state), filterKey({ ...state, countries: ['US'] }))
  })
})

describe('analytics days and previous period', () => {
  it('lists the days of a range across a month and a DST change', () => {
    assert.deepEqual(daysOf({ from: '2026-10-30', to: '2026-11-02' }), [
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ])
    assert.equal(addDays('2026-03-01', -1), '2026-02-28')
    assert.equal(daysOf({ from: '2025-01-01', to: '2025-12-31' }).length, 365)
  })

  it('the previous period has the same length and ends the day before', () => {
    assert.deepEqual(previousRange({ from: '2026-07-08', to: '2026-07-14' }), {
      from: '2026-07-01',
      to: '2026-07-07',
    })
    assert.deepEqual(previousRange({ from: '2026-03-01', to: '2026-03-01' }), {
      from: '2026-02-28',
      to: '2026-02-28',
    })
  })

  it('aligns the previous period by day offset and draws absent days as 0', () => {
    const days = daysOf({ from: '2026-07-08', to: '2026-07-10' })
    const aligned = alignSeries(
      days,
      { '2026-07-08': 5, '2026-07-10': 7 },
      { '2026-07-05': 1, '2026-07-06': 2 },
    )
    assert.deepEqual(aligned.current, [5, 0, 7])
    assert.deepEqual(aligned.previous, [1, 2, 0])
    assert.equal(alignSeries(days, {}, null).previous, null)
  })

  it('the change in percent, none without a previous value', () => {
    assert.equal(changePercent({ aggregate: 150, previous: 100 }), 50)
    assert.equal(changePercent({ aggregate: 50, previous: 100 }), -50)
    assert.equal(changePercent({ aggregate: 5, previous: 0 }), null)
    assert.equal(changePercent({ aggregate: 5, previous: null }), null)
    // A previous period that mostly lies before the data began is no comparison.
    const days = (n: number, from = 1) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`2026-01-${String(from + i).padStart(2, '0')}`, 10]),
      )
    // [previous total, days with data before, the change]: 14 days now, each day 10.
    for (const [previous, before, change] of [
      [10, 1, null],
      [70, 7, 100],
      [60, 6, null],
      [60, null, null],
    ] as const)
      assert.equal(
        changePercent(
          { aggregate: 140, previous },
          { by_date: days(14), previous_by_date: before === null ? null : days(before) },
        ),
        change,
        `previous ${previous} over ${before} days`,
      )
    assert.equal(formatChange(12.345), '+12.35%')
    assert.equal(formatChange(-5), '\u22125.00%')
    assert.equal(formatChange(0.001), '0.00%')
  })
})

describe('analytics values (CORE-12)', () => {
  it('formats money, percent (0–100) and numbers', () => {
    assert.equal(formatMetric(1234.5, 'currency'), '$1,234.50')
    assert.equal(formatMetric(45.678, 'percent'), '45.68%')
    assert.equal(formatMetric(1234.567, 'number'), '1,234.57')
  })

  it('takes one value of a revenue/detail answer with its previous period', () => {
    const detail: RevenueDetail = {
      total: {
        aggregate: { revenue: 10, impressions: 4000, cpm: 2.5 },
        previous: { revenue: 8, impressions: 4000, cpm: 2 },
      },
      series: {
        by_date: { '2026-07-08': { revenue: 10, impressions: 4000, cpm: 2.5 } },
        previous_by_date: null,
      },
      table: [],
    }
    assert.deepEqual(adMetric(detail, 'cpm'), {
      total: { aggregate: 2.5, previous: 2 },
      series: { by_date: { '2026-07-08': 2.5 }, previous_by_date: null },
    })
  })

  it('builds the detail and embed analytics paths', () => {
    assert.equal(detailPath('cpm'), '/dashboard/analytics/detail/cpm')
    assert.equal(detailPath('cpm', 'VIDEO'), '/dashboard/analytics/detail/cpm?revenueType=VIDEO')
    assert.equal(embedAnalyticsPath('e 1'), '/dashboard/embeds/analytics/embedcontent?embed=e%201')
  })
})

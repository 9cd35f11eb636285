import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  defaultAdMetricRange,
  defaultEmbedRange,
  isAfterRefresh,
  lastSelectableDay,
  lastSevenDays,
  newYorkToday,
} from '../../src/core/date-cutoff'
import { formatCurrency, formatNumber, formatPercent } from '../../src/core/format'

describe('New York cutoff (CORE-13..15)', () => {
  it('before 4 PM New York the last day is two days back', () => {
    // 2026-07-15 15:59 EDT = 19:59 UTC
    const now = new Date('2026-07-15T19:59:00Z')
    assert.equal(isAfterRefresh(now), false)
    assert.equal(lastSelectableDay(now), '2026-07-13')
    assert.deepEqual(defaultAdMetricRange(now), { start: '2026-07-07', end: '2026-07-13' })
  })
  it('at exactly 4 PM New York it counts as after', () => {
    const now = new Date('2026-07-15T20:00:00Z')
    assert.equal(isAfterRefresh(now), true)
    assert.equal(lastSelectableDay(now), '2026-07-14')
    assert.deepEqual(defaultAdMetricRange(now), { start: '2026-07-08', end: '2026-07-14' })
  })
  it('uses the New York date, not the UTC date, late in the evening', () => {
    // 2026-07-15 23:30 EDT is already 2026-07-16 in UTC
    assert.equal(lastSelectableDay(new Date('2026-07-16T03:30:00Z')), '2026-07-14')
  })
  it('follows the DST change: 4 PM is 21:00 UTC in winter and 20:00 UTC in summer', () => {
    // DST ends 2026-11-01 at 2 AM: on 2026-11-02, 20:30 UTC is 3:30 PM EST (before 4 PM)
    assert.equal(isAfterRefresh(new Date('2026-11-02T20:30:00Z')), false)
    assert.equal(isAfterRefresh(new Date('2026-11-02T21:00:00Z')), true)
    // the day before the change, 20:30 UTC is 4:30 PM EDT (after)
    assert.equal(isAfterRefresh(new Date('2026-10-31T20:30:00Z')), true)
    // DST starts 2026-03-08: on 2026-03-09 20:00 UTC is 4 PM EDT
    assert.equal(isAfterRefresh(new Date('2026-03-09T20:00:00Z')), true)
    assert.equal(lastSelectableDay(new Date('2026-03-09T19:59:00Z')), '2026-03-07')
  })
})

describe('display formats (CORE-12)', () => {
  it('formats en-US numbers, USD and percent with 2 decimals', () => {
    assert.equal(formatNumber(1234.567), '1,234.57')
    assert.equal(formatNumber(12), '12')
    assert.equal(formatCurrency(1234.5), '$1,234.50')
    assert.equal(formatPercent(0.12345), '12.35%')
  })
})

describe('the one "last 7 days" rule (#7: CORE-15, EMB-27)', () => {
  it('is the seven days ending on the last day with data, across a month end', () => {
    assert.deepEqual(lastSevenDays('2026-11-26'), { from: '2026-11-20', to: '2026-11-26' })
    assert.deepEqual(lastSevenDays('2026-03-03'), { from: '2026-02-25', to: '2026-03-03' })
  })
  it('ends on the cutoff for ad metrics and on today for embeds, on the same clock', () => {
    // 2026-11-27 17:00 EST: after 4 PM, the last ad-metric day is yesterday
    const after = new Date('2026-11-27T22:00:00Z')
    assert.equal(newYorkToday(after), '2026-11-27')
    assert.deepEqual(defaultAdMetricRange(after), { start: '2026-11-20', end: '2026-11-26' })
    assert.deepEqual(defaultEmbedRange(after), { from: '2026-11-21', to: '2026-11-27' })
    // 10 AM EST: the ad-metric window moves one more day back, the embed window does not
    const before = new Date('2026-11-27T15:00:00Z')
    assert.deepEqual(defaultAdMetricRange(before), { start: '2026-11-19', end: '2026-11-25' })
    assert.deepEqual(defaultEmbedRange(before), { from: '2026-11-21', to: '2026-11-27' })
  })
})

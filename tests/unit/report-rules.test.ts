// The reports contract's field rules (src/areas/reports/lib/report-rules.ts; REP-07..14, REP-17):
// every rule and its message, the name pattern (unicode letters, leading space), the e-mail
// cleaning and the changes that reset other fields. Date ranges, cutoffs, columns and file
// names: report-ranges.test.ts.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  CUSTOM_RANGE_CUTOFF_MESSAGE,
  CUSTOM_RANGE_MESSAGE,
  CUSTOM_SCHEDULE_MESSAGE,
  cleanEmails,
  DIMENSIONS_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAILS_MAX_MESSAGE,
  END_DATE_FAR_MESSAGE,
  END_DATE_PAST_MESSAGE,
  END_DATE_REQUIRED_MESSAGE,
  firstInvalidSection,
  forSaving,
  METRICS_MESSAGE,
  NAME_PATTERN_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  newReport,
  reportErrors,
  reportNameError,
  schedulesFor,
  withDateRange,
  withSchedule,
  withViewType,
} from '../../src/areas/reports/lib/report-field-rules'
import { defaultCustomRange, newYorkDay } from '../../src/areas/reports/lib/report-range-rules'
import {
  MAX_CUSTOM_DAYS,
  MAX_EMAILS,
  MAX_END_DATE_DAYS,
  MAX_FILTER_COUNTRIES,
  MAX_FILTER_SITES,
  REPORT_METRICS,
  SCHEDULES,
  type Report,
} from '../../src/areas/reports/lib/report-rules'

// 2026-07-15 12:00 EDT (16:00 UTC): a Wednesday in summer, before the 4 PM cutoff.
const NOW = new Date('2026-07-15T16:00:00Z')
const valid = (over: Partial<Report> = {}): Report => ({
  ...newReport('acc-1'),
  name: 'Weekly revenue',
  ...over,
})
const errorsOf = (over: Partial<Report>, now = NOW) =>
  reportErrors(valid(over), now).map((e) => [e.section, e.field, e.message])

describe('reportErrors: one message per broken rule (REP-07..14)', () => {
  it('a new report with a name has no error', () => {
    assert.deepEqual(reportErrors(valid(), NOW), [])
  })
  it('REP-07: the name is required, and a refused one says what it lacks', () => {
    assert.deepEqual(errorsOf({ name: '' }), [['settings', 'name', NAME_REQUIRED_MESSAGE]])
    assert.deepEqual(errorsOf({ name: '   ' }), [['settings', 'name', NAME_REQUIRED_MESSAGE]])
    assert.deepEqual(errorsOf({ name: 'a' }), [['settings', 'name', NAME_PATTERN_MESSAGE]])
    assert.deepEqual(errorsOf({ name: 'Revenue!' }), [['settings', 'name', NAME_PATTERN_MESSAGE]])
  })
  it('REP-08: CUSTOM needs both days in order, within the cutoff and the longest span', () => {
    const custom = (from: string, to: string) =>
      errorsOf({ dateRange: 'CUSTOM', customDateRange: { from, to } })
    assert.deepEqual(errorsOf({ dateRange: 'CUSTOM', customDateRange: null }), [
      ['settings', 'customDateRange', CUSTOM_RANGE_MESSAGE],
    ])
    assert.deepEqual(custom('2026-07-10', '2026-07-01'), [
      ['settings', 'customDateRange', CUSTOM_RANGE_MESSAGE],
    ])
    assert.deepEqual(custom('2026-07-01', 'July 3'), [
      ['settings', 'customDateRange', CUSTOM_RANGE_MESSAGE],
    ])
    // Before 4 PM the last selectable day is two days back (2026-07-13).
    assert.deepEqual(custom('2026-07-01', '2026-07-13'), [])
    assert.deepEqual(custom('2026-07-01', '2026-07-14'), [
      ['settings', 'customDateRange.to', CUSTOM_RANGE_CUTOFF_MESSAGE],
    ])
    assert.deepEqual(custom('2024-07-12', '2026-07-13').length, 1)
    assert.match(
      String(custom('2024-07-12', '2026-07-13')[0]?.[2]),
      new RegExp(`${MAX_CUSTOM_DAYS} days`),
    )
    assert.deepEqual(custom('2024-07-13', '2026-07-13'), [])
  })
  it('REP-08: a day that does not exist (February 30) is no day', () => {
    assert.deepEqual(
      errorsOf({ dateRange: 'CUSTOM', customDateRange: { from: '2026-02-30', to: '2026-03-05' } }),
      [['settings', 'customDateRange', CUSTOM_RANGE_MESSAGE]],
    )
  })
  it('REP-09: at least one dimension, each once', () => {
    assert.deepEqual(errorsOf({ dimensions: [] }), [
      ['dimensions', 'dimensions', DIMENSIONS_MESSAGE],
    ])
    assert.deepEqual(errorsOf({ dimensions: ['DATE', 'DATE'] }), [
      ['dimensions', 'dimensions', 'Each dimension can be chosen once'],
    ])
  })
  it('REP-10: at least one metric', () => {
    assert.deepEqual(errorsOf({ metrics: [] }), [['metrics', 'metrics', METRICS_MESSAGE]])
  })
  it('REP-11: the filter lists have a size limit', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `x${i}`)
    assert.deepEqual(errorsOf({ sites: many(MAX_FILTER_SITES) }), [])
    assert.deepEqual(errorsOf({ sites: many(MAX_FILTER_SITES + 1) }), [
      ['filters', 'sites', `Choose at most ${MAX_FILTER_SITES} sites`],
    ])
    assert.deepEqual(errorsOf({ countries: many(MAX_FILTER_COUNTRIES + 1) }), [
      ['filters', 'countries', `Choose at most ${MAX_FILTER_COUNTRIES} countries`],
    ])
  })
  it('REP-12: a recurring schedule needs an end date, today or later, at most three years ahead', () => {
    const daily = (endDate: string | null) => errorsOf({ schedule: 'DAILY', endDate })
    assert.deepEqual(daily(null), [['schedule', 'endDate', END_DATE_REQUIRED_MESSAGE]])
    assert.deepEqual(daily('soon'), [['schedule', 'endDate', END_DATE_REQUIRED_MESSAGE]])
    assert.deepEqual(daily('2026-07-14'), [['schedule', 'endDate', END_DATE_PAST_MESSAGE]])
    assert.deepEqual(daily('2026-07-15'), [])
    assert.deepEqual(daily(newYorkDay(NOW, MAX_END_DATE_DAYS)), [])
    assert.deepEqual(daily(newYorkDay(NOW, MAX_END_DATE_DAYS + 1)), [
      ['schedule', 'endDate', END_DATE_FAR_MESSAGE],
    ])
    // ONCE carries no end date rule.
    assert.deepEqual(errorsOf({ schedule: 'ONCE', endDate: '2020-01-01' }), [])
  })
  it('REP-12: "today" is the New York day (late evening is still the day before in UTC)', () => {
    // 2026-07-16 02:00 UTC is 2026-07-15 22:00 in New York.
    const late = new Date('2026-07-16T02:00:00Z')
    assert.deepEqual(errorsOf({ schedule: 'DAILY', endDate: '2026-07-15' }, late), [])
  })
  it('REP-12/13: every listed e-mail must be valid; empty rows are dropped, not flagged', () => {
    const end = '2026-08-01'
    const emails = (...values: string[]) => values.map((value) => ({ value, valid: true }))
    assert.deepEqual(
      errorsOf({ schedule: 'WEEKLY', endDate: end, emails: emails('a@b.co', 'nope') }),
      [['schedule', 'emails[1]', EMAIL_INVALID_MESSAGE]],
    )
    assert.deepEqual(
      errorsOf({ schedule: 'WEEKLY', endDate: end, emails: emails('', ' a@b.co ') }),
      [],
    )
    const tooMany = emails(...Array.from({ length: MAX_EMAILS + 1 }, (_, i) => `u${i}@b.co`))
    assert.deepEqual(errorsOf({ schedule: 'WEEKLY', endDate: end, emails: tooMany }), [
      ['schedule', 'emails', EMAILS_MAX_MESSAGE],
    ])
  })
  it('REP-14: a custom range cannot be scheduled', () => {
    assert.deepEqual(
      errorsOf({
        dateRange: 'CUSTOM',
        customDateRange: { from: '2026-07-01', to: '2026-07-05' },
        schedule: 'MONTHLY',
        endDate: '2026-12-31',
      }),
      [['schedule', 'schedule', CUSTOM_SCHEDULE_MESSAGE]],
    )
  })
  it('REP-17: the first invalid section in the screen order', () => {
    const errors = reportErrors(valid({ name: '', metrics: [], schedule: 'DAILY' }), NOW)
    assert.equal(firstInvalidSection(errors), 'settings')
    assert.equal(
      firstInvalidSection(reportErrors(valid({ metrics: [], schedule: 'DAILY' }), NOW)),
      'metrics',
    )
    assert.equal(firstInvalidSection([]), null)
  })
})

describe('REP-07: the name pattern', () => {
  it('takes letters of any script, digits, apostrophes, hyphens and spaces', () => {
    for (const name of [
      "O'Brien - Q3 2026",
      'Über Bericht',
      'Relatório mensal',
      'Отчёт',
      '日本の報告',
      'ab',
    ])
      assert.equal(reportNameError(name), null, name)
  })
  it('refuses a leading space, symbols, one character and more than 150', () => {
    assert.equal(reportNameError(' Revenue'), NAME_PATTERN_MESSAGE)
    assert.equal(reportNameError('\tRevenue'), NAME_PATTERN_MESSAGE)
    assert.equal(reportNameError('Revenue & CPM'), NAME_PATTERN_MESSAGE)
    assert.equal(reportNameError('Rev 🚀'), NAME_PATTERN_MESSAGE)
    assert.equal(reportNameError('x'), NAME_PATTERN_MESSAGE)
    assert.equal(reportNameError('x'.repeat(150)), null)
    assert.equal(reportNameError('x'.repeat(151)), NAME_PATTERN_MESSAGE)
  })
})

describe('changes and defaults (REP-10, REP-13, REP-14)', () => {
  it('REP-13: cleanEmails trims, drops empty values and flags each', () => {
    assert.deepEqual(
      cleanEmails([
        { value: ' ann@example.com ', valid: false },
        { value: '   ', valid: false },
        { value: 'bob@', valid: true },
      ]),
      [
        { value: 'ann@example.com', valid: true },
        { value: 'bob@', valid: false },
      ],
    )
  })
  it('REP-10: withViewType resets the metrics to all six, only on a change', () => {
    const r = valid({ metrics: ['DISPLAY_CPM'] })
    assert.deepEqual(withViewType(r, 'BREAKDOWN').metrics, [...REPORT_METRICS])
    assert.equal(withViewType(r, 'AGGREGATE'), r)
  })
  it('REP-14: CUSTOM sets the default range and resets an unsaved report to ONCE', () => {
    const r = valid({
      schedule: 'DAILY',
      endDate: '2026-08-01',
      emails: [{ value: 'a@b.co', valid: true }],
    })
    const custom = withDateRange(r, 'CUSTOM', NOW)
    assert.deepEqual(custom.customDateRange, defaultCustomRange(NOW))
    assert.equal(custom.schedule, 'ONCE')
    assert.deepEqual(custom.emails, [])
    assert.equal(custom.endDate, null)
  })
  it('REP-14: a saved report keeps its schedule (the rule then reports it); leaving CUSTOM drops the days', () => {
    const r = valid({ reportUUID: 'rep-1', schedule: 'DAILY', endDate: '2026-08-01' })
    const custom = withDateRange(r, 'CUSTOM', NOW)
    assert.equal(custom.schedule, 'DAILY')
    const back = withDateRange(custom, 'LAST_WEEK', NOW)
    assert.equal(back.customDateRange, null)
    assert.equal(back.dateRange, 'LAST_WEEK')
  })
  it('REP-13: withSchedule ONCE clears e-mails and end date; a recurring one keeps a row', () => {
    const r = valid({
      schedule: 'DAILY',
      endDate: '2026-08-01',
      emails: [{ value: 'a@b.co', valid: true }],
    })
    assert.deepEqual(withSchedule(r, 'WEEKLY').emails, r.emails)
    const once = withSchedule(r, 'ONCE')
    assert.deepEqual([once.emails, once.endDate], [[], null])
    assert.deepEqual(withSchedule(valid(), 'MONTHLY').emails, [{ value: '', valid: false }])
  })
  it('REP-14: schedulesFor allows only ONCE for CUSTOM', () => {
    assert.deepEqual(schedulesFor('CUSTOM'), ['ONCE'])
    assert.deepEqual(schedulesFor('LAST_MONTH'), SCHEDULES)
  })
  it('forSaving drops the custom days of a named range and the e-mails of ONCE', () => {
    const r = valid({
      customDateRange: { from: '2026-07-01', to: '2026-07-02' },
      emails: [{ value: 'x', valid: false }],
    })
    assert.deepEqual([forSaving(r).customDateRange, forSaving(r).emails], [null, []])
  })
})

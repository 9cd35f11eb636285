// EMB-25..31: the pure rules of the embed content analytics and collected e-mails screens.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import {
  analyticsQuery,
  cardEdit,
  customizePath,
  DEFAULT_SORT,
  defaultRange,
  editEmbedPath,
  lastUpdatedText,
  newYorkDay,
  presetRange,
  rangeDates,
  truncateDescription,
  type AnalyticsFilters,
} from '../../src/areas/embeds/lib/analytics-rules'
import { answerPercent, SORT_OPTIONS } from '../../src/areas/embeds/lib/embeds-rules'

// 2026-11-26 03:30 UTC is still Nov 25 in New York (22:30 EST).
const LATE_NY = new Date('2026-11-26T03:30:00Z')
const NOON_NY = new Date('2026-11-26T17:00:00Z')

const FILTERS: AnalyticsFilters = {
  keyword: '',
  contentTypes: [],
  states: [],
  range: { from: '2026-11-20', to: '2026-11-26' },
  sort: DEFAULT_SORT,
}

describe('analytics dates (EMB-26, EMB-27)', () => {
  it('counts days in New York time', () => {
    assert.equal(newYorkDay(NOON_NY), '2026-11-26')
    assert.equal(newYorkDay(LATE_NY), '2026-11-25')
    assert.equal(newYorkDay(NOON_NY, 6), '2026-11-20')
  })

  it('defaults to the last 7 days including today, not the ad-metric cutoff', () => {
    assert.deepEqual(defaultRange(NOON_NY), { from: '2026-11-20', to: '2026-11-26' })
    assert.deepEqual(defaultRange(LATE_NY), { from: '2026-11-19', to: '2026-11-25' })
  })

  it('picks each preset', () => {
    for (const [preset, from, to] of [
      ['Today', '2026-11-26', '2026-11-26'],
      ['Yesterday', '2026-11-25', '2026-11-25'],
      ['Last 30 days', '2026-10-28', '2026-11-26'],
      ['Last 90 days', '2026-08-29', '2026-11-26'],
    ] as const)
      assert.deepEqual(presetRange(preset, NOON_NY), { from, to }, preset)
  })

  it('sends Anytime as no dates', () => {
    assert.deepEqual(rangeDates(null), { startDate: null, endDate: null })
    assert.deepEqual(rangeDates({ from: '2026-11-01', to: '2026-11-02' }), {
      startDate: '2026-11-01',
      endDate: '2026-11-02',
    })
  })
})

describe('last updated (EMB-25)', () => {
  it('shows the time in EST with the wording of the inventory', () => {
    assert.equal(lastUpdatedText('2026-11-26T14:00:00Z'), 'Last updated: Nov 26, 2026, 9:00 AM EST')
    // Summer too: EST is UTC−5, not New York's daylight time.
    assert.equal(lastUpdatedText('2026-07-01T14:00:00Z'), 'Last updated: Jul 1, 2026, 9:00 AM EST')
    assert.equal(lastUpdatedText('not a date'), null)
  })
})

describe('descriptions (EMB-29)', () => {
  it('keeps 200 characters whole and makes longer ones expandable', () => {
    const exact = 'a'.repeat(200)
    assert.deepEqual(truncateDescription(exact), { short: exact, expandable: false })
    const long = `${'word '.repeat(50)}end`
    const { short, expandable } = truncateDescription(long)
    assert.equal(expandable, true)
    assert.ok(short.endsWith('…'))
    assert.ok(short.length <= 201)
    assert.ok(long.startsWith(short.slice(0, -1)))
  })

  it('never shows more than 200 characters of a longer text before the ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 201, maxLength: 600 }), (text) => {
        const { short, expandable } = truncateDescription(text)
        return expandable && short.length <= 201 && text.startsWith(short.slice(0, -1))
      }),
    )
  })
})

describe('the analytics request (EMB-25, EMB-26, EMB-28)', () => {
  it('sends the defaults: queue position ascending, the range, no keyword, contentLive null', () => {
    assert.deepEqual(analyticsQuery(FILTERS, 1), {
      keyword: null,
      orderBy: 'QUEUE_POSITION',
      orderDirection: 'ASC',
      startDate: '2026-11-20',
      endDate: '2026-11-26',
      contentTypes: [],
      contentLive: null,
      page: 1,
    })
  })

  it('maps each sort option', () => {
    const sent = SORT_OPTIONS.map((s) => {
      const q = analyticsQuery({ ...FILTERS, sort: s.label }, 1)
      return [q.orderBy, q.orderDirection]
    })
    assert.deepEqual(sent, [
      ['QUEUE_POSITION', 'ASC'],
      ['CREATED_DATE', 'DESC'],
      ['CREATED_DATE', 'ASC'],
      ['ENGAGEMENT', 'DESC'],
    ])
  })

  it('sets contentLive only for exactly one state, trims the keyword', () => {
    assert.equal(analyticsQuery({ ...FILTERS, states: ['online'] }, 1).contentLive, true)
    assert.equal(analyticsQuery({ ...FILTERS, states: ['offline'] }, 1).contentLive, false)
    assert.equal(analyticsQuery({ ...FILTERS, states: ['online', 'offline'] }, 1).contentLive, null)
    assert.equal(analyticsQuery({ ...FILTERS, keyword: '  capital ' }, 2).keyword, 'capital')
    assert.equal(analyticsQuery({ ...FILTERS, keyword: '   ' }, 2).keyword, null)
    assert.equal(analyticsQuery({ ...FILTERS, range: null }, 3).startDate, null)
  })
})

describe('card rules (EMB-29, EMB-30, EMB-31)', () => {
  it('rounds answer percentages to whole numbers', () => {
    assert.equal(answerPercent(1, 3), 33)
    assert.equal(answerPercent(2, 3), 67)
    assert.equal(answerPercent(0, 0), 0)
  })

  it('shows Edit only when permitted, enabled only live with a numeric position', () => {
    assert.equal(cardEdit({ contentLive: true, queuePosition: 0 }, false), 'hidden')
    assert.equal(cardEdit({ contentLive: true, queuePosition: 0 }, true), 'enabled')
    assert.equal(cardEdit({ contentLive: false, queuePosition: 2 }, true), 'disabled')
    assert.equal(cardEdit({ contentLive: true, queuePosition: null }, true), 'disabled')
  })

  it('opens the builder on the card and on the embed', () => {
    assert.equal(
      customizePath('e-1', 'c 2'),
      '/dashboard/embeds/management/customize?embed=e-1&card=c+2',
    )
    assert.equal(editEmbedPath('e-1'), '/dashboard/embeds/management/placement?embed=e-1')
  })
})

/**
 * Issue 10, the metric calls' bad input: each rule gives 400 with the field and changes nothing;
 * a JSON body is refused, and a named range resolves in New York days.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { nyDayBefore } from '../../demo/server/platform/days'
import { fieldsOf, IDS } from './harness'
import { metricsFile, postForm } from './metrics-harness'

const { h, owner, START, END, base } = metricsFile(14, 2)

/** Every fact table's row count and sums: what "changes nothing" compares. */
async function snapshot() {
  const count = async (
    table: 'embed_engagement_daily' | 'engagement_visitors_daily' | 'ad_facts_daily',
  ) =>
    Number(
      (
        await h.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return [
    await count('embed_engagement_daily'),
    await count('engagement_visitors_daily'),
    await count('ad_facts_daily'),
  ]
}

/** The calls the cases go to. */
const TOTAL = '/api/metrics/embedLoad/total'
const DETAILED = '/api/metrics/embedLoad/detailed'
const ANSWERS = '/api/metrics/questionAnswered/detailed'
const TOP = '/api/metrics/questionAnswered/top-questions'
const STORIES = '/api/metrics/storyClicked/top-stories'
const REVENUE = '/api/reporting/revenue/detail'
const REVENUE_TOTAL = '/api/reporting/revenue/total'
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('bad input', () => {
  const cases: Array<[string, string, Record<string, string | string[]>, string]> = [
    ['no account', TOTAL, { startDate: START, endDate: END }, 'accountUUID'],
    ['no dates', TOTAL, { accountUUID: IDS.demoAccount }, 'startDate'],
    ['a date that is not real', TOTAL, base({ startDate: '2026-02-30' }), 'startDate'],
    ['end before start', TOTAL, base({ startDate: END, endDate: START }), 'endDate'],
    ['over two years', TOTAL, base({ startDate: '2023-01-01', endDate: '2025-12-31' }), 'endDate'],
    ['dates and a dateRange', TOTAL, base({ dateRange: 'LAST_SEVEN_DAYS' }), 'dateRange'],
    [
      'an unknown dateRange',
      TOTAL,
      { accountUUID: IDS.demoAccount, dateRange: 'LAST_CENTURY' },
      'dateRange',
    ],
    ['an unknown viewType', DETAILED, base({ viewType: 'WEATHER' }), 'viewType'],
    ['STORY outside story clicks', ANSWERS, base({ viewType: 'STORY' }), 'viewType'],
    ['AD_UNIT outside revenue', DETAILED, base({ viewType: 'AD_UNIT' }), 'viewType'],
    ['STORY on revenue', REVENUE, base({ viewType: 'STORY' }), 'viewType'],
    [
      'AD_TYPE with a revenueType',
      REVENUE,
      base({ viewType: 'AD_TYPE', revenueType: 'VIDEO' }),
      'viewType',
    ],
    ['a revenueType outside revenue', TOTAL, base({ revenueType: 'VIDEO' }), 'revenueType'],
    ['an unknown revenueType', REVENUE_TOTAL, base({ revenueType: 'AUDIO' }), 'revenueType'],
    ['topRank 0', TOP, base({ topRank: '0' }), 'topRank'],
    ['topRank 101', TOP, base({ topRank: '101' }), 'topRank'],
    ['topRank not a number', STORIES, base({ topRank: '5e1' }), 'topRank'],
    ['a malformed site id', TOTAL, base({ sites: ['nope'] }), 'sites'],
    [
      'too many embeds',
      TOTAL,
      base({ embeds: Array.from({ length: 101 }, (_, i) => uuid(i)) }),
      'embeds',
    ],
    ['an unknown device', TOTAL, base({ devices: ['TABLET'] }), 'devices'],
    ['a country that is no code', TOTAL, base({ countries: ['USA'] }), 'countries'],
    ['stories outside story clicks', TOTAL, base({ stories: [IDS.embeds.online] }), 'stories'],
    ['a dataType elsewhere', TOTAL, base({ dataType: 'storyclicks' }), 'dataType'],
    ['compare not a boolean', TOTAL, base({ compare: 'yes' }), 'compare'],
    ['an unknown field', TOTAL, base({ colour: 'blue' }), 'colour'],
    ['a repeated single field', TOTAL, base({ viewType: ['SITE', 'GEO'] }), 'viewType'],
    ['a control character', TOTAL, base({ viewType: 'SITE\u0000' }), 'viewType'],
  ]
  for (const [what, path, fields, field] of cases)
    it(`${what} → 400 on ${field}`, async () => {
      const before = await snapshot()
      const reply = await postForm(owner, path, fields)
      assert.equal(reply.status, 400, JSON.stringify(reply.body))
      assert.ok(fieldsOf(reply).includes(field), JSON.stringify(reply.body))
      assert.deepEqual(await snapshot(), before, 'nothing changed')
    })

  it('a JSON body is refused: the calls take forms', async () => {
    const reply = await owner.post('/api/metrics/embedLoad/total', base())
    assert.equal(reply.status, 400)
  })

  it('a named range resolves in New York days', async () => {
    const reply = await postForm(owner, '/api/metrics/questionAnswered/detailed', {
      accountUUID: IDS.demoAccount,
      dateRange: 'LAST_SEVEN_DAYS',
    })
    assert.equal(reply.status, 200)
    const days = Object.keys(reply.body.series.by_date).sort()
    assert.ok(days.length > 0)
    assert.ok(days[0]! >= nyDayBefore(Date.now(), 7))
    assert.ok(days.at(-1)! <= nyDayBefore(Date.now(), 1))
  })
})

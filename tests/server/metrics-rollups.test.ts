/**
 * Issue 10, speed at 5 M rows: reads take the smallest rollup that covers a query, and whole
 * months from the monthly rollups (demo/server/metrics/facts.ts, rollup.ts). Over a range of
 * whole months and edge days, with and without filters, every total, breakdown row, series and
 * top list still equals an independent SQL query over the facts; the player's events and the
 * seed leave every rollup equal to a rebuild from the facts.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { nyDayBefore } from '../../demo/server/platform/days'
import { splitByMonths } from '../../demo/server/metrics/facts'
import { FAMILY_VIEW_TYPES, KEY_COLUMN } from '../../demo/server/metrics/input'
import { fileHarness, IDS, signedInBefore } from './harness'
import { rollupsMatchFacts } from './rollup-check'
import { liveCards, playerBatch, postForm, sendEvents } from './metrics-harness'

const h = fileHarness()
const owner = signedInBefore(h, 'owner@demo.test')

describe('splitByMonths', () => {
  it('reads whole months from the monthly rollups and the days around them daily', () => {
    assert.deepEqual(splitByMonths({ start: '2026-01-01', end: '2026-03-31' }), {
      months: { start: '2026-01', end: '2026-03' },
      days: [],
    })
    assert.deepEqual(splitByMonths({ start: '2025-11-27', end: '2026-11-26' }), {
      months: { start: '2025-12', end: '2026-10' },
      days: [
        { start: '2025-11-27', end: '2025-11-30' },
        { start: '2026-11-01', end: '2026-11-26' },
      ],
    })
    // February's last day, in a leap year and not.
    assert.deepEqual(splitByMonths({ start: '2024-02-01', end: '2024-02-29' }).months, {
      start: '2024-02',
      end: '2024-02',
    })
    assert.deepEqual(splitByMonths({ start: '2025-02-01', end: '2025-02-27' }), {
      months: null,
      days: [{ start: '2025-02-01', end: '2025-02-27' }],
    })
    assert.deepEqual(splitByMonths({ start: '2026-03-05', end: '2026-04-20' }), {
      months: null,
      days: [{ start: '2026-03-05', end: '2026-04-20' }],
    })
    assert.deepEqual(splitByMonths({ start: '2025-12-15', end: '2026-01-31' }), {
      months: { start: '2026-01', end: '2026-01' },
      days: [{ start: '2025-12-15', end: '2025-12-31' }],
    })
  })
})

/** From the first day of the month three months back to yesterday: whole months and edge days. */
const END = nyDayBefore(Date.now(), 1)
const START = `${nyDayBefore(Date.now(), 100).slice(0, 7)}-01`

const call = postForm

const COLUMN = KEY_COLUMN

interface Filter {
  name: string
  fields: Record<string, string | string[]>
  where: ReturnType<typeof sql>
}

/** The form of a call over the range with a filter. */
const baseOf = (filter: Filter) => ({
  accountUUID: IDS.demoAccount,
  startDate: START,
  endDate: END,
  ...filter.fields,
})

async function factSums(
  table: string,
  measure: ReturnType<typeof sql>,
  filter: Filter,
  by: string | null,
) {
  const key = by ? sql.ref(by) : sql`''`
  const { rows } = await sql<{ k: string; n: string | null }>`select ${key} as k, ${measure} as n
    from ${sql.table(table)}
    where account_uuid = ${IDS.demoAccount} and day >= ${START} and day <= ${END} ${filter.where}
    ${by ? sql`group by ${sql.ref(by)}` : sql``}`.execute(h.db)
  return new Map(rows.filter((r) => r.n !== null).map((r) => [r.k, Number(r.n)]))
}

describe('whole months from the monthly rollups: the numbers still agree with the facts', () => {
  let filters: Filter[] = []
  before(async () => {
    const story = await h.db
      .selectFrom('embed_engagement_daily')
      .select(['content_uuid', 'embed_uuid'])
      .where('account_uuid', '=', IDS.demoAccount)
      .where('clicks', '>', 0)
      .executeTakeFirstOrThrow()
    filters = [
      { name: 'no filter', fields: {}, where: sql`` },
      {
        name: 'a site and a device',
        fields: { sites: [IDS.sites[0]!], devices: ['MOBILE'] },
        where: sql`and site_uuid = ${IDS.sites[0]!} and device = 'MOBILE'`,
      },
      {
        name: 'an embed',
        fields: { embeds: [story.embed_uuid] },
        where: sql`and embed_uuid = ${story.embed_uuid}`,
      },
    ]
    const months = splitByMonths({ start: START, end: END })
    assert.ok(months.months, 'the range holds whole months')
    const inMonths = await factSums('embed_engagement_daily', sql`sum(answers)`, filters[0]!, null)
    assert.ok((inMonths.get('') ?? 0) > 0, 'the seed has data in the range')
  })

  for (const [family, measure] of [
    ['questionAnswered', 'answers'],
    ['storyClicked', 'clicks'],
  ] as const)
    it(`${family}: totals, every breakdown, series`, async () => {
      for (const filter of filters) {
        const base = baseOf(filter)
        const want =
          (
            await factSums('embed_engagement_daily', sql`sum(${sql.ref(measure)})`, filter, null)
          ).get('') ?? 0
        const total = await call(owner, `/api/metrics/${family}/total`, base)
        assert.equal(total.status, 200, JSON.stringify(total.body))
        assert.equal(total.body.total.aggregate, want, `${filter.name}: total`)
        for (const viewType of FAMILY_VIEW_TYPES[family]) {
          const reply = await call(owner, `/api/metrics/${family}/detailed`, { ...base, viewType })
          assert.equal(reply.status, 200, JSON.stringify(reply.body))
          const byKey = await factSums(
            'embed_engagement_daily',
            sql`sum(${sql.ref(measure)})`,
            { ...filter, where: sql`${filter.where} and ${sql.ref(measure)} > 0` },
            COLUMN[viewType],
          )
          const table = new Map(
            (reply.body.table as Array<{ key: string; value: number }>).map((r) => [
              r.key,
              r.value,
            ]),
          )
          assert.deepEqual(table, byKey, `${filter.name}, ${viewType}: every row`)
          assert.equal(reply.body.total.aggregate, want)
          const days = Object.values(reply.body.series.by_date as Record<string, number>)
          assert.equal(
            days.reduce((s, v) => s + v, 0),
            want,
            `${filter.name}: series`,
          )
        }
      }
    })

  it('embedLoad: loads and in-view loads per key', async () => {
    for (const filter of filters) {
      const base = baseOf(filter)
      for (const viewType of FAMILY_VIEW_TYPES.embedLoad) {
        const reply = await call(owner, '/api/metrics/embedLoad/detailed', { ...base, viewType })
        assert.equal(reply.status, 200, JSON.stringify(reply.body))
        const where = { ...filter, where: sql`${filter.where} and loads > 0` }
        const loads = await factSums(
          'embed_engagement_daily',
          sql`sum(loads)`,
          where,
          COLUMN[viewType],
        )
        const inview = await factSums(
          'embed_engagement_daily',
          sql`sum(inview_loads)`,
          where,
          COLUMN[viewType],
        )
        const rows = reply.body.table as Array<{ key: string; value: number }>
        assert.equal(rows.length, loads.size, `${filter.name}, ${viewType}: rows`)
        for (const row of rows)
          assert.ok(
            Math.abs(row.value - (100 * inview.get(row.key)!) / loads.get(row.key)!) < 1e-9,
            `${filter.name}, ${viewType}: ${row.key}`,
          )
      }
    }
  })

  it('revenue: impressions and revenue per key', async () => {
    for (const filter of filters) {
      const base = baseOf(filter)
      for (const viewType of FAMILY_VIEW_TYPES.revenue) {
        const reply = await call(owner, '/api/reporting/revenue/detail', { ...base, viewType })
        assert.equal(reply.status, 200, JSON.stringify(reply.body))
        const impressions = await factSums(
          'ad_facts_daily',
          sql`sum(impressions)`,
          filter,
          COLUMN[viewType],
        )
        const micros = await factSums(
          'ad_facts_daily',
          sql`sum(revenue_micros)`,
          filter,
          COLUMN[viewType],
        )
        const rows = reply.body.table as Array<{
          key: string
          impressions: number
          revenue: number
        }>
        assert.equal(rows.length, impressions.size, `${filter.name}, ${viewType}: rows`)
        for (const row of rows) {
          assert.equal(row.impressions, impressions.get(row.key), `${filter.name}, ${viewType}`)
          assert.ok(Math.abs(row.revenue - micros.get(row.key)! / 1e6) < 1e-6)
        }
      }
    }
  })

  it('top questions and stories over whole months rank as the facts do', async () => {
    for (const filter of filters)
      for (const [path, measure, field] of [
        ['/api/metrics/questionAnswered/top-questions', 'answers', 'answers'],
        ['/api/metrics/storyClicked/top-stories', 'clicks', 'clicks'],
      ] as const) {
        const base = baseOf(filter)
        const reply = await call(owner, path, { ...base, topRank: '50' })
        assert.equal(reply.status, 200, JSON.stringify(reply.body))
        const byCard = await factSums(
          'embed_engagement_daily',
          sql`sum(${sql.ref(measure)})`,
          {
            ...filter,
            where: sql`${filter.where} and ${sql.ref(measure)} > 0 ${measure === 'answers' ? sql`and option_uuid <> ''` : sql``}`,
          },
          'content_uuid',
        )
        const rows = reply.body.rows as Array<Record<string, number>>
        assert.equal(rows.length, Math.min(50, byCard.size), `${filter.name}: ${measure}`)
        const want = [...byCard.values()].sort((a, b) => b - a).slice(0, rows.length)
        assert.deepEqual(
          rows.map((r) => r[field]),
          want,
        )
      }
  })

  it('the countries list of the range holds every country with engagement or ads', async () => {
    const reply = await owner.get(
      `/api/accounts/accounts/${IDS.demoAccount}/countries?startDate=${START}&endDate=${END}`,
    )
    assert.equal(reply.status, 200)
    const { rows } = await sql<{
      country: string
    }>`select distinct country from embed_engagement_daily
      where account_uuid = ${IDS.demoAccount} and day >= ${START} and day <= ${END}
      union select distinct country from ad_facts_daily
      where account_uuid = ${IDS.demoAccount} and day >= ${START} and day <= ${END}`.execute(h.db)
    assert.deepEqual(Object.keys(reply.body.countries).sort(), rows.map((r) => r.country).sort())
  })
})

describe('the rollups stay equal to a rebuild from the facts', () => {
  it('after the seed', async () => {
    await rollupsMatchFacts(h.db, IDS.demoAccount)
  })

  it("after the player's events (loads, answers, story clicks, in-view time)", async () => {
    const live = await liveCards(h, IDS.embeds.online)
    for (const [visitor, country] of [
      ['visitor-r-1', 'IS'],
      ['visitor-r-2', 'IS'],
      ['visitor-r-3', 'MT'],
    ] as const) {
      const sent = await sendEvents(h, playerBatch(live, visitor, 700), { 'cf-ipcountry': country })
      assert.equal(sent.status, 204, JSON.stringify(sent.body))
    }
    await rollupsMatchFacts(h.db, IDS.demoAccount)
  })
})

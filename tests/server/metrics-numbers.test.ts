/**
 * Issue 10, "numbers agree": for a chosen range and filter, for every metric, the /total, the
 * /detailed total, the detailed table (summed for additive metrics; recomputed from its parts for
 * in-view % and uniques) and the series agree with an independent SQL query over the facts,
 * on every breakdown the metric has; the previous period too.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { sql } from 'kysely'
import type { MetricDetailed, RevenueDetail } from '../../src/areas/analytics/lib/metrics-rules'
import { nyDayBefore } from '../../demo/server/platform/days'
import { FAMILY_VIEW_TYPES, KEY_COLUMN } from '../../demo/server/metrics/input'
import { IDS } from './harness'
import { postForm, metricsFile } from './metrics-harness'

const SITES = [IDS.sites[0]!, IDS.sites[1]!]
const DEVICE = 'MOBILE'
const { h, owner, START, END, base } = metricsFile(20, 2, { sites: SITES, devices: [DEVICE] })
/** The same length just before. */
const PREV_START = nyDayBefore(Date.now(), 39)
const PREV_END = nyDayBefore(Date.now(), 21)

const near = (a: number, b: number, what: string) =>
  assert.ok(Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b)), `${what}: ${a} ≠ ${b}`)

/** Independent SQL: the filter as a WHERE clause. */
const where = (start: string, end: string) => sql`account_uuid = ${IDS.demoAccount}
  and day >= ${start} and day <= ${end}
  and site_uuid in (${sql.join(SITES)}) and device = ${DEVICE}`

const COLUMN = KEY_COLUMN

async function rows<T>(query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(h.db)).rows
}

/** Sums by key (or one '' key) straight from the engagement facts. */
async function engagementSql(start: string, end: string, by: string | null) {
  const key = by ? sql.ref(by) : sql`''`
  const group = by ? sql`group by ${sql.ref(by)}` : sql``
  const found = await rows<{
    k: string
    loads: string
    inview: string
    answers: string
    clicks: string
  }>(
    sql`select ${key} as k, sum(loads) as loads, sum(inview_loads) as inview,
      sum(answers) as answers, sum(clicks) as clicks
      from embed_engagement_daily where ${where(start, end)} ${group}`,
  )
  return new Map(
    found.map((r) => [
      r.k,
      {
        loads: Number(r.loads ?? 0),
        inview: Number(r.inview ?? 0),
        answers: Number(r.answers ?? 0),
        clicks: Number(r.clicks ?? 0),
      },
    ]),
  )
}

async function uniquesSql(start: string, end: string, by: string | null) {
  const key = by ? sql.ref(by) : sql`''`
  const group = by ? sql`group by ${sql.ref(by)}` : sql``
  const found = await rows<{ k: string; n: string }>(
    sql`select ${key} as k, count(distinct visitor_id) as n
      from engagement_visitors_daily where ${where(start, end)} ${group}`,
  )
  return new Map(found.map((r) => [r.k, Number(r.n)]))
}

async function adSql(start: string, end: string, by: string | null, adType?: string) {
  const key = by ? sql.ref(by) : sql`''`
  const group = by ? sql`group by ${sql.ref(by)}` : sql``
  const type = adType ? sql`and ad_type = ${adType}` : sql``
  const found = await rows<{ k: string; impressions: string; micros: string }>(
    sql`select ${key} as k, sum(impressions) as impressions, sum(revenue_micros) as micros
      from ad_facts_daily where ${where(start, end)} ${type} ${group}`,
  )
  return new Map(
    found
      .filter((r) => r.impressions !== null)
      .map((r) => [r.k, { impressions: Number(r.impressions), revenue: Number(r.micros) / 1e6 }]),
  )
}

const FAMILIES = ['questionAnswered', 'storyClicked', 'embedLoad', 'uniqueEngagedUsers'] as const

describe('numbers agree (totals, detailed totals, tables, series, independent SQL)', () => {
  for (const family of FAMILIES) {
    it(`${family}: every breakdown`, async () => {
      const total = await postForm(owner, `/api/metrics/${family}/total`, base())
      assert.equal(total.status, 200, JSON.stringify(total.body))
      const expected = async (start: string, end: string) => {
        if (family === 'uniqueEngagedUsers')
          return (await uniquesSql(start, end, null)).get('') ?? 0
        const p = (await engagementSql(start, end, null)).get('')!
        if (family === 'questionAnswered') return p.answers
        if (family === 'storyClicked') return p.clicks
        return p.loads ? (100 * p.inview) / p.loads : 0
      }
      const want = await expected(START, END)
      assert.ok(want > 0, 'the seed has data in the chosen range and filter')
      near(total.body.total.aggregate, want, 'total = SQL')
      near(total.body.total.previous, await expected(PREV_START, PREV_END), 'previous = SQL')

      for (const viewType of FAMILY_VIEW_TYPES[family]) {
        const reply = await postForm(owner, `/api/metrics/${family}/detailed`, base({ viewType }))
        assert.equal(reply.status, 200, JSON.stringify(reply.body))
        const detail = reply.body as MetricDetailed
        near(detail.total.aggregate, want, `${viewType}: detailed total = SQL`)
        const column = COLUMN[viewType]
        if (family === 'questionAnswered' || family === 'storyClicked') {
          const sum = detail.table.reduce((s, r) => s + r.value, 0)
          assert.equal(sum, want, `${viewType}: table sum = total`)
          const days = Object.values(detail.series.by_date).reduce((s, v) => s + v, 0)
          assert.equal(days, want, 'series sum = total')
          const byKey = await engagementSql(START, END, column)
          for (const row of detail.table) {
            const p = byKey.get(row.key)!
            assert.equal(row.value, family === 'questionAnswered' ? p.answers : p.clicks)
          }
        } else if (family === 'embedLoad') {
          // A rate: each row from its own sums; the total from the sums of the rows' parts.
          const byKey = await engagementSql(START, END, column)
          let loads = 0
          let inview = 0
          for (const row of detail.table) {
            const p = byKey.get(row.key)!
            near(row.value, (100 * p.inview) / p.loads, `${viewType} row ${row.name}`)
            loads += p.loads
            inview += p.inview
          }
          near((100 * inview) / loads, want, `${viewType}: total recomputed from the rows' parts`)
          const byDay = await engagementSql(START, END, 'day')
          for (const [day, value] of Object.entries(detail.series.by_date)) {
            const p = byDay.get(day)!
            near(value, (100 * p.inview) / p.loads, `series ${day}`)
          }
        } else {
          // Uniques: a distinct count per key and per day, never a sum.
          const byKey = await uniquesSql(START, END, column)
          for (const row of detail.table) assert.equal(row.value, byKey.get(row.key))
          assert.equal(detail.table.length, byKey.size)
          const byDay = await uniquesSql(START, END, 'day')
          for (const [day, value] of Object.entries(detail.series.by_date))
            assert.equal(value, byDay.get(day))
          const daySum = Object.values(detail.series.by_date).reduce((s, v) => s + v, 0)
          assert.ok(daySum > want, 'visitors come back: the days sum to more than the range')
        }
        assert.deepEqual(
          detail.table.map((r) => r.value),
          detail.table.map((r) => r.value).sort((a, b) => b - a),
          'largest first',
        )
        assert.ok(detail.series.previous_by_date, 'the previous period by default')
        for (const day of Object.keys(detail.series.previous_by_date!))
          assert.ok(day >= PREV_START && day <= PREV_END, 'previous days are its own')
      }
    })
  }

  for (const revenueType of [undefined, 'DISPLAY', 'VIDEO'] as const) {
    it(`revenue (${revenueType ?? 'all ads'}): CPM from sums, every breakdown`, async () => {
      const extra: Record<string, string> = revenueType ? { revenueType } : {}
      const want = (await adSql(START, END, null, revenueType)).get('')!
      assert.ok(want.impressions > 0)
      const total = await postForm(owner, '/api/reporting/revenue/total', base(extra))
      assert.equal(total.status, 200, JSON.stringify(total.body))
      assert.equal(total.body.total.aggregate.impressions, want.impressions)
      near(total.body.total.aggregate.revenue, want.revenue, 'revenue')
      near(total.body.total.aggregate.cpm, (want.revenue / want.impressions) * 1000, 'cpm')
      const prev = (await adSql(PREV_START, PREV_END, null, revenueType)).get('')!
      near(total.body.total.previous.revenue, prev.revenue, 'previous revenue')
      const views = FAMILY_VIEW_TYPES.revenue.filter((v) => !(revenueType && v === 'AD_TYPE'))
      for (const viewType of views) {
        const reply = await postForm(
          owner,
          '/api/reporting/revenue/detail',
          base({ ...extra, viewType }),
        )
        assert.equal(reply.status, 200, JSON.stringify(reply.body))
        const detail = reply.body as RevenueDetail
        assert.equal(detail.total.aggregate.impressions, want.impressions)
        const impressions = detail.table.reduce((s, r) => s + r.impressions, 0)
        const revenue = detail.table.reduce((s, r) => s + r.revenue, 0)
        assert.equal(impressions, want.impressions, `${viewType}: table impressions`)
        near(revenue, want.revenue, `${viewType}: table revenue`)
        near((revenue / impressions) * 1000, detail.total.aggregate.cpm, 'cpm from the rows')
        for (const row of detail.table)
          near(row.cpm, (row.revenue / row.impressions) * 1000, 'row cpm')
        if (viewType === 'EMBED') {
          // Revenue per embed (the home's embed table), ads outside embeds in one row.
          const byEmbed = await adSql(START, END, 'embed_uuid', revenueType)
          for (const row of detail.table)
            near(row.revenue, byEmbed.get(row.key)!.revenue, `embed ${row.name}`)
          assert.ok(detail.table.some((r) => r.key === '' && r.name === 'Not in an embed'))
          assert.ok(
            detail.table.some((r) => r.key !== ''),
            'ads inside embeds',
          )
        }
        const days = Object.values(detail.series.by_date)
        assert.equal(
          days.reduce((s, v) => s + v.impressions, 0),
          want.impressions,
          'series impressions',
        )
      }
    })
  }

  it('compare=false leaves the previous period out', async () => {
    const reply = await postForm(
      owner,
      '/api/metrics/questionAnswered/detailed',
      base({ compare: 'false' }),
    )
    assert.equal(reply.status, 200)
    assert.equal(reply.body.total.previous, null)
    assert.equal(reply.body.series.previous_by_date, null)
  })

  it('top questions and top stories rank the facts, topRank long', async () => {
    for (const [path, measure] of [
      ['/api/metrics/questionAnswered/top-questions', 'answers'],
      ['/api/metrics/storyClicked/top-stories', 'clicks'],
    ] as const) {
      const reply = await postForm(owner, path, base({ topRank: '5' }))
      assert.equal(reply.status, 200, JSON.stringify(reply.body))
      const list = reply.body.rows as Array<Record<string, string | number>>
      assert.ok(list.length > 0 && list.length <= 5)
      assert.deepEqual(
        list.map((r) => r.rank),
        list.map((_, i) => i + 1),
      )
      const found = await rows<{ content_uuid: string; n: string }>(
        sql`select content_uuid, sum(${sql.ref(measure)}) as n from embed_engagement_daily
          where ${where(START, END)} and ${sql.ref(measure)} > 0
          ${measure === 'answers' ? sql`and option_uuid <> ''` : sql``}
          group by content_uuid order by n desc`,
      )
      assert.deepEqual(
        list.map((r) => r[measure]),
        found.slice(0, list.length).map((r) => Number(r.n)),
      )
      assert.ok(list.every((r) => r.embed_name && r.embed_uuid))
    }
  })
})

/**
 * Issue 10, unique engaged users past EXACT_VISITOR_ROWS: merged visitor sketches
 * (demo/server/metrics/sketch-reads.ts). Forced on the seed (threshold 0), the totals, the
 * breakdowns, the series and the previous period stay within 5 % (or one visitor) of the exact
 * distinct counts, for several filters, over a range of whole months and edge days; the calls on
 * the seed's few visitor rows stay exact and say nothing of estimates.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { engagementDetail } from '../../demo/server/metrics/details'
import { countsExactly } from '../../demo/server/metrics/facts'
import { FAMILY_VIEW_TYPES, parseQuery } from '../../demo/server/metrics/input'
import { splitByMonths } from '../../demo/server/metrics/months'
import { IDS } from './harness'
import { formBody, postForm, type MetricFields, metricsFile } from './metrics-harness'

/** 70 days to yesterday: at least one whole month, edge days, and the seed's 35 days inside. */
const { h, owner, START, END, base: fields } = metricsFile(70, 1)

const close = (estimate: number, exact: number, what: string) =>
  assert.ok(
    Math.abs(estimate - exact) <= Math.max(1, 0.05 * exact),
    `${what}: estimate ${estimate}, exact ${exact}`,
  )

const FILTERS: Array<{ name: string; fields: MetricFields }> = [
  { name: 'no filter', fields: {} },
  {
    name: 'two sites, phones',
    fields: { sites: [IDS.sites[0]!, IDS.sites[1]!], devices: ['MOBILE'] },
  },
  { name: 'a country', fields: { countries: ['US'] } },
  { name: 'an embed', fields: { embeds: [IDS.embeds.online] } },
]

describe('unique engaged users from the sketches (threshold 0) agree with the exact counts', () => {
  before(() => assert.ok(splitByMonths({ start: START, end: END }).months, 'whole months'))

  for (const filter of FILTERS)
    it(filter.name, async () => {
      for (const viewType of FAMILY_VIEW_TYPES.uniqueEngagedUsers) {
        const { query } = parseQuery(
          'uniqueEngagedUsers',
          formBody(fields({ ...filter.fields, viewType })),
        )
        const exact = await engagementDetail(h.db, 'uniqueEngagedUsers', query, Infinity)
        const sketched = await engagementDetail(h.db, 'uniqueEngagedUsers', query, 0)
        assert.equal(exact.estimate, false)
        assert.equal(sketched.estimate, true)
        const what = `${filter.name}, ${viewType}`
        assert.ok(exact.total.visitors > 0, `${what}: the seed has visitors`)
        close(sketched.total.visitors, exact.total.visitors, `${what}: total`)
        close(sketched.previousTotal!.visitors, exact.previousTotal!.visitors, `${what}: previous`)
        assert.deepEqual([...sketched.keys.keys()].sort(), [...exact.keys.keys()].sort(), what)
        for (const [k, p] of exact.keys)
          close(sketched.keys.get(k)!.visitors, p.visitors, `${what}: ${k}`)
        for (const [series, exactSeries] of [
          [sketched.days, exact.days],
          [sketched.previousDays!, exact.previousDays!],
        ] as const) {
          assert.deepEqual([...series.keys()].sort(), [...exactSeries.keys()].sort(), what)
          for (const [day, p] of exactSeries)
            close(series.get(day)!.visitors, p.visitors, `${what}: ${day}`)
        }
      }
    })

  it('the seed is counted exactly, and its answers carry no estimate', async () => {
    const { query } = parseQuery('uniqueEngagedUsers', formBody(fields({ viewType: 'SITE' })))
    assert.equal(await countsExactly(h.db, query, query.range), true)
    assert.equal(await countsExactly(h.db, query, query.range, 0), false)
    for (const path of ['detailed', 'total']) {
      const reply = await postForm(owner, `/api/metrics/uniqueEngagedUsers/${path}`, fields())
      assert.equal(reply.status, 200, JSON.stringify(reply.body))
      assert.equal('estimate' in reply.body.total, false)
    }
  })
})

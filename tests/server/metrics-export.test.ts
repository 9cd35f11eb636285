/**
 * Issue 10, API-75: `{family}/export` for every chart metric → a CSV named `{metric}-export.csv`,
 * one row per day and breakdown key, no embed_uuid column, formula cells neutralised, sums equal
 * to the metric's total; 404 with NO_DATA_MESSAGE when empty; rate-limited per user.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { NO_DATA_MESSAGE } from '../../demo/server/platform/export-cells'
import { IDS, signedIn } from './harness'
import { parse } from './csv'
import { postForm, metricsFile } from './metrics-harness'

const { h, owner, START, END, base } = metricsFile(10, 2)

const EXPORTS = [
  ['/api/metrics/questionAnswered', 'questionsanswered-export.csv', 'Answers'],
  ['/api/metrics/storyClicked', 'storyclicks-export.csv', 'Clicks'],
  ['/api/metrics/embedLoad', 'averageinview-export.csv', 'Loads'],
  ['/api/metrics/uniqueEngagedUsers', 'uniqueengagedusers-export.csv', 'Unique Engaged Users'],
  ['/api/reporting/revenue', 'revenue-export.csv', 'Impressions'],
] as const

describe('exports', () => {
  for (const [path, file, column] of EXPORTS)
    it(`${file}: per day and embed, no embed_uuid, adds up to the total`, async () => {
      const viewType = path.endsWith('revenue') ? 'SITE' : 'EMBED'
      const extra: Record<string, string> = path.endsWith('storyClicked')
        ? { dataType: 'storyclicks' }
        : {}
      const reply = await postForm(owner, `${path}/export`, base({ viewType, ...extra }))
      assert.equal(reply.status, 200, String(reply.body))
      assert.match(reply.headers.get('content-type')!, /^text\/csv/)
      assert.equal(reply.headers.get('content-disposition'), `attachment; filename="${file}"`)
      const rows = parse(String(reply.body), { columns: true }) as Array<Record<string, string>>
      assert.ok(rows.length > 0)
      const header = Object.keys(rows[0]!)
      assert.equal(header[0], 'Date')
      assert.ok(header.includes(column))
      assert.ok(!header.some((h) => /uuid/i.test(h)), 'no id columns')
      assert.ok(rows.every((r) => r.Date! >= START && r.Date! <= END))
      const keys = rows.map((r) => `${r.Date}|${r[header[1]!]}`)
      assert.equal(new Set(keys).size, keys.length, 'one row per day and key')
      const total = path.endsWith('revenue')
        ? await postForm(owner, '/api/reporting/revenue/total', base())
        : await postForm(owner, `${path}/total`, base())
      const sum = rows.reduce((s, r) => s + Number(r[column]), 0)
      if (path.endsWith('revenue')) assert.equal(sum, total.body.total.aggregate.impressions)
      else if (!path.endsWith('embedLoad') && !path.endsWith('uniqueEngagedUsers'))
        assert.equal(sum, total.body.total.aggregate)
      else if (path.endsWith('embedLoad')) {
        const inview = rows.reduce((s, r) => s + Number(r['In-View Loads']), 0)
        assert.ok(Math.abs((100 * inview) / sum - total.body.total.aggregate) < 1e-9)
      }
    })

  it('neutralises formula cells', async () => {
    await h.db
      .updateTable('embeds')
      .set({ name: '=HYPERLINK("http://evil.test","x")' })
      .where('embed_uuid', '=', IDS.embeds.online)
      .execute()
    const reply = await postForm(
      owner,
      '/api/metrics/questionAnswered/export',
      base({ viewType: 'EMBED', embeds: [IDS.embeds.online] }),
    )
    assert.equal(reply.status, 200)
    const rows = parse(String(reply.body), { columns: true }) as Array<Record<string, string>>
    assert.ok(rows.length > 0)
    assert.ok(rows.every((r) => r.Embed!.startsWith("'=")))
  })

  it('404 with the no-data message when there is nothing; the limit per user', async () => {
    const empty = base({ startDate: '2001-01-01', endDate: '2001-01-31' })
    const reply = await postForm(owner, '/api/metrics/embedLoad/export', empty)
    assert.equal(reply.status, 404)
    assert.equal(reply.body.error.message, NO_DATA_MESSAGE)
    let status = 0
    for (let i = 0; i < 40 && status !== 429; i++)
      status = (await postForm(owner, '/api/metrics/embedLoad/export', empty)).status
    assert.equal(status, 429)
    // Another user's budget is their own.
    const analyst = await signedIn(h, 'analyst@demo.test')
    assert.equal((await postForm(analyst, '/api/metrics/embedLoad/export', empty)).status, 404)
  })
})

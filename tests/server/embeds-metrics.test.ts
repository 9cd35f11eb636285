/**
 * Per-card analytics (EMB-25..29; API-49) and collected e-mails (EMB-32/33; API-62): answers per
 * option summed over New York days, totals, clicks, filters, the four sort orders, paging by 20;
 * e-mails by 10, newest first, in a date range, the CSV export (header, every row, formula cells
 * neutralised, 404 NO_DATA when empty); bad input, mockup sessions and other accounts refused.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { AnalyticsCard, AnalyticsQuery } from '../../src/areas/embeds/lib/embeds-rules'
import { nyDay } from '../../demo/server/platform/days'
import {
  api,
  Client,
  fieldsOf,
  fileHarness,
  IDS,
  signedIn,
  signedInBefore,
  supportSession,
} from './harness'

const E = IDS.embeds
const DAY = 86_400_000
const h = fileHarness()
const owner = signedInBefore(h, 'owner@demo.test')

const metrics = (embed: string) => api(`/embeds/${embed}/metrics`)
const query = (over: Partial<AnalyticsQuery> = {}): AnalyticsQuery => ({
  keyword: null,
  orderBy: 'QUEUE_POSITION',
  orderDirection: 'ASC',
  startDate: null,
  endDate: null,
  contentTypes: ['QUIZ', 'POLL', 'STORY'],
  contentLive: null,
  page: 1,
  ...over,
})

/** answers per option and clicks per card in [start, end], straight from the facts. */
async function facts(embed: string, start?: string, end?: string) {
  let q = h.db.selectFrom('embed_engagement_daily').selectAll().where('embed_uuid', '=', embed)
  if (start) q = q.where('day', '>=', start)
  if (end) q = q.where('day', '<=', end)
  const chosen = new Map<string, number>()
  const clicks = new Map<string, number>()
  for (const f of await q.execute()) {
    if (f.option_uuid) chosen.set(f.option_uuid, (chosen.get(f.option_uuid) ?? 0) + f.answers)
    else clicks.set(f.content_uuid, (clicks.get(f.content_uuid) ?? 0) + f.clicks)
  }
  return { chosen, clicks }
}

function checkSums(cards: AnalyticsCard[], sums: Awaited<ReturnType<typeof facts>>) {
  for (const card of cards) {
    for (const o of card.options)
      assert.equal(o.numOfTimesChosen, sums.chosen.get(o.optionUUID) ?? 0, o.optionUUID)
    const total = card.options.reduce((s, o) => s + o.numOfTimesChosen, 0)
    if (card.contentType === 'STORY') {
      assert.equal(card.clicks, sums.clicks.get(card.contentUUID) ?? 0)
      assert.equal(card.engagement, card.clicks)
      assert.equal(card.totalNumberAnswered, 0)
    } else {
      assert.equal(card.totalNumberAnswered, total)
      assert.equal(card.engagement, total)
      assert.equal(card.clicks, 0)
    }
  }
}

describe('API-49 per-card analytics', () => {
  it("lists the embed's cards in queue order with sums over all time", async () => {
    const reply = await owner.post(metrics(E.online), query())
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    const cards = reply.body.contents as AnalyticsCard[]
    assert.equal(reply.body.totalRows, 8)
    assert.equal(reply.body.totalPages, 1)
    assert.equal(reply.body.currentPage, 1)
    const live = cards.filter((c) => c.contentLive)
    assert.deepEqual(
      live.map((c) => c.queuePosition),
      live.map((_, i) => i),
    )
    assert.ok(cards.slice(live.length).every((c) => c.queuePosition === null))
    checkSums(cards, await facts(E.online))
    assert.ok(cards.some((c) => c.totalNumberAnswered > 0))
    const hour = 3_600_000
    assert.equal(
      reply.body.lastUpdatedAt,
      new Date(Math.floor(Date.now() / hour) * hour).toISOString(),
    )
    const first = cards[0]!
    assert.deepEqual(Object.keys(first).sort(), [
      'clicks',
      'contentLive',
      'contentType',
      'contentUUID',
      'created',
      'engagement',
      'imageURL',
      'options',
      'queuePosition',
      'storyURL',
      'title',
      'totalNumberAnswered',
    ])
  })

  it('sums only the New York days of the range', async () => {
    const end = nyDay(Date.now())
    const start = nyDay(Date.now() - 6 * DAY)
    const week = await owner.post(metrics(E.online), query({ startDate: start, endDate: end }))
    checkSums(week.body.contents, await facts(E.online, start, end))
    const all = await owner.post(metrics(E.online), query())
    const total = (cards: AnalyticsCard[]) => cards.reduce((s, c) => s + c.engagement, 0)
    assert.ok(total(week.body.contents) < total(all.body.contents))
    const today = await owner.post(metrics(E.online), query({ startDate: end, endDate: end }))
    checkSums(today.body.contents, await facts(E.online, end, end))
  })

  it('filters by type, state and keyword', async () => {
    const all = (await owner.post(metrics(E.online), query())).body.contents as AnalyticsCard[]
    const stories = await owner.post(metrics(E.online), query({ contentTypes: ['STORY'] }))
    assert.deepEqual(
      stories.body.contents.map((c: AnalyticsCard) => c.contentUUID),
      all.filter((c) => c.contentType === 'STORY').map((c) => c.contentUUID),
    )
    assert.ok(stories.body.contents.every((c: AnalyticsCard) => c.storyURL?.startsWith('https://')))
    for (const live of [true, false]) {
      const found = await owner.post(metrics(E.online), query({ contentLive: live }))
      assert.deepEqual(
        found.body.contents.map((c: AnalyticsCard) => c.contentUUID),
        all.filter((c) => c.contentLive === live).map((c) => c.contentUUID),
      )
    }
    const word = all[0]!.title.split(' ')[1]!.toUpperCase()
    const found = await owner.post(metrics(E.online), query({ keyword: ` ${word} ` }))
    assert.deepEqual(
      found.body.contents.map((c: AnalyticsCard) => c.contentUUID),
      all.filter((c) => c.title.toUpperCase().includes(word)).map((c) => c.contentUUID),
    )
    assert.ok(found.body.totalRows >= 1)
  })

  it('sorts by creation date either way and by engagement', async () => {
    const newest = (
      await owner.post(
        metrics(E.online),
        query({ orderBy: 'CREATED_DATE', orderDirection: 'DESC' }),
      )
    ).body.contents as AnalyticsCard[]
    const created = newest.map((c) => Date.parse(c.created))
    assert.deepEqual(
      created,
      [...created].sort((a, b) => b - a),
    )
    const oldest = (
      await owner.post(metrics(E.online), query({ orderBy: 'CREATED_DATE', orderDirection: 'ASC' }))
    ).body.contents as AnalyticsCard[]
    assert.deepEqual(
      oldest.map((c) => Date.parse(c.created)),
      [...created].sort((a, b) => a - b),
    )
    const engaged = (
      await owner.post(metrics(E.online), query({ orderBy: 'ENGAGEMENT', orderDirection: 'DESC' }))
    ).body.contents as AnalyticsCard[]
    const engagement = engaged.map((c) => c.engagement)
    assert.deepEqual(
      engagement,
      [...engagement].sort((a, b) => b - a),
    )
  })

  it('pages by 20', async () => {
    const page = (n: number) => ({
      contentType: 'POLL',
      contentLive: true,
      queuePosition: n,
      contentProperties: {
        title: `Question ${n}`,
        type: 'text1',
        options: [
          { text: 'A', position: 0, correctOption: false, emoji: null, imageURL: null },
          { text: 'B', position: 1, correctOption: false, emoji: null, imageURL: null },
        ],
      },
    })
    const made = await owner.post(api(`/sites/${IDS.sites[0]}/embeds/content`), {
      embed: { embedName: 'Many Cards', attachedLabelUUIDs: [], newLabelNames: [] },
      contents: { pages: Array.from({ length: 25 }, (_, n) => page(n)) },
      createdBy: IDS.owner,
      embedWorkflowStep: 'PLACEMENT',
    })
    assert.equal(made.status, 201)
    const uuid = made.body.embed.embedUUID
    const first = await owner.post(metrics(uuid), query())
    assert.equal(first.body.contents.length, 20)
    assert.equal(first.body.totalRows, 25)
    assert.equal(first.body.totalPages, 2)
    const second = await owner.post(metrics(uuid), query({ page: 2 }))
    assert.deepEqual(
      second.body.contents.map((c: AnalyticsCard) => c.queuePosition),
      [20, 21, 22, 23, 24],
    )
    assert.ok(second.body.contents.every((c: AnalyticsCard) => c.totalNumberAnswered === 0))
  })

  it('refuses bad input with field errors', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ orderBy: 'NAME' }, 'orderBy'],
      [{ orderDirection: 'UP' }, 'orderDirection'],
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ startDate: '2026-02-02', endDate: '2026-02-01' }, 'endDate'],
      [{ contentTypes: ['POLLS'] }, 'contentTypes.0'],
      [{ contentLive: 'yes' }, 'contentLive'],
      [{ page: 0 }, 'page'],
      [{ keyword: 'k'.repeat(201) }, 'keyword'],
    ]
    for (const [over, field] of bad) {
      const reply = await owner.post(metrics(E.online), { ...query(), ...over })
      assert.equal(reply.status, 400, JSON.stringify(over))
      assert.ok(fieldsOf(reply).includes(field), `${JSON.stringify(over)} → ${fieldsOf(reply)}`)
    }
  })

  it('is read by anyone of the account with a permission; not in mockup sessions; 404 elsewhere', async () => {
    const analyst = await signedIn(h, 'analyst@demo.test')
    assert.equal((await analyst.post(metrics(E.online), query())).status, 200)
    // A user without permissions is sent to /error/permission: tests/server/permission-gates.test.ts.
    const noperm = await signedIn(h, 'noperm@demo.test')
    assert.equal((await noperm.post(metrics(E.online), query())).status, 403)
    const mocked = await supportSession(h, 'mocked')
    assert.equal((await mocked.post(metrics(E.online), query())).status, 200)
    const mockup = await supportSession(h, 'mockup', IDS.demoAccount, { siteUUID: IDS.sites[0] })
    assert.equal((await mockup.post(metrics(E.online), query())).status, 403)
    const other = await signedIn(h, 'other@demo.test')
    const refused = await other.post(metrics(E.online), query())
    assert.equal(refused.status, 404)
    assert.equal(refused.body.contents, undefined)
    assert.equal((await owner.post(metrics('nope'), query())).status, 404)
    assert.equal((await new Client(h).post(metrics(E.online), query())).status, 401)
  })
})

const emails = (params: Record<string, string>) =>
  `/api/metrics/engageduserdata?${new URLSearchParams(params).toString()}`

async function emailRows(embed: string, start?: string, end?: string) {
  let q = h.db.selectFrom('embed_emails').selectAll().where('embed_uuid', '=', embed)
  if (start) q = q.where('day', '>=', start)
  if (end) q = q.where('day', '<=', end)
  return (await q.execute()).sort((a, b) => b.collected_at - a.collected_at || b.id - a.id)
}

describe('API-62 collected e-mails', () => {
  it('pages by 10, newest first', async () => {
    const rows = await emailRows(E.online)
    const first = await owner.get(
      emails({ embedUUID: E.online, currentPage: '1', isExport: 'false' }),
    )
    assert.equal(first.status, 200)
    assert.equal(first.body.totalRows, rows.length)
    assert.equal(first.body.totalPages, Math.ceil(rows.length / 10))
    assert.deepEqual(
      first.body.userData,
      rows
        .slice(0, 10)
        .map((r) => ({ date: r.day, email: r.email, city: r.city, country: r.country })),
    )
    const second = await owner.get(emails({ embedUUID: E.online, currentPage: '2' }))
    assert.equal(second.body.currentPage, 2)
    assert.deepEqual(
      second.body.userData.map((r: { email: string }) => r.email),
      rows.slice(10, 20).map((r) => r.email),
    )
  })

  it('keeps to the New York days of the range', async () => {
    const endDate = nyDay(Date.now())
    const startDate = nyDay(Date.now() - 6 * DAY)
    const rows = await emailRows(E.online, startDate, endDate)
    assert.ok(rows.length > 0)
    const reply = await owner.get(emails({ embedUUID: E.online, startDate, endDate }))
    assert.equal(reply.body.totalRows, rows.length)
    assert.ok(
      reply.body.userData.every((r: { date: string }) => r.date >= startDate && r.date <= endDate),
    )
    const none = await owner.get(emails({ embedUUID: E.empty, startDate, endDate }))
    assert.deepEqual(none.body, { userData: [], currentPage: 1, totalRows: 0, totalPages: 0 })
  })

  it('exports every row of the range as collected-emails.csv', async () => {
    const rows = await emailRows(E.online)
    const reply = await owner.get(emails({ embedUUID: E.online, isExport: 'true' }))
    assert.equal(reply.status, 200)
    assert.match(reply.headers.get('content-type') ?? '', /^text\/csv/)
    assert.equal(
      reply.headers.get('content-disposition'),
      'attachment; filename="collected-emails.csv"',
    )
    const lines = String(reply.body).trim().split('\n')
    assert.equal(lines[0], 'Date,Email,City,Country')
    assert.equal(lines.length, rows.length + 1)
    const r = rows[0]!
    assert.equal(lines[1], `${r.day},${r.email},${r.city ?? ''},${r.country ?? ''}`)
  })

  it('neutralises formula cells in the export', async () => {
    const at = Date.now()
    await h.db
      .insertInto('embed_emails')
      .values({
        account_uuid: IDS.demoAccount,
        embed_uuid: E.collecting[2]!,
        day: nyDay(at),
        collected_at: at,
        email: '=HYPERLINK("http://evil.test")@x.test',
        city: '+cmd',
        country: '@SUM(A1)',
      })
      .execute()
    const today = nyDay(at)
    const reply = await owner.get(
      emails({ embedUUID: E.collecting[2]!, startDate: today, endDate: today, isExport: 'true' }),
    )
    assert.equal(reply.status, 200)
    const text = String(reply.body)
    assert.ok(text.includes(`"'=HYPERLINK(""http://evil.test"")@x.test",'+cmd,'@SUM(A1)`), text)
    assert.ok(!/(^|,)[=+@]/m.test(text.split('\n').slice(1).join('\n')))
  })

  it('answers 404 NO_DATA when there is nothing to export', async () => {
    const cases: Record<string, string>[] = [
      { embedUUID: E.empty, isExport: 'true' },
      { embedUUID: E.online, startDate: '2001-01-01', endDate: '2001-01-31', isExport: 'true' },
    ]
    for (const params of cases) {
      const reply = await owner.get(emails(params))
      assert.equal(reply.status, 404)
      assert.equal(reply.body.error.code, 'NO_DATA')
    }
  })

  it('refuses bad input with field errors', async () => {
    const bad: Array<[Record<string, string>, string]> = [
      [{}, 'embedUUID'],
      [{ embedUUID: E.online, currentPage: '0' }, 'currentPage'],
      [{ embedUUID: E.online, currentPage: 'two' }, 'currentPage'],
      [{ embedUUID: E.online, isExport: 'yes' }, 'isExport'],
      [{ embedUUID: E.online, startDate: '2026-01-01' }, 'endDate'],
      [{ embedUUID: E.online, startDate: '2026-1-1', endDate: '2026-01-02' }, 'startDate'],
      [{ embedUUID: E.online, startDate: '2026-01-03', endDate: '2026-01-02' }, 'endDate'],
    ]
    for (const [params, field] of bad) {
      const reply = await owner.get(emails(params))
      assert.equal(reply.status, 400, JSON.stringify(params))
      assert.ok(fieldsOf(reply).includes(field), `${JSON.stringify(params)} → ${fieldsOf(reply)}`)
    }
  })

  it('is read by anyone of the account with a permission; not in mockup sessions; 404 elsewhere', async () => {
    const analyst = await signedIn(h, 'analyst@demo.test')
    assert.equal((await analyst.get(emails({ embedUUID: E.online }))).status, 200)
    const noperm = await signedIn(h, 'noperm@demo.test')
    assert.equal((await noperm.get(emails({ embedUUID: E.online }))).status, 403)
    const mockup = await supportSession(h, 'mockup', IDS.demoAccount, { siteUUID: IDS.sites[0] })
    assert.equal((await mockup.get(emails({ embedUUID: E.online }))).status, 403)
    const other = await signedIn(h, 'other@demo.test')
    for (const isExport of ['false', 'true']) {
      const refused = await other.get(emails({ embedUUID: E.online, isExport }))
      assert.equal(refused.status, 404)
      assert.equal(refused.body.userData, undefined)
    }
    const own = await other.get(emails({ embedUUID: E.other[0]! }))
    assert.equal(own.body.totalRows, 12)
    assert.equal((await new Client(h).get(emails({ embedUUID: E.online }))).status, 401)
  })
})

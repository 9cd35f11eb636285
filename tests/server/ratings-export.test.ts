/**
 * The ratings export (RAT-22, RAT-23; API-118, API-119): 404 without votes, the file's address on
 * this server, CSV and XML with one row per page (total, average with one decimal), formula cells
 * neutralised and XML escaped, a bad format 400, another account's site 404, signed out 401;
 * the file itself refuses another account and the signed-out, and counts against a per-user
 * export budget.
 */
import assert from 'node:assert/strict'
import { before, beforeEach, describe, it } from 'node:test'
import { XMLParser } from 'fast-xml-parser'
import { RATING_IDS } from '../../demo/server/ratings/seed'
import { Client, fileHarness, IDS, ORIGIN, signedIn } from './harness'

const SITE = IDS.sites[0]
const UNIT = RATING_IDS.units[0].unit
const OTHER_SITE = IDS.sites[3]
const exportUrl = (format: string, site: string = SITE) =>
  `/api/ratings/v1/ratings/analytics/export?format=${format}&siteUUID=${site}`

const h = fileHarness()

let voteCount = 0
/** Inserts the votes of a page directly (half steps 2..10), one visitor each. */
async function vote(pageKey: string, halfStars: number[], unit = UNIT) {
  await h.db
    .insertInto('rating_votes')
    .values(
      halfStars.map((half) => ({
        vote_uuid: `vote-${++voteCount}`,
        unit_uuid: unit,
        page_key: pageKey,
        visitor_id: `visitor-${voteCount}`,
        half_stars: half,
        created_at: 1,
      })),
    )
    .execute()
}

/** The file's address as API-118 answers it, relative to the server (the harness's origin). */
async function fileOf(c: Client, format: string) {
  const reply = await c.get(exportUrl(format))
  assert.equal(reply.status, 200, JSON.stringify(reply.body))
  const url = reply.body.exportedFileUrl as string
  assert.ok(url.startsWith(`${ORIGIN}/api/ratings/`), url)
  return url.slice(ORIGIN.length)
}

async function slugOf(site: string) {
  const row = await h.db
    .selectFrom('sites')
    .select(['slug', 'site_uuid'])
    .where('site_uuid', '=', site)
    .executeTakeFirstOrThrow()
  return row.slug || row.site_uuid
}

describe('ratings export (API-118, API-119)', () => {
  let c: Client
  before(async () => {
    c = await signedIn(h, 'owner@demo.test')
  })
  beforeEach(async () => {
    await h.db.deleteFrom('rating_votes').execute()
  })

  it('answers 404 with the spec text while the site has no ratings', async () => {
    for (const format of ['csv', 'xml']) {
      const reply = await c.get(exportUrl(format))
      assert.equal(reply.status, 404)
      assert.equal(reply.body.error.message, 'No ratings recorded yet to the selected site.')
    }
    // Votes of another unit do not count for this site.
    await vote('url:https://b.example/x', [10], RATING_IDS.units[1].unit)
    assert.equal((await c.get(exportUrl('csv'))).status, 404)
  })

  it('exports CSV: one row per page, total and average with one decimal, ordered by the page shown', async () => {
    await vote('url:https://daily.example/b', [10, 8, 7])
    await vote('id:a-42', [2])
    await vote('id:z-7', [10])
    await vote('url:https://daily.example/a', [6, 9])
    const reply = await c.get(await fileOf(c, 'csv'))
    assert.equal(reply.status, 200)
    assert.match(reply.headers.get('content-type')!, /^text\/csv/)
    assert.equal(
      reply.headers.get('content-disposition'),
      `attachment; filename="ratings-${await slugOf(SITE)}.csv"`,
    )
    assert.equal(
      reply.body,
      [
        'Page,Total Ratings,Average Rating',
        'a-42,1,1.0',
        'https://daily.example/a,2,3.8',
        'https://daily.example/b,3,4.2',
        'z-7,1,5.0',
        '',
      ].join('\n'),
    )
  })

  it('exports XML with the same rows and escapes the page', async () => {
    await vote('id:<b>&"x"\u0007', [10, 9])
    await vote('url:https://daily.example/c', [4])
    const reply = await c.get(await fileOf(c, 'xml'))
    assert.equal(reply.status, 200)
    assert.match(reply.headers.get('content-type')!, /^application\/xml/)
    assert.match(reply.headers.get('content-disposition')!, /filename="ratings-.+\.xml"$/)
    const xml = reply.body as string
    assert.ok(xml.includes('&lt;b&gt;&amp;'), xml)
    assert.ok(!xml.includes('<b>'), xml)
    assert.ok(!xml.includes('\u0007'), 'control characters are stripped')
    const parsed = new XMLParser({ parseTagValue: false }).parse(xml)
    assert.deepEqual(parsed.ratings.page, [
      { url: '<b>&"x"', totalRatings: '2', averageRating: '4.8' },
      { url: 'https://daily.example/c', totalRatings: '1', averageRating: '2.0' },
    ])
  })

  it('neutralises formula cells in the CSV', async () => {
    await vote('id:=HYPERLINK("http://evil.example")', [10])
    await vote('id:+1', [4])
    const reply = await c.get(await fileOf(c, 'csv'))
    const lines = (reply.body as string).trim().split('\n')
    assert.deepEqual(lines.slice(1), [`'+1,1,2.0`, `"'=HYPERLINK(""http://evil.example"")",1,5.0`])
  })

  it('refuses a bad format with 400 (export and file)', async () => {
    await vote('id:p', [10])
    for (const format of ['pdf', 'CSV', '']) {
      const reply = await c.get(exportUrl(format))
      assert.equal(reply.status, 400, format)
      assert.deepEqual(
        reply.body.error.fields.map((f: { field: string }) => f.field),
        ['format'],
      )
    }
    const file = await fileOf(c, 'csv')
    assert.equal((await c.get(file.replace(/\.csv$/, '.pdf'))).status, 400)
  })

  it("answers 404 for another account's site or an unknown one", async () => {
    for (const site of [OTHER_SITE, 'no-such-site']) {
      const reply = await c.get(exportUrl('csv', site))
      assert.equal(reply.status, 404, site)
    }
    const other = await signedIn(h, 'other@demo.test')
    await vote('id:p', [10])
    assert.equal((await other.get(exportUrl('csv'))).status, 404)
  })

  it('answers 401 when signed out', async () => {
    await vote('id:p', [10])
    const reply = await new Client(h).get(exportUrl('csv'))
    assert.equal(reply.status, 401)
  })

  it('the file refuses another account (404) and the signed-out (401)', async () => {
    await vote('id:p', [10])
    const file = await fileOf(c, 'xml')
    const other = await signedIn(h, 'other@demo.test')
    const refused = await other.get(file)
    assert.equal(refused.status, 404)
    assert.ok(!String(refused.body).includes('id:p') && !String(refused.body).includes('<ratings'))
    assert.equal((await new Client(h).get(file)).status, 401)
    // The owner still gets it.
    assert.equal((await c.get(file)).status, 200)
  })

  it('the file counts against a per-user export budget: 429 past it; another user has their own', async () => {
    await vote('id:p', [10])
    const file = await fileOf(c, 'csv')
    let status = 0
    for (let i = 0; i < 40 && status !== 429; i++) status = (await c.get(file)).status
    assert.equal(status, 429)
    // The address itself is still answered (a cheap check), and a colleague's budget is theirs.
    assert.equal((await c.get(exportUrl('csv'))).status, 200)
    const analyst = await signedIn(h, 'analyst@demo.test')
    assert.equal((await analyst.get(file)).status, 200)
  })
})

/**
 * Issue 10, who may call the metric calls: tenant isolation (another account's query 403, another
 * account's ids 400), mockup sessions refused, the revenue family only with home.adMetrics or a
 * mocked session; the lists (stories, countries); and metric reads counted apart from writes.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { metricReads, READ_POSTS } from '../../demo/server/platform/context'
import { api, Client, fieldsOf, IDS, signedIn, supportSession } from './harness'
import { metricsFile, postForm } from './metrics-harness'

const { h, owner, START, END, base } = metricsFile(14, 2)

describe('who may call', () => {
  it('needs a session', async () => {
    const reply = await postForm(new Client(h), '/api/metrics/embedLoad/total', base())
    assert.equal(reply.status, 401)
  })

  it("another account's query is 403; its ids in a filter are 400", async () => {
    const other = await signedIn(h, 'other@demo.test')
    for (const path of [
      '/api/metrics/embedLoad/detailed',
      '/api/reporting/revenue/detail',
      '/api/metrics/storyClicked/top-stories',
    ]) {
      const reply = await postForm(other, path, base())
      assert.equal(reply.status, 403, path)
    }
    const foreign = await postForm(
      owner,
      '/api/metrics/questionAnswered/total',
      base({ embeds: [IDS.embeds.other[0]!] }),
    )
    assert.equal(foreign.status, 400)
    assert.deepEqual(fieldsOf(foreign), ['embeds'])
    const site = await postForm(
      owner,
      '/api/metrics/questionAnswered/total',
      base({ sites: [IDS.sites[3]!] }),
    )
    assert.deepEqual(fieldsOf(site), ['sites'])
    const otherStory = await h.db
      .selectFrom('embed_contents')
      .select('content_uuid')
      .where('embed_uuid', 'in', IDS.embeds.other)
      .where('content_type', '=', 'STORY')
      .executeTakeFirst()
    if (otherStory) {
      const story = await postForm(
        owner,
        '/api/metrics/storyClicked/total',
        base({ stories: [otherStory.content_uuid] }),
      )
      assert.deepEqual(fieldsOf(story), ['stories'])
    }
    // Lists too.
    const stories = await other.get(api(`/accounts/${IDS.demoAccount}/stories`))
    assert.equal(stories.status, 403)
    const countries = await other.get(
      api(`/accounts/${IDS.demoAccount}/countries?startDate=${START}&endDate=${END}`),
    )
    assert.equal(countries.status, 403)
  })

  it('a mockup-generator session sees no analytics', async () => {
    const mockup = await supportSession(h, 'mockup')
    const reply = await postForm(mockup, '/api/metrics/embedLoad/total', base())
    assert.equal(reply.status, 403)
  })

  it('revenue needs home.adMetrics or a mocked session; engagement does not', async () => {
    const editor = await signedIn(h, 'editor@demo.test')
    assert.equal((await postForm(editor, '/api/reporting/revenue/total', base())).status, 403)
    assert.equal((await postForm(editor, '/api/reporting/revenue/export', base())).status, 403)
    assert.equal((await postForm(editor, '/api/metrics/embedLoad/total', base())).status, 200)
    const analyst = await signedIn(h, 'analyst@demo.test')
    assert.equal((await postForm(analyst, '/api/reporting/revenue/total', base())).status, 200)
    const noperm = await signedIn(h, 'noperm@demo.test')
    assert.equal((await postForm(noperm, '/api/reporting/revenue/detail', base())).status, 403)
    const mocked = await supportSession(h, 'mocked')
    assert.equal((await postForm(mocked, '/api/reporting/revenue/detail', base())).status, 200)
  })
})

describe('lists', () => {
  it('stories: the story cards of the account, id → title', async () => {
    const reply = await owner.get(api(`/accounts/${IDS.demoAccount}/stories`))
    assert.equal(reply.status, 200)
    const stories = reply.body.stories as Record<string, string>
    const want = await h.db
      .selectFrom('embed_contents')
      .innerJoin('embeds', 'embeds.embed_uuid', 'embed_contents.embed_uuid')
      .select('content_uuid')
      .where('embeds.account_uuid', '=', IDS.demoAccount)
      .where('content_type', '=', 'STORY')
      .execute()
    assert.deepEqual(Object.keys(stories).sort(), want.map((r) => r.content_uuid).sort())
    assert.ok(Object.values(stories).every((t) => t.length > 0))
  })

  it('countries: those with data in the range, code → English name; dates checked', async () => {
    const reply = await owner.get(
      api(`/accounts/${IDS.demoAccount}/countries?startDate=${START}&endDate=${END}`),
    )
    assert.equal(reply.status, 200)
    assert.equal(reply.body.countries.US, 'United States')
    const none = await owner.get(
      api(`/accounts/${IDS.demoAccount}/countries?startDate=2001-01-01&endDate=2001-01-31`),
    )
    assert.deepEqual(none.body.countries, {})
    const bad = await owner.get(
      api(`/accounts/${IDS.demoAccount}/countries?startDate=${END}&endDate=${START}`),
    )
    assert.equal(bad.status, 400)
    const missing = await owner.get(api(`/accounts/${IDS.demoAccount}/countries`))
    assert.equal(missing.status, 400)
  })
})

describe('metric reads are not writes', () => {
  it('counts no write (no database counter) for a metric query, and limits them in memory', async () => {
    const reader = await signedIn(h, 'owner@demo.test')
    const writeCounters = () =>
      h.db.selectFrom('rate_limits').select('key').where('key', 'like', 'writes:%').execute()
    const before = await writeCounters()
    for (const path of [
      '/api/metrics/questionAnswered/detailed',
      '/api/metrics/questionAnswered/top-questions',
      '/api/metrics/embedLoad/total',
      '/api/reporting/revenue/detail',
    ]) {
      const reply = await postForm(reader, path, base({ viewType: 'SITE' }))
      assert.equal(reply.status, 200, `${path} ${JSON.stringify(reply.body)}`)
    }
    assert.deepEqual(await writeCounters(), before)
    for (const path of [
      '/api/metrics/storyClicked/top-stories/',
      '/api/reporting/revenue/total',
      '/api/metrics/uniqueEngagedUsers/detailed',
    ])
      assert.ok(READ_POSTS.test(path), path)
    // Exports and every other POST stay on the write budget.
    for (const path of [
      '/api/metrics/questionAnswered/export',
      '/api/accounts/embeds',
      '/api/metrics/x/detailed',
    ])
      assert.ok(!READ_POSTS.test(path), path)
    // Over the per-user read budget: 429 before the handler runs.
    const session = await h.db
      .selectFrom('users')
      .select('user_uuid')
      .where('email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow()
    while (metricReads.tryTake(`metric-reads:${session.user_uuid}`) === 0);
    const refused = await postForm(reader, '/api/metrics/questionAnswered/total', base())
    assert.equal(refused.status, 429)
    assert.ok(Number(refused.headers.get('retry-after')) >= 1)
  })
})

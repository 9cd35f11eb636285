/**
 * Ads.txt (API-38, API-39, ACCT-17..22) against a listening server, so the checks really fetch
 * the demo sites' files over HTTP: the three seeded states, verifying after a file changes, who
 * may check, and the support console's control. Refused and failed checks store nothing.
 */
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { api, Client, fieldsOf, gate, IDS, signedIn, snapshot, until } from './harness'
import { demoAdsTxt, requiredAdsTxt } from '../../demo/server/seed'
import {
  DAILY,
  gates,
  GOTHAM,
  hits,
  METRO,
  OTHER_TIMES,
  owner,
  REQUIRED,
  setUrl,
  listening,
  status,
  storedCheck,
  support,
  TABLES,
  verify,
} from './adstxt-fixtures'

const { h, net } = listening

describe('API-38: the three seeded states', () => {
  it('Daily Planet: a complete file', async () => {
    const c = await owner()
    const reply = await c.get(status(DAILY))
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.equal(reply.body.siteUUID, DAILY)
    assert.deepEqual(reply.body.values, REQUIRED)
    assert.deepEqual(reply.body.missing, [])
    assert.equal(reply.body.containsAdsTxt, true)
    assert.equal(reply.body.adsTxtComplete, true)
    assert.equal(reply.body.adsTxtUrl, `${listening.base}/demo/sites/daily-planet/ads.txt`)
    assert.ok(Math.abs(Date.parse(reply.body.checkedAt) - Date.now()) < 10_000)
    const row = await storedCheck(DAILY)
    assert.equal(row?.complete, 1)
    assert.equal(row?.contains_adstxt, 1)
  })
  for (const [what, site, containsAdsTxt, missing] of [
    ['Gotham Gazette: a file missing the last two required lines', GOTHAM, true, REQUIRED.slice(2)],
    ['Metro Weekly: no file (404)', METRO, false, REQUIRED],
  ] as const) {
    it(what, async () => {
      const c = await owner()
      const reply = await c.get(status(site))
      assert.equal(reply.status, 200)
      assert.equal(reply.body.containsAdsTxt, containsAdsTxt)
      assert.equal(reply.body.adsTxtComplete, false)
      assert.deepEqual(reply.body.missing, missing)
      const row = (await storedCheck(site))!
      assert.equal(row.contains_adstxt, containsAdsTxt ? 1 : 0)
      assert.equal(row.complete, 0)
      assert.deepEqual(JSON.parse(row.missing), missing)
    })
  }
  it('the other account checks its own site against its own required values', async () => {
    const c = await signedIn(net, 'other@demo.test')
    const reply = await c.get(status(OTHER_TIMES, IDS.otherAccount))
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body.values, requiredAdsTxt('pub-2002'))
    assert.equal(reply.body.adsTxtComplete, true)
  })
  it('a mocked session may check; the fetch happens once for two calls at the same time', async () => {
    const c = await support()
    assert.equal(
      (await c.post(api('/support/sessions'), { kind: 'mocked', accountUUID: IDS.demoAccount }))
        .status,
      201,
    )
    await setUrl(GOTHAM, '/test/counted')
    gates.counted = gate()
    const both = Promise.all([c.put(verify(GOTHAM)), c.put(verify(GOTHAM))])
    // The file answers once both calls have been counted by the rate limit: the next step of
    // each is joining or starting the check, so the second finds the first still running.
    await until(
      () =>
        h.db
          .selectFrom('rate_limits')
          .select('count')
          .where('key', 'like', 'adstxt-verify:%')
          .execute(),
      (rows) => rows.reduce((sum, row) => sum + Number(row.count), 0) >= 2,
    )
    gates.counted.open()
    const [a, b] = await both
    assert.equal(a.status, 200)
    assert.equal(b.status, 200)
    assert.equal(a.body.adsTxtComplete, true)
    assert.equal(hits.get('/test/counted/ads.txt'), 1)
  })
})

describe('the demo sites serve their ads.txt from demo_site_files', () => {
  it('a file as text/plain; a null file and an unknown site are 404', async () => {
    const file = await fetch(`${listening.base}/demo/sites/gotham-gazette/ads.txt`)
    assert.equal(file.status, 200)
    assert.match(file.headers.get('content-type') ?? '', /^text\/plain/)
    assert.equal(await file.text(), demoAdsTxt('partial', 'pub-1001'))
    assert.equal((await fetch(`${listening.base}/demo/sites/metro-weekly/ads.txt`)).status, 404)
    assert.equal((await fetch(`${listening.base}/demo/sites/nowhere/ads.txt`)).status, 404)
  })
})

describe('API-39: verify after the file changes', () => {
  it('GET keeps the stored result; Verify fetches again, stores and returns the new one', async () => {
    const c = await owner()
    assert.equal((await c.get(status(GOTHAM))).body.adsTxtComplete, false)
    const first = (await storedCheck(GOTHAM))!
    await h.db
      .updateTable('demo_site_files')
      .set({ adstxt: demoAdsTxt('complete', 'pub-1001') })
      .where('site_uuid', '=', GOTHAM)
      .execute()
    const stale = await c.get(status(GOTHAM))
    assert.equal(stale.body.adsTxtComplete, false, 'GET returns the stored check')
    assert.equal(stale.body.checkedAt, new Date(first.checked_at).toISOString())
    const fresh = await c.put(verify(GOTHAM))
    assert.equal(fresh.status, 200)
    assert.equal(fresh.body.adsTxtComplete, true)
    assert.deepEqual(fresh.body.missing, [])
    assert.deepEqual(fresh.body.values, REQUIRED)
    const row = (await storedCheck(GOTHAM))!
    assert.equal(row.complete, 1)
    assert.ok(row.checked_at >= first.checked_at)
    assert.equal((await c.get(status(GOTHAM))).body.adsTxtComplete, true)
  })
  it('the support console sets complete, missing lines and absent; each verifies as such', async () => {
    const staff = await support()
    const c = await owner()
    for (const [state, contains, complete, missing] of [
      ['complete', true, true, []],
      ['partial', true, false, REQUIRED.slice(2)],
      ['absent', false, false, REQUIRED],
      ['complete', true, true, []],
    ] as const) {
      const set = await staff.post(api(`/support/sites/${METRO}/adstxt`), { state })
      assert.equal(set.status, 200, JSON.stringify(set.body))
      assert.equal(set.body.adsTxtUrl, '/demo/sites/metro-weekly/ads.txt')
      const reply = await c.put(verify(METRO))
      assert.equal(reply.status, 200)
      assert.equal(reply.body.containsAdsTxt, contains, state)
      assert.equal(reply.body.adsTxtComplete, complete, state)
      assert.deepEqual(reply.body.missing, missing, state)
    }
  })
  it("a page instead of a file is no ads.txt; the site's other 4xx answers too", async () => {
    const c = await owner()
    await setUrl(GOTHAM, '/test/html')
    assert.equal((await c.put(verify(GOTHAM))).body.containsAdsTxt, false)
    await setUrl(GOTHAM, '/test/missing')
    assert.equal((await c.put(verify(GOTHAM))).body.containsAdsTxt, false)
  })
  it('follows a redirect on the own origin', async () => {
    const c = await owner()
    await setUrl(GOTHAM, '/test/to-own')
    const reply = await c.put(verify(GOTHAM))
    assert.equal(reply.status, 200)
    assert.equal(reply.body.adsTxtComplete, true)
  })
})

describe('access: session, tenant, permission, ids', () => {
  it('401 without a session', async () => {
    const c = new Client(net)
    assert.equal((await c.get(status(DAILY))).status, 401)
    assert.equal((await c.put(verify(DAILY))).status, 401)
  })
  it("another account's site: 403 with either account id, and nothing stored", async () => {
    const c = await owner()
    const before = await snapshot(h.db, TABLES)
    for (const path of [status(OTHER_TIMES), status(OTHER_TIMES, IDS.otherAccount)]) {
      const reply = await c.get(path)
      assert.equal(reply.status, 403, path)
      assert.equal(reply.body.values, undefined)
    }
    assert.equal((await c.put(verify(OTHER_TIMES))).status, 403)
    const other = await signedIn(net, 'other@demo.test')
    assert.equal((await other.put(verify(GOTHAM))).status, 403)
    assert.equal((await other.get(status(GOTHAM, IDS.otherAccount))).status, 403)
    assert.equal((await other.get(status(GOTHAM))).status, 403)
    assert.equal(await snapshot(h.db, TABLES), before)
  })
  it('an unknown site id is refused like another account’s', async () => {
    const c = await owner()
    const unknown = '4e5f6071-0000-4000-8000-0000000000ff'
    assert.equal((await c.get(status(unknown))).status, 403)
    assert.equal((await c.put(verify(unknown))).status, 403)
  })
  it('403 without settings.adsTxt (and for mockup and support sessions)', async () => {
    const before = await snapshot(h.db, TABLES)
    for (const email of ['noperm@demo.test', 'analyst@demo.test', 'editor@demo.test']) {
      const c = await signedIn(net, email)
      assert.equal((await c.get(status(GOTHAM))).status, 403, email)
      assert.equal((await c.put(verify(GOTHAM))).status, 403, email)
    }
    const staff = await support()
    assert.equal((await staff.put(verify(GOTHAM))).status, 403)
    assert.equal(
      (await staff.post(api('/support/sessions'), { kind: 'mockup', accountUUID: IDS.demoAccount }))
        .status,
      201,
    )
    assert.equal((await staff.put(verify(GOTHAM))).status, 403)
    assert.equal(await snapshot(h.db, TABLES), before)
  })
  it('400 for a malformed site id or a missing account id', async () => {
    const c = await owner()
    for (const bad of ['not-a-uuid', '1', `${DAILY}x`, "1'%20or%20'1'%3D'1"]) {
      const reply = await c.get(api(`/sites/${bad}/adstxt?accountUUID=${IDS.demoAccount}`))
      assert.equal(reply.status, 400, bad)
      assert.deepEqual(fieldsOf(reply), ['siteUUID'])
      assert.equal((await c.put(api(`/sites/${bad}/adstxt/verify`))).status, 400, bad)
    }
    const missing = await c.get(api(`/sites/${DAILY}/adstxt`))
    assert.equal(missing.status, 400)
    assert.deepEqual(fieldsOf(missing), ['accountUUID'])
  })
  it('fetches are rate limited per user; a stored result still reads', async () => {
    const c = await owner()
    assert.equal((await c.get(status(DAILY))).status, 200)
    await h.db
      .insertInto('rate_limits')
      .values({ key: `adstxt-verify:${IDS.owner}`, window_start: Date.now(), count: 30 })
      .onConflict((oc) => oc.column('key').doUpdateSet({ window_start: Date.now(), count: 30 }))
      .execute()
    const before = await snapshot(h.db, TABLES)
    assert.equal((await c.put(verify(DAILY))).status, 429)
    assert.equal((await c.get(status(METRO))).status, 429, 'a GET that would fetch')
    assert.equal(await snapshot(h.db, TABLES), before)
    const stored = await c.get(status(DAILY))
    assert.equal(stored.status, 200)
    assert.equal(stored.body.adsTxtComplete, true)
  })
})

describe('the support control (POST support/sites/{id}/adstxt)', () => {
  it('support staff only; validated; nothing changes on refusal', async () => {
    const before = await snapshot(h.db, TABLES)
    const publisher = await owner()
    assert.equal(
      (await publisher.post(api(`/support/sites/${GOTHAM}/adstxt`), { state: 'complete' })).status,
      403,
    )
    assert.equal(
      (await new Client(net).post(api(`/support/sites/${GOTHAM}/adstxt`), { state: 'complete' }))
        .status,
      401,
    )
    const staff = await support()
    for (const body of [{ state: 'perfect' }, {}, { state: null }]) {
      const reply = await staff.post(api(`/support/sites/${GOTHAM}/adstxt`), body)
      assert.equal(reply.status, 400, JSON.stringify(body))
      assert.deepEqual(fieldsOf(reply), ['state'])
    }
    const badId = await staff.post(api('/support/sites/nope/adstxt'), { state: 'complete' })
    assert.equal(badId.status, 400)
    assert.deepEqual(fieldsOf(badId), ['siteUUID'])
    const unknown = await staff.post(
      api('/support/sites/4e5f6071-0000-4000-8000-0000000000ff/adstxt'),
      { state: 'complete' },
    )
    assert.equal(unknown.status, 400)
    assert.equal(await snapshot(h.db, TABLES), before)
  })
  it('writes the file from the account’s own required lines', async () => {
    const staff = await support()
    assert.equal(
      (await staff.post(api(`/support/sites/${OTHER_TIMES}/adstxt`), { state: 'partial' })).status,
      200,
    )
    const text = await (await fetch(`${listening.base}/demo/sites/other-times/ads.txt`)).text()
    for (const line of requiredAdsTxt('pub-2002').slice(0, 2)) assert.ok(text.includes(line))
    for (const line of requiredAdsTxt('pub-2002').slice(2)) assert.ok(!text.includes(line))
  })
})

afterEach(() => {
  delete process.env.ADSTXT_TIMEOUT_MS
})

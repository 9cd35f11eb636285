/**
 * The remaining calls with input, on their good paths: terms agreement (AUTH-26, API-20),
 * profile (PROF-04, API-10), feedback (SHELL-20), request demo (AUTH-07, API-26) and the
 * commenting e-mail check (API-109: own address only).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  api,
  Client,
  DEMO_PASSWORD,
  fieldsOf,
  fileHarness,
  IDS,
  rowOf,
  signedIn,
  snapshot,
  startHarness,
} from './harness'

const commenting = (email: string) =>
  `/api/commenting/v1/commenting/email/${encodeURIComponent(email)}`

const h = fileHarness()

describe('terms agreement (API-20)', () => {
  it('terms@demo.test must accept; accepting clears the flag for later sessions', async () => {
    const local = await startHarness()
    try {
      const c = new Client(local)
      const login = await c.login('terms@demo.test')
      assert.equal(login.body.showTermsAndConditions, true)
      assert.equal(login.body.agreementUUID, IDS.agreement)
      const reply = await c.put(api(`/agreements/${IDS.agreement}`), { userUUID: IDS.terms })
      assert.equal(reply.status, 200)
      assert.equal(reply.body.showTermsAndConditions, false)
      assert.equal(reply.body.agreementUUID, null)
      const stored = await local.db
        .selectFrom('user_agreements')
        .selectAll()
        .where('user_uuid', '=', IDS.terms)
        .execute()
      assert.equal(stored.length, 1)
      assert.equal(stored[0]!.agreement_uuid, IDS.agreement)
      // The current session and the next one both show false.
      assert.equal((await c.get(api('/auth/session'))).body.showTermsAndConditions, false)
      const next = await new Client(local).login('terms@demo.test')
      assert.equal(next.body.showTermsAndConditions, false)
      assert.equal(next.body.agreementUUID, null)
      // Accepting again is harmless.
      const again = await c.put(api(`/agreements/${IDS.agreement}`), { userUUID: IDS.terms })
      assert.equal(again.status, 200)
      assert.equal(
        (
          await local.db
            .selectFrom('user_agreements')
            .selectAll()
            .where('user_uuid', '=', IDS.terms)
            .execute()
        ).length,
        1,
      )
    } finally {
      local.close()
    }
  })

  it('users without a terms requirement see no agreement', async () => {
    const login = await new Client(h).login('owner@demo.test')
    assert.equal(login.body.showTermsAndConditions, false)
    assert.equal(login.body.agreementUUID, null)
  })

  it('refuses accepting for another user, and changes nothing', async () => {
    const c = await signedIn(h, 'terms@demo.test')
    const before = await snapshot(h.db, ['user_agreements'])
    const reply = await c.put(api(`/agreements/${IDS.agreement}`), { userUUID: IDS.owner })
    assert.equal(reply.status, 403)
    assert.equal(await snapshot(h.db, ['user_agreements']), before)
  })

  it('answers 404 to an unknown agreement, and changes nothing', async () => {
    const c = await signedIn(h, 'terms@demo.test')
    const before = await snapshot(h.db, ['user_agreements'])
    const reply = await c.put(api('/agreements/9f9f9f9f-0000-4000-8000-000000000000'), {
      userUUID: IDS.terms,
    })
    assert.equal(reply.status, 404)
    assert.equal(await snapshot(h.db, ['user_agreements']), before)
  })

  it('a mocked session cannot accept on the user’s behalf', async () => {
    const c = await signedIn(h, 'support@demo.test')
    await c.post(api('/support/sessions'), { kind: 'mocked', accountUUID: IDS.demoAccount })
    const userUUID = (await c.get(api('/auth/session'))).body.userUUID
    const before = await snapshot(h.db, ['user_agreements'])
    const reply = await c.put(api(`/agreements/${IDS.agreement}`), { userUUID })
    assert.equal(reply.status, 403)
    assert.equal(await snapshot(h.db, ['user_agreements']), before)
  })
})

describe('profile (API-10)', () => {
  it('saves trimmed values and a lower-cased e-mail', async () => {
    const local = await startHarness()
    try {
      const c = await signedIn(local, 'analyst@demo.test')
      const reply = await c.put(api(`/users/${IDS.analyst}`), {
        firstName: '  Andrea ',
        lastName: 'Analyst',
        email: 'Andrea@Demo.test',
        phoneNumber: '+1 (212) 555-0142',
        currentPassword: DEMO_PASSWORD,
      })
      assert.equal(reply.status, 200)
      assert.deepEqual(reply.body, {
        firstName: 'Andrea',
        lastName: 'Analyst',
        email: 'andrea@demo.test',
        phoneNumber: '+1 (212) 555-0142',
      })
      const row = await rowOf(local.db, 'users', { user_uuid: IDS.analyst })
      assert.equal(row.first_name, 'Andrea')
      assert.equal(row.email, 'andrea@demo.test')
      assert.equal((await new Client(local).login('andrea@demo.test')).status, 200)
    } finally {
      local.close()
    }
  })

  it('keeping the own e-mail in another case is not a clash', async () => {
    const c = await signedIn(h, 'editor@demo.test')
    const reply = await c.put(api(`/users/${IDS.editor}`), {
      firstName: 'Edie',
      lastName: 'Editor',
      email: 'EDITOR@demo.test',
      phoneNumber: '+1 212 555 0100',
    })
    assert.equal(reply.status, 200)
  })

  it("refuses another user's e-mail (any case) and changes nothing", async () => {
    const c = await signedIn(h, 'editor@demo.test')
    const before = await snapshot(h.db, ['users'])
    const reply = await c.put(api(`/users/${IDS.editor}`), {
      firstName: 'Edie',
      lastName: 'Editor',
      email: 'Owner@Demo.Test',
      phoneNumber: '+1 212 555 0100',
      currentPassword: DEMO_PASSWORD,
    })
    assert.equal(reply.status, 400)
    assert.deepEqual(fieldsOf(reply), ['email'])
    assert.equal(await snapshot(h.db, ['users']), before)
  })
})

describe('feedback (SHELL-20)', () => {
  it('stores the trimmed message with the user, account and page', async () => {
    const c = await signedIn(h, 'editor@demo.test')
    const reply = await c.post(api('/feedback'), {
      message: '  Love the new embeds!  ',
      page: '/dashboard/embeds',
    })
    assert.equal(reply.status, 201)
    const row = await rowOf(h.db, 'feedback', { user_uuid: IDS.editor })
    assert.equal(row.message, 'Love the new embeds!')
    assert.equal(row.page, '/dashboard/embeds')
    assert.equal(row.account_uuid, IDS.demoAccount)
  })

  it('answers 429 after twenty messages an hour', async () => {
    const local = await startHarness()
    try {
      const c = await signedIn(local, 'owner@demo.test')
      for (let i = 0; i < 20; i++)
        assert.equal((await c.post(api('/feedback'), { message: `note ${i}` })).status, 201)
      const before = await snapshot(local.db, ['feedback'])
      const blocked = await c.post(api('/feedback'), { message: 'one more' })
      assert.equal(blocked.status, 429)
      assert.ok(Number(blocked.headers.get('retry-after')) > 0)
      assert.equal(await snapshot(local.db, ['feedback']), before)
    } finally {
      local.close()
    }
  })
})

describe('request demo (API-26)', () => {
  it('stores a valid request, trimmed, with a lower-cased e-mail', async () => {
    const reply = await new Client(h).post(api('/auth/request-demo'), {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: 'Ada@Example.com',
      phone: '+44 20 7946 0000',
      domain: 'https://example.com/news',
      pageviews: '1,000,000',
    })
    assert.equal(reply.status, 201)
    const row = await rowOf(h.db, 'demo_requests', { last_name: 'Lovelace' })
    assert.equal(row.first_name, 'Ada')
    assert.equal(row.email, 'ada@example.com')
    assert.equal(row.pageviews, '1,000,000')
  })
})

describe('commenting e-mail check (API-109)', () => {
  it('answers for the own e-mail, in any case', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    for (const address of ['owner@demo.test', 'OWNER@Demo.Test']) {
      const reply = await c.get(
        `/api/commenting/v1/commenting/email/${encodeURIComponent(address)}`,
      )
      assert.equal(reply.status, 200)
      assert.deepEqual(reply.body, { exists: false })
    }
  })

  it('reports an existing commenting account', async () => {
    const local = await startHarness()
    try {
      const c = new Client(local)
      await c.get(api(`/auth/invitation/${IDS.freshInviteToken}`))
      const reply = await c.get(commenting('newuser@demo.test'))
      assert.equal(reply.status, 200)
      assert.deepEqual(reply.body, { exists: true })
    } finally {
      local.close()
    }
  })

  it("refuses to answer about someone else's e-mail", async () => {
    const c = await signedIn(h, 'owner@demo.test')
    for (const address of ['newuser@demo.test', 'other@demo.test', 'nobody@example.com']) {
      const reply = await c.get(commenting(address))
      assert.equal(reply.status, 403, address)
      assert.equal(reply.body.exists, undefined)
    }
  })

  it('a mocked session may check the e-mail of the user it acts as', async () => {
    const c = await signedIn(h, 'support@demo.test')
    await c.post(api('/support/sessions'), { kind: 'mocked', accountUUID: IDS.otherAccount })
    const reply = await c.get(commenting('other@demo.test'))
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, { exists: false })
  })
})

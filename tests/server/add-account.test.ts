/**
 * `npm run add-account` (issue 28): the operator's way to a first account on an empty production
 * database. It refuses a weak password, a bad address or a taken one and creates nothing then;
 * else the account, its owner with every permission and its sites, and the owner can sign in.
 */
import assert from 'node:assert/strict'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { it } from 'node:test'
import { openDatabase } from '../../demo/server/platform/db'
import { verifyPassword } from '../../demo/server/platform/passwords'
import { ALL } from '../../demo/server/seed'
import { addAccount, type NewAccount } from '../../scripts/add-account'

it('creates an account with its owner and sites, refusing bad input whole', async () => {
  const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'pp-add-')), DATABASE_URL: '' }
  const good: NewAccount = {
    name: 'Daily Planet',
    email: 'Owner@DailyPlanet.example',
    firstName: 'Pat',
    lastName: 'Lee',
    password: 'Real#Owner2026',
    sites: [{ name: 'Daily Planet', url: 'https://dailyplanet.example/' }],
  }
  const refusals: [Partial<NewAccount>, RegExp][] = [
    [{ password: 'short' }, /OWNER_PASSWORD must/],
    [{ email: 'not-an-address' }, /Not an e-mail address/],
    [{ name: ' ' }, /needs a name/],
    [{ sites: [{ name: 'x', url: 'ftp://x' }] }, /must be a URL/],
  ]
  for (const [bad, message] of refusals)
    await assert.rejects(addAccount(env, { ...good, ...bad }), message)

  const created = await addAccount(env, good)
  await assert.rejects(addAccount(env, { ...good, name: 'Another' }), /exists already/)

  const { db, close } = await openDatabase({ kind: 'sqlite', dataDir: env.DATA_DIR })
  try {
    assert.deepEqual(
      (await db.selectFrom('accounts').select(['account_uuid', 'name']).execute()).map(
        (a) => a.name,
      ),
      ['Daily Planet'],
    )
    const owner = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow()
    assert.equal(owner.user_uuid, created.userUUID)
    assert.equal(owner.email, 'owner@dailyplanet.example')
    assert.deepEqual(JSON.parse(owner.permissions), ALL)
    assert.ok(await verifyPassword(owner.password_hash, 'Real#Owner2026'))
    const sites = await db.selectFrom('sites').selectAll().execute()
    assert.deepEqual(
      sites.map((s) => [s.account_uuid, s.name, s.url]),
      [[created.accountUUID, 'Daily Planet', 'https://dailyplanet.example/']],
    )
  } finally {
    await close()
  }
})

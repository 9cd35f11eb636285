/**
 * Commenting access and migration (COM-01..06, COM-41; API-98/99, API-105..108): the request flow
 * none → PENDING → APPROVED, unit creation by the mockup generator only, the support approval,
 * and the migration job READY → STARTED → COMPLETED kept in the database.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import { completeMigrations } from '../../demo/server/commenting/migration-job'
import {
  fieldsOf,
  fileHarness,
  IDS,
  rowOf,
  signedIn,
  snapshot,
  supportSession,
  withClock,
} from './harness'

const access = (path: string) => `/api/access${path}`
const requests = (account: string) => access(`/v1/accounts/${account}/product-access-requests`)
const migrate = (unit: string) => `/api/pub-portal/v1/commenting-units/${unit}/migrate-status`
const DAILY = COMMENTING_IDS.units[0]
const TABLES = ['product_access_requests', 'commenting_units', 'commenting_sections']

const h = fileHarness({ migrationJobMs: 50 })

describe('product access requests (API-105, API-106)', () => {
  it('Demo Publisher is APPROVED; Other Media goes null → PENDING → 409', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const approved = await owner.get(`${requests(IDS.demoAccount)}?productType=COMMENTING`)
    assert.deepEqual(approved.body, {
      requestStatus: 'APPROVED',
      userEmail: 'owner@demo.test',
      productType: 'COMMENTING',
    })
    const c = await signedIn(h, 'other@demo.test')
    const none = await c.get(`${requests(IDS.otherAccount)}?productType=COMMENTING`)
    assert.equal(none.status, 200)
    assert.deepEqual(none.body, { requestStatus: null, userEmail: null, productType: 'COMMENTING' })
    const asked = await c.post(requests(IDS.otherAccount), { productType: 'COMMENTING' })
    assert.equal(asked.status, 201)
    assert.deepEqual(asked.body, {
      requestStatus: 'PENDING',
      userEmail: 'other@demo.test',
      productType: 'COMMENTING',
    })
    const row = await rowOf(h.db, 'product_access_requests', { account_uuid: IDS.otherAccount })
    assert.equal(row.status, 'PENDING')
    assert.equal(row.user_email, 'other@demo.test')
    const before = await snapshot(h.db, TABLES)
    assert.equal(
      (await c.post(requests(IDS.otherAccount), { productType: 'COMMENTING' })).status,
      409,
    )
    assert.equal(
      (await owner.post(requests(IDS.demoAccount), { productType: 'COMMENTING' })).status,
      409,
    )
    assert.equal(
      (await c.get(`${requests(IDS.otherAccount)}?productType=COMMENTING`)).body.requestStatus,
      'PENDING',
    )
    assert.equal(await snapshot(h.db, TABLES), before)
  })

  it('refuses unknown product types and other accounts', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const before = await snapshot(h.db, TABLES)
    assert.equal((await c.get(`${requests(IDS.demoAccount)}?productType=ADS`)).status, 400)
    const bad = await c.post(requests(IDS.demoAccount), { productType: 'ADS' })
    assert.equal(bad.status, 400)
    assert.deepEqual(fieldsOf(bad), ['productType'])
    assert.equal((await c.get(`${requests(IDS.otherAccount)}?productType=COMMENTING`)).status, 403)
    assert.equal((await c.post(requests(IDS.otherAccount), { productType: 'RATINGS' })).status, 403)
    assert.equal(await snapshot(h.db, TABLES), before)
  })

  it("API-106: another account's request with a bad product type is 403, not 400", async () => {
    const c = await signedIn(h, 'owner@demo.test')
    assert.equal((await c.get(`${requests(IDS.otherAccount)}?productType=ADS`)).status, 403)
    assert.equal((await c.get(requests(IDS.otherAccount))).status, 403)
  })
})

describe('site units (API-107, API-108) and the support approval', () => {
  it('tells whether a site has a unit; 404 for another account', async () => {
    const c = await signedIn(h, 'editor@demo.test')
    const has = await c.get(access(`/v1/sites/${IDS.sites[0]}/commenting`))
    assert.deepEqual(has.body, {
      hasCommentingUnit: true,
      commentingUnitUUID: DAILY.unit,
      commentingUnitConfigurationUUID: DAILY.configuration,
    })
    assert.equal((await c.get(access(`/v1/sites/${IDS.sites[3]}/commenting`))).status, 404)
    const other = await signedIn(h, 'other@demo.test')
    const none = await other.get(access(`/v1/sites/${IDS.sites[3]}/commenting`))
    assert.deepEqual(none.body, {
      hasCommentingUnit: false,
      commentingUnitUUID: null,
      commentingUnitConfigurationUUID: null,
    })
  })

  it('a normal session cannot create a unit; the mockup generator can (APPROVED, 409 after)', async () => {
    const normal = await signedIn(h, 'other@demo.test')
    const before = await snapshot(h.db, TABLES)
    assert.equal(
      (await normal.post(access('/v1/sites/commenting'), { siteUUID: IDS.sites[3] })).status,
      403,
    )
    assert.equal(await snapshot(h.db, TABLES), before)
    const mockup = await supportSession(h, 'mockup', IDS.otherAccount)
    assert.equal(
      (await mockup.post(access('/v1/sites/commenting'), { siteUUID: IDS.sites[0] })).status,
      404,
    )
    assert.equal(await snapshot(h.db, TABLES), before)
    const created = await mockup.post(access('/v1/sites/commenting'), { siteUUID: IDS.sites[3] })
    assert.equal(created.status, 201)
    assert.equal(created.body.hasCommentingUnit, true)
    const unit = await rowOf(h.db, 'commenting_units', {
      unit_uuid: created.body.commentingUnitUUID,
    })
    assert.equal(unit.site_uuid, IDS.sites[3])
    assert.equal(unit.configuration_uuid, created.body.commentingUnitConfigurationUUID)
    const sections = await h.db
      .selectFrom('commenting_sections')
      .select('kind')
      .where('unit_uuid', '=', unit.unit_uuid)
      .execute()
    assert.equal(sections.length, 6)
    const status = await normal.get(`${requests(IDS.otherAccount)}?productType=COMMENTING`)
    assert.equal(status.body.requestStatus, 'APPROVED')
    const config = await normal.get(`/api/commenting/v1/sites/${IDS.sites[3]}/configurations`)
    assert.equal(config.status, 200)
    assert.equal(config.body.general.name, 'Other Times')
    assert.equal(
      (await mockup.post(access('/v1/sites/commenting'), { siteUUID: IDS.sites[3] })).status,
      409,
    )
  })

  it('support approves an account and creates the missing units; others get 403', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    assert.equal(
      (await owner.post(`/api/accounts/support/commenting/${IDS.demoAccount}/approve`)).status,
      403,
    )
    await h.db.deleteFrom('commenting_units').where('site_uuid', '=', IDS.sites[2]).execute()
    const staff = await signedIn(h, 'support@demo.test')
    const reply = await staff.post(`/api/accounts/support/commenting/${IDS.demoAccount}/approve`)
    assert.equal(reply.status, 200)
    assert.equal(reply.body.requestStatus, 'APPROVED')
    assert.deepEqual(
      reply.body.createdUnits.map((u: { siteUUID: string }) => u.siteUUID),
      [IDS.sites[2]],
    )
    const units = await h.db
      .selectFrom('commenting_units')
      .select('site_uuid')
      .where('account_uuid', '=', IDS.demoAccount)
      .execute()
    assert.equal(units.length, 3)
    assert.equal((await staff.post('/api/accounts/support/commenting/unknown/approve')).status, 404)
  })
})

describe('migration (API-98, API-99)', () => {
  it('READY → STARTED → COMPLETED after migrationJobMs; a second start is 409', () =>
    withClock(async (tick) => {
      const c = await signedIn(h, 'owner@demo.test')
      const ready = await c.get(migrate(DAILY.unit))
      assert.deepEqual(ready.body, { migrationStatus: 'READY', commentingUnitUUID: DAILY.unit })
      const started = await c.put(migrate(DAILY.unit), { status: 'STARTED' })
      assert.equal(started.status, 200)
      assert.deepEqual(started.body, { commentingUnitUUID: DAILY.unit })
      const row = await rowOf(h.db, 'commenting_units', { unit_uuid: DAILY.unit })
      assert.equal(row.migration_status, 'STARTED')
      assert.ok(row.migration_started_at! <= Date.now())
      assert.equal((await c.put(migrate(DAILY.unit), { status: 'STARTED' })).status, 409)
      tick(49)
      assert.equal((await c.get(migrate(DAILY.unit))).body.migrationStatus, 'STARTED')
      tick(1)
      const done = await c.get(migrate(DAILY.unit))
      assert.equal(done.status, 200)
      assert.equal(done.body.migrationStatus, 'COMPLETED')
      assert.equal((await c.put(migrate(DAILY.unit), { status: 'STARTED' })).status, 409)
    }))

  it('the job completes due migrations in the database without any read', async () => {
    const unit = COMMENTING_IDS.units[1].unit
    await h.db
      .updateTable('commenting_units')
      .set({ migration_status: 'STARTED', migration_started_at: 1000 })
      .where('unit_uuid', '=', unit)
      .execute()
    await completeMigrations(h.db, 50)
    const row = await h.db
      .selectFrom('commenting_units')
      .select('migration_status')
      .where('unit_uuid', '=', unit)
      .executeTakeFirstOrThrow()
    assert.equal(row.migration_status, 'COMPLETED')
  })

  it('refuses other statuses, NOT_REQUIRED units and other accounts', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const metro = COMMENTING_IDS.units[2].unit
    const gotham = COMMENTING_IDS.units[1].unit
    await h.db
      .updateTable('commenting_units')
      .set({ migration_status: 'NOT_REQUIRED' })
      .where('unit_uuid', '=', gotham)
      .execute()
    const before = await snapshot(h.db, TABLES)
    const bad = await c.put(migrate(gotham), { status: 'COMPLETED' })
    assert.equal(bad.status, 400)
    assert.deepEqual(fieldsOf(bad), ['status'])
    assert.equal((await c.put(migrate(gotham), { status: 'STARTED' })).status, 409)
    const other = await signedIn(h, 'other@demo.test')
    assert.equal((await other.get(migrate(DAILY.unit))).status, 404)
    assert.equal((await other.put(migrate(metro), { status: 'STARTED' })).status, 404)
    assert.equal((await other.put(migrate(DAILY.unit), { status: 'STARTED' })).status, 404)
    assert.equal(await snapshot(h.db, TABLES), before)
  })
})

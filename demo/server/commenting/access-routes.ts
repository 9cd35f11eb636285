/**
 * Product access (API-105..108) under /api/access, and the support console's approval under
 * /api/accounts. A request goes none → PENDING → APPROVED; creating a unit for a site (mockup
 * generator or mocked session) approves the account's commenting at once.
 */
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { accessCalls } from '../../../src/contracts/access/access'
import { accessSchemas, PRODUCT_TYPES } from '../../../src/contracts/access/access.schemas'
import { requireAccount, requireSession, requireSupport, type Env } from '../platform/context'
import { fail } from '../platform/http-errors'
import type { Database } from '../platform/schema'
import { addMissingUnits } from '../site-products/ratings-units'
import { insertUnit, ownSite } from '../site-products/commenting-units'
import { serve } from '../platform/serve-contract'
import { inTransaction } from '../platform/transaction'

export const accessRoutes = new Hono<Env>()
export const supportCommentingRoutes = new Hono<Env>()
const access = serve(accessRoutes, accessCalls, accessSchemas)
const support = serve(supportCommentingRoutes, accessCalls, accessSchemas)

type ProductType = (typeof PRODUCT_TYPES)[number]

async function requestOf(db: Kysely<Database>, accountUUID: string, productType: ProductType) {
  const row = await db
    .selectFrom('product_access_requests')
    .selectAll()
    .where('account_uuid', '=', accountUUID)
    .where('product_type', '=', productType)
    .executeTakeFirst()
  return {
    requestStatus: (row?.status ?? null) as 'PENDING' | 'APPROVED' | null,
    userEmail: row?.user_email ?? null,
    productType,
  }
}

/** Sets the account's request to APPROVED (keeping who asked, when someone did). */
export async function approve(
  trx: Kysely<Database>,
  accountUUID: string,
  productType: ProductType,
  userEmail: string | null,
  now = Date.now(),
) {
  await trx
    .insertInto('product_access_requests')
    .values({
      account_uuid: accountUUID,
      product_type: productType,
      status: 'APPROVED',
      user_email: userEmail,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['account_uuid', 'product_type']).doUpdateSet({ status: 'APPROVED' }),
    )
    .execute()
}

/** API-106: the account's request for a product (requestStatus null when never asked). */
access.handle('current', async (c, input) => {
  const { accountUUID } = input.params
  requireAccount(c, accountUUID)
  return requestOf(c.get('services').db, accountUUID, input.query.productType)
})

/**
 * API-105: asks for a product → 201 with the request (PENDING, with the asking user's e-mail) for
 * COMMENTING; RATINGS is approved at once (spec 002 §4, RAT-05): 201 `true`, and each of the
 * account's sites gets a ratings unit. 409 when asked already (for RATINGS: when approved).
 */
access.handle('ask', async (c, { params: { accountUUID }, read }) => {
  const session = requireAccount(c, accountUUID)
  const { productType } = await read()
  const { db } = c.get('services')
  await inTransaction(db, async (trx) => {
    const current = await requestOf(trx, accountUUID, productType)
    if (productType === 'RATINGS' && current.requestStatus !== 'APPROVED') {
      await approve(trx, accountUUID, 'RATINGS', session.user.email)
      await addMissingUnits(trx, accountUUID)
      return
    }
    if (current.requestStatus)
      throw fail.conflict(
        [{ field: 'productType', message: `The request is already ${current.requestStatus}` }],
        'This product was requested already',
      )
    await trx
      .insertInto('product_access_requests')
      .values({
        account_uuid: accountUUID,
        product_type: productType,
        status: 'PENDING',
        user_email: session.user.email,
        created_at: Date.now(),
      })
      .execute()
  })
  if (productType === 'RATINGS') return true
  return requestOf(db, accountUUID, productType)
})

function siteUnitJson(unit: { unit_uuid: string; configuration_uuid: string } | undefined) {
  return {
    hasCommentingUnit: !!unit,
    commentingUnitUUID: unit?.unit_uuid ?? null,
    commentingUnitConfigurationUUID: unit?.configuration_uuid ?? null,
  }
}

/** API-107: whether a site of the session's account has a commenting unit (404: not its site). */
access.handle('siteUnit', async (c, { params }) => {
  const site = await ownSite(c, params.siteUUID)
  const unit = await c
    .get('services')
    .db.selectFrom('commenting_units')
    .select(['unit_uuid', 'configuration_uuid'])
    .where('site_uuid', '=', site.site_uuid)
    .executeTakeFirst()
  return siteUnitJson(unit)
})

/**
 * API-108: creates a unit with default settings for a site (mockup generator or mocked sessions
 * only; 403 otherwise; 409 when the site has one) and approves the account's commenting.
 */
access.handle('createUnit', async (c, { read }) => {
  const session = requireSession(c)
  if (session.row.kind !== 'mockup' && session.row.kind !== 'mocked')
    throw fail.forbidden('Only the mockup generator can create a commenting unit')
  const { siteUUID } = await read()
  const site = await ownSite(c, siteUUID)
  const unit = await inTransaction(c.get('services').db, async (trx) => {
    const existing = await trx
      .selectFrom('commenting_units')
      .select('unit_uuid')
      .where('site_uuid', '=', site.site_uuid)
      .executeTakeFirst()
    if (existing)
      throw fail.conflict(
        [{ field: 'siteUUID', message: 'This site has a commenting unit already' }],
        'This site has a commenting unit already',
      )
    const created = await insertUnit(trx, {
      accountUUID: site.account_uuid,
      siteUUID: site.site_uuid,
      siteName: site.name,
    })
    await approve(trx, site.account_uuid, 'COMMENTING', session.user.email)
    return created
  })
  return siteUnitJson(unit)
})

/**
 * Support console: approves an account's commenting and creates a unit for each of its sites
 * that has none → {requestStatus:'APPROVED', createdUnits:[{siteUUID, commentingUnitUUID}]}.
 */
support.handle('supportApprove', async (c, { params: { accountUUID } }) => {
  requireSupport(c)
  const { db } = c.get('services')
  const account = await db
    .selectFrom('accounts')
    .select('account_uuid')
    .where('account_uuid', '=', accountUUID)
    .executeTakeFirst()
  if (!account) throw fail.notFound('No such account')
  const created = await inTransaction(db, async (trx) => {
    const sites = await trx
      .selectFrom('sites as s')
      .leftJoin('commenting_units as u', 'u.site_uuid', 's.site_uuid')
      .select(['s.site_uuid', 's.name'])
      .where('s.account_uuid', '=', accountUUID)
      .where('u.unit_uuid', 'is', null)
      .orderBy('s.name')
      .execute()
    const units = []
    for (const site of sites) {
      const unit = await insertUnit(trx, {
        accountUUID,
        siteUUID: site.site_uuid,
        siteName: site.name,
      })
      units.push({ siteUUID: site.site_uuid, commentingUnitUUID: unit.unit_uuid })
    }
    await approve(trx, accountUUID, 'COMMENTING', null)
    return units
  })
  return { requestStatus: 'APPROVED', createdUnits: created }
})

/** Support staff open mocked and mockup-generator sessions (spec 000 §1), from /demo/support. */
import { supportCalls } from '../../../src/contracts/accounts/support'
import { PRODUCT_CATEGORIES, supportSchemas } from '../../../src/contracts/accounts/support.schemas'
import { requireSupport } from '../platform/context'
import { fail } from '../platform/http-errors'
import { siteOfAccount } from '../platform/access'
import { demoAdsTxtFile, requiredLines, siteIdOf } from '../adstxt/queries'
import { contractRoutes } from '../platform/serve-contract'
import { inTransaction } from '../platform/transaction'

export const [supportRoutes, support] = contractRoutes(supportCalls, supportSchemas)

/** Accounts with their sites, for the support console's pickers. */
support.handle('accounts', async (c) => {
  const { db } = c.get('services')
  requireSupport(c)
  const accounts = await db
    .selectFrom('accounts')
    .select(['account_uuid', 'name'])
    .orderBy('name')
    .execute()
  const sites = await db
    .selectFrom('sites')
    .select(['site_uuid', 'account_uuid', 'name'])
    .orderBy('name')
    .execute()
  return {
    items: accounts.map((a) => ({
      accountUUID: a.account_uuid,
      name: a.name,
      sites: sites
        .filter((s) => s.account_uuid === a.account_uuid)
        .map((s) => ({ siteUUID: s.site_uuid, name: s.name })),
    })),
    productCategories: [...PRODUCT_CATEGORIES],
  }
})

/** Opens a mocked session (as the account's first full user) or a mockup-generator session. */
support.handle('openSession', async (c, { read }) => {
  const { db, sessions } = c.get('services')
  const supporter = requireSupport(c)
  const body = await read()
  const account = await db
    .selectFrom('accounts')
    .select('account_uuid')
    .where('account_uuid', '=', body.accountUUID)
    .executeTakeFirst()
  if (!account) throw fail.badRequest([{ field: 'accountUUID', message: 'Unknown account' }])
  if (body.siteUUID) {
    const site = await siteOfAccount(db, body.accountUUID, body.siteUUID)
    if (!site)
      throw fail.badRequest([{ field: 'siteUUID', message: 'Unknown site for this account' }])
  }
  let userUUID = supporter.user.user_uuid
  if (body.kind === 'mocked') {
    const users = await db
      .selectFrom('users')
      .select(['user_uuid', 'permissions'])
      .where('account_uuid', '=', body.accountUUID)
      .where('status', '=', 'ACTIVE')
      .orderBy('created_at')
      .orderBy('user_uuid')
      .execute()
    const actAs = users.sort(
      (a, b) => JSON.parse(b.permissions).length - JSON.parse(a.permissions).length,
    )[0]
    if (!actAs)
      throw fail.badRequest([{ field: 'accountUUID', message: 'This account has no active user' }])
    userUUID = actAs.user_uuid
  }
  // The opened session ends no later than the support sign-in that opened it.
  const id = await sessions.create(
    {
      user_uuid: userUUID,
      account_uuid: body.accountUUID,
      kind: body.kind,
      parent_id_hash: supporter.row.id_hash,
      executor_uuid: supporter.user.user_uuid,
      site_uuid: body.siteUUID ?? null,
      embed_uuid: null,
      product_category: body.kind === 'mockup' ? (body.productCategory ?? 'EMBEDS') : null,
      show_set_password: 0,
    },
    Date.now(),
    supporter.row.absolute_expires_at,
  )
  sessions.setCookie(c, id)
  return { redirect: '/' }
})

/** Sets a demo-hosted site's ads.txt to complete, missing lines or absent (then verify again). */
support.handle('demoAdsTxt', async (c, { params, read }) => {
  const { db } = c.get('services')
  requireSupport(c)
  const siteUUID = siteIdOf(params.siteUUID)
  const body = await read()
  const site = await db
    .selectFrom('sites')
    .select(['site_uuid', 'account_uuid', 'slug'])
    .where('site_uuid', '=', siteUUID)
    .executeTakeFirst()
  if (!site) throw fail.badRequest([{ field: 'siteUUID', message: 'Unknown site' }])
  if (!site.slug)
    throw fail.badRequest([{ field: 'siteUUID', message: 'The demo does not host this site' }])
  const adstxt = demoAdsTxtFile(body.state, await requiredLines(db, site.account_uuid))
  await inTransaction(db, (trx) =>
    trx
      .insertInto('demo_site_files')
      .values({ site_uuid: siteUUID, adstxt })
      .onConflict((oc) => oc.column('site_uuid').doUpdateSet({ adstxt }))
      .execute(),
  )
  return { siteUUID, state: body.state, adsTxtUrl: `/demo/sites/${site.slug}/ads.txt` }
})

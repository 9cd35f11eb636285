/** Account, user, site and payment-summary calls needed by the shell (API-01, 05, 10, 21, 23..25, 28, 35). */
import { GENERAL_RULES } from '../../../src/areas/account/lib/general-rules'
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  PROFILE_RULES,
} from '../../../src/areas/profile/lib/profile-rules'
import { sessionPermissions } from '../../../src/core/permissions'
import type { AccountsTable } from '../platform/schema'
import {
  clientIp,
  originOf,
  requireAccount,
  requirePermission,
  requireSession,
} from '../platform/context'
import { fail } from '../platform/http-errors'
import { summaryItem } from '../payments/summary'
import { currentPasswordMatches } from '../auth/current-password'
import { inTransaction } from '../platform/transaction'
import { contractRoutes, serve } from '../platform/serve-contract'
import { userJson } from '../users/json'
import { accountCalls } from '../../../src/contracts/accounts/account'
import { accountSchemas } from '../../../src/contracts/accounts/account.schemas'
import { usersCalls } from '../../../src/contracts/accounts/users'
import { usersSchemas } from '../../../src/contracts/accounts/users.schemas'

export const [accountRoutes, accounts] = contractRoutes(accountCalls, accountSchemas)

/** API-01 / API-25: account information (any user of the account may read it). */
accounts.handle('general', async (c, { params: { accountUUID } }) => {
  const { db } = c.get('services')
  requireAccount(c, accountUUID)
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('account_uuid', '=', accountUUID)
    .executeTakeFirst()
  if (!account) throw fail.notFound()
  return generalInfo(account)
})

function generalInfo(account: AccountsTable) {
  return {
    accountUUID: account.account_uuid,
    accountName: account.name,
    streetAddress: account.street_address,
    city: account.city,
    zipCode: account.zip_code,
    region: account.region,
    country: account.country,
    showPubPortalV2Button: account.show_pub_portal_v2_button === 1,
  }
}

/** API-02: save general information (settings.general; mocked sessions may). */
accounts.handle('saveGeneral', async (c, { params: { accountUUID }, read }) => {
  const { db } = c.get('services')
  requireAccount(c, accountUUID)
  await requirePermission(c, 'settings.general')
  const body = await read(GENERAL_RULES)
  const clean = (v: string | null) => (v ?? '').trim()
  await db
    .updateTable('accounts')
    .set({
      name: clean(body.accountName),
      street_address: clean(body.streetAddress),
      city: clean(body.city),
      zip_code: clean(body.zipCode),
      region: clean(body.region),
      country: clean(body.country),
    })
    .where('account_uuid', '=', accountUUID)
    .execute()
  const saved = await db
    .selectFrom('accounts')
    .selectAll()
    .where('account_uuid', '=', accountUUID)
    .executeTakeFirstOrThrow()
  return generalInfo(saved)
})

/** API-35/36: the account's sites, all of them or one page (`page`, `size`). */
accounts.handle('sites', async (c, input) => {
  const { db } = c.get('services')
  const { accountUUID } = input.params
  requireAccount(c, accountUUID)
  const { query } = input
  let rows = db
    .selectFrom('sites')
    .select(['site_uuid', 'name', 'url', 'ron'])
    .where('account_uuid', '=', accountUUID)
  if (query.filterRonSites === 'true') rows = rows.where('ron', '=', 1)
  const all = await rows.orderBy('name').execute()
  const size = query.size ?? (query.page ? 10 : Math.max(all.length, 1))
  const page = query.page ?? 1
  const items = all
    .slice((page - 1) * size, page * size)
    .map((s) => ({ siteUUID: s.site_uuid, name: s.name, url: new URL(s.url, originOf(c)).href }))
  return {
    items,
    currentPage: page,
    totalRows: all.length,
    totalPages: Math.max(1, Math.ceil(all.length / size)),
  }
})

/** API-28: payment summary (needs settings.paymentInfo; mocked sessions do not bypass it). */
accounts.handle('paymentSummary', async (c, { params: { accountUUID } }) => {
  const { db } = c.get('services')
  requireAccount(c, accountUUID)
  await requirePermission(c, 'settings.paymentInfo')
  const methods = await db
    .selectFrom('payment_methods')
    .selectAll()
    .where('account_uuid', '=', accountUUID)
    // Insertion order: editing or preferring a method does not move it in the list.
    .orderBy('position')
    .orderBy('method_uuid')
    .execute()
  return {
    payoutThreshold: 50,
    paymentInfo: methods.map(summaryItem),
    paymentTypes: ['PAYPAL', 'CHECKS', 'ACH', 'WIRE'],
  }
})

/** API-05 / API-24: one user's permissions; the user themself, or a settings.users holder of the same account. */
serve(accountRoutes, usersCalls, usersSchemas).handle('get', async (c, { params }) => {
  const { db } = c.get('services')
  const session = requireSession(c)
  const { userUUID } = params
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('user_uuid', '=', userUUID)
    .executeTakeFirst()
  // The session's own user is always readable: in a mockup session that user is the support
  // user, who belongs to no account, and the shell fetches its permissions at session start.
  const self = userUUID === session.row.user_uuid
  if (!user || (!self && user.account_uuid !== session.row.account_uuid)) throw fail.forbidden()
  if (!self) await requirePermission(c, 'settings.users')
  const own = JSON.parse(user.permissions) as string[]
  // The session's own user reads the permissions the session acts with (a mockup: manageEmbeds).
  const permissions = self ? sessionPermissions(session.row.kind, own) : own
  return { ...userJson(user), permissions }
})

/**
 * API-10: the older profile form (the user themself only). A new sign-in e-mail also needs the
 * current password (`currentPassword`), checked before anything is saved.
 */
accounts.handle('saveProfile', async (c, { params: { userUUID }, read }) => {
  const { db } = c.get('services')
  const session = requireSession(c)
  if (userUUID !== session.row.user_uuid || session.row.kind !== 'normal') throw fail.forbidden()
  const body = await read(PROFILE_RULES)
  const next = {
    first_name: body.firstName!.trim(),
    last_name: body.lastName!.trim(),
    email: body.email!.trim().toLowerCase(),
    phone: body.phoneNumber!.trim(),
  }
  if (next.email !== session.user.email.toLowerCase()) {
    if (!body.currentPassword)
      throw fail.badRequest([{ field: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED }])
    if (!(await currentPasswordMatches(c, session.user, body.currentPassword)))
      throw fail.badRequest([{ field: 'currentPassword', message: CURRENT_PASSWORD_WRONG }])
  }
  // The look for a clash and the write in one transaction: two users taking one address at the
  // same time get one 200 and one 400, never the unique index's error.
  await inTransaction(db, async (trx) => {
    const clash = await trx
      .selectFrom('users')
      .select('user_uuid')
      .where('email', '=', next.email)
      .where('user_uuid', '!=', userUUID)
      .executeTakeFirst()
    if (clash) throw fail.badRequest([{ field: 'email', message: 'This email is already in use' }])
    await trx.updateTable('users').set(next).where('user_uuid', '=', userUUID).execute()
  })
  return {
    firstName: next.first_name,
    lastName: next.last_name,
    email: next.email,
    phoneNumber: next.phone,
  }
})

/** API-23: the caller's IP. */
accounts.handle('ip', async (c) => {
  requireSession(c)
  return { ip: clientIp(c) }
})

/** API-21: the reporting-delay message. */
accounts.handle('dashboardMessage', async (c) => {
  const { db } = c.get('services')
  requireSession(c)
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'dashboard_message')
    .executeTakeFirst()
  return row
    ? (JSON.parse(row.value) as { showMessage: boolean; message: string })
    : { showMessage: false, message: '' }
})

/** SHELL-20: feedback from the footer button. */
accounts.handle('feedback', async (c, { read }) => {
  const { db, limiter } = c.get('services')
  const session = requireSession(c)
  const body = await read()
  const message = body.message.trim()
  if (!message) throw fail.badRequest([{ field: 'message', message: 'This field is required' }])
  await limiter.take(`feedback:${session.row.user_uuid}`, 20, 3600_000)
  await db
    .insertInto('feedback')
    .values({
      user_uuid: session.row.user_uuid,
      account_uuid: session.row.account_uuid,
      message,
      page: body.page,
      created_at: Date.now(),
    })
    .execute()
  return { saved: true as const }
})

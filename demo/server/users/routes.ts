/**
 * Users and permissions of an account (API-03, 04, 06, 07, 08; API-05 is in accounts/routes.ts).
 * Every call needs settings.users (mocked sessions pass) and stays inside the session's account;
 * nobody edits or deletes their own row; invitations only from mocked sessions, for CREATED users.
 * Outside mocked sessions a user grants only permissions they hold and cannot edit, delete or
 * invite a user who holds a permission they lack (issue 6, permission escalation).
 */
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  ADD_USER_RULES,
  canManage,
  EDIT_USER_RULES,
  GRANTABLE_PERMISSIONS,
  grantProblem,
  MANAGE_REFUSED,
  permissionsProblem,
  type Actor,
} from '../../../src/areas/account/users/lib/user-rules'
import { usersCalls } from '../../../src/contracts/accounts/users'
import { usersSchemas } from '../../../src/contracts/accounts/users.schemas'
import { validate, type Rule } from '../../../src/core/validation/rules'
import { contractRoutes } from '../platform/serve-contract'
import {
  originOf,
  permissionsOf,
  requireAccount,
  requirePermission,
  type Ctx,
} from '../platform/context'
import { issueInvitation } from '../auth/invitations'
import { fail } from '../platform/http-errors'
import type { Database, UsersTable } from '../platform/schema'
import { inTransaction } from '../platform/transaction'
import { userJson } from './json'

export const [userRoutes, users] = contractRoutes(usersCalls, usersSchemas)

/**
 * The shared field rules and the permission list checked together (every problem reported at
 * once); returns the permissions in the toggles' order, each string once.
 */
function checkUser(
  body: Record<string, unknown> & { permissions: string[] },
  rules: Readonly<Record<string, readonly Rule[]>>,
): string[] {
  const errors = validate(body, rules)
  const problem = permissionsProblem(body.permissions)
  if (problem) errors.push({ field: 'permissions', message: problem })
  if (errors.length) throw fail.badRequest(errors)
  return GRANTABLE_PERMISSIONS.filter((p) => body.permissions.includes(p))
}

/** The session's acting user after the settings.users check, as the escalation rules see it. */
async function usersActor(c: Ctx): Promise<Actor> {
  const session = await requirePermission(c, 'settings.users')
  const mocked = session.row.kind === 'mocked'
  return { mocked, permissions: mocked ? [] : await permissionsOf(c, session) }
}

/** 403 when the actor may not grant every permission in `granted`. */
function requireGrantable(actor: Actor, granted: readonly string[]): void {
  const problem = grantProblem(actor, granted)
  if (problem) throw fail.forbidden(problem)
}

/**
 * The user `userUUID` of the session's account, after the settings.users check: 404 for an
 * unknown id or another account's user (nothing about other tenants leaks), 403 for oneself
 * and for a user who holds a permission the actor lacks.
 */
async function otherUserOfAccount(
  c: Ctx,
  userUUID: string,
): Promise<{ user: UsersTable; actor: Actor }> {
  const actor = await usersActor(c)
  return { user: await manageableUser(c.get('services').db, c, userUUID, actor), actor }
}

/**
 * The checks of otherUserOfAccount on the user as `db` sees it now: a write runs them again
 * inside its transaction, so a user whose permissions (or existence) changed since the first look
 * is judged as they are when the write lands.
 */
async function manageableUser(
  db: Kysely<Database>,
  c: Ctx,
  userUUID: string,
  actor: Actor,
): Promise<UsersTable> {
  const session = c.get('session')!
  const accountUUID = session.row.account_uuid
  if (!accountUUID) throw fail.forbidden()
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('user_uuid', '=', userUUID)
    .where('account_uuid', '=', accountUUID)
    .where('is_support', '=', 0)
    .executeTakeFirst()
  if (!user) throw fail.notFound('No such user in this account')
  if (user.user_uuid === session.row.user_uuid)
    throw fail.forbidden('You cannot change or delete your own user')
  if (!canManage(actor, JSON.parse(user.permissions) as string[]))
    throw fail.forbidden(MANAGE_REFUSED)
  return user
}

/** API-03: the account's users with their permissions. */
users.handle('list', async (c, { params: { accountUUID } }) => {
  const { db } = c.get('services')
  requireAccount(c, accountUUID)
  await requirePermission(c, 'settings.users')
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('account_uuid', '=', accountUUID)
    .where('is_support', '=', 0)
    .orderBy('created_at')
    .orderBy('first_name')
    .orderBy('last_name')
    .execute()
  return { items: rows.map(userJson) }
})

/** API-04: add a user (status CREATED, no password until the invitation is used). */
users.handle('add', async (c, { params: { accountUUID }, read }) => {
  const { db } = c.get('services')
  requireAccount(c, accountUUID)
  const actor = await usersActor(c)
  const body = await read()
  const granted = checkUser(body, ADD_USER_RULES)
  requireGrantable(actor, granted)
  const address = body.email!.toLowerCase()
  const user: UsersTable = {
    user_uuid: randomUUID(),
    account_uuid: accountUUID,
    email: address,
    first_name: body.firstName!,
    last_name: body.lastName!,
    phone: body.phoneNumber!,
    password_hash: null,
    status: 'CREATED',
    permissions: JSON.stringify(granted),
    is_support: 0,
    // Like every invited user, a new one accepts the publisher agreement on first sign-in.
    terms_required: 1,
    auto_login: 0,
    created_at: Date.now(),
  }
  await inTransaction(db, async (trx) => {
    const clash = await trx
      .selectFrom('users')
      .select('user_uuid')
      .where('email', '=', address)
      .executeTakeFirst()
    if (clash) throw fail.badRequest([{ field: 'email', message: 'This email is already in use' }])
    await trx.insertInto('users').values(user).execute()
  })
  return userJson(user)
})

/** API-06: edit a user's names, phone and permissions (the e-mail cannot change). */
users.handle('update', async (c, { params, read }) => {
  const { db } = c.get('services')
  const { user, actor } = await otherUserOfAccount(c, params.userUUID)
  const body = await read()
  if (body.email != null && body.email.trim().toLowerCase() !== user.email)
    throw fail.badRequest([{ field: 'email', message: 'The email cannot be changed' }])
  const granted = checkUser(body, EDIT_USER_RULES)
  requireGrantable(actor, granted)
  const next = {
    first_name: body.firstName!,
    last_name: body.lastName!,
    phone: body.phoneNumber!,
    permissions: JSON.stringify(granted),
  }
  const saved = await inTransaction(db, async (trx) => {
    const current = await manageableUser(trx, c, user.user_uuid, actor)
    await trx.updateTable('users').set(next).where('user_uuid', '=', user.user_uuid).execute()
    return { ...current, ...next }
  })
  return userJson(saved)
})

/** API-07: delete a user (their sessions and tokens go with them). */
users.handle('remove', async (c, { params }) => {
  const { db } = c.get('services')
  const { user, actor } = await otherUserOfAccount(c, params.userUUID)
  await inTransaction(db, async (trx) => {
    await manageableUser(trx, c, user.user_uuid, actor)
    await trx.deleteFrom('users').where('user_uuid', '=', user.user_uuid).execute()
  })
})

/** API-08: invite a CREATED user (mocked sessions only): a 24-hour sign-up link by e-mail. */
users.handle('invite', async (c, { params }) => {
  const { db } = c.get('services')
  const session = c.get('session')
  if (session && session.row.kind !== 'mocked')
    throw fail.forbidden('Only a mocked session can send invitations')
  const { user } = await otherUserOfAccount(c, params.userUUID)
  const alreadyInvited = () =>
    fail.conflict(
      [{ field: 'userStatus', message: 'Only a user with status CREATED can be invited' }],
      'This user was already invited',
    )
  if (user.status !== 'CREATED') throw alreadyInvited()
  // Of two concurrent invitations only the first finds the user still CREATED.
  if (!(await issueInvitation(db, user, originOf(c)))) throw alreadyInvited()
  return userJson({ ...user, status: 'INVITE_SENT' })
})

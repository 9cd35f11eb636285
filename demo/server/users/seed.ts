/**
 * The users part of the demo seed (DESIGN.md demo accounts): an owner, users with one permission
 * or none, another account's owner, the support user, a user who still has to accept the
 * agreement, two invited users and one never invited. Runs inside the main seed's transaction.
 */
import type { Kysely } from 'kysely'
import { ALL_PERMISSIONS } from '../../../src/core/permissions'
import { ACCOUNT_IDS } from '../accounts/seed'
import type { Database } from '../platform/schema'

/** The password of every seeded user who has one. */
export const DEMO_PASSWORD = 'Demo#Portal2026'
/** Every permission, in the spec's order (the owners hold them all). */
export const ALL: string[] = [...ALL_PERMISSIONS]

/** Fixed ids of the seeded users. */
export const USER_IDS = {
  owner: '1c2d3e4f-0000-4000-8000-000000000001',
  analyst: '1c2d3e4f-0000-4000-8000-000000000002',
  editor: '1c2d3e4f-0000-4000-8000-000000000003',
  noperm: '1c2d3e4f-0000-4000-8000-000000000004',
  other: '1c2d3e4f-0000-4000-8000-000000000005',
  support: '1c2d3e4f-0000-4000-8000-000000000006',
  invitedFresh: '1c2d3e4f-0000-4000-8000-000000000007',
  invitedExpired: '1c2d3e4f-0000-4000-8000-000000000008',
  terms: '1c2d3e4f-0000-4000-8000-000000000009',
  created: '1c2d3e4f-0000-4000-8000-00000000000a',
}

interface SeedUser {
  uuid: string
  account: string | null
  email: string
  first: string
  last: string
  permissions: string[]
  status?: string
  password?: boolean
  support?: boolean
  terms?: boolean
}

const USERS: SeedUser[] = [
  {
    uuid: USER_IDS.owner,
    account: ACCOUNT_IDS.demoAccount,
    email: 'owner@demo.test',
    first: 'Olivia',
    last: 'Owner',
    permissions: ALL,
  },
  {
    uuid: USER_IDS.analyst,
    account: ACCOUNT_IDS.demoAccount,
    email: 'analyst@demo.test',
    first: 'Andre',
    last: 'Analyst',
    permissions: ['home.adMetrics'],
  },
  {
    uuid: USER_IDS.editor,
    account: ACCOUNT_IDS.demoAccount,
    email: 'editor@demo.test',
    first: 'Edie',
    last: 'Editor',
    permissions: ['manageEmbeds'],
  },
  {
    uuid: USER_IDS.noperm,
    account: ACCOUNT_IDS.demoAccount,
    email: 'noperm@demo.test',
    first: 'Nora',
    last: 'Noaccess',
    permissions: [],
  },
  {
    uuid: USER_IDS.other,
    account: ACCOUNT_IDS.otherAccount,
    email: 'other@demo.test',
    first: 'Otto',
    last: 'Other',
    permissions: ALL,
  },
  {
    uuid: USER_IDS.support,
    account: null,
    email: 'support@demo.test',
    first: 'Sam',
    last: 'Support',
    permissions: [],
    support: true,
  },
  {
    uuid: USER_IDS.terms,
    account: ACCOUNT_IDS.demoAccount,
    email: 'terms@demo.test',
    first: 'Tess',
    last: 'Terms',
    permissions: ['manageEmbeds'],
    terms: true,
  },
  {
    uuid: USER_IDS.invitedFresh,
    account: ACCOUNT_IDS.demoAccount,
    email: 'newuser@demo.test',
    first: 'Nia',
    last: 'Newcomer',
    permissions: ['manageEmbeds', 'home.adMetrics'],
    status: 'INVITE_SENT',
    password: false,
    terms: true,
  },
  {
    uuid: USER_IDS.invitedExpired,
    account: ACCOUNT_IDS.demoAccount,
    email: 'invited@demo.test',
    first: 'Ivan',
    last: 'Invited',
    permissions: ['manageEmbeds'],
    status: 'INVITE_SENT',
    password: false,
  },
  {
    uuid: USER_IDS.created,
    account: ACCOUNT_IDS.demoAccount,
    email: 'created@demo.test',
    first: 'Cora',
    last: 'Created',
    permissions: ['home.adMetrics'],
    status: 'CREATED',
    password: false,
  },
]

/** The users; `passwordHash` is DEMO_PASSWORD's, hashed once for all of them. */
export async function seedUsers(
  trx: Kysely<Database>,
  passwordHash: string,
  now: number,
): Promise<void> {
  await trx
    .insertInto('users')
    .values(
      USERS.map((u) => ({
        user_uuid: u.uuid,
        account_uuid: u.account,
        email: u.email,
        first_name: u.first,
        last_name: u.last,
        phone: '+1 212 555 0100',
        password_hash: u.password === false ? null : passwordHash,
        status: u.status ?? 'ACTIVE',
        permissions: JSON.stringify(u.permissions),
        is_support: u.support ? 1 : 0,
        terms_required: u.terms ? 1 : 0,
        auto_login: 0,
        created_at: now,
      })),
    )
    .execute()
}

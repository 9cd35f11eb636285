/**
 * The sign-in part of the demo seed: the Publisher Agreement, and one valid and one expired
 * invitation link with the e-mails that carried them (stored relative to the server, so a restart
 * on another port keeps them). Runs inside the main seed's transaction.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../platform/schema'
import { USER_IDS } from '../users/seed'
import { invitation } from './invitations'

/** Fixed ids of the agreement and the two invitation tokens. */
export const AUTH_IDS = {
  agreement: '2a3b4c5d-0000-4000-8000-000000000001',
  freshInviteToken: '3d4e5f60-0000-4000-8000-000000000001',
  expiredInviteToken: '3d4e5f60-0000-4000-8000-000000000002',
}

/** The Publisher Agreement users with `terms_required` accept on sign-in. */
export async function seedAgreement(trx: Kysely<Database>, now: number): Promise<void> {
  await trx
    .insertInto('agreements')
    .values({
      agreement_uuid: AUTH_IDS.agreement,
      title: 'Publisher Agreement 2026',
      created_at: now,
    })
    .execute()
}

/** Nia's invitation is valid for 24 hours; Ivan's ran out a day ago. */
export async function seedInvitations(trx: Kysely<Database>, now: number): Promise<void> {
  await trx
    .insertInto('tokens')
    .values([
      {
        token_uuid: AUTH_IDS.freshInviteToken,
        user_uuid: USER_IDS.invitedFresh,
        type: 'COMPLETE_SIGN_UP',
        created_at: now,
        expires_at: now + 24 * 3600_000,
        used_at: null,
      },
      {
        token_uuid: AUTH_IDS.expiredInviteToken,
        user_uuid: USER_IDS.invitedExpired,
        type: 'COMPLETE_SIGN_UP',
        created_at: now - 48 * 3600_000,
        expires_at: now - 24 * 3600_000,
        used_at: null,
      },
    ])
    .execute()
  await trx
    .insertInto('outbox')
    .values([
      invitation(
        'newuser@demo.test',
        'Nia',
        `/api/accounts/auth/invitation/${AUTH_IDS.freshInviteToken}`,
        now,
      ),
      invitation(
        'invited@demo.test',
        'Ivan',
        `/api/accounts/auth/invitation/${AUTH_IDS.expiredInviteToken}`,
        now - 48 * 3600_000,
      ),
    ])
    .execute()
}

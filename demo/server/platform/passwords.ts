/** argon2id password hashing (OWASP parameters: 19 MiB, 2 passes, 1 lane). */
import { hash, verify } from '@node-rs/argon2'
import type { DB } from './db'

// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }

/**
 * A fixed hash (same parameters) to verify against when there is no password to check (unknown
 * e-mail, invited user without a password), so the answer takes as long as a real check.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$cuv36QcBCeMFv0XLRbpVpg$JhTfAl02ijfoHLnQ08gxVYK0cV7pKtHruOt6zmnagQs'

/** How many argon2 verifications ran (tests count them instead of timing). */
export const passwordChecks = { count: 0 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

/** Always runs one argon2 verification; false when `stored` is null (after a dummy check). */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  passwordChecks.count++
  try {
    const ok = await verify(stored ?? DUMMY_HASH, password)
    return ok && stored !== null
  } catch {
    return false
  }
}

/** Spends every open link of a type the user holds (reset links, or sign-up links). */
export async function spendTokens(
  db: DB,
  userUUID: string,
  type: 'RESET_PASSWORD' | 'COMPLETE_SIGN_UP',
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ used_at: now })
    .where('user_uuid', '=', userUUID)
    .where('type', '=', type)
    .where('used_at', 'is', null)
    .execute()
}

/** Spends every open reset link of the user (after a reset, a password change or a sign-up). */
export const spendResetTokens = (db: DB, userUUID: string, now = Date.now()) =>
  spendTokens(db, userUUID, 'RESET_PASSWORD', now)

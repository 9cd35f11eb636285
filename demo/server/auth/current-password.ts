/**
 * The current-password check of the calls that change sign-in details (the profile's e-mail
 * change, the password change). Wrong answers are limited per user, as sign-in is, so someone
 * holding a session cannot guess the password behind it: after 10 wrong ones in 15 minutes every
 * further try answers 429 until the window ends. A right answer counts nothing.
 */
import type { Ctx } from '../platform/context'
import { verifyPassword } from '../platform/passwords'
import type { UsersTable } from '../platform/schema'

const WRONG_MAX = 10
const WINDOW_MS = 15 * 60_000

export async function currentPasswordMatches(
  c: Ctx,
  user: Pick<UsersTable, 'user_uuid' | 'password_hash'>,
  password: string,
): Promise<boolean> {
  const { limiter } = c.get('services')
  const key = `current-password:${user.user_uuid}`
  await limiter.take(key, WRONG_MAX, WINDOW_MS)
  const matches = await verifyPassword(user.password_hash, password)
  if (matches) await limiter.refund(key)
  return matches
}

/** argon2id password hashing (OWASP parameters: 19 MiB, 2 passes, 1 lane). */
import { hash, verify } from '@node-rs/argon2'

// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

// A hash to verify against when the user does not exist, so timing does not reveal accounts.
let dummy: Promise<string> | null = null
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password-0!')
  return dummy
}

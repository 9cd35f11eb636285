/** Account-service calls of the Users tab (API-03..08). */
import { request } from '../../../core/http'

/** A user of the account (spec 000 §3, User). */
export interface AccountUser {
  userUUID: string
  firstName: string
  lastName: string
  email: string
  phoneNumber: string | null
  /** CREATED, INVITE_SENT, ACTIVE, … */
  userStatus: string
  permissions: string[]
}

/** The add-user body (API-04); the edit body (API-06) is the same without the e-mail. */
export interface UserInput {
  firstName: string | null
  lastName: string | null
  email: string | null
  phoneNumber: string | null
  permissions: string[]
}

const account = (accountUUID: string) =>
  `/accounts/${encodeURIComponent(accountUUID)}/users/permissions`
const user = (userUUID: string) => `/users/${encodeURIComponent(userUUID)}`

export const usersApi = {
  /** API-03 */
  list: (accountUUID: string, signal?: AbortSignal) =>
    request<{ items: AccountUser[] }>('accounts', account(accountUUID), { signal }).then(
      (reply) => reply.items,
    ),
  /** API-04 */
  add: (accountUUID: string, body: UserInput) =>
    request<AccountUser>('accounts', account(accountUUID), { method: 'POST', body }),
  /** API-05 */
  get: (userUUID: string, signal?: AbortSignal) =>
    request<AccountUser>('accounts', `${user(userUUID)}/permissions`, { signal }),
  /** API-06 */
  update: (userUUID: string, body: Omit<UserInput, 'email'>) =>
    request<AccountUser>('accounts', `${user(userUUID)}/permissions`, { method: 'PUT', body }),
  /** API-07 */
  remove: (userUUID: string) => request<void>('accounts', user(userUUID), { method: 'DELETE' }),
  /** API-08: empty body. */
  invite: (userUUID: string) =>
    request<AccountUser>('accounts', `${user(userUUID)}/invite`, { method: 'PUT' }),
}

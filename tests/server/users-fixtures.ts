/**
 * Shared by the users tab tests (ACCT-08..15, API-03..08): the calls' paths, the tables a refused
 * call must leave as they were, a mocked session, a valid new user and a user's row.
 */
import { api, IDS, supportSession, type Harness } from './harness'

export const list = (account: string) => api(`/accounts/${account}/users/permissions`)
export const userPath = (id: string, rest = '') => api(`/users/${id}${rest}`)
export const UNKNOWN = '9f9f9f9f-0000-4000-8000-000000000000'
export const TABLES = ['users', 'tokens', 'outbox', 'sessions']

/** A support client with a mocked session for `account` (acting as its fullest user). */
export const mocked = (h: Harness, account = IDS.demoAccount) =>
  supportSession(h, 'mocked', account)

export const GOOD = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'Grace@Demo.test',
  phoneNumber: '+1 212 555 0199',
  permissions: ['home.adMetrics', 'manageEmbeds', 'settings.sites', 'manageEmbeds'],
}

export function userRow(h: Harness, id: string) {
  return h.db.selectFrom('users').selectAll().where('user_uuid', '=', id).executeTakeFirst()
}

/**
 * The account service's calls of a signed-in session (spec 000 §7: API-16..19 and the session
 * probe), which every element makes (src/core/session-api.ts): the calls half of the contract.
 * Signing in: auth.ts.
 */
import { calls } from '../define'

export const sessionCalls = calls({
  session: {
    id: 'OPEN-session',
    service: 'accounts',
    method: 'GET',
    path: '/auth/session',
    summary: 'The current session (at page load); `{ signedIn: false }` when nobody is signed in',
  },
  extend: {
    id: 'API-16',
    service: 'accounts',
    method: 'PUT',
    path: '/auth/session/extend',
    summary: 'Extend the session',
  },
  logout: {
    id: 'API-17',
    service: 'accounts',
    method: 'GET',
    path: '/auth/logout',
    summary: 'Sign out and clear the cookies (a cross-site request is refused)',
    status: 204,
  },
  unmock: {
    id: 'API-18',
    service: 'accounts',
    method: 'POST',
    path: '/auth/unmock',
    summary: 'Leave a mocked session, back to the support session that opened it',
  },
  adminExtend: {
    id: 'API-19',
    service: 'accounts',
    method: 'PUT',
    path: '/auth/admin/session/extend',
    summary: 'Leave a mockup-generator session, back to the support session that opened it',
  },
})

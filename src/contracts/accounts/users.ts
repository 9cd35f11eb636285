/** The account service's Users calls (spec 000 §3, API-03..08): the calls half of the contract. */
import { calls } from '../define'

export const usersCalls = calls({
  list: {
    id: 'API-03',
    service: 'accounts',
    method: 'GET',
    path: '/accounts/:accountUUID/users/permissions',
    summary: "The account's users with their permissions",
  },
  add: {
    id: 'API-04',
    service: 'accounts',
    method: 'POST',
    path: '/accounts/:accountUUID/users/permissions',
    summary: 'Add a user (status CREATED, no password until the invitation is used)',
    status: 201,
  },
  get: {
    id: 'API-05',
    service: 'accounts',
    method: 'GET',
    path: '/users/:userUUID/permissions',
    summary: "One user's permissions: the user themself, or a settings.users holder",
  },
  update: {
    id: 'API-06',
    service: 'accounts',
    method: 'PUT',
    path: '/users/:userUUID/permissions',
    summary: "Edit a user's names, phone and permissions (the e-mail cannot change)",
  },
  remove: {
    id: 'API-07',
    service: 'accounts',
    method: 'DELETE',
    path: '/users/:userUUID',
    summary: 'Delete a user (their sessions and tokens go with them)',
    status: 204,
  },
  invite: {
    id: 'API-08',
    service: 'accounts',
    method: 'PUT',
    path: '/users/:userUUID/invite',
    summary: 'Invite a CREATED user by e-mail (mocked sessions only)',
  },
})

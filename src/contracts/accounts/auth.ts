/**
 * The account service's sign-in, password, invitation and agreement calls (spec 000 §7: API-09,
 * 11..15, 20, 26, 27) of pp-auth and pp-profile: the calls half of the contract. The calls of a
 * signed-in session, which every element makes, are in session.ts.
 */
import { calls } from '../define'

export const authCalls = calls({
  login: {
    id: 'API-11',
    service: 'accounts',
    method: 'POST',
    path: '/login',
    summary: 'Sign in with a form-encoded username and password (a new session cookie)',
  },
  agree: {
    id: 'API-20',
    service: 'accounts',
    method: 'PUT',
    path: '/agreements/:agreementUUID',
    summary: 'Accept the publisher agreement (the signed-in user, in a normal session)',
  },
  sendResetEmail: {
    id: 'API-12',
    service: 'accounts',
    method: 'POST',
    path: '/password/send-email',
    summary: 'Send a password-reset e-mail (always answers sent: accounts are not revealed)',
  },
  token: {
    id: 'API-15',
    service: 'accounts',
    method: 'GET',
    path: '/token',
    summary: "A reset or sign-up token's data: its user, and whether it is still valid",
  },
  resetPassword: {
    id: 'API-13',
    service: 'accounts',
    method: 'PUT',
    path: '/auth/password/reset',
    summary: "Set a new password with a reset token (the user's sessions end)",
  },
  changePassword: {
    id: 'API-27',
    service: 'accounts',
    method: 'PUT',
    path: '/auth/password/change',
    summary: "Change the password with the current one (the user's other sessions end)",
  },
  invitation: {
    id: 'OPEN-invitation-link',
    service: 'accounts',
    method: 'GET',
    path: '/auth/invitation/:token',
    summary: "The invitation e-mail's link: opens a set-password session and redirects to sign-up",
    status: 302,
  },
  activate: {
    id: 'API-14',
    service: 'accounts',
    method: 'PUT',
    path: '/auth/user/activate',
    summary: 'The invited user sets a password (in the set-password session) and is active',
  },
  resendInvite: {
    id: 'API-09',
    service: 'accounts',
    method: 'POST',
    path: '/auth/resend/user-invite',
    summary: 'Send an expired invitation again (no session; limited per user and address)',
  },
  requestDemo: {
    id: 'API-26',
    service: 'accounts',
    method: 'POST',
    path: '/auth/request-demo',
    summary: 'Request a demo (AUTH-07)',
    status: 201,
  },
})

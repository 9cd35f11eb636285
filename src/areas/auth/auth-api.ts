/** Auth-service calls of pp-auth (API-09, 11..15, 20, 26, 109). */
import { request } from '../../core/http'
import type { SessionData } from '../../core/session-api'

export interface TokenData {
  tokenUUID: string
  tokenType: 'COMPLETE_SIGN_UP' | 'RESET_PASSWORD' | string
  userUUID: string | null
  email: string | null
  error: string | null
  validToken: boolean
}

export interface DemoRequest {
  firstName: string | null
  lastName: string | null
  email: string | null
  phone: string | null
  domain: string | null
  pageviews: string | null
}

export const authApi = {
  /** API-11: form-encoded username and password. */
  login: (username: string, password: string, rememberme: boolean) =>
    request<SessionData>('accounts', '/login', {
      method: 'POST',
      body: new URLSearchParams({ username, password, rememberme: String(rememberme) }),
      skipStatusRules: true,
    }),
  sendResetEmail: (email: string) =>
    request<void>('accounts', '/password/send-email', { method: 'POST', body: { email } }),
  token: (tokenUUID: string, signal?: AbortSignal) =>
    request<TokenData>('accounts', '/token', { query: { tokenUUID }, signal }),
  resetPassword: (body: { tokenUUID: string; userUUID: string; updatedPassword: string }) =>
    request<void>('accounts', '/auth/password/reset', { method: 'PUT', body }),
  activate: (body: { userUUID: string; updatedPassword: string }) =>
    request<SessionData>('accounts', '/auth/user/activate', { method: 'PUT', body }),
  agree: (agreementUUID: string, userUUID: string) =>
    request<SessionData>('accounts', `/agreements/${encodeURIComponent(agreementUUID)}`, {
      method: 'PUT',
      body: { userUUID },
    }),
  resendInvite: (userUUID: string) =>
    request<void>('accounts', '/auth/resend/user-invite', {
      method: 'POST',
      body: { userUUID, isResend: true },
    }),
  requestDemo: (body: DemoRequest) =>
    request<void>('accounts', '/auth/request-demo', { method: 'POST', body }),
  /** API-109: whether a commenting account already uses this e-mail. */
  commentingAccount: (email: string, signal?: AbortSignal) =>
    request<{ exists: boolean }>(
      'commenting',
      `/v1/commenting/email/${encodeURIComponent(email)}`,
      {
        signal,
      },
    ),
}

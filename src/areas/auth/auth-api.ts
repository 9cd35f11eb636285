/**
 * The calls of pp-auth (API-09, 11..15, 20, 26 from their contract, src/contracts/accounts/auth.ts;
 * API-109 on the commenting service).
 */
import { authCalls } from '../../contracts/accounts/auth'
import type { authSchemas, DemoRequest, TokenData } from '../../contracts/accounts/auth.schemas'
import { client } from '../../core/contract-client'
import { commentingAccountCalls } from '../../contracts/commenting/accounts'
import type { commentingAccountSchemas } from '../../contracts/commenting/accounts.schemas'

export type { DemoRequest, TokenData }

const auth = client<typeof authSchemas>()(authCalls)
const commenting = client<typeof commentingAccountSchemas>()(commentingAccountCalls)

export const authApi = {
  /** API-11: form-encoded username and password. */
  login: (username: string, password: string, rememberme: boolean) =>
    auth.login(
      { body: new URLSearchParams({ username, password, rememberme: String(rememberme) }) },
      { skipStatusRules: true },
    ),
  /** API-12 */
  sendResetEmail: (email: string) => auth.sendResetEmail({ body: { email } }),
  /** API-15 */
  token: (tokenUUID: string, signal?: AbortSignal) =>
    auth.token({ query: { tokenUUID } }, { signal }),
  /** API-13 */
  resetPassword: (body: { tokenUUID: string; userUUID: string; updatedPassword: string }) =>
    auth.resetPassword({ body }),
  /** API-14 */
  activate: (body: { userUUID: string; updatedPassword: string }) => auth.activate({ body }),
  /** API-20 */
  agree: (agreementUUID: string, userUUID: string) =>
    auth.agree({ params: { agreementUUID }, body: { userUUID } }),
  /** API-09 */
  resendInvite: (userUUID: string) => auth.resendInvite({ body: { userUUID, isResend: true } }),
  /** API-26 */
  requestDemo: (body: DemoRequest) => auth.requestDemo({ body }),
  /** API-109: whether a commenting account already uses this e-mail. */
  commentingAccount: (email: string, signal?: AbortSignal) =>
    commenting.byEmail({ params: { email } }, { signal }),
}

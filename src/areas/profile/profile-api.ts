/** The older profile calls (API-10 from its contract, API-27). */
import { accountCalls } from '../../contracts/accounts/account'
import type { accountSchemas, ProfileInput } from '../../contracts/accounts/account.schemas'
import { client } from '../../core/contract-client'
import { request } from '../../core/http'

/** API-10's body: `currentPassword` only when the e-mail changes (checked before saving). */
export type ProfileBody = ProfileInput

const account = client<typeof accountSchemas>()(accountCalls)

export const profileApi = {
  save: (userUUID: string, body: ProfileBody) =>
    account.saveProfile({ params: { userUUID }, body }),
  changePassword: (body: { currentpassword: string; newpassword: string }) =>
    request<void>('accounts', '/auth/password/change', { method: 'PUT', body }),
}

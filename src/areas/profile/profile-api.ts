/** The older profile calls (API-10 and API-27, from their contracts). */
import { accountCalls } from '../../contracts/accounts/account'
import type { accountSchemas, ProfileInput } from '../../contracts/accounts/account.schemas'
import { authCalls } from '../../contracts/accounts/auth'
import type { authSchemas } from '../../contracts/accounts/auth.schemas'
import { client } from '../../core/contract-client'

/** API-10's body: `currentPassword` only when the e-mail changes (checked before saving). */
export type ProfileBody = ProfileInput

const account = client<typeof accountSchemas>()(accountCalls)
const auth = client<typeof authSchemas>()(authCalls)

export const profileApi = {
  save: (userUUID: string, body: ProfileBody) =>
    account.saveProfile({ params: { userUUID }, body }),
  /** The field names are the spec's. */
  changePassword: (body: { currentpassword: string; newpassword: string }) =>
    auth.changePassword({ body }),
}

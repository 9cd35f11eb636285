/** Shell calls beyond the shared session calls: the feedback form (SHELL-20), from the contract. */
import { accountCalls } from '../../contracts/accounts/account'
import type { accountSchemas } from '../../contracts/accounts/account.schemas'
import { client } from '../../core/contract-client'

const account = client<typeof accountSchemas>()(accountCalls)

export const shellApi = {
  sendFeedback: (body: { message: string; page: string }) =>
    account.feedback({ body }).then(() => undefined),
}

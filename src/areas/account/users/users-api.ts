/** Account-service calls of the Users tab (API-03..08), typed by their contract. */
import { usersCalls } from '../../../contracts/accounts/users'
import type {
  AccountUser,
  UserInput,
  usersSchemas,
} from '../../../contracts/accounts/users.schemas'
import { client } from '../../../core/contract-client'

export type { AccountUser, UserInput }

const users = client<typeof usersSchemas>()(usersCalls)

export const usersApi = {
  list: (accountUUID: string, signal?: AbortSignal) =>
    users.list({ params: { accountUUID } }, { signal }).then((reply) => reply.items),
  add: (accountUUID: string, body: UserInput) => users.add({ params: { accountUUID }, body }),
  get: (userUUID: string, signal?: AbortSignal) => users.get({ params: { userUUID } }, { signal }),
  update: (userUUID: string, body: Omit<UserInput, 'email'>) =>
    users.update({ params: { userUUID }, body }),
  remove: (userUUID: string) => users.remove({ params: { userUUID } }),
  invite: (userUUID: string) => users.invite({ params: { userUUID } }),
}

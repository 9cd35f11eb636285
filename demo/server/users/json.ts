/** A user row as the Users calls answer it (the contract's AccountUser). */
import type { AccountUser } from '../../../src/contracts/accounts/users.schemas'
import type { UsersTable } from '../platform/schema'

export function userJson(user: UsersTable): AccountUser {
  return {
    userUUID: user.user_uuid,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phoneNumber: user.phone,
    userStatus: user.status,
    permissions: JSON.parse(user.permissions) as string[],
  }
}

import type { TabProps } from '../account-root'
import { MovedNotice } from '../../../ui/states'

/** ACCT-06..15: Users (being built: the moved notice only for now). */
export function UsersTab({ newPortalUrl }: Readonly<TabProps>) {
  return newPortalUrl ? (
    <MovedNotice
      text="Users has been moved to the new portal"
      button="Go to Users"
      url={newPortalUrl}
    />
  ) : null
}

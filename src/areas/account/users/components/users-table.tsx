import { Button } from '../../../../ui/button'
import { canManage, HOLDS_MORE, permissionLabel, statusLabel, type Actor } from '../lib/user-rules'
import type { AccountUser } from '../users-api'

export interface UsersTableProps {
  users: AccountUser[]
  /** The session's own user: their row has no Edit or Delete (ACCT-09). */
  selfUUID: string | null
  /**
   * The acting user: Invite User shows for CREATED users only in a mocked session (ACCT-10);
   * Edit and Delete are disabled for a user who holds a permission the actor lacks.
   */
  actor: Actor
  /** The user whose invitation is being sent. */
  inviting: string | null
  onEdit: (user: AccountUser) => void
  onDelete: (user: AccountUser) => void
  onInvite: (user: AccountUser) => void
}

const STATUS_TONES: Record<string, string> = {
  ACTIVE: 'bg-green-50 text-success ring-success/30',
  INVITE_SENT: 'bg-amber-50 text-warning ring-warning/30',
  CREATED: 'bg-slate-100 text-slate-700 ring-slate-300',
}

export function fullName(user: Pick<AccountUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim()
}

// Below the spec's 940 px (tablet) breakpoint each row is a card with its own labels; above, a table.
const CELL =
  'flex gap-3 py-1 min-[940px]:table-cell min-[940px]:py-3 min-[940px]:pr-4 min-[940px]:align-middle'
const CELL_LABEL = 'w-24 shrink-0 text-xs font-semibold text-slate-500 uppercase min-[940px]:hidden'

function CellLabel({ children }: Readonly<{ children: string }>) {
  return (
    <span aria-hidden="true" className={CELL_LABEL}>
      {children}
    </span>
  )
}

/** ACCT-08..10: the users with status, permissions and their row actions. */
export function UsersTable({
  users,
  selfUUID,
  actor,
  inviting,
  onEdit,
  onDelete,
  onInvite,
}: Readonly<UsersTableProps>) {
  return (
    <table className="block w-full text-left text-sm min-[940px]:table">
      <thead className="sr-only border-b border-slate-200 bg-white text-xs text-slate-500 uppercase min-[940px]:not-sr-only min-[940px]:sticky min-[940px]:top-0 min-[940px]:table-header-group">
        <tr>
          {['Name', 'Email', 'Phone', 'Status', 'Permissions'].map((heading) => (
            <th key={heading} scope="col" className="py-2 pr-4 font-semibold">
              {heading}
            </th>
          ))}
          <th scope="col" className="py-2 text-right font-semibold">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 min-[940px]:table-row-group">
        {users.map((user) => {
          const self = user.userUUID === selfUUID
          const name = fullName(user)
          const locked = !canManage(actor, user.permissions)
          const reasonId = `cannot-manage-${user.userUUID}`
          const lockedProps = locked
            ? { disabled: true, title: HOLDS_MORE, 'aria-describedby': reasonId }
            : {}
          return (
            <tr
              key={user.userUUID}
              data-user={user.email}
              className="block rounded-card border border-slate-200 p-4 align-top min-[940px]:table-row min-[940px]:rounded-none min-[940px]:border-0 min-[940px]:border-b min-[940px]:border-slate-100 min-[940px]:p-0 min-[940px]:last:border-0 min-[940px]:hover:bg-slate-50"
            >
              <th
                scope="row"
                className={`${CELL} font-medium text-slate-900 min-[940px]:whitespace-nowrap`}
              >
                <CellLabel>Name</CellLabel>
                <span>
                  {name}
                  {self ? (
                    <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>
                  ) : null}
                </span>
              </th>
              <td
                className={`${CELL} text-slate-700 [overflow-wrap:anywhere] min-[940px]:whitespace-nowrap`}
              >
                <CellLabel>Email</CellLabel>
                <span>{user.email}</span>
              </td>
              <td className={`${CELL} whitespace-nowrap text-slate-700`}>
                <CellLabel>Phone</CellLabel>
                <span>{user.phoneNumber ?? ''}</span>
              </td>
              <td className={CELL}>
                <CellLabel>Status</CellLabel>
                <div className="flex flex-col items-start gap-2">
                  <span
                    className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${STATUS_TONES[user.userStatus] ?? STATUS_TONES.CREATED}`}
                  >
                    {statusLabel(user.userStatus)}
                  </span>
                  {actor.mocked && user.userStatus === 'CREATED' ? (
                    <Button
                      variant="secondary"
                      busy={inviting === user.userUUID}
                      busyLabel="Sending…"
                      disabled={inviting !== null}
                      onClick={() => onInvite(user)}
                      className="whitespace-nowrap"
                    >
                      Invite User
                    </Button>
                  ) : null}
                </div>
              </td>
              <td className={`${CELL} min-[940px]:min-w-40`}>
                <CellLabel>Permissions</CellLabel>
                {user.permissions.length ? (
                  <ul aria-label={`Permissions of ${name}`} className="flex flex-wrap gap-1">
                    {user.permissions.map((permission) => (
                      <li
                        key={permission}
                        className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700"
                      >
                        {permissionLabel(permission)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-slate-500">No permissions</span>
                )}
              </td>
              <td className="flex flex-wrap gap-2 pt-3 min-[940px]:table-cell min-[940px]:py-3 min-[940px]:text-right min-[940px]:align-middle min-[940px]:whitespace-nowrap">
                {self ? null : (
                  <>
                    <Button variant="ghost" onClick={() => onEdit(user)} {...lockedProps}>
                      Edit<span className="sr-only"> {name}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      className="text-danger! hover:bg-red-50"
                      onClick={() => onDelete(user)}
                      {...lockedProps}
                    >
                      Delete<span className="sr-only"> {name}</span>
                    </Button>
                    {locked ? (
                      <span
                        id={reasonId}
                        className="block w-full text-xs text-slate-600 min-[940px]:whitespace-normal"
                      >
                        {HOLDS_MORE}
                      </span>
                    ) : null}
                  </>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

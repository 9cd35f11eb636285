import { Button } from '../../../../ui/button'
import { DataTable, type TableColumn } from '../../../../ui/data-table'
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

/**
 * ACCT-08..10: the users with status, permissions and their row actions, on the kit's data
 * table: long names and e-mails are cut with a tooltip, so Edit and Delete stay in view, and on
 * a phone each user is a card.
 */
export function UsersTable({
  users,
  selfUUID,
  actor,
  inviting,
  onEdit,
  onDelete,
  onInvite,
}: Readonly<UsersTableProps>) {
  const columns: TableColumn<AccountUser>[] = [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      overflow: 'truncate',
      className: '@2xl:w-1/6',
      text: fullName,
      cell: (user) => (
        <span className="min-w-0">
          {fullName(user)}
          {user.userUUID === selfUUID ? (
            <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      overflow: 'truncate',
      className: '@2xl:w-1/5',
      text: (user) => user.email,
      cell: (user) => user.email,
    },
    {
      id: 'phone',
      header: 'Phone',
      className: '@2xl:whitespace-nowrap',
      cell: (user) => user.phoneNumber ?? '',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (user) => (
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
      ),
    },
    {
      id: 'permissions',
      header: 'Permissions',
      className: '@2xl:min-w-56',
      cell: (user) =>
        user.permissions.length ? (
          <ul aria-label={`Permissions of ${fullName(user)}`} className="flex flex-wrap gap-1">
            {user.permissions.map((permission) => (
              <li
                key={permission}
                className="rounded-sm bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700"
              >
                {permissionLabel(permission)}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-500">No permissions</span>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      actions: true,
      cell: rowActions,
    },
  ]

  function rowActions(user: AccountUser) {
    if (user.userUUID === selfUUID) return null
    const name = fullName(user)
    const locked = !canManage(actor, user.permissions)
    const reasonId = `cannot-manage-${user.userUUID}`
    const lockedProps = locked
      ? { disabled: true, title: HOLDS_MORE, 'aria-describedby': reasonId }
      : {}
    return (
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
            className="block w-full text-xs text-slate-600 @2xl:max-w-48 @2xl:whitespace-normal"
          >
            {HOLDS_MORE}
          </span>
        ) : null}
      </>
    )
  }

  return (
    <DataTable
      label="Users"
      columns={columns}
      rows={users}
      rowKey={(user) => user.userUUID}
      rowAttributes={(user) => ({ 'data-user': user.email })}
      empty="This account has no users yet."
    />
  )
}

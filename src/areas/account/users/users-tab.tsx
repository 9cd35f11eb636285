import { useMemo, useState } from 'react'
import { notify, notifyFailure, usePortal } from '../../../core/store'
import { LoadError } from '../../../ui/load-error'
import { Button } from '../../../ui/button'
import { Card, EmptyState, MovedNotice, Skeleton } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import type { TabProps } from '../account-root'
import { DeleteUserModal } from './components/delete-user-modal'
import { UserFormModal } from './components/user-form-modal'
import { fullName, UsersTable } from './components/users-table'
import { usersApi, type AccountUser } from './users-api'

const FETCH_FAILED = 'There was an issue fetching your users'

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: AccountUser }
  | { kind: 'delete'; user: AccountUser }
  | null

/** ACCT-06..15: Users. The moved notice when the newer portal is configured (ACCT-07). */
export function UsersTab({ newPortalUrl }: Readonly<TabProps>) {
  return newPortalUrl ? (
    <MovedNotice
      text="Users has been moved to the new portal"
      button="Go to Users"
      url={newPortalUrl}
    />
  ) : (
    <UsersManager />
  )
}

/** ACCT-08..15 (the older logic): the users table with add, edit, delete and invite. */
function UsersManager() {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const selfUUID = usePortal((s) => s.session.userUUID)
  const mocked = usePortal((s) => s.session.mocked)
  const permissions = usePortal((s) => s.session.permissions)
  const actor = useMemo(() => ({ permissions, mocked }), [permissions, mocked])
  const list = useRequest(
    accountUUID ? (signal) => usersApi.list(accountUUID, signal) : null,
    accountUUID ?? '',
    (error) => notifyFailure(error, FETCH_FAILED),
  )
  const { data: users, setData: setUsers } = list
  const [dialog, setDialog] = useState<Dialog>(null)
  // The last dialog stays rendered while it closes, so its title does not jump.
  const [lastForm, setLastForm] = useState<'add' | 'edit'>('add')
  const [deleting, setDeleting] = useState(false)
  const [inviting, setInviting] = useState<string | null>(null)

  function open(next: Exclude<Dialog, null>) {
    if (next.kind !== 'delete') setLastForm(next.kind)
    setDialog(next)
  }

  function saved(user: AccountUser) {
    setUsers((list) => {
      const current = list ?? []
      return current.some((u) => u.userUUID === user.userUUID)
        ? current.map((u) => (u.userUUID === user.userUUID ? user : u))
        : [...current, user]
    })
    setDialog(null)
  }

  async function remove(user: AccountUser) {
    setDeleting(true)
    try {
      await usersApi.remove(user.userUUID)
      setUsers((list) => (list ?? []).filter((u) => u.userUUID !== user.userUUID))
      setDialog(null)
      notify('success', 'User has been deleted')
    } catch (error) {
      notifyFailure(error, 'There was an issue deleting this user')
    } finally {
      setDeleting(false)
    }
  }

  async function invite(user: AccountUser) {
    setInviting(user.userUUID)
    try {
      const updated = await usersApi.invite(user.userUUID)
      setUsers((list) =>
        (list ?? []).map((u) =>
          u.userUUID === user.userUUID
            ? { ...u, userStatus: updated?.userStatus ?? 'INVITE_SENT' }
            : u,
        ),
      )
      notify('success', 'New invitation sent!')
    } catch (error) {
      notifyFailure(error, 'There was an issue sending invite')
    } finally {
      setInviting(null)
    }
  }

  const editing = dialog?.kind === 'edit' ? dialog.user : null
  const target = dialog?.kind === 'delete' ? dialog.user : null
  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-base font-semibold">Users</h2>
          <p className="text-sm text-slate-600">
            The people who can sign in to this account, and what each may do.
          </p>
        </div>
        <Button onClick={() => open({ kind: 'add' })} disabled={!users}>
          Add User
        </Button>
      </div>
      {list.error ? (
        <LoadError text={FETCH_FAILED} onRetry={list.reload} />
      ) : !users ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : users.length === 0 ? (
        <EmptyState text="This account has no users yet." />
      ) : (
        <UsersTable
          users={users}
          selfUUID={selfUUID}
          actor={actor}
          inviting={inviting}
          onEdit={(user) => open({ kind: 'edit', user })}
          onDelete={(user) => open({ kind: 'delete', user })}
          onInvite={(user) => void invite(user)}
        />
      )}
      {accountUUID ? (
        <UserFormModal
          open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
          mode={lastForm}
          accountUUID={accountUUID}
          user={editing}
          actor={actor}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
      <DeleteUserModal
        open={!!target}
        name={target ? fullName(target) : ''}
        busy={deleting}
        onConfirm={() => target && void remove(target)}
        onClose={() => setDialog(null)}
      />
    </Card>
  )
}

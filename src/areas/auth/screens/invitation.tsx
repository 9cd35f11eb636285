import { useEffect, useState } from 'react'
import { ApiError } from '../../../core/http'
import { navigate } from '../../../core/router'
import { notify, usePortal } from '../../../core/store'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { LoadingState } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import { authApi } from '../auth-api'
import { AuthLayout } from '../components/auth-layout'
import { TEXT } from '../lib/auth-texts'
import { inviteUser } from '../lib/invite-user'

/** AUTH-27/28: the invitation link expired; send a new one. */
export function ExpiredLink({ host }: Readonly<{ host: HTMLElement }>) {
  const tokenUUID = usePortal((s) => s.tokenUUID)
  // A token without a user, or a failed look-up, goes back to the start.
  const token = useRequest(
    tokenUUID
      ? (signal) =>
          authApi.token(tokenUUID, signal).then((data) => {
            if (!data.userUUID) throw new Error('The token names no user')
            return data.userUUID
          })
      : null,
    tokenUUID ?? '',
    () => navigate(host, '/', true),
  )
  const userUUID = token.data
  const [busy, setBusy] = useState(false)

  async function resend() {
    if (!userUUID || busy) return
    setBusy(true)
    try {
      await authApi.resendInvite(userUUID)
      inviteUser.set(userUUID, Date.now())
      notify('success', TEXT.inviteLinkSent)
      navigate(host, '/auth/newinvitationsent', true)
    } catch {
      notify('error', TEXT.inviteFailed)
      setBusy(false)
    }
  }

  // With no token there is nothing to look up; the spinner stays, as it always has.
  if (!tokenUUID || token.loading) return <LoadingState />
  return (
    <AuthLayout title="Link expired">
      <div className="flex flex-col gap-6">
        <p className="text-slate-700">Your invitation link has expired.</p>
        <Button onClick={resend} busy={busy} busyLabel="Sending…">
          Send a new link to your email
        </Button>
      </div>
    </AuthLayout>
  )
}

/** AUTH-29: a new invitation went out; Send again locks for 30 seconds. */
export function NewInvitationSent() {
  const lockMs = usePortal((s) => s.timers.resendLockMs)
  const userUUID = inviteUser.userUUID()
  const [now, setNow] = useState(() => Date.now())
  const [sentAt, setSentAt] = useState(inviteUser.sentAt() ?? 0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const remaining = Math.max(0, Math.ceil((sentAt + lockMs - now) / 1000))

  useEffect(() => {
    if (remaining <= 0) return
    const timer = setInterval(() => setNow(Date.now()), Math.min(1000, Math.max(50, lockMs / 30)))
    return () => clearInterval(timer)
  }, [remaining, lockMs])

  async function sendAgain() {
    if (!userUUID || remaining > 0 || busy) return
    setBusy(true)
    setError(null)
    try {
      await authApi.resendInvite(userUUID)
      const at = Date.now()
      inviteUser.set(userUUID, at)
      setSentAt(at)
      setNow(at)
      notify('success', TEXT.inviteLinkSent)
    } catch (failure) {
      setError(TEXT.inviteFailed)
      if (failure instanceof ApiError && failure.status === 429 && failure.retryAfter) {
        const at = Date.now() - lockMs + failure.retryAfter * 1000
        setSentAt(at)
        setNow(Date.now())
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthLayout title="Check your e-mail">
      <div className="flex flex-col gap-6">
        <p className="text-slate-700">
          We've sent a new invitation to your email. The link is valid for 24 hours.
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p className="text-sm text-slate-600">
          Didn’t get it?{' '}
          <Button variant="link" onClick={sendAgain} disabled={remaining > 0} busy={busy}>
            Send again
          </Button>
          {remaining > 0 ? (
            <span aria-live="polite" className="ml-2 tabular-nums text-slate-500">
              You can send again in {remaining} s
            </span>
          ) : null}
        </p>
      </div>
    </AuthLayout>
  )
}

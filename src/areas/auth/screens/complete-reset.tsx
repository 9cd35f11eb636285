import { useState, type FormEvent } from 'react'
import { navigate } from '../../../core/router'
import { notify, setTokenUUID, usePortal } from '../../../core/store'
import { PASSWORDS_DIFFER_RESET } from '../../../core/validation/password-rules'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { PortalLink } from '../../../ui/link'
import { LoadingState } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import { authApi, type TokenData } from '../auth-api'
import { AuthLayout } from '../components/auth-layout'
import { PasswordPair, pairReady } from '../components/password-pair'
import { TEXT } from '../lib/auth-texts'

function usableReset(token: TokenData): boolean {
  return !!token.validToken && !token.error && token.tokenType === 'RESET_PASSWORD'
}

/** AUTH-11..16: set a new password with the e-mailed token. */
export function CompleteReset({ host }: Readonly<{ host: HTMLElement }>) {
  const tokenUUID = usePortal((s) => s.tokenUUID)
  const load = useRequest(
    tokenUUID ? (signal) => authApi.token(tokenUUID, signal) : null,
    tokenUUID ?? '',
  )
  const token = load.data
  // A failed look-up, an unusable token or no token at all (the data stays after a reset).
  const tokenError =
    load.error || (token ? !usableReset(token) : !tokenUUID) ? TEXT.tokenExpired : null
  const [pair, setPair] = useState({ password: '', confirm: '' })
  const [mismatch, setMismatch] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const enabled = !!token && !tokenError

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!enabled || !pairReady(pair) || busy) return
    if (pair.password !== pair.confirm) {
      setMismatch(PASSWORDS_DIFFER_RESET)
      return
    }
    setMismatch(null)
    if (!token?.tokenUUID || !token.userUUID) {
      setError(TEXT.unableToProcess)
      return
    }
    setBusy(true)
    setError(null)
    try {
      await authApi.resetPassword({
        tokenUUID: token.tokenUUID,
        userUUID: token.userUUID,
        updatedPassword: pair.password,
      })
      setTokenUUID(null)
      notify('success', TEXT.passwordReset)
      navigate(host, '/auth/passwordupdated', true)
    } catch {
      setError(TEXT.network)
      setBusy(false)
    }
  }

  if (load.loading) return <LoadingState />
  return (
    <AuthLayout title="Set a new password">
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        {tokenError ? <Alert tone="error">{tokenError}</Alert> : null}
        {tokenError ? (
          // AUTH-12 keeps the form disabled; these are the ways on from a spent or expired link.
          <nav aria-label="Reset link expired" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <PortalLink
              from={host}
              to="/auth/resetpassword"
              className="font-medium text-link hover:underline"
            >
              Request a new reset link
            </PortalLink>
            <PortalLink
              from={host}
              to="/auth/signin"
              className="font-medium text-link hover:underline"
            >
              Back to Log in
            </PortalLink>
          </nav>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {enabled && token?.email ? (
          <p className="text-sm text-slate-600">
            Setting the password for{' '}
            <strong className="font-semibold text-slate-900">{token.email}</strong>
          </p>
        ) : null}
        <PasswordPair
          value={pair}
          onChange={(next) => {
            setPair(next)
            if (mismatch && next.password === next.confirm) setMismatch(null)
          }}
          labels={{ password: 'New password', confirm: 'Confirm password' }}
          mismatch={mismatch}
          disabled={!enabled}
        />
        <Button
          type="submit"
          disabled={!enabled || !pairReady(pair)}
          busy={busy}
          busyLabel="Saving…"
        >
          Set new password
        </Button>
      </form>
    </AuthLayout>
  )
}

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
import { PasswordPair, usePasswordForm } from '../components/password-pair'
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
  const enabled = !!token && !tokenError
  const { form, submit } = usePasswordForm({
    enabled,
    missing: !token?.tokenUUID || !token.userUUID,
    mismatch: PASSWORDS_DIFFER_RESET,
    save: (pair) =>
      authApi.resetPassword({
        tokenUUID: token!.tokenUUID!,
        userUUID: token!.userUUID!,
        updatedPassword: pair.password,
      }),
    onSaved: () => {
      setTokenUUID(null)
      notify('success', TEXT.passwordReset)
      navigate(host, '/auth/passwordupdated', true)
    },
  })

  if (load.loading) return <LoadingState />
  return (
    <AuthLayout title="Set a new password">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        {enabled && token?.email ? (
          <p className="text-sm text-slate-600">
            Setting the password for{' '}
            <strong className="font-semibold text-slate-900">{token.email}</strong>
          </p>
        ) : null}
        <PasswordPair
          form={form}
          labels={{ password: 'New password', confirm: 'Confirm password' }}
          disabled={!enabled}
        />
        <Button type="submit" disabled={!form.valid} busy={form.submitting} busyLabel="Saving…">
          Set new password
        </Button>
      </form>
    </AuthLayout>
  )
}

import { leaveTo, navigate } from '../../../core/router'
import { notify, portalStore, usePortal } from '../../../core/store'
import { applySession } from '../../../core/session'
import { PASSWORDS_DIFFER } from '../../../core/validation/password-rules'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { useRequest } from '../../../ui/use-request'
import { authApi } from '../auth-api'
import { AuthLayout } from '../components/auth-layout'
import { PasswordPair, usePasswordForm } from '../components/password-pair'
import { TEXT } from '../lib/auth-texts'

/** AUTH-18..23: the welcome page where an invited user sets a password. */
export function CompleteSignup({ host }: Readonly<{ host: HTMLElement }>) {
  // Single values: the session object changes on every user action (its activity time).
  const email = usePortal((s) => s.session.email)
  const userUUID = usePortal((s) => s.session.userUUID)
  const firstName = usePortal((s) => s.session.firstName)
  const showTerms = usePortal((s) => s.session.showTermsAndConditions)
  const { form, submit } = usePasswordForm({
    missing: !userUUID,
    mismatch: PASSWORDS_DIFFER,
    save: (pair) => authApi.activate({ userUUID: userUUID!, updatedPassword: pair.password }),
    onSaved: () => {
      notify('success', TEXT.signupCompleted)
      navigate(host, '/auth/signupcomplete', true)
    },
  })
  // A note when the e-mail already has a commenting account; a failed check says nothing.
  const commenting = useRequest(
    email ? (signal) => authApi.commentingAccount(email, signal) : null,
    email ?? '',
  )
  const sharedAccount = !commenting.error && !!commenting.data?.exists

  return (
    <AuthLayout title="Welcome to the Publisher Portal" wide>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          {firstName ? `Hi ${firstName}, c` : 'C'}hoose a password to finish setting up your account
          {email ? ` (${email})` : ''}.
        </p>
        {sharedAccount ? (
          <Alert tone="info">
            You already have a commenting account with this email; this password will be used for
            both.
          </Alert>
        ) : null}
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        <PasswordPair
          form={form}
          labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
        />
        {showTerms ? (
          <p className="text-xs text-slate-600">
            By clicking Submit you agree to the Publisher Agreement and Privacy Policy
          </p>
        ) : null}
        <Button type="submit" disabled={!form.valid} busy={form.submitting} busyLabel="Submitting…">
          Submit
        </Button>
      </form>
    </AuthLayout>
  )
}

/** AUTH-24: All set, then on to the portal. */
export function SignupComplete({
  host,
  newPortalUrl,
}: Readonly<{ host: HTMLElement; newPortalUrl: string | null }>) {
  function goOn() {
    const session = portalStore.getState().session
    const { permissionsReceived: _r, lastActionDispatchedAt: _l, ...data } = session
    applySession({ ...data, showSetPassword: false, showTermsAndConditions: false })
    if (session.autoLogin && newPortalUrl) leaveTo(newPortalUrl)
    else navigate(host, '/dashboard/home', true)
  }
  return (
    <AuthLayout title="All set">
      <div className="flex flex-col gap-6">
        <p className="text-slate-700">Your account is ready.</p>
        <Button onClick={goOn}>Go to Publisher Portal</Button>
      </div>
    </AuthLayout>
  )
}

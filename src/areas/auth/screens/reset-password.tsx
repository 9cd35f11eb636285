import { useState, type FormEvent } from 'react'
import { navigate } from '../../../core/router'
import { notify } from '../../../core/store'
import { email as emailRule } from '../../../core/validation/rules'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { PortalLink } from '../../../ui/link'
import { TextField } from '../../../ui/text-field'
import { authApi } from '../auth-api'
import { AuthLayout } from '../components/auth-layout'
import { TEXT } from '../lib/auth-texts'

/** AUTH-08/09: one e-mail field and Send reset link. */
export function ResetPassword({ host }: Readonly<{ host: HTMLElement }>) {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const valid = emailRule()(email.trim()) === null

  async function send(event: FormEvent) {
    event.preventDefault()
    if (!valid || busy) return
    setBusy(true)
    setError(null)
    try {
      await authApi.sendResetEmail(email.trim())
      notify('success', TEXT.resetLinkSent)
      navigate(host, `/auth/passwordreset?email=${encodeURIComponent(email.trim())}`)
    } catch {
      setError(TEXT.network)
      setBusy(false)
    }
  }

  return (
    <AuthLayout title="Reset your password">
      <form noValidate onSubmit={send} className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          Enter the e-mail address you sign in with and we will send you a link.
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        <Button type="submit" disabled={!valid} busy={busy} busyLabel="Sending…" className="w-full">
          Send reset link
        </Button>
        <PortalLink
          from={host}
          to="/auth/signin"
          className="text-center text-sm font-medium text-link hover:underline"
        >
          Back to Log in
        </PortalLink>
      </form>
    </AuthLayout>
  )
}

/** AUTH-10: the reset e-mail was sent to the address; Try Again. */
export function PasswordResetSent({ host, route }: Readonly<{ host: HTMLElement; route: string }>) {
  const email = new URLSearchParams(route.split('?')[1] ?? '').get('email') ?? ''
  return (
    <AuthLayout title="Check your e-mail">
      <div className="flex flex-col gap-6">
        <p className="text-slate-700">
          We sent a password reset link to{' '}
          <strong className="font-semibold text-slate-900">{email}</strong>
        </p>
        <Button variant="secondary" onClick={() => navigate(host, '/auth/resetpassword')}>
          Try Again
        </Button>
      </div>
    </AuthLayout>
  )
}

/** AUTH-17: the password was updated; Log In. */
export function PasswordUpdated({ host }: Readonly<{ host: HTMLElement }>) {
  return (
    <AuthLayout title="Password updated">
      <div className="flex flex-col gap-6">
        <p className="text-slate-700">Your password has been updated.</p>
        <Button onClick={() => navigate(host, '/auth/signin')}>Log In</Button>
      </div>
    </AuthLayout>
  )
}

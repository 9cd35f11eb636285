import { navigate } from '../../../core/router'
import { notify } from '../../../core/store'
import { email as emailRule } from '../../../core/validation/rules'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { PortalLink } from '../../../ui/link'
import { TextField } from '../../../ui/text-field'
import { useForm, type FieldMessages } from '../../../ui/use-form'
import { authApi } from '../auth-api'
import { AuthLayout } from '../components/auth-layout'
import { TEXT } from '../lib/auth-texts'

/** AUTH-08/09: one e-mail field and Send reset link. */
export function ResetPassword({ host }: Readonly<{ host: HTMLElement }>) {
  const form = useForm({
    initial: { email: '' },
    validate: ({ email }): FieldMessages => {
      const problem = emailRule()(email.trim())
      return problem ? { email: problem } : {}
    },
    save: ({ email }) => authApi.sendResetEmail(email.trim()),
    leaves: true,
    onSaved: (_, { email }) => {
      notify('success', TEXT.resetLinkSent)
      navigate(host, `/auth/passwordreset?email=${encodeURIComponent(email.trim())}`)
    },
    failure: () => TEXT.network,
  })

  return (
    <AuthLayout title="Reset your password">
      <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          Enter the e-mail address you sign in with and we will send you a link.
        </p>
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={(value) => form.set('email', value)}
        />
        <Button
          type="submit"
          disabled={!form.valid}
          busy={form.submitting}
          busyLabel="Sending…"
          className="w-full"
        >
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

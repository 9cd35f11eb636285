import { useEffect, useState, type FormEvent } from 'react'
import { ApiError } from '../../../core/http'
import { emit } from '../../../core/events'
import { leaveTo, navigate } from '../../../core/router'
import { safeOrigin } from '../../../core/safe-origin'
import { takeOrigin } from '../../../core/store'
import { applySession } from '../../../core/session'
import { email as emailRule, REQUIRED_MESSAGE } from '../../../core/validation/rules'
import { Checkbox } from '../../../ui/checkbox'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { PortalLink } from '../../../ui/link'
import { PasswordField, TextField } from '../../../ui/text-field'
import { useForm, type FieldMessages } from '../../../ui/use-form'
import { authApi } from '../auth-api'
import { AuthLayout } from '../components/auth-layout'
import { afterSignIn } from '../lib/auth-gates'
import { TEXT } from '../lib/auth-texts'
import { RequestDemo } from './request-demo'

/** AUTH-01..07: e-mail and password, Google sign-in, forgot-password link, Request Demo. */
export function SignIn({
  host,
  newPortalUrl,
  googleAuthUrl,
}: Readonly<{ host: HTMLElement; newPortalUrl: string | null; googleAuthUrl: string | null }>) {
  const [lockedFor, setLockedFor] = useState(0)
  const [demoOpen, setDemoOpen] = useState(false)
  const form = useForm({
    initial: { email: '', password: '', remember: false },
    // Not shown on the fields: Log in stays disabled until both are there (AUTH-02).
    validate: ({ email, password }): FieldMessages => {
      const problem = emailRule()(email.trim())
      return problem ? { email: problem } : password ? {} : { password: REQUIRED_MESSAGE }
    },
    save: ({ email, password, remember }) => authApi.login(email.trim(), password, remember),
    leaves: true,
    onSaved: (data) => {
      const target = afterSignIn(data, { newPortalUrl, origin: safeOrigin(takeOrigin()) })
      if (/^https?:\/\//.test(target)) {
        leaveTo(target)
        return
      }
      applySession(data)
      emit(host, 'pp-signed-in', {
        accountUUID: data.accountUUID ?? '',
        userUUID: data.userUUID ?? '',
      })
      navigate(host, target, true)
    },
    failure: (failure) =>
      failure instanceof ApiError && failure.status === 401 ? TEXT.wrongCredentials : TEXT.network,
    onError: (failure) => {
      form.set('password', '')
      if (failure instanceof ApiError && failure.status === 429)
        setLockedFor(failure.retryAfter ?? 60)
    },
  })

  useEffect(() => {
    if (lockedFor <= 0) return
    const timer = setTimeout(() => setLockedFor(lockedFor - 1), 1000)
    return () => clearTimeout(timer)
  }, [lockedFor])

  function signIn(event: FormEvent) {
    form.submit(event, () => {
      if (lockedFor <= 0) void form.send()
    })
  }

  return (
    <AuthLayout title="Log in">
      <form noValidate onSubmit={signIn} className="flex flex-col gap-4">
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          name="username"
          autoComplete="username"
          required
          value={form.values.email}
          onChange={(value) => form.set('email', value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={(value) => form.set('password', value)}
        />
        <div className="flex items-center justify-between gap-4">
          <Checkbox
            label="Remember me"
            name="rememberme"
            checked={form.values.remember}
            onChange={(remember) => form.set('remember', remember)}
            className="text-slate-700"
          />
          <PortalLink
            from={host}
            to="/auth/resetpassword"
            className="text-sm font-medium text-link hover:underline"
          >
            Forgot your password
          </PortalLink>
        </div>
        <Button
          type="submit"
          disabled={!form.valid || lockedFor > 0}
          busy={form.submitting}
          busyLabel="Logging in…"
          className="w-full"
        >
          {lockedFor > 0 ? `Try again in ${lockedFor} s` : 'Log in'}
        </Button>
      </form>
      {googleAuthUrl ? (
        <>
          <div className="my-6 flex items-center gap-3 text-xs text-slate-500">
            <span className="h-px flex-1 bg-slate-200" />
            or
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <Button variant="secondary" className="w-full" onClick={() => leaveTo(googleAuthUrl)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
              <path
                fill="#4285F4"
                d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z"
              />
              <path
                fill="#34A853"
                d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
              />
              <path
                fill="#FBBC05"
                d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z"
              />
              <path
                fill="#EA4335"
                d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
              />
            </svg>
            Sign in with Google
          </Button>
        </>
      ) : null}
      <aside className="mt-8 flex items-center justify-between gap-4 rounded-card bg-slate-50 px-4 py-3 text-sm text-slate-700">
        <span>New to the portal? See it with your own content.</span>
        <Button variant="link" className="whitespace-nowrap" onClick={() => setDemoOpen(true)}>
          Request Demo
        </Button>
      </aside>
      <RequestDemo open={demoOpen} onClose={() => setDemoOpen(false)} />
    </AuthLayout>
  )
}

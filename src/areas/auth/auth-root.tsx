/** pp-auth: routes /auth/* to its screen after the screen's gate (AUTH-01..31). */
import { useEffect, type ComponentType } from 'react'
import type { AreaProps } from '../../element-kit/define-element'
import { navigate, segments } from '../../core/router'
import { usePortal, useSessionView } from '../../core/store'
import { LoadingState } from '../../ui/states'
import { Toasts } from '../../ui/toasts'
import { isAuthScreen, passesGate, type AuthScreen } from './lib/auth-gates'
import { inviteUser } from './lib/invite-user'
import { AcceptAgreement } from './screens/accept-agreement'
import { CompleteReset } from './screens/complete-reset'
import { CompleteSignup, SignupComplete } from './screens/complete-signup'
import { ExpiredLink, NewInvitationSent } from './screens/invitation'
import { PasswordResetSent, PasswordUpdated, ResetPassword } from './screens/reset-password'
import { SignIn } from './screens/sign-in'

/** The screens that take only the host element. */
const HOST_SCREENS: Record<
  Exclude<AuthScreen, 'signin' | 'passwordreset' | 'signupcomplete' | 'newinvitationsent'>,
  ComponentType<{ host: HTMLElement }>
> = {
  resetpassword: ResetPassword,
  completepasswordreset: CompleteReset,
  passwordupdated: PasswordUpdated,
  completesignup: CompleteSignup,
  acceptagreement: AcceptAgreement,
  expiredlink: ExpiredLink,
}

function Screen({ screen, props }: Readonly<{ screen: AuthScreen; props: AreaProps }>) {
  const { host, route, newPortalUrl } = props
  switch (screen) {
    case 'signin':
      return (
        <SignIn
          host={host}
          newPortalUrl={newPortalUrl}
          googleAuthUrl={
            typeof props.attrs.googleAuthUrl === 'string' && props.attrs.googleAuthUrl
              ? props.attrs.googleAuthUrl
              : null
          }
        />
      )
    case 'passwordreset':
      return <PasswordResetSent host={host} route={route} />
    case 'signupcomplete':
      return <SignupComplete host={host} newPortalUrl={newPortalUrl} />
    case 'newinvitationsent':
      return <NewInvitationSent />
    default: {
      const HostScreen = HOST_SCREENS[screen]
      return <HostScreen host={host} />
    }
  }
}

export default function AuthRoot(props: Readonly<AreaProps>) {
  const { host, route } = props
  const status = usePortal((s) => s.sessionStatus)
  const session = useSessionView()
  const tokenUUID = usePortal((s) => s.tokenUUID)
  const [area, name] = segments(route)
  const screen = area === 'auth' && isAuthScreen(name) ? name : null
  const ready = status === 'ready'
  const allowed =
    !!screen &&
    passesGate(screen, {
      signedIn: session.signedIn,
      showSetPassword: session.showSetPassword,
      showTermsAndConditions: session.showTermsAndConditions,
      tokenUUID,
      inviteUserUUID: inviteUser.userUUID(),
    })

  useEffect(() => {
    // Routes outside /auth belong to other elements (the host swaps this one out).
    if (!ready || area !== 'auth') return
    const target = !screen ? (name ? '/error/404' : '/auth/signin') : allowed ? null : '/'
    if (!target) return
    // After the task: a screen that has just signed in moves on by itself in this same task (to
    // the remembered origin), and the host's new route or its swap cancels this; the gate only
    // moves a visitor who stays on a screen they may not see. A route set in the same task renders
    // with the new session (element-kit/portal-element.ts), but a host may apply its move a
    // microtask later (the demo host, a Lit element, swaps the element in its next update).
    const timer = setTimeout(() => navigate(host, target, true))
    return () => clearTimeout(timer)
  }, [ready, screen, allowed, host, area, name])

  if (area !== 'auth') return null
  return (
    <>
      <Toasts />
      {ready && screen && allowed ? <Screen screen={screen} props={props} /> : <LoadingState />}
    </>
  )
}

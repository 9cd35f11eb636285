/** Which /auth screen a visitor may see (AUTH-30 and each screen's gate of spec 000 §2). */

export const AUTH_SCREENS = [
  'signin',
  'resetpassword',
  'passwordreset',
  'completepasswordreset',
  'passwordupdated',
  'completesignup',
  'signupcomplete',
  'acceptagreement',
  'expiredlink',
  'newinvitationsent',
] as const

export type AuthScreen = (typeof AUTH_SCREENS)[number]

export interface GateInput {
  signedIn: boolean
  showSetPassword: boolean
  showTermsAndConditions: boolean
  /** Token data id stored from the root query. */
  tokenUUID: string | null
  /** The user an invitation was re-sent for. */
  inviteUserUUID: string | null
}

export function isAuthScreen(name: string | undefined): name is AuthScreen {
  return !!name && (AUTH_SCREENS as readonly string[]).includes(name)
}

/** True when the gate of `screen` lets the visitor in; otherwise they go to the root. */
export function passesGate(screen: AuthScreen, input: GateInput): boolean {
  switch (screen) {
    case 'signin':
    case 'resetpassword':
    case 'passwordreset':
    case 'completepasswordreset':
    case 'passwordupdated':
      return !input.signedIn
    case 'completesignup':
      return input.signedIn && input.showSetPassword
    case 'signupcomplete':
      return input.signedIn
    case 'acceptagreement':
      return input.signedIn && input.showTermsAndConditions
    case 'expiredlink':
      return !input.signedIn && !!input.tokenUUID
    case 'newinvitationsent':
      return !input.signedIn && !!input.inviteUserUUID
  }
}

/** Where a successful sign-in goes (AUTH-05), before session start. */
export function afterSignIn(
  session: {
    showSetPassword: boolean
    showTermsAndConditions: boolean
    mocked: boolean
    autoLogin: boolean
  },
  options: { newPortalUrl: string | null; origin: string | null },
): string {
  if (session.autoLogin && !session.showSetPassword && !session.mocked && options.newPortalUrl) {
    return options.newPortalUrl
  }
  if (session.showSetPassword) return '/auth/completesignup'
  if (session.showTermsAndConditions) return '/auth/acceptagreement'
  return options.origin ?? '/dashboard/home'
}

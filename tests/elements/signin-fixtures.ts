/**
 * Shared fixtures of the signed-out pp-auth tests (pp-auth-signin*.test.ts): the sign-in screen's
 * texts, `signInScreen()` and `signInSuite()`, whose fake server answers that nobody is signed in.
 */
import { mount } from './page'
import { button, field, findButton } from './queries'
import { SIGNED_OUT, stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { authCalls } from '../../src/contracts/accounts/auth'
import { routeOf } from './contract-stubs'

export const SIGN_IN = { route: '/auth/signin' }
export const WRONG = 'Woops, email or password is incorrect.'
export const NETWORK = 'Woops, something wrong: Network error. Please try again later.'

export async function signInScreen(attrs: Record<string, string> = {}) {
  const el = mount('pp-auth', { ...SIGN_IN, ...attrs })
  await button(el, 'Log in')
  return {
    el,
    email: (await field(el, 'Email')) as HTMLInputElement,
    password: (await field(el, 'Password')) as HTMLInputElement,
    submit: () => findButton(el, /^(Log in|Logging in…|Try again in \d+ s)$/)!,
  }
}

/**
 * Registers the hooks of a signed-out pp-auth suite (call it inside `describe`);
 * `loginReply.current` is the fake server's answer to a sign-in, a 401 unless a test changes it.
 */
export function signInSuite() {
  const loginReply: {
    current: { status?: number; body?: unknown; headers?: Record<string, string> }
  } = { current: { status: 401 } }

  const suite = elementSuite('pp-auth', () => {
    loginReply.current = {
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Bad credentials', fields: [] } },
    }
    return stubApi({
      [routeOf(sessionCalls.session)]: { body: SIGNED_OUT },
      [routeOf(authCalls.login)]: () => loginReply.current,
    })
  })
  return {
    suite,
    loginReply,
  }
}

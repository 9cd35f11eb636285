// pp-auth completesignup for a session that must set a password but has no terms to accept:
// the terms text of AUTH-20 is absent.
import { expect } from '@esm-bundle/chai'
import { build, mount, text } from './page'
import { button } from './queries'
import { stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { routeOf } from './contract-stubs'

describe(`pp-auth complete sign-up without terms (${build})`, () => {
  const suite = elementSuite('pp-auth', () =>
    stubApi({
      [routeOf(sessionCalls.session)]: {
        body: {
          signedIn: true,
          accountUUID: 'acc-noterms',
          userUUID: 'usr-noterms',
          email: null,
          showSetPassword: true,
          showTermsAndConditions: false,
          permissions: ['manageEmbeds'],
        },
      },
    }),
  )

  it('omits the agreement text and the commenting lookup', async () => {
    const el = mount('pp-auth', { route: '/auth/completesignup' })
    await button(el, 'Submit')
    expect(text(el)).to.contain('Choose a password to finish setting up your account.')
    expect(text(el)).to.not.contain('By clicking Submit you agree')
    expect(suite.api.calls.some((c) => c.path.includes('/commenting/'))).to.equal(false)
    expect(suite.spy.paths()).to.deep.equal([])
  })
})

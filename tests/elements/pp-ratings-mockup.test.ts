// pp-ratings in a mockup-generator session (RAT-02, RAT-08): the manager opens for a session whose
// site has a ratings unit even when the account has not asked for ratings, and starts on the
// session's site; without a unit the request screen shows. The session (it carries the site,
// which no attribute gives) comes from GET /auth/session.
import { expect } from '@esm-bundle/chai'
import { build, mount, root, waitFor, waitForText } from './page'
import { mockupSession } from './fake-api'
import { elementSuite } from './fixtures'
import { ACCOUNT, SITES, stubRatings } from './ratings-fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { accessCalls } from '../../src/contracts/access/access'
import { ratingsCalls } from '../../src/contracts/ratings/ratings'
import { routeOf, pathOf } from './contract-stubs'

const SESSION_SITE = SITES[1]!.siteUUID
const MOCKUP_SESSION = mockupSession(ACCOUNT, { siteUUID: SESSION_SITE })

describe(`pp-ratings in a mockup-generator session (${build})`, () => {
  let hasUnit: boolean
  const suite = elementSuite('pp-ratings', () =>
    stubRatings({
      [routeOf(sessionCalls.session)]: { body: MOCKUP_SESSION },
      // The account has not asked for ratings.
      [routeOf(accessCalls.current)]: {
        body: { requestStatus: null, userEmail: null, productType: 'RATINGS' },
      },
      [routeOf(ratingsCalls.hasUnit)]: () => ({
        body: { hasRatingsUnit: hasUnit },
      }),
    }),
  )
  beforeEach(() => (hasUnit = true))

  const navigations = () => suite.spy.of('pp-navigate')

  it("the bare path opens the manager when the session's site has a unit, asking for that site (RAT-02)", async () => {
    mount('pp-ratings', { route: '/dashboard/ratings' })
    await waitFor(() => navigations().length > 0)
    expect(navigations()).to.deep.equal([
      { path: '/dashboard/ratings/ratingsmanager/code', replace: true },
    ])
    expect(
      suite.api.calls.some((c) =>
        c.path.startsWith(
          `/api/ratings/v1/accounts/${ACCOUNT}/rating-units/exists?siteUUID=${SESSION_SITE}`,
        ),
      ),
    ).to.equal(true)
  })

  it("without a unit on the session's site the bare path leads to the request screen (RAT-02)", async () => {
    hasUnit = false
    mount('pp-ratings', { route: '/dashboard/ratings' })
    await waitFor(() => navigations().length > 0)
    expect(navigations()).to.deep.equal([
      { path: '/dashboard/ratings/requestwidget', replace: true },
    ])
  })

  it("the manager starts on the session's site, not the first one (RAT-08)", async () => {
    const el = mount('pp-ratings', { route: '/dashboard/ratings/ratingsmanager/code' })
    await waitForText(el, `Ratings (${SITES[1]!.name})`)
    const select = root(el).querySelector('select')!
    expect(select.value).to.equal(SESSION_SITE)
    await waitFor(() =>
      suite.api.calls.some(
        (c) =>
          c.path.startsWith(pathOf(ratingsCalls.configuration)) &&
          c.path.includes(`siteUUID=${SESSION_SITE}`),
      ),
    )
  })
})

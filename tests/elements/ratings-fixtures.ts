// Shared data and API stubs of the pp-ratings element tests: an approved account with two sites,
// the first site's configuration (API-112's shape), its codes (API-117), the stubs' route keys
// from the contracts (src/contracts/ratings, access and accounts) and a mount helper.
import { accessCalls } from '../../src/contracts/access/access'
import { accountCalls } from '../../src/contracts/accounts/account'
import { ratingsCalls } from '../../src/contracts/ratings/ratings'
import { routeOf } from './contract-stubs'
import { mount } from './page'
import { type ApiRoutes, stubApi } from './fake-api'

export const ACCOUNT = 'acc-ratings'
export const SITES = [
  { siteUUID: 'site-a', name: 'Site A', url: 'https://a.example/' },
  { siteUUID: 'site-b', name: 'Site B', url: 'https://b.example/' },
]
export const COLORS = {
  background: 'FFFFFF',
  primaryText: '062B75',
  brand: '1494F4',
  errorValidation: 'DF1D1D',
}
export const CONFIGURATION = {
  siteUUID: 'site-a',
  ratingUnitUUID: 'unit-a',
  configuration: {
    uuid: 'cfg-a',
    title: 'Rate this article',
    firstRatingTitle: 'Be the first to rate',
    thankYouMessage: 'Thanks for your rating!',
    enablePageId: false,
    zeroRatingLabel: 'No Ratings',
    oneRatingLabel: '1 Rating',
    multipleRatingsLabel: '{count} Ratings',
    fontConfiguration: { uuid: 'font-a', size: 'REGULAR', weight: 'REGULAR' },
    colorConfiguration: { uuid: 'color-a', ...COLORS },
    counterConfiguration: {
      uuid: 'counter-a',
      showHalfStars: true,
      enabled: false,
      counterConfigUUID: 'counter-a',
    },
  },
}
/** A site's configuration: the first site's with the site's own ids. */
export function configurationOf(siteUUID: string) {
  const s = siteUUID.replace('site-', '')
  const c = CONFIGURATION.configuration
  return {
    siteUUID,
    ratingUnitUUID: `unit-${s}`,
    configuration: {
      ...c,
      uuid: `cfg-${s}`,
      fontConfiguration: { ...c.fontConfiguration, uuid: `font-${s}` },
      colorConfiguration: { ...c.colorConfiguration, uuid: `color-${s}` },
      counterConfiguration: {
        ...c.counterConfiguration,
        uuid: `counter-${s}`,
        counterConfigUUID: `counter-${s}`,
      },
    },
  }
}
export const UNIT_CODE = {
  headerCode: '<script async src="https://portal.example/units/ratings.js"></script>',
  ratingUnitCode: '<div class="pp-ratings" data-unit="unit-a" data-url="{articleURL}"></div>',
  enablePageId: false,
}
export const ADDONS = {
  counterConfiguration: CONFIGURATION.configuration.counterConfiguration,
  code: {
    headerCode: UNIT_CODE.headerCode,
    ratingCounterCode:
      '<div class="pp-ratings-counter" data-unit="unit-a" data-url="{articleURL}" data-page-id="{extPageId}"></div>',
  },
}
export const FAIL = {
  status: 500,
  body: { error: { code: 'server_error', message: 'x', fields: [] } },
}

/** The calls of an approved account; `extra` adds or overrides routes. */
export function stubRatings(extra: ApiRoutes = {}) {
  return stubApi({
    [routeOf(accessCalls.current)]: {
      body: { requestStatus: 'APPROVED', userEmail: 'owner@demo.test', productType: 'RATINGS' },
    },
    [routeOf(ratingsCalls.hasUnit)]: { body: { hasRatingsUnit: true } },
    [routeOf(accountCalls.sites, { accountUUID: ACCOUNT })]: { body: { items: SITES } },
    [routeOf(ratingsCalls.configuration)]: (call) => ({
      body: configurationOf(new URLSearchParams(call.path.split('?')[1]).get('siteUUID')!),
    }),
    [routeOf(ratingsCalls.code)]: (call) => ({
      body: call.path.includes('RATING_COUNTER') ? ADDONS : UNIT_CODE,
    }),
    ...extra,
  })
}

/** Mounts pp-ratings at `route` for the approved account; `attrs` adds session values. */
export function mountRatings(route: string, attrs: Record<string, string> = {}) {
  return mount('pp-ratings', {
    route,
    'account-uuid': ACCOUNT,
    'user-uuid': 'usr-1',
    permissions: JSON.stringify([]),
    ...attrs,
  })
}

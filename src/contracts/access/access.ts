/**
 * The product-access calls (spec 001 §4, spec 002 §4: API-105..108) and the support console's
 * approval of an account's commenting: the calls half of the contract.
 */
import { calls } from '../define'

export const accessCalls = calls({
  current: {
    id: 'API-106',
    service: 'access',
    method: 'GET',
    path: '/v1/accounts/:accountUUID/product-access-requests',
    summary: "The account's request for a product (requestStatus null when never asked)",
  },
  ask: {
    id: 'API-105',
    service: 'access',
    method: 'POST',
    path: '/v1/accounts/:accountUUID/product-access-requests',
    summary:
      'Ask for a product: COMMENTING answers the PENDING request, RATINGS is approved at once (`true`)',
    status: 201,
  },
  siteUnit: {
    id: 'API-107',
    service: 'access',
    method: 'GET',
    path: '/v1/sites/:siteUUID/commenting',
    summary: 'Whether a site of the account has a commenting unit',
  },
  createUnit: {
    id: 'API-108',
    service: 'access',
    method: 'POST',
    path: '/v1/sites/commenting',
    summary: "Create a site's commenting unit (mockup generator or mocked sessions only)",
    status: 201,
  },
  supportApprove: {
    id: 'OPEN-support-commenting',
    service: 'accounts',
    method: 'POST',
    path: '/support/commenting/:accountUUID/approve',
    summary: "Support console (demo): approve an account's commenting, a unit for each site",
  },
})

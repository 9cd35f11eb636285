/**
 * The support console's calls (spec 000 §1, /demo/support): the accounts to pick from, and opening
 * a mocked or mockup-generator session on one. Support sessions only; the calls half.
 */
import { calls } from '../define'

export const supportCalls = calls({
  accounts: {
    id: 'OPEN-support-accounts',
    service: 'accounts',
    method: 'GET',
    path: '/support/accounts',
    summary: "Every account with its sites, for the support console's pickers",
  },
  openSession: {
    id: 'OPEN-support-session',
    service: 'accounts',
    method: 'POST',
    path: '/support/sessions',
    summary:
      "Open a mocked session (as the account's fullest active user) or a mockup-generator session",
    status: 201,
  },
  demoAdsTxt: {
    id: 'OPEN-support-demo-adstxt',
    service: 'accounts',
    method: 'POST',
    path: '/support/sites/:siteUUID/adstxt',
    summary:
      'Demo only: set what a demo-hosted site serves as its ads.txt (complete, partial, absent)',
  },
})

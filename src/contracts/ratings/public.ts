/**
 * The ratings unit's calls on publisher pages (issue 13 "Ratings on real pages"): the calls half
 * of the contract. No session and no cookies: any origin; the visitor is known by the rater id
 * header (X-Rater-Id) the unit keeps in the page's storage. The unit bundles this module (plain
 * data, read through src/contracts/page-call.ts). A literal `as const satisfies Calls` rather
 * than `calls(…)`: the minifier then folds each call the page uses into its strings and leaves
 * out the ids and summaries (the unit has 8 KB).
 */
import type { Calls } from '../define'

export const ratingsPublicCalls = {
  read: {
    id: 'OPEN-ratings-read',
    service: 'ratings',
    method: 'GET',
    path: '/public/v1/units/:unitUUID',
    summary: "A page's ratings with the unit's settings (with X-Rater-Id: the visitor's stars)",
  },
  vote: {
    id: 'OPEN-ratings-vote',
    service: 'ratings',
    method: 'POST',
    path: '/public/v1/units/:unitUUID/votes',
    summary: "A visitor's stars for a page (X-Rater-Id); voting again replaces them",
  },
} as const satisfies Calls

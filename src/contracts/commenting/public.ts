/**
 * The commenting unit's calls on publisher pages: the calls half of the contract. No session and
 * no cookies: any origin; a commenter is known by the token the first post answers (header
 * X-Commenter-Token). The unit bundles this module (plain data, its addresses made by
 * src/contracts/page-call.ts); a literal `as const satisfies Calls` rather than `calls(…)`, so the
 * minifier keeps only the strings the unit uses.
 */
import type { Calls } from '../define'

export const commentingPublicCalls = {
  settings: {
    id: 'OPEN-commenting-unit-settings',
    service: 'commenting',
    method: 'GET',
    path: '/public/v1/units/:unitUUID/settings',
    summary: "What the unit shows of its saved settings (the counter's labels when it is on)",
  },
  comments: {
    id: 'OPEN-commenting-unit-comments',
    service: 'commenting',
    method: 'GET',
    path: '/public/v1/units/:unitUUID/comments',
    summary:
      "A page's published comments, newest first (with X-Commenter-Token: also one's held ones)",
  },
  post: {
    id: 'OPEN-commenting-unit-post',
    service: 'commenting',
    method: 'POST',
    path: '/public/v1/units/:unitUUID/comments',
    summary: "Post a comment through the unit's moderation (answers the commenter token to keep)",
    status: 201,
  },
  mark: {
    id: 'OPEN-commenting-unit-mark',
    service: 'commenting',
    method: 'POST',
    path: '/public/v1/units/:unitUUID/comments/:commentUUID/marks',
    summary: 'Report a comment as inappropriate (once per commenter: 409 the second time)',
  },
  counts: {
    id: 'OPEN-commenting-unit-counts',
    service: 'commenting',
    method: 'GET',
    path: '/public/v1/units/:unitUUID/counts',
    summary: "Published comments per page, with the counter add-on's labels when it is on",
  },
  view: {
    id: 'OPEN-commenting-unit-view',
    service: 'commenting',
    method: 'POST',
    path: '/public/v1/units/:unitUUID/views',
    summary: "Count a page view for today's statistics",
    status: 204,
  },
  presence: {
    id: 'OPEN-commenting-unit-presence',
    service: 'commenting',
    method: 'POST',
    path: '/public/v1/units/:unitUUID/presence',
    summary: 'Say this page view is still open; answers the readers on the page in the last minute',
  },
} as const satisfies Calls

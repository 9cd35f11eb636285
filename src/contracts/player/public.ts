/**
 * The embed player's calls on publisher pages (issue 9; DESIGN.md "The embed player"): the calls
 * half of the contract. No session and no cookies: any origin. The player bundles this module
 * (plain data, its addresses made by src/contracts/page-call.ts); a literal `as const satisfies
 * Calls` rather than `calls(…)`, so the minifier keeps only the strings the player uses.
 */
import type { Calls } from '../define'

export const playerPublicCalls = {
  embed: {
    id: 'OPEN-player-embed',
    service: 'player',
    method: 'GET',
    path: '/embeds/:embedUUID',
    summary: 'An embed as the player shows it (404 unknown, archived or without a live card)',
  },
  data: {
    id: 'OPEN-player-data',
    service: 'player',
    method: 'GET',
    path: '/embeds/:embedUUID/data.js',
    summary:
      'The same as a script pushing it onto self.ppEmbedData (or {embedUUID, missing: true})',
  },
  events: {
    id: 'OPEN-player-events',
    service: 'player',
    method: 'POST',
    path: '/events',
    summary: 'A batch of engagement events (1 to 50; the whole batch refused when one is wrong)',
    status: 204,
  },
} as const satisfies Calls

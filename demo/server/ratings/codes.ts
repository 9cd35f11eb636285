/**
 * The code snippets a publisher pastes into their pages (API-117, RAT-12, RAT-19): one header
 * script per page, and the unit and counter elements with `{articleURL}` (and `{extPageId}` when
 * page IDs are enabled) for the publisher to replace.
 */
import type { Ctx } from '../platform/context'
import { escapeAttribute as esc, unitScriptOrigin } from '../site-products/codes'

/**
 * The same for every hard-coded unit and counter; added once per page. The script comes from
 * where the commenting unit's does (one place to change the address).
 */
export const headerCode = (c: Ctx) =>
  `<script async src="${unitScriptOrigin(c)}/units/ratings.js"></script>`

/** The ratings unit; data-page-id only when the unit uses page IDs. */
export function unitCode(unitUUID: string, enablePageId: boolean) {
  const pageId = enablePageId ? ' data-page-id="{extPageId}"' : ''
  return `<div class="pp-ratings" data-unit="${esc(unitUUID)}" data-url="{articleURL}"${pageId}></div>`
}

/** The ratings counter (inside body). */
export const counterCode = (unitUUID: string) =>
  `<div class="pp-ratings-counter" data-unit="${esc(unitUUID)}" data-url="{articleURL}" data-page-id="{extPageId}"></div>`

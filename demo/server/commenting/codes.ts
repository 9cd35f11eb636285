/**
 * The code snippets a publisher pastes into their pages (API-100, API-101) and the add-on settings
 * with their snippets filled in (API-87..89).
 */
import type { Kysely } from 'kysely'
import {
  COUNTER_PLACEHOLDERS,
  DEFAULT_COLORS,
  placeholderTypeFor,
  type CommentsCounterAddon,
  type CommunityAddon,
} from '../../../src/areas/commenting/lib/commenting-rules'
import type { Ctx } from '../platform/context'
import type { CommentingUnitsTable, Database } from '../platform/schema'
import { escapeAttribute as esc, unitScriptOrigin } from '../site-products/codes'

export function unitCode(c: Ctx, unitUUID: string) {
  return {
    headerCode: `<script async src="${unitScriptOrigin(c)}/units/commenting.js"></script>`,
    bodyCode: `<div class="pp-commenting" data-unit="${esc(unitUUID)}" data-page-id="YOUR_PAGE_ID"></div>`,
  }
}

export function communityCode(unitUUID: string) {
  return { code: `<div class="pp-community" data-unit="${esc(unitUUID)}"></div>` }
}

export function counterCode(c: Ctx, unitUUID: string) {
  return {
    headerCode: unitCode(c, unitUUID).headerCode,
    bodyCode: `<span class="pp-comments-count" data-unit="${esc(unitUUID)}" data-page-id="YOUR_PAGE_ID"></span>`,
  }
}

export type AddonKind = 'comments-counters' | 'community'
export type CounterData = Omit<
  CommentsCounterAddon,
  'uuid' | 'commentingUnitConfigurationUUID' | 'headerCode' | 'bodyCode'
>
export type CommunityAddonData = Omit<
  CommunityAddon,
  'uuid' | 'commentingUnitConfigurationUUID' | 'code'
>

export const DEFAULT_COUNTER: CounterData = {
  isCommentsCounterEnabled: true,
  ...COUNTER_PLACEHOLDERS,
}

export const DEFAULT_COMMUNITY_ADDON: CommunityAddonData = {
  isCommunityEnabled: true,
  title: null,
  topArticlesDaysTimeFrame: 0,
  placeholderImageType: 'standard',
  placeholderImageUrl: null,
  showTopArticles: true,
  topArticlesInitialLoadLimit: 2,
  showTopCommenters: true,
  topCommentersInitialLoadLimit: 2,
  isCustomColorEnabled: false,
  customColorSchema: { ...DEFAULT_COLORS },
}

export function counterJson(
  c: Ctx,
  unit: CommentingUnitsTable,
  addonUUID: string,
  data: CounterData,
): CommentsCounterAddon {
  return {
    uuid: addonUUID,
    commentingUnitConfigurationUUID: unit.configuration_uuid,
    ...data,
    ...counterCode(c, unit.unit_uuid),
  }
}

export function communityAddonJson(
  unit: CommentingUnitsTable,
  addonUUID: string,
  data: CommunityAddonData,
): CommunityAddon {
  return {
    uuid: addonUUID,
    commentingUnitConfigurationUUID: unit.configuration_uuid,
    ...data,
    placeholderImageType: placeholderTypeFor(data.placeholderImageUrl),
    code: communityCode(unit.unit_uuid).code,
  }
}

/** The unit's add-on rows by kind. */
export async function addonsOf(db: Kysely<Database>, unitUUID: string) {
  const rows = await db
    .selectFrom('commenting_addons')
    .selectAll()
    .where('unit_uuid', '=', unitUUID)
    .execute()
  return new Map(rows.map((r) => [r.kind as AddonKind, r]))
}

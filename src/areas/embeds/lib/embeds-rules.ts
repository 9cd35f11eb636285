/**
 * The embeds library's wire shapes and rules (spec 001 §2–§9, EMB-01..34), shared by pp-embeds
 * and the demo server's embeds routes. Pure: no DOM, no fetch.
 *
 * Calls (all on the accounts service, /api/accounts/…; API.md §4):
 * - API-40 POST accounts/{accountUUID}/embeds/content  LibraryQuery → LibraryPage
 * - API-41 GET  accounts/{accountUUID}/embeds/names    → { names: EmbedName[] }  (path OPEN in the spec)
 * - API-42 GET  embeds/{embedUUID}/sites/content       → EmbedForEdit
 * - API-43 POST sites/{siteUUID}/embeds/content         CreateEmbed → EmbedForEdit (201); the name
 *              dialog creates the embed (no cards, offline) and opens the builder's first step
 * - API-46 DELETE embeds/{embedUUID}                   (mocked session only) → 204
 * - API-47 PUT  embeds/{embedUUID}/archive             → 204 (409 while the embed is online)
 * - API-48 PUT  embeds/{embedUUID}/unarchive           → 204
 * - API-49 POST embeds/{embedUUID}/metrics             AnalyticsQuery → AnalyticsPage
 * - API-50 GET  accounts/{accountUUID}/labels          → { labels: Label[] }
 * - API-51 POST accounts/{accountUUID}/labels          { labelName } → Label (201)
 * - API-52 PUT  v1/labels/{labelUUID}                  { labelName } → Label
 * - API-53 DELETE v1/labels/{labelUUID}                → { failedLabelUUIDs: string[] }
 * - API-54 PUT  embeds/{embedUUID}/labels              AttachLabels → AttachLabelsResult
 * - API-62 GET  metrics/engageduserdata?startDate&endDate&embedUUID&currentPage&isExport
 *              (metrics service, /api/metrics/…) → EmailsPage, or with isExport=true a CSV file
 *              (text/csv, `collected-emails.csv`; 404 with code NO_DATA when there are no rows)
 * - API-78 GET  accounts/{accountUUID}/embeds          → { embeds: Record<embedUUID, embedName> }
 *
 * Dates on the wire are `YYYY-MM-DD` (days in New York time); times are ISO 8601 UTC.
 */
import type { z } from 'zod'
import type * as metrics from '../../../contracts/accounts/embed-metrics.schemas'
import type * as embeds from '../../../contracts/accounts/embeds.schemas'
import type * as labels from '../../../contracts/accounts/labels.schemas'

export const LIBRARY_PAGE_SIZE = 20
export const ANALYTICS_PAGE_SIZE = 20
export const EMAILS_PAGE_SIZE = 10
/** EMB-11: the labels toggle appears when the labels' text is longer than this. */
export const LABELS_TOGGLE_CHARS = 43
/** EMB-29: descriptions longer than this become expandable. */
export const DESCRIPTION_EXPAND_CHARS = 200
export const SEARCH_DEBOUNCE_MS = 400

export const CONTENT_TYPES = ['QUIZ', 'POLL', 'STORY'] as const
export type ContentType = (typeof CONTENT_TYPES)[number]

// ——— Wire shapes: the contracts' (src/contracts/accounts/embeds, labels, embed-metrics) ———

export type Label = z.output<typeof labels.label>
/** EMB-13: one card of the library grid. */
export type LibraryItem = z.output<typeof embeds.libraryItem>
export type EmbedState = LibraryItem['embedState']
export type ImagesUploadStatus = LibraryItem['imagesUploadStatus']
export type EmbedPosition = LibraryItem['embedDetails']['embedPosition']
/** EMB-06: the library request. */
export type LibraryQuery = z.output<typeof embeds.libraryQuery>
export type LibraryPage = z.output<typeof embeds.libraryPage>
export type EmbedName = z.output<typeof embeds.embedName>
export type Option = z.output<typeof embeds.option>
export type Content = z.output<typeof embeds.content>
/** API-42: an embed with its site and cards (the builder's load; the library's edit action). */
export type EmbedForEdit = z.output<typeof embeds.embedForEdit>
/** API-43 as the name dialog sends it (server defaults fill every field not given). */
export type CreateEmbed = z.input<typeof embeds.createEmbed>
export type AttachLabels = z.input<typeof labels.attachLabels>
export type AttachLabelsResult = z.output<typeof labels.attachLabelsResult>
/** EMB-25/26: the per-card analytics request. */
export type AnalyticsQuery = z.output<typeof metrics.analyticsQuery>
export type AnalyticsOption = z.output<typeof metrics.analyticsOption>
export type AnalyticsCard = z.output<typeof metrics.analyticsCard>
export type AnalyticsPage = z.output<typeof metrics.analyticsPage>
export type EmailRow = z.output<typeof metrics.emailRow>
export type EmailsPage = z.output<typeof metrics.emailsPage>

export const ORDER_BY = ['QUEUE_POSITION', 'CREATED_DATE', 'ENGAGEMENT'] as const
export type OrderBy = (typeof ORDER_BY)[number]

/** EMB-28: the analytics sort options (label → orderBy, direction). */
export const SORT_OPTIONS = [
  { label: 'As in embed', orderBy: 'QUEUE_POSITION', orderDirection: 'ASC' },
  { label: 'Date created newest', orderBy: 'CREATED_DATE', orderDirection: 'DESC' },
  { label: 'Date created oldest', orderBy: 'CREATED_DATE', orderDirection: 'ASC' },
  { label: 'Engagement', orderBy: 'ENGAGEMENT', orderDirection: 'DESC' },
] as const

// ——— Rules ———

/** EMB-22 / BLD: label names: letters, digits, underscores, single spaces between words. */
export const LABEL_NAME = /^[A-Za-z0-9_]+( [A-Za-z0-9_]+)*$/
export const LABEL_NAME_MAX = 40
export const INVALID_LABEL_MESSAGE = 'Enter valid label name'
/** One name per account whatever the case (API-51/52 answer it on labelName). */
export const DUPLICATE_LABEL_MESSAGE = 'A label with this name already exists'

/** The label name to keep (trimmed), or null when blank (blank entries are ignored). */
export function cleanLabelName(raw: string): string | null {
  const trimmed = raw.trim()
  return trimmed === '' ? null : trimmed
}

export function labelNameError(raw: string): string | null {
  const name = cleanLabelName(raw)
  if (name === null) return null
  return LABEL_NAME.test(name) && name.length <= LABEL_NAME_MAX ? null : INVALID_LABEL_MESSAGE
}

/** Typing an existing name selects the existing label (case-insensitive). */
export function findLabel(labels: readonly Label[], raw: string): Label | undefined {
  const name = cleanLabelName(raw)?.toLowerCase()
  return name === undefined ? undefined : labels.find((l) => l.labelName.toLowerCase() === name)
}

/** Embed names: letters, digits, spaces and underscores with at least one letter or digit. */
export const EMBED_NAME = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 _]+$/
export const EMBED_NAME_MAX = 100
export const INVALID_EMBED_NAME_MESSAGE = 'Please enter a valid embed name'
export const DUPLICATE_EMBED_NAME_MESSAGE = 'Embeds on the same site cannot share the same name'
export const SITE_REQUIRED_MESSAGE = 'Select your website'

export function embedNameError(raw: string): string | null {
  const name = raw.trim()
  if (name === '') return 'This field is required'
  return EMBED_NAME.test(name) && name.length <= EMBED_NAME_MAX ? null : INVALID_EMBED_NAME_MESSAGE
}

/** The duplicate-name rule per site (case-insensitive, trimmed), ignoring the embed itself. */
export function isDuplicateName(
  names: readonly EmbedName[],
  name: string,
  siteUUID: string,
  selfUUID?: string,
): boolean {
  const wanted = name.trim().toLowerCase()
  return names.some(
    (n) =>
      n.siteUUID === siteUUID &&
      n.embedUUID !== selfUUID &&
      n.embedName.trim().toLowerCase() === wanted,
  )
}

/** EMB-26: contentLive is null unless exactly one status is chosen. */
export function contentLiveFilter(states: readonly EmbedState[]): boolean | null {
  return states.length === 1 ? states[0] === 'online' : null
}

/** EMB-06: embedState is null when both or neither status is chosen. */
export function embedStateFilter(states: readonly EmbedState[]): EmbedState | null {
  return states.length === 1 ? (states[0] ?? null) : null
}

/** EMB-29: a whole-number percentage of chosen over total (0 when nothing was answered). */
export function answerPercent(chosen: number, total: number): number {
  return total > 0 ? Math.round((chosen / total) * 100) : 0
}

/**
 * EMB-14: which actions a library card offers. "Others see a read-only library" (spec 001 §6):
 * without edit permission a card offers only analytics and e-mails (labels, archive and unarchive
 * change the embed, so they need edit permission too; the server enforces the same).
 */
export function cardActions(
  item: Pick<LibraryItem, 'active' | 'embedState'>,
  who: { canEdit: boolean; mocked: boolean; mockupGenerator: boolean },
): {
  edit: boolean
  analytics: boolean
  emails: boolean
  labels: boolean
  archive: 'enabled' | 'disabled' | 'hidden'
  unarchive: boolean
  delete: boolean
} {
  if (!item.active) {
    return {
      edit: false,
      analytics: false,
      emails: false,
      labels: false,
      archive: 'hidden',
      unarchive: who.canEdit,
      delete: false,
    }
  }
  return {
    edit: who.canEdit,
    analytics: !who.mockupGenerator,
    emails: !who.mockupGenerator,
    labels: who.canEdit,
    archive: !who.canEdit ? 'hidden' : item.embedState === 'online' ? 'disabled' : 'enabled',
    unarchive: false,
    delete: who.mocked,
  }
}

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
import type { AdDisplayMode } from './builder-rules'

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
export type EmbedState = 'online' | 'offline'
export type ImagesUploadStatus = 'IN_PROGRESS' | 'FAILED' | null
export type EmbedPosition = 'RAIL' | 'IN_CONTENT'

export interface Label {
  labelUUID: string
  labelName: string
}

/** EMB-13: one card of the library grid. */
export interface LibraryItem {
  embedUUID: string
  embedName: string
  siteUUID: string
  /** The site's URL, shown under the name (EMB-11). */
  siteUrl: string
  embedState: EmbedState
  /** false when archived. */
  active: boolean
  /** URL of the poster image, or null for the default logo. */
  posterImage: string | null
  /** Live cards per type, e.g. { QUIZ: 3, POLL: 1 }; types without live cards are absent. */
  liveContentTypes: Partial<Record<ContentType, number>>
  addOns: 'USER_DATA_COLLECTION'[]
  labelUUIDs: string[]
  embedDetails: { embedPosition: EmbedPosition; lastModified: string; created: string }
  imagesUploadStatus: ImagesUploadStatus
}

/** EMB-06: the library request. */
export interface LibraryQuery {
  /** true = live, false = archived. */
  active: boolean
  /** null when both or neither status is chosen. */
  embedState: EmbedState | null
  contentTypes: ContentType[]
  lastModifiedStartDate: string | null
  lastModifiedEndDate: string | null
  labelUUIDs: string[]
  keyword: string | null
  /** 1-based. */
  page: number
}

export interface LibraryPage {
  items: LibraryItem[]
  currentPage: number
  /** Embeds in the account (any state): 0 means the account has none (EMB-05's empty state). */
  totalEmbeds: number
  /** Rows matching the query (the heading's n, EMB-08). */
  totalRows: number
  totalPages: number
}

export interface EmbedName {
  embedUUID: string
  embedName: string
  siteUUID: string
}

export interface Option {
  optionUUID: string
  text: string | null
  position: number
  correctOption: boolean
  emoji: string | null
  imageURL: string | null
}

export interface Content {
  contentUUID: string
  contentType: ContentType
  contentLive: boolean
  /** 0-based; null for inactive cards. */
  queuePosition: number | null
  contentProperties: {
    title: string
    /** Question formats (quiz, poll). */
    type?: 'image1' | 'image2' | 'text1' | 'text2' | 'emoji'
    options?: Option[]
    /** Story cards. */
    ctaText?: string
    storyURL?: string
    backgroundColor?: string | null
    backgroundImageURL?: string | null
  }
}

/** API-42: an embed with its site and cards (the builder's load; the library's edit action). */
export interface EmbedForEdit {
  embed: {
    embedUUID: string
    embedName: string
    siteUUID: string
    siteUrl: string
    contentOrder: 'ORDERED' | 'RANDOM'
    embedPosition: EmbedPosition
    partnerLogoUrl: string | null
    logoClickThroughUrl: string | null
    showPartnerLogo: boolean
    brandColorCode: string
    showUserDataCollection: boolean
    attachedLabelUUIDs: string[]
    /** The rest of spec 001 §3's embed server fields (what API-44 saves). */
    webAdDisplayMode: AdDisplayMode
    mobileAdDisplayMode: AdDisplayMode
    showVideoAdForDesktop: boolean
    showVideoAdForMobile: boolean
    /** The provider-branding flag (show{product}Branding). */
    showBranding: boolean
    showMarketResearch: boolean
    showRewards: boolean
    showProfilingQuestions: boolean
    /** False while the builder's new-embed flow has not passed its add_ons Save (BLD-10, 11, 52). */
    creationCompleted: boolean
  }
  site: { siteUUID: string; siteName: string; siteUrl: string }
  contents: { pages: Content[]; addOns: unknown | null }
}

/**
 * API-43 as the name dialog sends it (the builder, a later issue, sends the full body of spec 001
 * §7 with cards). Server defaults fill every embed field not given (spec 001 §3).
 */
export interface CreateEmbed {
  embed: {
    embedName: string
    embedPosition?: EmbedPosition
    contentOrder?: 'ORDERED' | 'RANDOM'
    attachedLabelUUIDs: string[]
    newLabelNames: string[]
  }
  contents: { pages: Content[] }
  /** The executor's user id. */
  createdBy: string
  embedWorkflowStep: 'PLACEMENT' | 'CUSTOMIZE' | 'ADS' | 'ADD_ONS' | 'CODE'
}

export interface AttachLabels {
  attachedLabelUUIDs: string[]
  newLabelNames: string[]
}

export interface AttachLabelsResult {
  attachedLabelUUIDs: string[]
  createdLabels: Label[]
}

export const ORDER_BY = ['QUEUE_POSITION', 'CREATED_DATE', 'ENGAGEMENT'] as const
export type OrderBy = (typeof ORDER_BY)[number]

/** EMB-28: the analytics sort options (label → orderBy, direction). */
export const SORT_OPTIONS = [
  { label: 'As in embed', orderBy: 'QUEUE_POSITION', orderDirection: 'ASC' },
  { label: 'Date created newest', orderBy: 'CREATED_DATE', orderDirection: 'DESC' },
  { label: 'Date created oldest', orderBy: 'CREATED_DATE', orderDirection: 'ASC' },
  { label: 'Engagement', orderBy: 'ENGAGEMENT', orderDirection: 'DESC' },
] as const

/** EMB-25/26: the per-card analytics request. */
export interface AnalyticsQuery {
  keyword: string | null
  orderBy: OrderBy
  orderDirection: 'ASC' | 'DESC'
  /** null = Anytime. */
  startDate: string | null
  endDate: string | null
  contentTypes: ContentType[]
  /** null unless exactly one status is chosen. */
  contentLive: boolean | null
  /** 1-based. */
  page: number
}

export interface AnalyticsOption {
  optionUUID: string
  text: string | null
  emoji: string | null
  imageURL: string | null
  correctOption: boolean
  numOfTimesChosen: number
}

export interface AnalyticsCard {
  contentUUID: string
  contentType: ContentType
  contentLive: boolean
  queuePosition: number | null
  /** Question text or story title. */
  title: string
  /** Story: the story URL; questions: null. */
  storyURL: string | null
  imageURL: string | null
  created: string
  /** Answers (questions) or clicks (stories) in the range. */
  engagement: number
  totalNumberAnswered: number
  clicks: number
  options: AnalyticsOption[]
}

export interface AnalyticsPage {
  contents: AnalyticsCard[]
  currentPage: number
  totalRows: number
  totalPages: number
  /** When the facts were last rolled up (hourly), ISO UTC. */
  lastUpdatedAt: string
}

export interface EmailRow {
  /** YYYY-MM-DD. */
  date: string
  email: string
  city: string | null
  country: string | null
}

export interface EmailsPage {
  userData: EmailRow[]
  currentPage: number
  totalRows: number
  totalPages: number
}

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

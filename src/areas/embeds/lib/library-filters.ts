/** The library's filters (EMB-06, 07, 08, 10, 11) as pure rules: filter state → LibraryQuery. */
import {
  CONTENT_TYPES,
  embedStateFilter,
  LABELS_TOGGLE_CHARS,
  LIBRARY_PAGE_SIZE,
  type ContentType,
  type EmbedState,
  type Label,
  type LibraryQuery,
} from './embeds-rules'

/** EMB-07: what the filter bar holds. Empty lists mean "no filter". */
export interface LibraryFilters {
  keyword: string
  contentTypes: ContentType[]
  states: EmbedState[]
  /** true = live, false = archived. */
  active: boolean
  /** Last modified, both days included (`YYYY-MM-DD`); null = Anytime. */
  range: { from: string; to: string } | null
  labelUUIDs: string[]
}

export const DEFAULT_FILTERS: LibraryFilters = {
  keyword: '',
  contentTypes: [],
  states: [],
  active: true,
  range: null,
  labelUUIDs: [],
}

/**
 * EMB-06: the request for one page. Content types default to all three; the keyword is trimmed
 * (blank → null). A mockup-generator session's site scope (EMB-20) comes from its session on
 * the server, so the request does not carry it.
 */
export function libraryQuery(filters: LibraryFilters, page: number): LibraryQuery {
  const keyword = filters.keyword.trim()
  const types = CONTENT_TYPES.filter((t) => filters.contentTypes.includes(t))
  return {
    active: filters.active,
    embedState: embedStateFilter(filters.states),
    contentTypes: types.length ? types : [...CONTENT_TYPES],
    lastModifiedStartDate: filters.range?.from ?? null,
    lastModifiedEndDate: filters.range?.to ?? null,
    labelUUIDs: [...filters.labelUUIDs],
    keyword: keyword === '' ? null : keyword,
    page: Math.max(1, Math.floor(page)),
  }
}

/** EMB-10: Previous/Next show only when the rows exceed one page. */
export function showsPager(totalRows: number): boolean {
  return totalRows > LIBRARY_PAGE_SIZE
}

/** EMB-08: the heading over the grid. */
export function libraryHeading(active: boolean, totalRows: number): string {
  return `${active ? 'Total Live Embeds' : 'Total Archived Embeds'} (${totalRows})`
}

/** The names of a card's labels, in the account's label order; unknown ids are skipped. */
export function labelNames(labelUUIDs: readonly string[], labels: readonly Label[]): string[] {
  return labels.filter((l) => labelUUIDs.includes(l.labelUUID)).map((l) => l.labelName)
}

/** EMB-11: the labels toggle shows when the labels' text (names joined by ", ") exceeds 43 chars. */
export function labelsNeedToggle(names: readonly string[]): boolean {
  return names.join(', ').length > LABELS_TOGGLE_CHARS
}

/** EMB-11: "{n} Live Cards:" over the types with live cards, or "No Content". */
export function liveCardsText(live: Partial<Record<ContentType, number>>): string {
  const total = CONTENT_TYPES.reduce((sum, type) => sum + (live[type] ?? 0), 0)
  if (total === 0) return 'No Content'
  return `${total} Live Cards:`
}

export const CONTENT_TYPE_NAMES: Record<ContentType, string> = {
  QUIZ: 'Quiz',
  POLL: 'Poll',
  STORY: 'Story',
}

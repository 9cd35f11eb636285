/**
 * Pure rules of the embed content analytics and collected e-mails screens (EMB-25..33): the date
 * presets and the default range in New York days, the last-updated text in EST, description
 * truncation and the analytics request. Shared by pp-embeds and its tests; no DOM, no fetch.
 */
import { TZDate } from '@date-fns/tz'
import { format, subDays } from 'date-fns'
import { defaultEmbedRange } from '../../../core/date-cutoff'
import {
  contentLiveFilter,
  DESCRIPTION_EXPAND_CHARS,
  SORT_OPTIONS,
  type AnalyticsQuery,
  type ContentType,
  type EmbedState,
} from './embeds-rules'

/** Wire dates are New York calendar days (embeds-rules.ts). */
export const NEW_YORK = 'America/New_York'
/** EMB-25: "shown in EST": a fixed UTC−5 clock, so the label is true all year. */
export const EST = 'Etc/GMT+5'

/** A chosen range of days, both ends included (`yyyy-MM-dd`); null = Anytime. */
export interface DayRange {
  from: string
  to: string
}

/** The New York calendar day of `now` moved back `days` days, as yyyy-MM-dd. */
export function newYorkDay(now: Date, days = 0): string {
  return format(subDays(new TZDate(now.getTime(), NEW_YORK), days), 'yyyy-MM-dd')
}

/** EMB-26: the date presets (Anytime is no range), counted back from today (New York). */
export const DATE_PRESETS = [
  { label: 'Today', back: 0, days: 1 },
  { label: 'Yesterday', back: 1, days: 1 },
  { label: 'Last 7 days', back: 0, days: 7 },
  { label: 'Last 30 days', back: 0, days: 30 },
  { label: 'Last 90 days', back: 0, days: 90 },
] as const
export const ANYTIME = 'Anytime'

export type PresetLabel = (typeof DATE_PRESETS)[number]['label']

/** The range a preset picks on the New York day of `now`. */
export function presetRange(label: PresetLabel, now: Date): DayRange {
  const preset = DATE_PRESETS.find((p) => p.label === label) ?? DATE_PRESETS[2]
  return {
    from: newYorkDay(now, preset.back + preset.days - 1),
    to: newYorkDay(now, preset.back),
  }
}

/** EMB-27: last 7 days = today minus 6 days through today (not the ad-metric cutoff). */
export const defaultRange: (now: Date) => DayRange = defaultEmbedRange

/** The wire form of a range: both null for Anytime. */
export function rangeDates(range: DayRange | null): {
  startDate: string | null
  endDate: string | null
} {
  return range ? { startDate: range.from, endDate: range.to } : { startDate: null, endDate: null }
}

/** EMB-25: `Last updated: {time} EST`, e.g. "Last updated: Nov 26, 2026, 9:00 AM EST". */
export function lastUpdatedText(iso: string): string | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const time = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: EST,
  }).format(date)
  return `Last updated: ${time} EST`
}

/**
 * EMB-29: a description over 200 characters shows its first 200 (cut at the last space when
 * there is one in the last 40) with an ellipsis, and expands; shorter ones show whole.
 */
export function truncateDescription(
  text: string,
  max = DESCRIPTION_EXPAND_CHARS,
): { short: string; expandable: boolean } {
  if (text.length <= max) return { short: text, expandable: false }
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  const short = (space > max - 40 ? cut.slice(0, space) : cut).trimEnd()
  return { short: `${short}…`, expandable: true }
}

export type SortLabel = (typeof SORT_OPTIONS)[number]['label']
export const DEFAULT_SORT: SortLabel = 'As in embed'

/** The analytics screen's filters, as the user chose them. */
export interface AnalyticsFilters {
  keyword: string
  contentTypes: ContentType[]
  states: EmbedState[]
  range: DayRange | null
  sort: SortLabel
}

/** EMB-25/26/28: the request body of API-49 for the filters and a page. */
export function analyticsQuery(filters: AnalyticsFilters, page: number): AnalyticsQuery {
  const sort = SORT_OPTIONS.find((s) => s.label === filters.sort) ?? SORT_OPTIONS[0]
  const keyword = filters.keyword.trim()
  return {
    keyword: keyword === '' ? null : keyword,
    orderBy: sort.orderBy,
    orderDirection: sort.orderDirection,
    ...rangeDates(filters.range),
    contentTypes: [...filters.contentTypes],
    contentLive: contentLiveFilter(filters.states),
    page,
  }
}

/** EMB-30: the card's Edit button: shown when edit-permitted, enabled when live and queued. */
export function cardEdit(
  card: { contentLive: boolean; queuePosition: number | null },
  canEdit: boolean,
): 'hidden' | 'disabled' | 'enabled' {
  if (!canEdit) return 'hidden'
  return card.contentLive && typeof card.queuePosition === 'number' ? 'enabled' : 'disabled'
}

/** EMB-30: where a card's Edit goes (the builder's customize step on that card). */
export function customizePath(embedUUID: string, contentUUID: string): string {
  const query = new URLSearchParams({ embed: embedUUID, card: contentUUID })
  return `/dashboard/embeds/management/customize?${query.toString()}`
}

/** EMB-29: story cards link to the story-clicks report. */
export const STORY_CLICKS_PATH = '/dashboard/analytics/detail/storyclicks'
/** ANA-09: the link says where it came from, so the story clicks page returns to this embed. */
export const storyClicksPath = (embedUUID: string) =>
  `${STORY_CLICKS_PATH}?from=embedcontent&embed=${encodeURIComponent(embedUUID)}`

/** EMB-32/33: the collected e-mails screen's texts (spec 001 §8). */
export const EMAILS_TEXT = {
  fetchFailed: 'There was an issue fetching your email data',
  downloadFailed: 'There was an issue downloading your email data',
  noData: 'Sorry there is no data to download',
  downloaded: 'Your Collected Emails have been downloaded!',
  fileName: 'collected-emails.csv',
} as const

/** EMB-31: the edit-embed call to action opens the builder on the embed. */
export function editEmbedPath(embedUUID: string): string {
  return `/dashboard/embeds/management/placement?embed=${encodeURIComponent(embedUUID)}`
}

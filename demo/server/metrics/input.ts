/**
 * The metric calls' form (spec 002 §3/§7, the contract's MetricQuery): read from an
 * application/x-www-form-urlencoded body (lists as repeated keys), checked field by field, with
 * 400 and field errors for anything wrong, and the account's own ids checked against the
 * database. A site, embed or story id that is not the account's is refused (400, "Not one of
 * your …"), never silently matched against nothing.
 */
import {
  DEVICES,
  DETAIL_TOP_RANK,
  MAX_RANGE_DAYS,
  REVENUE_TYPES,
  VIEW_TYPES,
  type Device,
  type MetricFamily,
  type RevenueType,
  type ViewType,
} from '../../../src/areas/analytics/lib/metrics-rules'
import { controlCharFields, type FieldError } from '../../../src/core/validation/rules'
import type { DB } from '../platform/db'
import { isDay, nyDay, nyDayBefore } from '../platform/days'
import { fail } from '../platform/http-errors'

/** The longest range a call may ask for, in days (both ends included): about two years. */
export { MAX_RANGE_DAYS }
export const MAX_TOP_RANK = 100
/** At most this many ids in one list filter. */
export const MAX_LIST = 100
export const MAX_COUNTRIES = 250
export const DATE_RANGES = [
  'YESTERDAY',
  'LAST_SEVEN_DAYS',
  'LAST_THIRTY_DAYS',
  'LAST_WEEK',
  'LAST_MONTH',
] as const

/** The viewTypes each family answers (the spec's table); the first is the default. */
export const FAMILY_VIEW_TYPES: Readonly<Record<MetricFamily, readonly ViewType[]>> = {
  questionAnswered: ['SITE', 'DEVICE', 'GEO', 'EMBED'],
  embedLoad: ['SITE', 'DEVICE', 'GEO', 'EMBED'],
  uniqueEngagedUsers: ['SITE', 'DEVICE', 'GEO', 'EMBED'],
  storyClicked: ['STORY', 'SITE', 'DEVICE', 'GEO', 'EMBED'],
  // EMBED beyond the page's tabs: the home's embed engagement table shows revenue per embed
  // (ads outside embeds are one row with the key '').
  revenue: ['SITE', 'DEVICE', 'GEO', 'AD_UNIT', 'AD_TYPE', 'EMBED'],
}

/** The fact column each breakdown groups by. */
export const KEY_COLUMN: Readonly<Record<ViewType, string>> = {
  SITE: 'site_uuid',
  DEVICE: 'device',
  GEO: 'country',
  EMBED: 'embed_uuid',
  STORY: 'content_uuid',
  AD_UNIT: 'ad_unit_uuid',
  AD_TYPE: 'ad_type',
}

/** The columns a read of `query` by total, day or a breakdown needs: its filters' and its key's. */
export function neededColumns(query: Query, by: 'total' | 'day' | ViewType): string[] {
  const out: string[] = []
  if (query.sites.length) out.push('site_uuid')
  if (query.devices.length) out.push('device')
  if (query.countries.length) out.push('country')
  if (query.embeds.length) out.push('embed_uuid')
  if (query.stories.length) out.push('content_uuid')
  if (query.revenueType) out.push('ad_type')
  if (by !== 'total' && by !== 'day') out.push(KEY_COLUMN[by])
  return out
}

export interface Range {
  start: string
  end: string
}

/** A checked metric query. */
export interface Query {
  accountUUID: string
  range: Range
  /** The same-length period just before, or null when compare is false. */
  previous: Range | null
  viewType: ViewType
  topRank: number
  sites: string[]
  devices: Device[]
  countries: string[]
  embeds: string[]
  stories: string[]
  revenueType: RevenueType | null
}

/** An id (UUID) in a form field. */
export const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A two-letter country code. */
export const COUNTRY = /^[A-Z]{2}$/
const LISTS = ['sites', 'devices', 'countries', 'embeds', 'stories'] as const
const SCALARS = [
  'accountUUID',
  'startDate',
  'endDate',
  'dateRange',
  'viewType',
  'topRank',
  'dataType',
  'revenueType',
  'compare',
] as const

/** Calendar arithmetic on YYYY-MM-DD days. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
}

export function daysBetween(start: string, end: string): number {
  return Math.round(
    (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000,
  )
}

/** Every day of a range, in order. */
export function daysOf(range: Range): string[] {
  const out: string[] = []
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) out.push(day)
  return out
}

/** The same-length period just before `range`. */
export function previousOf(range: Range): Range {
  const length = daysBetween(range.start, range.end) + 1
  const end = addDays(range.start, -1)
  return { start: addDays(end, -(length - 1)), end }
}

/** A named range (REP-08), in New York days, as of `now`. */
export function resolveDateRange(name: (typeof DATE_RANGES)[number], now = Date.now()): Range {
  const today = nyDay(now)
  const yesterday = nyDayBefore(now, 1)
  switch (name) {
    case 'YESTERDAY':
      return { start: yesterday, end: yesterday }
    case 'LAST_SEVEN_DAYS':
      return { start: nyDayBefore(now, 7), end: yesterday }
    case 'LAST_THIRTY_DAYS':
      return { start: nyDayBefore(now, 31), end: yesterday }
    case 'LAST_WEEK': {
      // Monday to Sunday of the week before this one.
      const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7
      const monday = addDays(today, -weekday - 7)
      return { start: monday, end: addDays(monday, 6) }
    }
    case 'LAST_MONTH': {
      const first = `${today.slice(0, 7)}-01`
      const end = addDays(first, -1)
      return { start: `${end.slice(0, 7)}-01`, end }
    }
  }
}

/** The form as single values and lists; unknown or repeated single fields are errors. */
export function readForm(text: string) {
  return readFields(text, SCALARS, LISTS)
}

/**
 * A url-encoded form of the named single fields and lists (a list as its key repeated, in the
 * order sent; empty items dropped); unknown or repeated single fields are errors, control
 * characters 400 at once.
 */
export function readFields<S extends string, L extends string>(
  text: string,
  scalars: readonly S[],
  lists: readonly L[],
): { one: Partial<Record<S, string>>; many: Record<L, string[]>; errors: FieldError[] } {
  const one: Partial<Record<S, string>> = {}
  const many = Object.fromEntries(lists.map((name) => [name, []])) as unknown as Record<L, string[]>
  const errors: FieldError[] = []
  const params = new URLSearchParams(text)
  const controls = controlCharFields(Object.fromEntries(params))
  if (controls.length) throw fail.badRequest(controls)
  for (const [name, value] of params) {
    if ((lists as readonly string[]).includes(name)) {
      // `sites[]=…` and `sites=a,b` are not the contract's form: one id per key.
      if (value !== '') many[name as L].push(value)
    } else if ((scalars as readonly string[]).includes(name)) {
      const key = name as S
      if (one[key] !== undefined) errors.push({ field: name, message: 'Send this field once' })
      one[key] = value
    } else errors.push({ field: name, message: 'Unknown field' })
  }
  return { one, many, errors }
}

/** Reads and checks a metric query for `family` (the account check is the caller's). */
export function parseQuery(
  family: MetricFamily,
  text: string,
  now = Date.now(),
): { query: Query; dataType: string | null } {
  const { one, many, errors } = readForm(text)
  const err = (field: string, message: string) => errors.push({ field, message })

  const accountUUID = one.accountUUID ?? ''
  if (!ID.test(accountUUID)) err('accountUUID', 'Send your account id')

  let range: Range | null = null
  if (one.dateRange !== undefined && one.dateRange !== '') {
    if (one.startDate !== undefined || one.endDate !== undefined)
      err('dateRange', 'Send a date range or start and end dates, not both')
    else if (!(DATE_RANGES as readonly string[]).includes(one.dateRange))
      err('dateRange', `Send one of ${DATE_RANGES.join(', ')}`)
    else range = resolveDateRange(one.dateRange as (typeof DATE_RANGES)[number], now)
  } else {
    const start = one.startDate ?? ''
    const end = one.endDate ?? ''
    if (!isDay(start)) err('startDate', 'Send a real date as YYYY-MM-DD')
    if (!isDay(end)) err('endDate', 'Send a real date as YYYY-MM-DD')
    if (isDay(start) && isDay(end)) {
      if (start > end) err('endDate', 'The end date must not be before the start date')
      else if (daysBetween(start, end) + 1 > MAX_RANGE_DAYS)
        err('endDate', `Choose at most ${MAX_RANGE_DAYS} days`)
      else if (start < '2000-01-01') err('startDate', 'Choose a later start date')
      else range = { start, end }
    }
  }

  const allowed = FAMILY_VIEW_TYPES[family]
  let viewType: ViewType = allowed[0]!
  if (one.viewType !== undefined && one.viewType !== '') {
    if (!(VIEW_TYPES as readonly string[]).includes(one.viewType))
      err('viewType', `Send one of ${VIEW_TYPES.join(', ')}`)
    else if (!allowed.includes(one.viewType as ViewType))
      err('viewType', `This metric is broken down by ${allowed.join(', ')}`)
    else viewType = one.viewType as ViewType
  }

  let topRank = DETAIL_TOP_RANK
  if (one.topRank !== undefined && one.topRank !== '') {
    if (!/^\d{1,3}$/.test(one.topRank) || +one.topRank < 1 || +one.topRank > MAX_TOP_RANK)
      err('topRank', `Send a whole number from 1 to ${MAX_TOP_RANK}`)
    else topRank = Number(one.topRank)
  }

  let revenueType: RevenueType | null = null
  if (one.revenueType !== undefined && one.revenueType !== '') {
    if (family !== 'revenue') err('revenueType', 'Only ad metrics have a revenue type')
    else if (!(REVENUE_TYPES as readonly string[]).includes(one.revenueType))
      err('revenueType', 'Send VIDEO or DISPLAY')
    else if (viewType === 'AD_TYPE')
      err('viewType', 'Ad Type is not a breakdown once a revenue type is chosen')
    else revenueType = one.revenueType as RevenueType
  }

  let dataType: string | null = null
  if (one.dataType !== undefined && one.dataType !== '') {
    if (one.dataType !== 'storyclicks' || family !== 'storyClicked')
      err('dataType', 'Only story clicks take a dataType (storyclicks)')
    else dataType = one.dataType
  }

  let compare = true
  if (one.compare !== undefined && one.compare !== '') {
    if (one.compare !== 'true' && one.compare !== 'false') err('compare', 'Send true or false')
    else compare = one.compare === 'true'
  }

  const ids = (name: 'sites' | 'embeds' | 'stories') => {
    const list = many[name]
    if (list.length > MAX_LIST) err(name, `Choose at most ${MAX_LIST}`)
    else if (list.some((id) => !ID.test(id))) err(name, 'Send ids')
    return [...new Set(list.map((id) => id.toLowerCase()))]
  }
  const sites = ids('sites')
  const embeds = ids('embeds')
  const stories = ids('stories')
  if (stories.length && family !== 'storyClicked')
    err('stories', 'Only story clicks filter by story')
  const devices = [...new Set(many.devices)]
  if (devices.some((d) => !(DEVICES as readonly string[]).includes(d)))
    err('devices', 'Send DESKTOP or MOBILE')
  const countries = [...new Set(many.countries.map((c) => c.toUpperCase()))]
  if (countries.length > MAX_COUNTRIES) err('countries', `Choose at most ${MAX_COUNTRIES}`)
  else if (countries.some((c) => !COUNTRY.test(c)))
    err('countries', 'Send two-letter country codes')

  if (errors.length || !range) throw fail.badRequest(errors)
  return {
    query: {
      accountUUID: accountUUID.toLowerCase(),
      range,
      previous: compare ? previousOf(range) : null,
      viewType,
      topRank,
      sites,
      devices: devices as Device[],
      countries,
      embeds,
      stories,
      revenueType,
    },
    dataType,
  }
}

/** The field error when some of `ids` are not among those `own` finds, else none. */
async function foreign(
  field: string,
  message: string,
  ids: string[],
  own: () => Promise<Array<{ id: string }>>,
): Promise<FieldError[]> {
  if (!ids.length) return []
  const found = new Set((await own()).map((r) => r.id))
  return ids.some((id) => !found.has(id)) ? [{ field, message }] : []
}

/** Site ids that are not the account's: the field error, or none (reports check theirs too). */
export const foreignSites = (db: DB, accountUUID: string, sites: string[]) =>
  foreign('sites', 'Not one of your sites', sites, () =>
    db
      .selectFrom('sites')
      .select('site_uuid as id')
      .where('account_uuid', '=', accountUUID)
      .where('site_uuid', 'in', sites)
      .execute(),
  )

/** Refuses ids in the filters that are not the account's (400 with the fields). */
export async function checkOwnIds(db: DB, query: Query): Promise<void> {
  const errors = [
    ...(await foreignSites(db, query.accountUUID, query.sites)),
    ...(await foreign('embeds', 'Not one of your embeds', query.embeds, () =>
      db
        .selectFrom('embeds')
        .select('embed_uuid as id')
        .where('account_uuid', '=', query.accountUUID)
        .where('embed_uuid', 'in', query.embeds)
        .execute(),
    )),
    ...(await foreign('stories', 'Not one of your stories', query.stories, () =>
      db
        .selectFrom('embed_contents')
        .innerJoin('embeds', 'embeds.embed_uuid', 'embed_contents.embed_uuid')
        .select('embed_contents.content_uuid as id')
        .where('embeds.account_uuid', '=', query.accountUUID)
        .where('embed_contents.content_type', '=', 'STORY')
        .where('embed_contents.content_uuid', 'in', query.stories)
        .execute(),
    )),
  ]
  if (errors.length) throw fail.badRequest(errors)
}

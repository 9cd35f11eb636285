/**
 * The ratings unit's settings (spec 002 §3, §5, §9; RAT-13..21): shapes, defaults and validation
 * rules. Pure; shared by the pp-ratings screens and the ratings service (same functions).
 */
import {
  AA_GRAPHIC_CONTRAST,
  AA_TEXT_CONTRAST,
  lowContrast,
  type ContrastPair,
} from '../../../core/contrast'
import type { z } from 'zod'
import type * as schemas from '../../../contracts/ratings/ratings.schemas'
import type { FieldError } from '../../../core/validation/rules'

export const RATING_FONT_SIZES = ['REGULAR', 'COMFORTABLE', 'ACCESSIBLE'] as const
export type RatingFontSize = (typeof RATING_FONT_SIZES)[number]
export const RATING_FONT_WEIGHTS = ['REGULAR', 'MEDIUM'] as const
export type RatingFontWeight = (typeof RATING_FONT_WEIGHTS)[number]
/** API-117: which code a caller asks for. */
export const CODE_PRODUCT_TYPES = ['RATING_UNIT', 'RATING_COUNTER'] as const
export type CodeProductType = (typeof CODE_PRODUCT_TYPES)[number]
export const EXPORT_FORMATS = ['csv', 'xml'] as const

export const RATING_COLOR_KEYS = ['background', 'primaryText', 'brand', 'errorValidation'] as const
export type RatingColorKey = (typeof RATING_COLOR_KEYS)[number]
/** Colours as six hex digits without '#', like the commenting colours (RAT-16). */
export type RatingColors = Record<RatingColorKey, string>

// The wire shapes are declared once, as the contract's schemas (src/contracts/ratings).
export type FontConfiguration = z.output<typeof schemas.fontConfiguration>
export type ColorConfiguration = z.output<typeof schemas.colorConfiguration>
export type CounterConfiguration = z.output<typeof schemas.counterConfiguration>
/** RAT-14: the general fields (what API-114 saves). */
export type GeneralFields = z.output<typeof schemas.generalFields>
export type GeneralSave = GeneralFields & {
  fontConfiguration: Pick<FontConfiguration, 'size' | 'weight'>
}
/** API-112 / RAT-13: one site's ratings configuration. */
export type RatingsConfiguration = z.output<typeof schemas.ratingsConfiguration>

// ---- constants (spec 002 §5, §9) ----

export const TITLE_MAX = 40
export const THANK_YOU_MAX = 255
export const LABEL_MAX = 20
export const STARS_MIN = 1
export const STARS_MAX = 5
/** RAT-18: the counter's link to the unit (TEXT.leaveRating; here so the unit script can use it). */
export const LEAVE_RATING = 'Leave a rating'
/** RAT-18: the previews' sample data. */
export const SAMPLE_RATINGS = { count: 134, average: 4.6 } as const

/** RAT-16: ratings defaults, as the commenting colours with brand for branding (no '#'). */
export const DEFAULT_RATING_COLORS: RatingColors = {
  background: 'FFFFFF',
  primaryText: '062B75',
  brand: '1494F4',
  errorValidation: 'DF1D1D',
}

/** RAT-14: label placeholders (zero: OPEN, default `No Ratings`). */
export const LABEL_PLACEHOLDERS = {
  zeroRatingLabel: 'No Ratings',
  oneRatingLabel: '1 Rating',
  multipleRatingsLabel: '{count} Ratings',
} as const

/** RAT-14: a new unit's general settings (titles OPEN in the spec: defaults here). */
export const DEFAULT_GENERAL: GeneralFields = {
  title: 'Rate this article',
  firstRatingTitle: 'Be the first to rate',
  thankYouMessage: 'Thanks for your rating!',
  enablePageId: false,
  ...LABEL_PLACEHOLDERS,
}
export const DEFAULT_FONT = { size: 'REGULAR', weight: 'REGULAR' } as const
/** RAT-14: what each font setting means on the page (as the commenting unit's sizes). */
export const RATING_FONT_PX: Record<RatingFontSize, number> = {
  REGULAR: 15,
  COMFORTABLE: 16,
  ACCESSIBLE: 17,
}
export const RATING_FONT_WEIGHT: Record<RatingFontWeight, number> = { REGULAR: 400, MEDIUM: 500 }
export const DEFAULT_COUNTER = { showHalfStars: true, enabled: false } as const

export const INVALID_FIELDS = 'Please update invalid fields.'
export const INVALID_COLORS = 'Cannot save: invalid colors'

// ---- field rules ----

/** Letters, marks, digits, punctuation, symbols and spaces: no control or format characters. */
const TEXT_SET = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]*$/u
const HEX6 = /^[0-9a-fA-F]{6}$/

/** RAT-14: 1..max characters, no leading whitespace, the broad symbol set (checked untrimmed). */
export function textProblem(value: string | null | undefined, max: number): string | null {
  const v = value ?? ''
  if (v.trim().length === 0) return 'This field is required'
  if (/^\s/.test(v)) return 'Do not start with a space'
  if (v.trim().length > max) return `Use at most ${max} characters`
  if (!TEXT_SET.test(v.trim())) return 'Use letters, digits, spaces and punctuation only'
  return null
}

/** RAT-14: the limit of each general text field. */
export const GENERAL_LIMITS = {
  title: TITLE_MAX,
  firstRatingTitle: TITLE_MAX,
  thankYouMessage: THANK_YOU_MAX,
  zeroRatingLabel: LABEL_MAX,
  oneRatingLabel: LABEL_MAX,
  multipleRatingsLabel: LABEL_MAX,
} as const
export type GeneralTextKey = keyof typeof GENERAL_LIMITS
export const GENERAL_TEXT_KEYS = Object.keys(GENERAL_LIMITS) as GeneralTextKey[]

const err = (field: string, message: string | null): FieldError[] =>
  message ? [{ field, message }] : []

/** RAT-14: every invalid general field (any one blocks saving). */
export function generalProblems(g: GeneralSave): FieldError[] {
  return [
    ...GENERAL_TEXT_KEYS.flatMap((k) => err(k, textProblem(g[k], GENERAL_LIMITS[k]))),
    ...err(
      'fontConfiguration.size',
      RATING_FONT_SIZES.includes(g.fontConfiguration.size) ? null : 'Choose a font size',
    ),
    ...err(
      'fontConfiguration.weight',
      RATING_FONT_WEIGHTS.includes(g.fontConfiguration.weight) ? null : 'Choose a font weight',
    ),
  ]
}

/** RAT-14: all texts trimmed on save. */
export function generalToSave<T extends GeneralSave>(g: T): T {
  const out = { ...g }
  for (const k of GENERAL_TEXT_KEYS) out[k] = out[k].trim()
  return out
}

/** RAT-16: a colour as six hex digits without '#' (OPEN: picker rule, default 6-digit hex). */
export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX6.test(value)

/** Parses a typed colour (with or without '#') into a stored one, or null. */
export function parseColor(input: string): string | null {
  const value = input.trim().replace(/^#/, '')
  return HEX6.test(value) ? value.toUpperCase() : null
}

/** RAT-16: every invalid colour (any one → `Cannot save: invalid colors`). */
export function colorProblems(c: RatingColors): FieldError[] {
  return RATING_COLOR_KEYS.flatMap((k) =>
    err(k, isHexColor(c[k]) ? null : 'Enter a colour such as #1494F4'),
  )
}

/** RAT-16: Save is disabled while all four colours equal the saved ones (case-insensitive). */
export function sameColors(a: RatingColors, b: RatingColors): boolean {
  return RATING_COLOR_KEYS.every((k) => a[k].toLowerCase() === b[k].toLowerCase())
}

/**
 * The picked colours a reader must make out on the background (WCAG AA): the text 4.5:1, the
 * stars 3:1 (errorValidation has no picker, so nothing to warn about).
 */
export const RATING_COLOR_PAIRS: ReadonlyArray<ContrastPair<RatingColorKey>> = [
  { text: 'primaryText', background: 'background', needed: AA_TEXT_CONTRAST },
  { text: 'brand', background: 'background', needed: AA_GRAPHIC_CONTRAST },
]

/** The pairs of valid colours below the contrast they need, with their ratio. */
export const lowContrastPairs = (c: RatingColors) => lowContrast(c, RATING_COLOR_PAIRS)

/** RAT-14/18: the count label for a number of ratings. */
export function countLabel(
  count: number,
  labels: Pick<GeneralFields, 'zeroRatingLabel' | 'oneRatingLabel' | 'multipleRatingsLabel'>,
): string {
  if (count === 0) return labels.zeroRatingLabel
  if (count === 1) return labels.oneRatingLabel
  return labels.multipleRatingsLabel.replace('{count}', String(count))
}

/** A star value: whole stars 1–5, or half steps when half stars are shown (RAT-20). */
export function isStarValue(stars: number, halfStars: boolean): boolean {
  const step = halfStars ? 2 : 1
  return stars >= STARS_MIN && stars <= STARS_MAX && Number.isInteger(stars * step)
}

// ---- the ratings unit on publisher pages (the public calls; issue 13 "Ratings on real pages") ----

/**
 * A page's ratings: how many, their average (unrounded; 0 without any) and how many fall on each
 * whole star (`stars[0]` one star … `stars[4]` five stars; a half-star vote counts on the star
 * it reaches, 3.5 → four stars).
 */
export interface PageSummary {
  count: number
  average: number
  stars: [number, number, number, number, number]
}

/** What the unit script reads: the unit's settings as published, without the portal's ids. */
export interface PublicSettings extends Omit<GeneralFields, 'enablePageId'> {
  enablePageId: boolean
  font: { size: RatingFontSize; weight: RatingFontWeight }
  colors: RatingColors
  counter: { enabled: boolean; showHalfStars: boolean }
}

/**
 * GET /api/ratings/public/v1/units/{unitUUID}?url=&pageId= (header X-Rater-Id optional) and the
 * answer of a vote: the settings, the page's summary and this visitor's own stars (or null).
 */
export interface PublicRatings {
  unitUUID: string
  settings: PublicSettings
  page: PageSummary
  mine: number | null
}

/**
 * POST /api/ratings/public/v1/units/{unitUUID}/votes with header X-Rater-Id: one vote per visitor
 * and page; voting again replaces the visitor's earlier stars. Answers PublicRatings.
 */
export interface VoteBody {
  url: string
  pageId?: string | null
  stars: number
}

/** The header carrying the visitor's first-party id (kept in the publisher page's storage). */
export const RATER_HEADER = 'X-Rater-Id'
/** A rater id: 16–64 characters of [A-Za-z0-9_-] (the unit makes 32 random ones). */
export const RATER_ID = /^[A-Za-z0-9_-]{16,64}$/
export const PAGE_URL_MAX = 2048
export const PAGE_ID_MAX = 200

/** Stars as stored: half steps, 2 (one star) … 10 (five stars). */
export const toHalfStars = (stars: number) => Math.round(stars * 2)
export const fromHalfStars = (half: number) => half / 2

/** The summary of a page's votes, given in half steps (2..10). */
export function summarize(halfStars: readonly number[]): PageSummary {
  const stars: PageSummary['stars'] = [0, 0, 0, 0, 0]
  let total = 0
  for (const half of halfStars) {
    stars[Math.min(STARS_MAX, Math.ceil(half / 2)) - 1]! += 1
    total += half
  }
  const count = halfStars.length
  return { count, average: count ? total / 2 / count : 0, stars }
}

/** An average as shown: one decimal (4.6). */
export const shownAverage = (average: number) => (Math.round(average * 10) / 10).toFixed(1)

/** Each star's share of the ratings in whole percent (the previews' bars), five to one. */
export function starPercents(summary: PageSummary): number[] {
  return summary.stars.map((n) => (summary.count ? Math.round((n / summary.count) * 100) : 0))
}

/** RAT-18: the previews' sample page — 134 ratings averaging 4.6. */
export const SAMPLE_SUMMARY: PageSummary = { count: 134, average: 4.6, stars: [2, 3, 6, 23, 100] }

/**
 * The page a vote belongs to: the page ID when the unit uses page IDs and the page gives one,
 * else the address without query and fragment (`https://site.example/path`). Null for an
 * address that is not http(s) or is too long, or a page ID that is too long.
 */
export function pageKeyOf(
  url: string,
  pageId: string | null | undefined,
  enablePageId: boolean,
): string | null {
  const id = pageId?.trim()
  if (enablePageId && id) return id.length <= PAGE_ID_MAX ? `id:${id}` : null
  if (url.length > PAGE_URL_MAX) return null
  try {
    const u = new URL(url)
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null
    return `url:${u.origin}${u.pathname}`
  } catch {
    return null
  }
}
/** The page as an export shows it: the page ID or the address. */
export const pageOfKey = (key: string) => key.replace(/^(id|url):/, '')

/** RAT-22: the export's rows (API-118/119), one per page with ratings, in the columns' order. */
export interface ExportRow {
  page: string
  totalRatings: number
  averageRating: number
}
export const EXPORT_COLUMNS = ['Page', 'Total Ratings', 'Average Rating'] as const
/** RAT-23: API-118's 404 when the site's unit has no ratings yet (the screen says the same). */
export const EXPORT_NONE = 'No ratings recorded yet to the selected site.'
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/** schema.org AggregateRating for a page with ratings (null without any), as the unit writes it. */
export function aggregateRatingLd(page: PageSummary, name: string, url: string) {
  if (!page.count) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name,
    url,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Number(shownAverage(page.average)),
      ratingCount: page.count,
      bestRating: STARS_MAX,
      worstRating: STARS_MIN,
    },
  }
}

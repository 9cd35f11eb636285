/**
 * The ratings unit's settings (spec 002 §3, §5, §9; RAT-13..21): shapes, defaults and validation
 * rules. Pure; shared by the pp-ratings screens and the ratings service (same functions).
 */
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

export interface FontConfiguration {
  uuid: string
  size: RatingFontSize
  weight: RatingFontWeight
}
export interface ColorConfiguration extends RatingColors {
  uuid: string
}
export interface CounterConfiguration {
  uuid: string
  showHalfStars: boolean
  enabled: boolean
  counterConfigUUID: string
}

/** RAT-14: the general fields (what API-114 saves). */
export interface GeneralFields {
  title: string
  firstRatingTitle: string
  thankYouMessage: string
  enablePageId: boolean
  zeroRatingLabel: string
  oneRatingLabel: string
  multipleRatingsLabel: string
}
export type GeneralSave = GeneralFields & {
  fontConfiguration: Pick<FontConfiguration, 'size' | 'weight'>
}

/** API-112 / RAT-13: one site's ratings configuration. */
export interface RatingsConfiguration {
  siteUUID: string
  ratingUnitUUID: string
  configuration: GeneralFields & {
    uuid: string
    fontConfiguration: FontConfiguration
    colorConfiguration: ColorConfiguration
    counterConfiguration: CounterConfiguration
  }
}

// ---- constants (spec 002 §5, §9) ----

export const TITLE_MAX = 40
export const THANK_YOU_MAX = 255
export const LABEL_MAX = 20
export const STARS_MIN = 1
export const STARS_MAX = 5
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

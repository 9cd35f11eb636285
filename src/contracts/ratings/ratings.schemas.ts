/**
 * The schemas of the ratings calls (ratings.ts). The enumerations are the ratings rule module's;
 * its types of these shapes are these schemas' (src/areas/ratings/lib/ratings-rules.ts), so each
 * shape is written once. Bodies keep their texts loose: the rule module's checks give the spec's
 * messages.
 */
import { z } from 'zod'
import {
  CODE_PRODUCT_TYPES,
  EXPORT_FORMATS,
  RATING_COLOR_KEYS,
  RATING_FONT_SIZES,
  RATING_FONT_WEIGHTS,
  type RatingColorKey,
} from '../../areas/ratings/lib/ratings-rules'
import type { SchemasOf } from '../define'
import type { ratingsCalls } from './ratings'

const flag = z.boolean('Send true or false')
const text = z.string('Send text').max(2000, 'Use at most 2000 characters')
const colorsOf = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(RATING_COLOR_KEYS.map((k) => [k, value])) as Record<RatingColorKey, T>,
  )

export const fontConfiguration = z.object({
  uuid: z.string(),
  size: z.enum(RATING_FONT_SIZES),
  weight: z.enum(RATING_FONT_WEIGHTS),
})
export const colorConfiguration = colorsOf(z.string()).extend({ uuid: z.string() })
export const counterConfiguration = z.object({
  uuid: z.string(),
  showHalfStars: z.boolean(),
  enabled: z.boolean(),
  counterConfigUUID: z.string(),
})
/** RAT-14: the general fields (what API-114 saves). */
export const generalFields = z.object({
  title: z.string(),
  firstRatingTitle: z.string(),
  thankYouMessage: z.string(),
  enablePageId: z.boolean(),
  zeroRatingLabel: z.string(),
  oneRatingLabel: z.string(),
  multipleRatingsLabel: z.string(),
})
/** API-112 / RAT-13: one site's ratings configuration. */
export const ratingsConfiguration = z.object({
  siteUUID: z.string(),
  ratingUnitUUID: z.string(),
  configuration: generalFields.extend({
    uuid: z.string(),
    fontConfiguration,
    colorConfiguration,
    counterConfiguration,
  }),
})

const colorsBody = colorsOf(text).extend({ uuid: z.string().optional() })
const generalBody = z.object({
  uuid: z.string().optional(),
  title: text,
  firstRatingTitle: text,
  thankYouMessage: text,
  enablePageId: flag,
  zeroRatingLabel: text,
  oneRatingLabel: text,
  multipleRatingsLabel: text,
  fontConfiguration: z.object({
    uuid: z.string().optional(),
    size: z.string('Choose a font size').max(40),
    weight: z.string('Choose a font weight').max(40),
  }),
})
const counterBody = z.object({
  uuid: z.string().optional(),
  counterConfigUUID: z.string().optional(),
  showHalfStars: flag,
  enabled: flag,
})

/** API-117 with RATING_UNIT. */
export const unitCode = z.object({
  headerCode: z.string(),
  ratingUnitCode: z.string(),
  enablePageId: z.boolean(),
})
/** API-117 with RATING_COUNTER: the add-ons data (spec 002 §3). */
export const addonsData = z.object({
  counterConfiguration,
  code: z.object({ headerCode: z.string(), ratingCounterCode: z.string() }),
})

const siteUUID = z.string().optional()

export const ratingsSchemas = {
  hasUnit: { query: z.object({ siteUUID }), answer: z.object({ hasRatingsUnit: z.boolean() }) },
  configuration: {
    query: z.object({
      accountUUID: z.string().optional(),
      siteUUID,
      siteUrl: z.string().optional(),
    }),
    answer: ratingsConfiguration,
  },
  saveColors: { body: colorsBody, answer: colorConfiguration },
  saveGeneral: { body: generalBody, answer: ratingsConfiguration },
  saveCounter: { body: counterBody, answer: counterConfiguration },
  code: {
    query: z.object({
      productType: z.enum(CODE_PRODUCT_TYPES, 'Choose RATING_UNIT or RATING_COUNTER'),
      siteUUID,
    }),
    answer: z.union([unitCode, addonsData]),
  },
  exportFile: {
    query: z.object({ format: z.enum(EXPORT_FORMATS, 'Choose csv or xml'), siteUUID }),
    answer: z.object({ exportedFileUrl: z.string() }),
  },
  file: { file: 'text/csv' },
} satisfies SchemasOf<typeof ratingsCalls>

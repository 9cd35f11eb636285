/**
 * The schemas of the ratings unit's public calls (public.ts). The answer is the ratings rule
 * module's PublicRatings (the compiler keeps the two alike); the page is checked by the route
 * against the unit's settings (a url, or a page id where the unit uses them), so the query stays
 * loose here.
 */
import { z } from 'zod'
import {
  RATING_FONT_SIZES,
  RATING_FONT_WEIGHTS,
  type PublicRatings,
} from '../../areas/ratings/lib/ratings-rules'
import type { SchemasOf } from '../define'
import type { ratingsPublicCalls } from './public'
import { colorConfiguration, generalFields } from './ratings.schemas'

const count = z.number()

/** What the unit script reads (PublicRatings): settings, the page's summary, the visitor's stars. */
export const publicRatings = z.object({
  unitUUID: z.string(),
  settings: generalFields.extend({
    font: z.object({ size: z.enum(RATING_FONT_SIZES), weight: z.enum(RATING_FONT_WEIGHTS) }),
    colors: colorConfiguration.omit({ uuid: true }),
    counter: z.object({ enabled: z.boolean(), showHalfStars: z.boolean() }),
  }),
  page: z.object({
    count,
    average: z.number(),
    stars: z.tuple([count, count, count, count, count]),
  }),
  mine: z.number().nullable(),
}) satisfies z.ZodType<PublicRatings>

/** The page a vote is for (checked against the unit's settings by the route) and its stars. */
export const voteBody = z.object({
  url: z.string('Send the page address').max(10_000),
  pageId: z.string().max(10_000).nullable().optional(),
  stars: z.number('Choose 1 to 5 stars'),
})

export const ratingsPublicSchemas = {
  read: {
    query: z.object({ url: z.string().optional(), pageId: z.string().optional() }),
    answer: publicRatings,
  },
  vote: { body: voteBody, answer: publicRatings },
} satisfies SchemasOf<typeof ratingsPublicCalls>

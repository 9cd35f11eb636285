/**
 * The schemas of the embed player's public calls (public.ts). The embed is the player rule
 * module's PlayerEmbed and an event its PlayerEvent (the compiler keeps them alike). Each event is
 * checked further by the route against the embeds it names (live cards, options, the e-mail
 * card), and the whole batch is refused when one is wrong.
 */
import { z } from 'zod'
import { AD_DISPLAY_MODES, QUESTION_TYPES } from '../../areas/embeds/lib/builder-rules'
import { CONTENT_TYPES } from '../../areas/embeds/lib/embeds-rules'
import { VISITOR_ID, type PlayerEmbed, type PlayerEvent } from '../../areas/embeds/lib/player-rules'
import { option } from '../accounts/embeds.schemas'
import type { SchemasOf } from '../define'
import type { playerPublicCalls } from './public'

/** The most events one batch holds. */
export const EVENTS_MAX = 50
/** One inview report covers at most 30 minutes. */
export const INVIEW_MAX_MS = 30 * 60_000
export const EMAIL_MAX = 254

const background = {
  backgroundColor: z.string().nullable(),
  backgroundImageURL: z.string().nullable(),
}

/** An option as the player shows it: the stored one's words and pictures, with its count. */
const playerOption = option
  .pick({ optionUUID: true, text: true, emoji: true, imageURL: true })
  .extend({ correct: z.boolean(), chosen: z.number() })

/** The embed as the player renders it (live cards in queue order). */
export const playerEmbed = z.object({
  embedUUID: z.string().nullable(),
  location: z.enum(['rail', 'in-content']),
  contentOrder: z.enum(['ordered', 'random']),
  brandColor: z.string(),
  partnerLogo: z.object({ src: z.string(), url: z.string().nullable() }).nullable(),
  ads: z.object({ desktop: z.enum(AD_DISPLAY_MODES), mobile: z.enum(AD_DISPLAY_MODES) }),
  cards: z.array(
    z.object({
      contentUUID: z.string(),
      contentType: z.enum(CONTENT_TYPES),
      title: z.string(),
      ...background,
      question: z
        .object({
          type: z.enum(QUESTION_TYPES),
          options: z.array(playerOption),
        })
        .nullable(),
      story: z.object({ ctaText: z.string(), url: z.string() }).nullable(),
    }),
  ),
  email: z
    .object({
      position: z.number(),
      headline: z.string(),
      body: z.string(),
      publisherName: z.string(),
      privacyPolicyURL: z.string(),
      ...background,
    })
    .nullable(),
}) satisfies z.ZodType<PlayerEmbed>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const id = (message: string) => z.string(message).max(64, message).regex(UUID, message)

/** One engagement event as the player reports it. */
export const playerEvent = z.object({
  kind: z.enum(
    ['load', 'inview', 'answer', 'story_click', 'email'],
    'Send load, inview, answer, story_click or email',
  ),
  embedUUID: id('Send an embed id'),
  contentUUID: id('Send a card id').optional(),
  optionUUID: id('Send an option id').optional(),
  ms: z
    .number('Send milliseconds')
    .int('Send whole milliseconds')
    .min(1, 'Send at least 1 ms')
    .max(INVIEW_MAX_MS, `Send at most ${INVIEW_MAX_MS} ms`)
    .optional(),
  email: z.string('Send an e-mail address').max(EMAIL_MAX, 'Please enter a valid email').optional(),
  firstView: z.boolean('Send true or false').optional(),
  visitor: z
    .string('Send a visitor id')
    .regex(VISITOR_ID, 'Send 8 to 64 letters, digits or dashes')
    .optional(),
}) satisfies z.ZodType<PlayerEvent>

export const playerPublicSchemas = {
  embed: { answer: playerEmbed },
  data: { file: 'text/javascript' },
  events: {
    body: z
      .array(playerEvent, 'Send a list of events')
      .min(1, 'Send at least one event')
      .max(EVENTS_MAX, `Send at most ${EVENTS_MAX} events`),
    bodyAs: 'json-or-text',
  },
} satisfies SchemasOf<typeof playerPublicCalls>

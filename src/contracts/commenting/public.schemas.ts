/**
 * The schemas of the commenting unit's public calls (public.ts). The settings are the portal's
 * shapes (settings.ts) as far as the unit sees them; a comment is checked further by the route
 * (a named comment's name and e-mail, the media, the comment replied to) and by the unit's
 * moderation.
 */
import { z } from 'zod'
import { COMMENT_MAX } from '../../areas/commenting/lib/moderation-rules'
import { REPLY_FREQUENCIES } from '../../areas/commenting/lib/notify-rules'
import type { SchemasOf } from '../define'
import type { commentingPublicCalls } from './public'
import {
  avatarPack,
  colorsOf,
  commentsCounterAddon,
  commentsTree,
  generalSettings,
  moderationSettings,
} from './settings'

/** The page's id as the unit sends it. */
export const pageIdShape = z
  .string('Send a page id')
  .min(1, 'Send a page id')
  .max(200, 'Use at most 200 characters')

/** The most pages one count read names. */
export const MAX_COUNT_PAGES = 50
const PAGE_IDS = `Send 1 to ${MAX_COUNT_PAGES} page ids, comma-separated`

/** What the unit needs of the saved configuration. */
export const unitSettings = z.object({
  unitUUID: z.string(),
  isActive: z.boolean(),
  general: generalSettings.omit({ name: true, advancedSettings: true }),
  moderation: moderationSettings.omit({ uuid: true }),
  commentsTree: commentsTree.omit({ uuid: true }),
  colorSchema: colorsOf(z.string()),
  avatarPack,
  counter: commentsCounterAddon
    .pick({ zeroCommentsLabel: true, singleCommentLabel: true, multipleCommentsLabel: true })
    .nullable(),
})

/** A comment as the unit shows it. */
export const publicComment = z.object({
  commentUUID: z.string(),
  parentUUID: z.string().nullable(),
  authorName: z.string(),
  /** 0–11: one of the pack's twelve avatars. */
  avatar: z.number(),
  text: z.string(),
  mediaKind: z.enum(['image', 'gif', 'video']).nullable(),
  mediaUrl: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['PUBLISHED', 'HELD']),
  /** Written by the commenter holding the token. */
  mine: z.boolean(),
  /** Featured by a moderator: shown first, with a badge, when the unit promotes comments. */
  featured: z.boolean(),
})

/** A new comment: a named one also needs name (1–64) and e-mail (checked by the route). */
export const newComment = z.object({
  pageId: pageIdShape,
  parentUUID: z.string().max(64).nullable().optional(),
  text: z.string('Write a comment').max(COMMENT_MAX * 2, `Use at most ${COMMENT_MAX} characters`),
  mediaUrl: z
    .string()
    .max(2000, 'Use at most 2000 characters')
    .regex(/^https?:\/\/[^\s<>"']+$/i, 'Link an http(s) address')
    .nullable()
    .optional(),
  anonymous: z.boolean('Send true or false'),
  name: z.string().max(1000).nullable().optional(),
  email: z.string().max(1000).nullable().optional(),
  /** A named commenter's wish for an e-mail when someone replies (confirmed by a link first). */
  notifyReplies: z.enum(REPLY_FREQUENCIES, 'Choose IMMEDIATE or DAILY').nullable().optional(),
})

/** The ids of a count read: 1 to 50 distinct ones of at most 200 characters, comma-separated. */
const pageIds = z
  .string(PAGE_IDS)
  .transform((list) => [
    ...new Set(
      list
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .refine(
    (ids) => ids.length > 0 && ids.length <= MAX_COUNT_PAGES && ids.every((id) => id.length <= 200),
    PAGE_IDS,
  )

export const commentingPublicSchemas = {
  settings: { answer: unitSettings },
  comments: {
    // One message for any bad page id, as before the contract.
    query: z.object({
      pageId: z.string('Send a page id').min(1, 'Send a page id').max(200, 'Send a page id'),
    }),
    answer: z.object({ comments: z.array(publicComment), publishedCount: z.number() }),
  },
  post: {
    body: newComment,
    answer: z.object({
      comment: publicComment,
      verdict: z.object({
        outcome: z.enum(['PUBLISHED', 'HELD', 'REFUSED']),
        reason: z.string(),
        score: z.number().optional(),
      }),
      commenterToken: z.string(),
      /** What came of notifyReplies: a confirmation e-mail sent, or already subscribed. */
      notify: z.enum(['CONFIRMATION_SENT', 'SUBSCRIBED']).nullable(),
    }),
  },
  mark: { answer: z.object({ removed: z.boolean(), blocked: z.boolean() }) },
  counts: {
    query: z.object({ pageIds }),
    answer: z.object({
      counts: z.record(z.string(), z.number()),
      labels: z.record(z.string(), z.string()).nullable(),
    }),
  },
  view: { body: z.object({ pageId: pageIdShape }) },
  presence: {
    body: z.object({
      pageId: pageIdShape,
      /** A page view's random key (16–64 letters, digits, - or _): one reader however often. */
      visitorKey: z
        .string('Send a visitor key')
        .regex(/^[\w-]{16,64}$/, 'Use 16 to 64 letters, digits, - or _'),
    }),
    answer: z.object({ readers: z.number() }),
  },
} satisfies SchemasOf<typeof commentingPublicCalls>

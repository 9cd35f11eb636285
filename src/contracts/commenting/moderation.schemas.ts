/**
 * The schemas of the moderation calls (moderation.ts). The query of the queue is read as sent and
 * checked by the route after its access check (another account's unit answers 404 first).
 */
import { z } from 'zod'
import {
  BAN_DURATIONS,
  BAN_REASON_MAX,
  MODERATION_ACTIONS,
  QUEUE_PAGE_MAX,
  QUEUES,
} from '../../areas/commenting/lib/queue-rules'
import type { SchemasOf } from '../define'
import type { moderationCalls } from './moderation'

const ban = z.object({
  banUUID: z.string(),
  commenterUUID: z.string(),
  authorName: z.string().nullable(),
  /** ms; null: for good. */
  until: z.number().nullable(),
  reason: z.string(),
  createdAt: z.number(),
})

const counts = z.object(
  Object.fromEntries(QUEUES.map((q) => [q, z.number()])) as {
    [K in (typeof QUEUES)[number]]: z.ZodNumber
  },
)

export const queueItem = z.object({
  commentUUID: z.string(),
  pageId: z.string(),
  text: z.string(),
  mediaUrl: z.string().nullable(),
  createdAt: z.number(),
  queue: z.enum(QUEUES),
  featured: z.boolean(),
  /** Why it is held: the rule, and the word for SUSPECT_WORD. */
  held: z
    .object({
      rule: z.enum(['PRE_MODERATION', 'SUSPECT_WORD', 'SCORE', 'REPORTS']),
      word: z.string().optional(),
      score: z.number().optional(),
    })
    .nullable(),
  /** Readers' marks on it, and from how many client addresses. */
  reports: z.object({ marks: z.number(), addresses: z.number() }),
  /** The comment it answers. */
  parent: z.object({ text: z.string(), authorName: z.string().nullable() }).nullable(),
  author: z.object({
    commenterUUID: z.string(),
    name: z.string().nullable(),
    anonymous: z.boolean(),
    /** Blocked by the automatic rule (repeated reports). */
    blocked: z.boolean(),
    history: z.object({ published: z.number(), rejected: z.number(), reported: z.number() }),
    ban: ban.pick({ banUUID: true, until: true, reason: true }).nullable(),
  }),
})

const wordLists = z.object({
  banned: z.array(z.string().max(200)).max(1000),
  suspect: z.array(z.string().max(200)).max(1000),
})

export const moderationSchemas = {
  queue: {
    query: z.object({
      queue: z.string().describe('PENDING, REPORTED, APPROVED or REJECTED').optional(),
      q: z.string().describe('Words of the comment').optional(),
      author: z.string().describe("Part of the author's name").optional(),
      pageId: z.string().describe('The article (page id)').optional(),
      cursor: z.string().describe('nextCursor of the page before').optional(),
      limit: z.string().describe(`1–${QUEUE_PAGE_MAX}, 25 unless said`).optional(),
    }),
    answer: z.object({ items: z.array(queueItem), counts, nextCursor: z.string().nullable() }),
  },
  act: {
    body: z.object({
      action: z.enum(MODERATION_ACTIONS),
      commentUUIDs: z.array(z.string().max(64)).min(1).max(100),
    }),
    answer: z.object({ changed: z.number(), counts }),
  },
  bans: { answer: z.object({ bans: z.array(ban) }) },
  ban: {
    body: z.object({
      commenterUUID: z.string().max(64),
      duration: z.enum(BAN_DURATIONS),
      reason: z.string().max(BAN_REASON_MAX * 2),
    }),
    answer: ban,
  },
  liftBan: {},
  wordLists: { answer: wordLists },
  saveWordLists: { body: wordLists, answer: wordLists },
} satisfies SchemasOf<typeof moderationCalls>

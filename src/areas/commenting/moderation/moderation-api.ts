/**
 * The moderation calls (beyond the spec), in the Moderation tab's own chunk: the queue, the
 * moderator's actions, bans and word lists.
 */
import { moderationCalls } from '../../../contracts/commenting/moderation'
import type { moderationSchemas } from '../../../contracts/commenting/moderation.schemas'
import type { AnswerOf } from '../../../contracts/define'
import { client } from '../../../core/contract-client'
import type { BanDuration, ModerationAction, Queue } from '../lib/queue-rules'
import type { WordLists } from '../lib/word-list-rules'

const calls = client<typeof moderationSchemas>()(moderationCalls)

export type QueuePage = AnswerOf<typeof moderationSchemas.queue>
export type QueueItem = QueuePage['items'][number]
export type QueueCounts = QueuePage['counts']
export type BanRow = AnswerOf<typeof moderationSchemas.ban>

/** What the queue shows: the queue and its filters. */
export interface QueueFilter {
  queue: Queue
  q: string
  author: string
  pageId: string
}

export const moderationApi = {
  queue: (unitUUID: string, filter: QueueFilter, cursor: string | null, signal?: AbortSignal) =>
    calls.queue(
      {
        params: { unitUUID },
        query: {
          queue: filter.queue,
          ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
          ...(filter.author.trim() ? { author: filter.author.trim() } : {}),
          ...(filter.pageId ? { pageId: filter.pageId } : {}),
          ...(cursor ? { cursor } : {}),
        },
      },
      { signal },
    ),
  act: (unitUUID: string, action: ModerationAction, commentUUIDs: string[]) =>
    calls.act({ params: { unitUUID }, body: { action, commentUUIDs } }),
  bans: (unitUUID: string, signal?: AbortSignal) =>
    calls.bans({ params: { unitUUID } }, { signal }),
  ban: (unitUUID: string, commenterUUID: string, duration: BanDuration, reason: string) =>
    calls.ban({ params: { unitUUID }, body: { commenterUUID, duration, reason } }),
  liftBan: (unitUUID: string, banUUID: string) => calls.liftBan({ params: { unitUUID, banUUID } }),
  wordLists: (unitUUID: string, signal?: AbortSignal) =>
    calls.wordLists({ params: { unitUUID } }, { signal }),
  saveWordLists: (unitUUID: string, lists: WordLists) =>
    calls.saveWordLists({ params: { unitUUID }, body: lists }),
}

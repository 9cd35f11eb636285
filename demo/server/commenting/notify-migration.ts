/**
 * Migration 0018: comment notifications (beyond the spec, issue 30). A named commenter's wish to
 * hear of replies (one per commenter: the address it was confirmed for, immediate or daily, the
 * hash of the confirmation token until confirmed); the unsubscribe tokens of the e-mails sent
 * (hashes only, one per e-mail, gone with the subscription); the replies each subscriber was told
 * of or is still to be told of in a digest (one row per reply and subscriber, so a reply never
 * notifies twice); and a unit's digest of pending comments for its moderators (off, hourly or
 * daily, with the instant the next one is due).
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { cascade, compositeKey, index, table } from '../migrations/kit'

export const commentNotifyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await table(db, 'commenting_reply_subscriptions', {
      commenter_uuid: ['text', 'primary key', cascade('commenters.commenter_uuid')],
      unit_uuid: ['text', cascade('commenting_units.unit_uuid')],
      email: ['text', 'not null'],
      // IMMEDIATE or DAILY.
      frequency: ['text', 'not null'],
      // SHA-256 of the confirmation link's token; null once confirmed.
      confirm_hash: ['text', 'unique'],
      confirmed_at: int,
      created_at: [int, 'not null'],
      // The last daily digest (ms).
      digest_at: int,
    })
    await table(db, 'commenting_unsubscribe_tokens', {
      token_hash: ['text', 'primary key'],
      commenter_uuid: ['text', cascade('commenting_reply_subscriptions.commenter_uuid')],
      created_at: [int, 'not null'],
    })
    await table(
      db,
      'commenting_reply_notices',
      {
        comment_uuid: ['text', cascade('comments.comment_uuid')],
        commenter_uuid: ['text', cascade('commenting_reply_subscriptions.commenter_uuid')],
        created_at: [int, 'not null'],
        // null: waits for the daily digest.
        sent_at: int,
      },
      compositeKey('commenting_reply_notices_pk', ['comment_uuid', 'commenter_uuid']),
    )
    await index(db, 'commenting_reply_notices_waiting', 'commenting_reply_notices', [
      'commenter_uuid',
      'sent_at',
    ])
    await table(db, 'commenting_moderation_digests', {
      unit_uuid: ['text', 'primary key', cascade('commenting_units.unit_uuid')],
      // OFF, HOURLY or DAILY.
      frequency: ['text', 'not null'],
      // When the next digest is due (ms); null when off.
      next_at: int,
      last_sent_at: int,
      updated_at: [int, 'not null'],
      updated_by: 'text',
    })
    await index(db, 'commenting_moderation_digests_due', 'commenting_moderation_digests', [
      'next_at',
    ])
  },
}

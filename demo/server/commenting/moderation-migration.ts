/**
 * Migration 0017: comment moderation (beyond the spec). Comments remember why a rule held them
 * (`held_why`, JSON {rule, word?, score?}), whether readers reported them since a moderator last
 * looked (`reported`), whether they are featured, and who reviewed them when. Indexes serve the
 * queue's pages (by unit, status and time; reported ones) and an author's history. Bans of
 * commenters and a unit's word lists get tables. Published comments with marks from before start
 * out reported, so they reach the Reported queue.
 */
import { sql, type Kysely, type Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { addColumn, cascade, index, nullableCascade, table } from '../migrations/kit'

export const commentModerationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await addColumn(db, 'comments', 'held_why', 'text')
    await addColumn(db, 'comments', 'featured', [int, 'not null', { default: 0 }])
    await addColumn(db, 'comments', 'reported', [int, 'not null', { default: 0 }])
    await addColumn(db, 'comments', 'reviewed_at', int)
    await addColumn(db, 'comments', 'reviewed_by', 'text')
    await sql`update comments set reported = 1 where status = 'PUBLISHED' and marks > 0`.execute(db)
    await index(db, 'comments_queue', 'comments', ['unit_uuid', 'status', 'created_at'])
    await index(db, 'comments_reported', 'comments', ['unit_uuid', 'reported', 'created_at'])
    await index(db, 'comments_reviewed', 'comments', ['unit_uuid', 'status', 'reviewed_at'])
    await index(db, 'comments_author_status', 'comments', ['commenter_uuid', 'status'])

    await table(db, 'commenting_bans', {
      ban_uuid: ['text', 'primary key'],
      unit_uuid: ['text', cascade('commenting_units.unit_uuid')],
      commenter_uuid: ['text', cascade('commenters.commenter_uuid')],
      // A named commenter's address at the time: a new token with the same address stays banned.
      email: 'text',
      reason: ['text', 'not null'],
      // ms; null: for good.
      until_at: int,
      created_at: [int, 'not null'],
      created_by: ['text', 'not null'],
      lifted_at: int,
    })
    await index(db, 'commenting_bans_commenter', 'commenting_bans', ['unit_uuid', 'commenter_uuid'])
    await index(db, 'commenting_bans_email', 'commenting_bans', ['unit_uuid', 'email'])

    await table(db, 'commenting_word_lists', {
      unit_uuid: ['text', 'primary key', nullableCascade('commenting_units.unit_uuid')],
      // JSON arrays of normalized words (word-list-rules.ts).
      banned: ['text', 'not null'],
      suspect: ['text', 'not null'],
      updated_at: [int, 'not null'],
    })
  },
}

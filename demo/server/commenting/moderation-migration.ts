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
import { cascade, index } from '../migrations/kit'

export const commentModerationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    const comments = () => db.schema.alterTable('comments')
    await comments().addColumn('held_why', 'text').execute()
    await comments()
      .addColumn('featured', int, (c) => c.notNull().defaultTo(0))
      .execute()
    await comments()
      .addColumn('reported', int, (c) => c.notNull().defaultTo(0))
      .execute()
    await comments().addColumn('reviewed_at', int).execute()
    await comments().addColumn('reviewed_by', 'text').execute()
    await sql`update comments set reported = 1 where status = 'PUBLISHED' and marks > 0`.execute(db)
    await index(db, 'comments_queue', 'comments', ['unit_uuid', 'status', 'created_at'])
    await index(db, 'comments_reported', 'comments', ['unit_uuid', 'reported', 'created_at'])
    await index(db, 'comments_reviewed', 'comments', ['unit_uuid', 'status', 'reviewed_at'])
    await index(db, 'comments_author_status', 'comments', ['commenter_uuid', 'status'])

    await db.schema
      .createTable('commenting_bans')
      .addColumn('ban_uuid', 'text', (c) => c.primaryKey())
      .addColumn('unit_uuid', 'text', cascade('commenting_units.unit_uuid'))
      .addColumn('commenter_uuid', 'text', cascade('commenters.commenter_uuid'))
      // A named commenter's address at the time: a new token with the same address stays banned.
      .addColumn('email', 'text')
      .addColumn('reason', 'text', (c) => c.notNull())
      // ms; null: for good.
      .addColumn('until_at', int)
      .addColumn('created_at', int, (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('lifted_at', int)
      .execute()
    await index(db, 'commenting_bans_commenter', 'commenting_bans', ['unit_uuid', 'commenter_uuid'])
    await index(db, 'commenting_bans_email', 'commenting_bans', ['unit_uuid', 'email'])

    await db.schema
      .createTable('commenting_word_lists')
      .addColumn('unit_uuid', 'text', (c) =>
        c.primaryKey().references('commenting_units.unit_uuid').onDelete('cascade'),
      )
      // JSON arrays of normalized words (word-lists.ts).
      .addColumn('banned', 'text', (c) => c.notNull())
      .addColumn('suspect', 'text', (c) => c.notNull())
      .addColumn('updated_at', int, (c) => c.notNull())
      .execute()
  },
}

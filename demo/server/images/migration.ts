/**
 * Migration 0007: images an account uploaded (API-55/56) and their background resize job. The
 * job's state lives in the row (status, claimed_at), so another process or a restart finds
 * unfinished work (jobs.ts). Portable: text and integer columns only.
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { cascade, index } from '../migrations/kit'

export const imagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await db.schema
      .createTable('account_images')
      .addColumn('image_uuid', 'text', (c) => c.primaryKey())
      .addColumn('account_uuid', 'text', cascade('accounts.account_uuid'))
      .addColumn('uploaded_by', 'text')
      .addColumn('logo', int, (c) => c.notNull().defaultTo(0))
      .addColumn('workflow_step', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull())
      .addColumn('size', int, (c) => c.notNull())
      .addColumn('width', int, (c) => c.notNull().defaultTo(0))
      .addColumn('height', int, (c) => c.notNull().defaultTo(0))
      // IN_PROGRESS → DONE | FAILED
      .addColumn('status', 'text', (c) => c.notNull())
      // When a worker took the job (null: waiting); a stale claim is taken again.
      .addColumn('claimed_at', int)
      .addColumn('attempts', int, (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', int, (c) => c.notNull())
      .addColumn('finished_at', int)
      .execute()
    // Own images, newest first (API-56).
    await index(db, 'account_images_list', 'account_images', ['account_uuid', 'created_at'])
    // Waiting jobs.
    await index(db, 'account_images_jobs', 'account_images', ['status', 'claimed_at'])
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('account_images').execute()
  },
}

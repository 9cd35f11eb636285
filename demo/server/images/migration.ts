/**
 * Migration 0008: images an account uploaded (API-55/56) and their background resize job. The
 * job's state lives in the row (status, claimed_at), so another process or a restart finds
 * unfinished work (jobs.ts). Portable: text and integer columns only.
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { cascade, index, table } from '../migrations/kit'

export const imagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await table(db, 'account_images', {
      image_uuid: ['text', 'primary key'],
      account_uuid: ['text', cascade('accounts.account_uuid')],
      uploaded_by: 'text',
      logo: [int, 'not null', { default: 0 }],
      workflow_step: ['text', 'not null'],
      content_type: ['text', 'not null'],
      stored_name: ['text', 'not null'],
      size: [int, 'not null'],
      width: [int, 'not null', { default: 0 }],
      height: [int, 'not null', { default: 0 }],
      // IN_PROGRESS → DONE | FAILED
      status: ['text', 'not null'],
      // When a worker took the job (null: waiting); a stale claim is taken again.
      claimed_at: int,
      attempts: [int, 'not null', { default: 0 }],
      created_at: [int, 'not null'],
      finished_at: int,
    })
    // Own images, newest first (API-56).
    await index(db, 'account_images_list', 'account_images', ['account_uuid', 'created_at'])
    // Waiting jobs.
    await index(db, 'account_images_jobs', 'account_images', ['status', 'claimed_at'])
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('account_images').execute()
  },
}

/**
 * Migration 0003: the commenting product (spec 002 §3 "Commenting configuration", §7 "Commenting
 * service"/"Product access service"): units with their settings sections and add-ons, product
 * access requests, and what the unit on publisher pages records (commenters, comments, marks,
 * daily counts). Portable: text and integer columns only, JSON kept as text.
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { cascade, index } from '../migrations/kit'

export const commentingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await db.schema
      .createTable('commenting_units')
      .addColumn('unit_uuid', 'text', (c) => c.primaryKey())
      .addColumn('configuration_uuid', 'text', (c) => c.notNull().unique())
      .addColumn('account_uuid', 'text', cascade('accounts.account_uuid'))
      .addColumn('site_uuid', 'text', (c) =>
        c.notNull().unique().references('sites.site_uuid').onDelete('cascade'),
      )
      .addColumn('is_active', int, (c) => c.notNull().defaultTo(1))
      .addColumn('migration_status', 'text', (c) => c.notNull())
      .addColumn('migration_started_at', int)
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
    await index(db, 'commenting_units_account', 'commenting_units', ['account_uuid'])
    await db.schema
      .createTable('commenting_sections')
      .addColumn('section_uuid', 'text', (c) => c.primaryKey())
      .addColumn('unit_uuid', 'text', cascade('commenting_units.unit_uuid'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', int, (c) => c.notNull())
      .addUniqueConstraint('commenting_sections_unit_kind', ['unit_uuid', 'kind'])
      .execute()
    await db.schema
      .createTable('commenting_addons')
      .addColumn('addon_uuid', 'text', (c) => c.primaryKey())
      .addColumn('unit_uuid', 'text', cascade('commenting_units.unit_uuid'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', int, (c) => c.notNull())
      .addUniqueConstraint('commenting_addons_unit_kind', ['unit_uuid', 'kind'])
      .execute()
    await db.schema
      .createTable('product_access_requests')
      .addColumn('account_uuid', 'text', cascade('accounts.account_uuid'))
      .addColumn('product_type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('user_email', 'text')
      .addColumn('created_at', int, (c) => c.notNull())
      .addPrimaryKeyConstraint('product_access_requests_pk', ['account_uuid', 'product_type'])
      .execute()
    await db.schema
      .createTable('commenters')
      .addColumn('commenter_uuid', 'text', (c) => c.primaryKey())
      .addColumn('unit_uuid', 'text', cascade('commenting_units.unit_uuid'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text')
      .addColumn('email', 'text')
      .addColumn('location', 'text')
      .addColumn('anonymous', int, (c) => c.notNull().defaultTo(0))
      .addColumn('blocked', int, (c) => c.notNull().defaultTo(0))
      .addColumn('marks', int, (c) => c.notNull().defaultTo(0))
      .addColumn('signed_up_at', int, (c) => c.notNull())
      .addColumn('last_login_at', int, (c) => c.notNull())
      .execute()
    await index(db, 'commenters_unit', 'commenters', ['unit_uuid'])
    await db.schema
      .createTable('comments')
      .addColumn('comment_uuid', 'text', (c) => c.primaryKey())
      .addColumn('unit_uuid', 'text', cascade('commenting_units.unit_uuid'))
      .addColumn('page_id', 'text', (c) => c.notNull())
      .addColumn('parent_uuid', 'text')
      .addColumn('commenter_uuid', 'text', cascade('commenters.commenter_uuid'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('media_kind', 'text')
      .addColumn('media_url', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('marks', int, (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
    await index(db, 'comments_unit_page_created', 'comments', [
      'unit_uuid',
      'page_id',
      'created_at',
    ])
    await index(db, 'comments_commenter', 'comments', ['commenter_uuid'])
    await db.schema
      .createTable('comment_marks')
      .addColumn('comment_uuid', 'text', cascade('comments.comment_uuid'))
      .addColumn('marker_key', 'text', (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .addPrimaryKeyConstraint('comment_marks_pk', ['comment_uuid', 'marker_key'])
      .execute()
    await db.schema
      .createTable('commenting_daily')
      .addColumn('unit_uuid', 'text', cascade('commenting_units.unit_uuid'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('views', int, (c) => c.notNull().defaultTo(0))
      .addColumn('comments', int, (c) => c.notNull().defaultTo(0))
      .addColumn('promo_tokens', int, (c) => c.notNull().defaultTo(0))
      .addColumn('other_tokens', int, (c) => c.notNull().defaultTo(0))
      // Cents; kept for the revenue reports, never exported with the statistics (COM-38).
      .addColumn('revenue', int, (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('commenting_daily_pk', ['unit_uuid', 'day'])
      .execute()
  },
}

/**
 * Migration 0012: the ratings product (spec 002 §3 "Ratings", §7 "Ratings service"): a ratings
 * unit per site with its configuration ids, the configuration rows (general with the font,
 * colour, counter) and the votes the unit on publisher pages will record (one per visitor and
 * page). Portable: text and integer columns only, JSON kept as text.
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { cascade, index } from '../migrations/kit'

export const ratingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await db.schema
      .createTable('rating_units')
      .addColumn('unit_uuid', 'text', (c) => c.primaryKey())
      .addColumn('account_uuid', 'text', cascade('accounts.account_uuid'))
      .addColumn('site_uuid', 'text', (c) =>
        c.notNull().unique().references('sites.site_uuid').onDelete('cascade'),
      )
      // The ids the portal addresses: configuration (general), font, colour and counter.
      .addColumn('configuration_uuid', 'text', (c) => c.notNull().unique())
      .addColumn('font_uuid', 'text', (c) => c.notNull().unique())
      .addColumn('color_uuid', 'text', (c) => c.notNull().unique())
      .addColumn('counter_uuid', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
    await index(db, 'rating_units_account', 'rating_units', ['account_uuid'])
    await db.schema
      .createTable('rating_configurations')
      .addColumn('unit_uuid', 'text', cascade('rating_units.unit_uuid'))
      // general (with the font) | color | counter
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', int, (c) => c.notNull())
      .addPrimaryKeyConstraint('rating_configurations_pk', ['unit_uuid', 'kind'])
      .execute()
    await db.schema
      .createTable('rating_votes')
      .addColumn('vote_uuid', 'text', (c) => c.primaryKey())
      .addColumn('unit_uuid', 'text', cascade('rating_units.unit_uuid'))
      .addColumn('page_key', 'text', (c) => c.notNull())
      .addColumn('visitor_id', 'text', (c) => c.notNull())
      // Stars in half steps: 2 (one star) .. 10 (five stars).
      .addColumn('half_stars', int, (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('rating_votes_one_per_visitor')
      .on('rating_votes')
      .columns(['unit_uuid', 'page_key', 'visitor_id'])
      .unique()
      .execute()
  },
}

/**
 * Migration 0012: the ratings product (spec 002 §3 "Ratings", §7 "Ratings service"): a ratings
 * unit per site with its configuration ids, the configuration rows (general with the font,
 * colour, counter) and the votes the unit on publisher pages will record (one per visitor and
 * page). Portable: text and integer columns only, JSON kept as text.
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { cascade, compositeKey, index, table } from '../migrations/kit'

export const ratingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await table(db, 'rating_units', {
      unit_uuid: ['text', 'primary key'],
      account_uuid: ['text', cascade('accounts.account_uuid')],
      site_uuid: ['text', 'unique', cascade('sites.site_uuid')],
      // The ids the portal addresses: configuration (general), font, colour and counter.
      configuration_uuid: ['text', 'not null', 'unique'],
      font_uuid: ['text', 'not null', 'unique'],
      color_uuid: ['text', 'not null', 'unique'],
      counter_uuid: ['text', 'not null', 'unique'],
      created_at: [int, 'not null'],
    })
    await index(db, 'rating_units_account', 'rating_units', ['account_uuid'])
    await table(
      db,
      'rating_configurations',
      {
        unit_uuid: ['text', cascade('rating_units.unit_uuid')],
        // general (with the font) | color | counter
        kind: ['text', 'not null'],
        data: ['text', 'not null'],
        updated_at: [int, 'not null'],
      },
      compositeKey('rating_configurations_pk', ['unit_uuid', 'kind']),
    )
    await table(db, 'rating_votes', {
      vote_uuid: ['text', 'primary key'],
      unit_uuid: ['text', cascade('rating_units.unit_uuid')],
      page_key: ['text', 'not null'],
      visitor_id: ['text', 'not null'],
      // Stars in half steps: 2 (one star) .. 10 (five stars).
      half_stars: [int, 'not null'],
      created_at: [int, 'not null'],
    })
    await db.schema
      .createIndex('rating_votes_one_per_visitor')
      .on('rating_votes')
      .columns(['unit_uuid', 'page_key', 'visitor_id'])
      .unique()
      .execute()
  },
}

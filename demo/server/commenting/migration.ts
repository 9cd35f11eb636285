/**
 * Migration 0003: the commenting product (spec 002 §3 "Commenting configuration", §7 "Commenting
 * service"/"Product access service"): units with their settings sections and add-ons, product
 * access requests, and what the unit on publisher pages records (commenters, comments, marks,
 * daily counts). Portable: text and integer columns only, JSON kept as text.
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { cascade, compositeKey, index, table, uniqueTogether } from '../migrations/kit'

export const commentingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await table(db, 'commenting_units', {
      unit_uuid: ['text', 'primary key'],
      configuration_uuid: ['text', 'not null', 'unique'],
      account_uuid: ['text', cascade('accounts.account_uuid')],
      site_uuid: ['text', 'unique', cascade('sites.site_uuid')],
      is_active: [int, 'not null', { default: 1 }],
      migration_status: ['text', 'not null'],
      migration_started_at: int,
      created_at: [int, 'not null'],
    })
    await index(db, 'commenting_units_account', 'commenting_units', ['account_uuid'])
    // A unit's settings sections and its add-ons: one JSON document of each kind.
    for (const [name, key] of [
      ['commenting_sections', 'section_uuid'],
      ['commenting_addons', 'addon_uuid'],
    ])
      await table(
        db,
        name,
        {
          [key]: ['text', 'primary key'],
          unit_uuid: ['text', cascade('commenting_units.unit_uuid')],
          kind: ['text', 'not null'],
          data: ['text', 'not null'],
          updated_at: [int, 'not null'],
        },
        uniqueTogether(`${name}_unit_kind`, ['unit_uuid', 'kind']),
      )
    await table(
      db,
      'product_access_requests',
      {
        account_uuid: ['text', cascade('accounts.account_uuid')],
        product_type: ['text', 'not null'],
        status: ['text', 'not null'],
        user_email: 'text',
        created_at: [int, 'not null'],
      },
      compositeKey('product_access_requests_pk', ['account_uuid', 'product_type']),
    )
    await table(db, 'commenters', {
      commenter_uuid: ['text', 'primary key'],
      unit_uuid: ['text', cascade('commenting_units.unit_uuid')],
      token_hash: ['text', 'not null', 'unique'],
      name: 'text',
      email: 'text',
      location: 'text',
      anonymous: [int, 'not null', { default: 0 }],
      blocked: [int, 'not null', { default: 0 }],
      marks: [int, 'not null', { default: 0 }],
      signed_up_at: [int, 'not null'],
      last_login_at: [int, 'not null'],
    })
    await index(db, 'commenters_unit', 'commenters', ['unit_uuid'])
    await table(db, 'comments', {
      comment_uuid: ['text', 'primary key'],
      unit_uuid: ['text', cascade('commenting_units.unit_uuid')],
      page_id: ['text', 'not null'],
      parent_uuid: 'text',
      commenter_uuid: ['text', cascade('commenters.commenter_uuid')],
      text: ['text', 'not null'],
      media_kind: 'text',
      media_url: 'text',
      status: ['text', 'not null'],
      marks: [int, 'not null', { default: 0 }],
      created_at: [int, 'not null'],
    })
    await index(db, 'comments_unit_page_created', 'comments', [
      'unit_uuid',
      'page_id',
      'created_at',
    ])
    await index(db, 'comments_commenter', 'comments', ['commenter_uuid'])
    await table(
      db,
      'comment_marks',
      {
        comment_uuid: ['text', cascade('comments.comment_uuid')],
        marker_key: ['text', 'not null'],
        created_at: [int, 'not null'],
      },
      compositeKey('comment_marks_pk', ['comment_uuid', 'marker_key']),
    )
    await table(
      db,
      'commenting_daily',
      {
        unit_uuid: ['text', cascade('commenting_units.unit_uuid')],
        day: ['text', 'not null'],
        views: [int, 'not null', { default: 0 }],
        comments: [int, 'not null', { default: 0 }],
        promo_tokens: [int, 'not null', { default: 0 }],
        other_tokens: [int, 'not null', { default: 0 }],
        // Cents; kept for the revenue reports, never exported with the statistics (COM-38).
        revenue: [int, 'not null', { default: 0 }],
      },
      compositeKey('commenting_daily_pk', ['unit_uuid', 'day']),
    )
  },
}

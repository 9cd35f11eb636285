/**
 * Migration 0005: the embeds product (spec 001 §3): embeds with their server fields and library
 * state, their cards (contents), labels per account and the embed↔label links, add-ons, the
 * daily engagement facts per card and option, and the e-mails the collection add-on gathered.
 * Portable: text and integer columns only, JSON kept as text.
 *
 * Engagement facts (`embed_engagement_daily`) hold one row per card, option and New York day:
 * the card's own row has option_uuid '' (loads, story clicks); each option's row counts how often
 * it was chosen (answers). account_uuid and embed_uuid are repeated on every row so account-wide
 * analytics (issue 10) can sum by day without joins; add columns for new measures.
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'

export const embedsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int, rowId } = portable(db)
    await db.schema
      .createTable('embeds')
      .addColumn('embed_uuid', 'text', (c) => c.primaryKey())
      .addColumn('account_uuid', 'text', (c) =>
        c.notNull().references('accounts.account_uuid').onDelete('cascade'),
      )
      .addColumn('site_uuid', 'text', (c) =>
        c.notNull().references('sites.site_uuid').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      // lower(trim(name)): the duplicate-name rule per site, enforced by a unique index.
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('embed_position', 'text', (c) => c.notNull().defaultTo('RAIL'))
      .addColumn('content_order', 'text', (c) => c.notNull().defaultTo('ORDERED'))
      .addColumn('partner_logo_url', 'text')
      .addColumn('logo_click_through_url', 'text')
      .addColumn('show_partner_logo', int, (c) => c.notNull().defaultTo(1))
      .addColumn('brand_color_code', 'text', (c) => c.notNull().defaultTo('#092e77'))
      .addColumn('show_branding', int, (c) => c.notNull().defaultTo(1))
      .addColumn('web_ad_display_mode', 'text', (c) => c.notNull().defaultTo('REGULAR'))
      .addColumn('mobile_ad_display_mode', 'text', (c) => c.notNull().defaultTo('REGULAR'))
      .addColumn('show_video_ad_for_desktop', int, (c) => c.notNull().defaultTo(0))
      .addColumn('show_video_ad_for_mobile', int, (c) => c.notNull().defaultTo(0))
      .addColumn('show_market_research', int, (c) => c.notNull().defaultTo(0))
      .addColumn('show_rewards', int, (c) => c.notNull().defaultTo(1))
      .addColumn('show_user_data_collection', int, (c) => c.notNull().defaultTo(0))
      .addColumn('embed_state', 'text', (c) => c.notNull().defaultTo('offline'))
      .addColumn('active', int, (c) => c.notNull().defaultTo(1))
      .addColumn('poster_image', 'text')
      .addColumn('images_upload_status', 'text')
      .addColumn('created_by', 'text')
      .addColumn('created_at', int, (c) => c.notNull())
      .addColumn('modified_at', int, (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('embeds_site_name')
      .unique()
      .on('embeds')
      .columns(['site_uuid', 'name_key'])
      .execute()
    // The library: one account, live or archived, newest change first; the filtered columns
    // follow, so counting a filtered library reads the index alone.
    await db.schema
      .createIndex('embeds_library')
      .on('embeds')
      .columns(['account_uuid', 'active', 'modified_at', 'embed_state', 'site_uuid', 'name_key'])
      .execute()
    // Names by account (API-41, API-78).
    await db.schema
      .createIndex('embeds_account_name')
      .on('embeds')
      .columns(['account_uuid', 'name_key'])
      .execute()
    await db.schema
      .createTable('embed_contents')
      .addColumn('content_uuid', 'text', (c) => c.primaryKey())
      .addColumn('embed_uuid', 'text', (c) =>
        c.notNull().references('embeds.embed_uuid').onDelete('cascade'),
      )
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('live', int, (c) => c.notNull())
      .addColumn('queue_position', int)
      .addColumn('properties', 'text', (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('embed_contents_embed')
      .on('embed_contents')
      .columns(['embed_uuid', 'live', 'content_type'])
      .execute()
    await db.schema
      .createTable('embed_labels')
      .addColumn('label_uuid', 'text', (c) => c.primaryKey())
      .addColumn('account_uuid', 'text', (c) =>
        c.notNull().references('accounts.account_uuid').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      // lower(name): one label per name and account, whatever the case.
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('embed_labels_account_name')
      .unique()
      .on('embed_labels')
      .columns(['account_uuid', 'name_key'])
      .execute()
    await db.schema
      .createTable('embed_label_links')
      .addColumn('embed_uuid', 'text', (c) =>
        c.notNull().references('embeds.embed_uuid').onDelete('cascade'),
      )
      .addColumn('label_uuid', 'text', (c) =>
        c.notNull().references('embed_labels.label_uuid').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('embed_label_links_pk', ['embed_uuid', 'label_uuid'])
      .execute()
    await db.schema
      .createIndex('embed_label_links_label')
      .on('embed_label_links')
      .columns(['label_uuid', 'embed_uuid'])
      .execute()
    await db.schema
      .createTable('embed_addons')
      .addColumn('embed_uuid', 'text', (c) =>
        c.notNull().references('embeds.embed_uuid').onDelete('cascade'),
      )
      // USER_DATA_COLLECTION; data is the add-on's JSON (spec 001 §3 userDataCollection).
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('embed_addons_pk', ['embed_uuid', 'kind'])
      .execute()
    await db.schema
      .createTable('embed_engagement_daily')
      .addColumn('account_uuid', 'text', (c) =>
        c.notNull().references('accounts.account_uuid').onDelete('cascade'),
      )
      .addColumn('embed_uuid', 'text', (c) =>
        c.notNull().references('embeds.embed_uuid').onDelete('cascade'),
      )
      .addColumn('content_uuid', 'text', (c) =>
        c.notNull().references('embed_contents.content_uuid').onDelete('cascade'),
      )
      // '' on the card's own row.
      .addColumn('option_uuid', 'text', (c) => c.notNull())
      /** YYYY-MM-DD, New York day. */
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('loads', int, (c) => c.notNull().defaultTo(0))
      .addColumn('answers', int, (c) => c.notNull().defaultTo(0))
      .addColumn('clicks', int, (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('embed_engagement_daily_pk', ['content_uuid', 'option_uuid', 'day'])
      .execute()
    await db.schema
      .createIndex('embed_engagement_embed_day')
      .on('embed_engagement_daily')
      .columns(['embed_uuid', 'day'])
      .execute()
    await db.schema
      .createIndex('embed_engagement_account_day')
      .on('embed_engagement_daily')
      .columns(['account_uuid', 'day'])
      .execute()
    await db.schema
      .createTable('embed_emails')
      .addColumn('id', int, rowId)
      .addColumn('account_uuid', 'text', (c) =>
        c.notNull().references('accounts.account_uuid').onDelete('cascade'),
      )
      .addColumn('embed_uuid', 'text', (c) =>
        c.notNull().references('embeds.embed_uuid').onDelete('cascade'),
      )
      /** YYYY-MM-DD, New York day of collected_at. */
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('collected_at', int, (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('city', 'text')
      .addColumn('country', 'text')
      .execute()
    await db.schema
      .createIndex('embed_emails_embed_day')
      .on('embed_emails')
      .columns(['embed_uuid', 'day', 'collected_at'])
      .execute()
  },
}

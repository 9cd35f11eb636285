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
import { cascade, index, uniqueIndex } from '../migrations/kit'

export const embedsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int, rowId } = portable(db)
    await db.schema
      .createTable('embeds')
      .addColumn('embed_uuid', 'text', (c) => c.primaryKey())
      .addColumn('account_uuid', 'text', cascade('accounts.account_uuid'))
      .addColumn('site_uuid', 'text', cascade('sites.site_uuid'))
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
    await uniqueIndex(db, 'embeds_site_name', 'embeds', ['site_uuid', 'name_key'])
    // The library: one account, live or archived, newest change first; the filtered columns
    // follow, so counting a filtered library reads the index alone.
    await index(db, 'embeds_library', 'embeds', [
      'account_uuid',
      'active',
      'modified_at',
      'embed_state',
      'site_uuid',
      'name_key',
    ])
    // Names by account (API-41, API-78).
    await index(db, 'embeds_account_name', 'embeds', ['account_uuid', 'name_key'])
    await db.schema
      .createTable('embed_contents')
      .addColumn('content_uuid', 'text', (c) => c.primaryKey())
      .addColumn('embed_uuid', 'text', cascade('embeds.embed_uuid'))
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('live', int, (c) => c.notNull())
      .addColumn('queue_position', int)
      .addColumn('properties', 'text', (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
    await index(db, 'embed_contents_embed', 'embed_contents', [
      'embed_uuid',
      'live',
      'content_type',
    ])
    await db.schema
      .createTable('embed_labels')
      .addColumn('label_uuid', 'text', (c) => c.primaryKey())
      .addColumn('account_uuid', 'text', cascade('accounts.account_uuid'))
      .addColumn('name', 'text', (c) => c.notNull())
      // lower(name): one label per name and account, whatever the case.
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
    await uniqueIndex(db, 'embed_labels_account_name', 'embed_labels', ['account_uuid', 'name_key'])
    await db.schema
      .createTable('embed_label_links')
      .addColumn('embed_uuid', 'text', cascade('embeds.embed_uuid'))
      .addColumn('label_uuid', 'text', cascade('embed_labels.label_uuid'))
      .addPrimaryKeyConstraint('embed_label_links_pk', ['embed_uuid', 'label_uuid'])
      .execute()
    await index(db, 'embed_label_links_label', 'embed_label_links', ['label_uuid', 'embed_uuid'])
    await db.schema
      .createTable('embed_addons')
      .addColumn('embed_uuid', 'text', cascade('embeds.embed_uuid'))
      // USER_DATA_COLLECTION; data is the add-on's JSON (spec 001 §3 userDataCollection).
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('embed_addons_pk', ['embed_uuid', 'kind'])
      .execute()
    await db.schema
      .createTable('embed_engagement_daily')
      .addColumn('account_uuid', 'text', cascade('accounts.account_uuid'))
      .addColumn('embed_uuid', 'text', cascade('embeds.embed_uuid'))
      .addColumn('content_uuid', 'text', cascade('embed_contents.content_uuid'))
      // '' on the card's own row.
      .addColumn('option_uuid', 'text', (c) => c.notNull())
      /** YYYY-MM-DD, New York day. */
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('loads', int, (c) => c.notNull().defaultTo(0))
      .addColumn('answers', int, (c) => c.notNull().defaultTo(0))
      .addColumn('clicks', int, (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('embed_engagement_daily_pk', ['content_uuid', 'option_uuid', 'day'])
      .execute()
    await index(db, 'embed_engagement_embed_day', 'embed_engagement_daily', ['embed_uuid', 'day'])
    await index(db, 'embed_engagement_account_day', 'embed_engagement_daily', [
      'account_uuid',
      'day',
    ])
    await db.schema
      .createTable('embed_emails')
      .addColumn('id', int, rowId)
      .addColumn('account_uuid', 'text', cascade('accounts.account_uuid'))
      .addColumn('embed_uuid', 'text', cascade('embeds.embed_uuid'))
      /** YYYY-MM-DD, New York day of collected_at. */
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('collected_at', int, (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('city', 'text')
      .addColumn('country', 'text')
      .execute()
    await index(db, 'embed_emails_embed_day', 'embed_emails', ['embed_uuid', 'day', 'collected_at'])
  },
}

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
import { cascade, compositeKey, index, table, uniqueIndex } from '../migrations/kit'

export const embedsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int, rowId } = portable(db)
    await table(db, 'embeds', {
      embed_uuid: ['text', 'primary key'],
      account_uuid: ['text', cascade('accounts.account_uuid')],
      site_uuid: ['text', cascade('sites.site_uuid')],
      name: ['text', 'not null'],
      // lower(trim(name)): the duplicate-name rule per site, enforced by a unique index.
      name_key: ['text', 'not null'],
      embed_position: ['text', 'not null', { default: 'RAIL' }],
      content_order: ['text', 'not null', { default: 'ORDERED' }],
      partner_logo_url: 'text',
      logo_click_through_url: 'text',
      show_partner_logo: [int, 'not null', { default: 1 }],
      brand_color_code: ['text', 'not null', { default: '#092e77' }],
      show_branding: [int, 'not null', { default: 1 }],
      web_ad_display_mode: ['text', 'not null', { default: 'REGULAR' }],
      mobile_ad_display_mode: ['text', 'not null', { default: 'REGULAR' }],
      show_video_ad_for_desktop: [int, 'not null', { default: 0 }],
      show_video_ad_for_mobile: [int, 'not null', { default: 0 }],
      show_market_research: [int, 'not null', { default: 0 }],
      show_rewards: [int, 'not null', { default: 1 }],
      show_user_data_collection: [int, 'not null', { default: 0 }],
      embed_state: ['text', 'not null', { default: 'offline' }],
      active: [int, 'not null', { default: 1 }],
      poster_image: 'text',
      images_upload_status: 'text',
      created_by: 'text',
      created_at: [int, 'not null'],
      modified_at: [int, 'not null'],
    })
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
    await table(db, 'embed_contents', {
      content_uuid: ['text', 'primary key'],
      embed_uuid: ['text', cascade('embeds.embed_uuid')],
      content_type: ['text', 'not null'],
      live: [int, 'not null'],
      queue_position: int,
      properties: ['text', 'not null'],
      created_at: [int, 'not null'],
    })
    await index(db, 'embed_contents_embed', 'embed_contents', [
      'embed_uuid',
      'live',
      'content_type',
    ])
    await table(db, 'embed_labels', {
      label_uuid: ['text', 'primary key'],
      account_uuid: ['text', cascade('accounts.account_uuid')],
      name: ['text', 'not null'],
      // lower(name): one label per name and account, whatever the case.
      name_key: ['text', 'not null'],
      created_at: [int, 'not null'],
    })
    await uniqueIndex(db, 'embed_labels_account_name', 'embed_labels', ['account_uuid', 'name_key'])
    await table(
      db,
      'embed_label_links',
      {
        embed_uuid: ['text', cascade('embeds.embed_uuid')],
        label_uuid: ['text', cascade('embed_labels.label_uuid')],
      },
      compositeKey('embed_label_links_pk', ['embed_uuid', 'label_uuid']),
    )
    await index(db, 'embed_label_links_label', 'embed_label_links', ['label_uuid', 'embed_uuid'])
    await table(
      db,
      'embed_addons',
      {
        embed_uuid: ['text', cascade('embeds.embed_uuid')],
        // USER_DATA_COLLECTION; data is the add-on's JSON (spec 001 §3 userDataCollection).
        kind: ['text', 'not null'],
        data: ['text', 'not null'],
      },
      compositeKey('embed_addons_pk', ['embed_uuid', 'kind']),
    )
    await table(
      db,
      'embed_engagement_daily',
      {
        account_uuid: ['text', cascade('accounts.account_uuid')],
        embed_uuid: ['text', cascade('embeds.embed_uuid')],
        content_uuid: ['text', cascade('embed_contents.content_uuid')],
        // '' on the card's own row.
        option_uuid: ['text', 'not null'],
        /** YYYY-MM-DD, New York day. */
        day: ['text', 'not null'],
        loads: [int, 'not null', { default: 0 }],
        answers: [int, 'not null', { default: 0 }],
        clicks: [int, 'not null', { default: 0 }],
      },
      compositeKey('embed_engagement_daily_pk', ['content_uuid', 'option_uuid', 'day']),
    )
    await index(db, 'embed_engagement_embed_day', 'embed_engagement_daily', ['embed_uuid', 'day'])
    await index(db, 'embed_engagement_account_day', 'embed_engagement_daily', [
      'account_uuid',
      'day',
    ])
    await table(db, 'embed_emails', {
      id: [int, rowId],
      account_uuid: ['text', cascade('accounts.account_uuid')],
      embed_uuid: ['text', cascade('embeds.embed_uuid')],
      /** YYYY-MM-DD, New York day of collected_at. */
      day: ['text', 'not null'],
      collected_at: [int, 'not null'],
      email: ['text', 'not null'],
      city: 'text',
      country: 'text',
    })
    await index(db, 'embed_emails_embed_day', 'embed_emails', ['embed_uuid', 'day', 'collected_at'])
  },
}

/** Migration 0002: account settings (ads.txt lines and checks, the demo's site files, uploads). */
import type { Kysely, Migration } from 'kysely'
import { portable } from './portable'
import { addColumn, cascade, compositeKey, nullableCascade, table } from './kit'

export const accountSettings: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await table(
      db,
      'adstxt_required',
      {
        account_uuid: ['text', cascade('accounts.account_uuid')],
        position: [int, 'not null'],
        line: ['text', 'not null'],
      },
      compositeKey('adstxt_required_pk', ['account_uuid', 'position']),
    )
    // The ads.txt files the demo hosts for its own sites (null content: no file, 404).
    await table(db, 'demo_site_files', {
      site_uuid: ['text', 'primary key', nullableCascade('sites.site_uuid')],
      adstxt: 'text',
    })
    await table(db, 'adstxt_checks', {
      site_uuid: ['text', 'primary key', nullableCascade('sites.site_uuid')],
      checked_at: [int, 'not null'],
      contains_adstxt: [int, 'not null'],
      complete: [int, 'not null'],
      missing: ['text', 'not null', { default: '[]' }],
    })
    await table(db, 'uploads', {
      upload_uuid: ['text', 'primary key'],
      account_uuid: ['text', cascade('accounts.account_uuid')],
      original_name: ['text', 'not null'],
      stored_name: ['text', 'not null'],
      content_type: ['text', 'not null'],
      size: [int, 'not null'],
      created_at: [int, 'not null'],
    })
    await addColumn(db, 'payment_methods', 'tax_form_uuid', 'text')
    await addColumn(db, 'sites', 'slug', 'text')
  },
}

/** Migration 0002: account settings (ads.txt lines and checks, the demo's site files, uploads). */
import type { Kysely, Migration } from 'kysely'
import { portable } from './portable'
import { cascade } from './kit'

export const accountSettings: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await db.schema
      .createTable('adstxt_required')
      .addColumn('account_uuid', 'text', cascade('accounts.account_uuid'))
      .addColumn('position', int, (c) => c.notNull())
      .addColumn('line', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('adstxt_required_pk', ['account_uuid', 'position'])
      .execute()
    // The ads.txt files the demo hosts for its own sites (null content: no file, 404).
    await db.schema
      .createTable('demo_site_files')
      .addColumn('site_uuid', 'text', (c) =>
        c.primaryKey().references('sites.site_uuid').onDelete('cascade'),
      )
      .addColumn('adstxt', 'text')
      .execute()
    await db.schema
      .createTable('adstxt_checks')
      .addColumn('site_uuid', 'text', (c) =>
        c.primaryKey().references('sites.site_uuid').onDelete('cascade'),
      )
      .addColumn('checked_at', int, (c) => c.notNull())
      .addColumn('contains_adstxt', int, (c) => c.notNull())
      .addColumn('complete', int, (c) => c.notNull())
      .addColumn('missing', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute()
    await db.schema
      .createTable('uploads')
      .addColumn('upload_uuid', 'text', (c) => c.primaryKey())
      .addColumn('account_uuid', 'text', cascade('accounts.account_uuid'))
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', int, (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
    await db.schema.alterTable('payment_methods').addColumn('tax_form_uuid', 'text').execute()
    await db.schema.alterTable('sites').addColumn('slug', 'text').execute()
  },
}

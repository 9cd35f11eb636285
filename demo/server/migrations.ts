/** Schema migrations, in order. Never edit a landed one: add the next. */
import { sql, type Kysely, type Migration } from 'kysely'
import { commentingMigration } from './commenting/migration'

export const migrations: Record<string, Migration> = {
  '0001_foundation': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('account_uuid', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('street_address', 'text')
        .addColumn('city', 'text')
        .addColumn('zip_code', 'text')
        .addColumn('region', 'text')
        .addColumn('country', 'text')
        .addColumn('show_pub_portal_v2_button', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('users')
        .addColumn('user_uuid', 'text', (c) => c.primaryKey())
        .addColumn('account_uuid', 'text', (c) =>
          c.references('accounts.account_uuid').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('password_hash', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_support', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('terms_required', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('auto_login', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('users_account').on('users').column('account_uuid').execute()
      await db.schema
        .createTable('sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_uuid', 'text', (c) =>
          c.notNull().references('users.user_uuid').onDelete('cascade'),
        )
        .addColumn('account_uuid', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('parent_id_hash', 'text')
        .addColumn('executor_uuid', 'text')
        .addColumn('site_uuid', 'text')
        .addColumn('embed_uuid', 'text')
        .addColumn('product_category', 'text')
        .addColumn('show_set_password', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('last_seen_at', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .addColumn('absolute_expires_at', 'integer', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('sessions_user').on('sessions').column('user_uuid').execute()
      await db.schema
        .createTable('tokens')
        .addColumn('token_uuid', 'text', (c) => c.primaryKey())
        .addColumn('user_uuid', 'text', (c) =>
          c.notNull().references('users.user_uuid').onDelete('cascade'),
        )
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .addColumn('used_at', 'integer')
        .execute()
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('to_email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('sites')
        .addColumn('site_uuid', 'text', (c) => c.primaryKey())
        .addColumn('account_uuid', 'text', (c) =>
          c.notNull().references('accounts.account_uuid').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('ron', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .createTable('payment_methods')
        .addColumn('method_uuid', 'text', (c) => c.primaryKey())
        .addColumn('account_uuid', 'text', (c) =>
          c.notNull().references('accounts.account_uuid').onDelete('cascade'),
        )
        .addColumn('payment_type', 'text', (c) => c.notNull())
        .addColumn('preferred', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('last_update', 'integer', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('agreements')
        .addColumn('agreement_uuid', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('user_agreements')
        .addColumn('user_uuid', 'text', (c) =>
          c.notNull().references('users.user_uuid').onDelete('cascade'),
        )
        .addColumn('agreement_uuid', 'text', (c) =>
          c.notNull().references('agreements.agreement_uuid'),
        )
        .addColumn('accepted_at', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_agreements_pk', ['user_uuid', 'agreement_uuid'])
        .execute()
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('demo_requests')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('pageviews', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('feedback')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_uuid', 'text', (c) => c.notNull())
        .addColumn('account_uuid', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('commenting_accounts')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .execute()
      await sql`select 1`.execute(db)
    },
  },
  '0002_account_settings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('adstxt_required')
        .addColumn('account_uuid', 'text', (c) =>
          c.notNull().references('accounts.account_uuid').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
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
        .addColumn('checked_at', 'integer', (c) => c.notNull())
        .addColumn('contains_adstxt', 'integer', (c) => c.notNull())
        .addColumn('complete', 'integer', (c) => c.notNull())
        .addColumn('missing', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute()
      await db.schema
        .createTable('uploads')
        .addColumn('upload_uuid', 'text', (c) => c.primaryKey())
        .addColumn('account_uuid', 'text', (c) =>
          c.notNull().references('accounts.account_uuid').onDelete('cascade'),
        )
        .addColumn('original_name', 'text', (c) => c.notNull())
        .addColumn('stored_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute()
      await db.schema.alterTable('payment_methods').addColumn('tax_form_uuid', 'text').execute()
      await db.schema.alterTable('sites').addColumn('slug', 'text').execute()
    },
  },
  '0003_commenting': commentingMigration,
}

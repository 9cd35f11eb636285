/** Migration 0001: accounts, users, sessions, tokens, the outbox and the other foundations. */
import { sql, type Kysely, type Migration } from 'kysely'
import { portable } from './portable'

export const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    const { int, rowId } = portable(db)
    await db.schema
      .createTable('accounts')
      .addColumn('account_uuid', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('street_address', 'text')
      .addColumn('city', 'text')
      .addColumn('zip_code', 'text')
      .addColumn('region', 'text')
      .addColumn('country', 'text')
      .addColumn('show_pub_portal_v2_button', int, (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', int, (c) => c.notNull())
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
      .addColumn('is_support', int, (c) => c.notNull().defaultTo(0))
      .addColumn('terms_required', int, (c) => c.notNull().defaultTo(0))
      .addColumn('auto_login', int, (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', int, (c) => c.notNull())
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
      .addColumn('show_set_password', int, (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', int, (c) => c.notNull())
      .addColumn('last_seen_at', int, (c) => c.notNull())
      .addColumn('expires_at', int, (c) => c.notNull())
      .addColumn('absolute_expires_at', int, (c) => c.notNull())
      .execute()
    await db.schema.createIndex('sessions_user').on('sessions').column('user_uuid').execute()
    await db.schema
      .createTable('tokens')
      .addColumn('token_uuid', 'text', (c) => c.primaryKey())
      .addColumn('user_uuid', 'text', (c) =>
        c.notNull().references('users.user_uuid').onDelete('cascade'),
      )
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .addColumn('expires_at', int, (c) => c.notNull())
      .addColumn('used_at', int)
      .execute()
    await db.schema
      .createTable('outbox')
      .addColumn('id', int, rowId)
      .addColumn('to_email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'text')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', int, (c) => c.notNull())
      .addColumn('count', int, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('sites')
      .addColumn('site_uuid', 'text', (c) => c.primaryKey())
      .addColumn('account_uuid', 'text', (c) =>
        c.notNull().references('accounts.account_uuid').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('ron', int, (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .createTable('payment_methods')
      .addColumn('method_uuid', 'text', (c) => c.primaryKey())
      .addColumn('account_uuid', 'text', (c) =>
        c.notNull().references('accounts.account_uuid').onDelete('cascade'),
      )
      .addColumn('payment_type', 'text', (c) => c.notNull())
      .addColumn('preferred', int, (c) => c.notNull().defaultTo(0))
      .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('last_update', int, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('agreements')
      .addColumn('agreement_uuid', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('user_agreements')
      .addColumn('user_uuid', 'text', (c) =>
        c.notNull().references('users.user_uuid').onDelete('cascade'),
      )
      .addColumn('agreement_uuid', 'text', (c) =>
        c.notNull().references('agreements.agreement_uuid'),
      )
      .addColumn('accepted_at', int, (c) => c.notNull())
      .addPrimaryKeyConstraint('user_agreements_pk', ['user_uuid', 'agreement_uuid'])
      .execute()
    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('demo_requests')
      .addColumn('id', int, rowId)
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('pageviews', 'text', (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('feedback')
      .addColumn('id', int, rowId)
      .addColumn('user_uuid', 'text', (c) => c.notNull())
      .addColumn('account_uuid', 'text')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('page', 'text', (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('commenting_accounts')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .execute()
    await sql`select 1`.execute(db)
  },
}

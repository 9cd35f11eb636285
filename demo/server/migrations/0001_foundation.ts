/** Migration 0001: accounts, users, sessions, tokens, the outbox and the other foundations. */
import { sql, type Kysely, type Migration } from 'kysely'
import { portable } from './portable'
import { cascade, compositeKey, index, nullableCascade, table } from './kit'

export const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    const { int, rowId } = portable(db)
    await table(db, 'accounts', {
      account_uuid: ['text', 'primary key'],
      name: ['text', 'not null'],
      street_address: 'text',
      city: 'text',
      zip_code: 'text',
      region: 'text',
      country: 'text',
      show_pub_portal_v2_button: [int, 'not null', { default: 0 }],
      created_at: [int, 'not null'],
    })
    await table(db, 'users', {
      user_uuid: ['text', 'primary key'],
      account_uuid: ['text', nullableCascade('accounts.account_uuid')],
      email: ['text', 'not null', 'unique'],
      first_name: ['text', 'not null'],
      last_name: ['text', 'not null'],
      phone: 'text',
      password_hash: 'text',
      status: ['text', 'not null'],
      permissions: ['text', 'not null', { default: '[]' }],
      is_support: [int, 'not null', { default: 0 }],
      terms_required: [int, 'not null', { default: 0 }],
      auto_login: [int, 'not null', { default: 0 }],
      created_at: [int, 'not null'],
    })
    await index(db, 'users_account', 'users', ['account_uuid'])
    await table(db, 'sessions', {
      id_hash: ['text', 'primary key'],
      user_uuid: ['text', cascade('users.user_uuid')],
      account_uuid: 'text',
      kind: ['text', 'not null'],
      parent_id_hash: 'text',
      executor_uuid: 'text',
      site_uuid: 'text',
      embed_uuid: 'text',
      product_category: 'text',
      show_set_password: [int, 'not null', { default: 0 }],
      created_at: [int, 'not null'],
      last_seen_at: [int, 'not null'],
      expires_at: [int, 'not null'],
      absolute_expires_at: [int, 'not null'],
    })
    await index(db, 'sessions_user', 'sessions', ['user_uuid'])
    await table(db, 'tokens', {
      token_uuid: ['text', 'primary key'],
      user_uuid: ['text', cascade('users.user_uuid')],
      type: ['text', 'not null'],
      created_at: [int, 'not null'],
      expires_at: [int, 'not null'],
      used_at: int,
    })
    await table(db, 'outbox', {
      id: [int, rowId],
      to_email: ['text', 'not null'],
      subject: ['text', 'not null'],
      body: ['text', 'not null'],
      link: 'text',
      kind: ['text', 'not null'],
      created_at: [int, 'not null'],
    })
    await table(db, 'rate_limits', {
      key: ['text', 'primary key'],
      window_start: [int, 'not null'],
      count: [int, 'not null'],
    })
    await table(db, 'sites', {
      site_uuid: ['text', 'primary key'],
      account_uuid: ['text', cascade('accounts.account_uuid')],
      name: ['text', 'not null'],
      url: ['text', 'not null'],
      ron: [int, 'not null', { default: 0 }],
    })
    await table(db, 'payment_methods', {
      method_uuid: ['text', 'primary key'],
      account_uuid: ['text', cascade('accounts.account_uuid')],
      payment_type: ['text', 'not null'],
      preferred: [int, 'not null', { default: 0 }],
      data: ['text', 'not null', { default: '{}' }],
      last_update: [int, 'not null'],
    })
    await table(db, 'agreements', {
      agreement_uuid: ['text', 'primary key'],
      title: ['text', 'not null'],
      created_at: [int, 'not null'],
    })
    await table(
      db,
      'user_agreements',
      {
        user_uuid: ['text', cascade('users.user_uuid')],
        agreement_uuid: ['text', 'not null', (c) => c.references('agreements.agreement_uuid')],
        accepted_at: [int, 'not null'],
      },
      compositeKey('user_agreements_pk', ['user_uuid', 'agreement_uuid']),
    )
    await table(db, 'settings', {
      key: ['text', 'primary key'],
      value: ['text', 'not null'],
    })
    await table(db, 'demo_requests', {
      id: [int, rowId],
      first_name: ['text', 'not null'],
      last_name: ['text', 'not null'],
      email: ['text', 'not null'],
      phone: ['text', 'not null'],
      domain: ['text', 'not null'],
      pageviews: ['text', 'not null'],
      created_at: [int, 'not null'],
    })
    await table(db, 'feedback', {
      id: [int, rowId],
      user_uuid: ['text', 'not null'],
      account_uuid: 'text',
      message: ['text', 'not null'],
      page: ['text', 'not null'],
      created_at: [int, 'not null'],
    })
    await table(db, 'commenting_accounts', {
      email: ['text', 'primary key'],
    })
    await sql`select 1`.execute(db)
  },
}

/**
 * Migration 0004: payment methods keep their order in a column of their own. The list used to be
 * ordered by SQLite's hidden rowid, which PostgreSQL does not have; existing SQLite rows take
 * their rowid as position, so no list changes order.
 */
import { sql, type Kysely, type Migration } from 'kysely'
import { kindOf } from '../platform/dialect'
import { portable } from './portable'
import { addColumn } from './kit'

export const paymentMethodOrder: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await addColumn(db, 'payment_methods', 'position', [int, 'not null', { default: 0 }])
    if (kindOf(db) === 'sqlite') await sql`update payment_methods set position = rowid`.execute(db)
  },
}

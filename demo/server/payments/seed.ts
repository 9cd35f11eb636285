/**
 * The payments part of the demo seed: Other Media is paid through PayPal, its preferred method;
 * Demo Publisher has no payment method yet. Runs inside the main seed's transaction.
 */
import type { Kysely } from 'kysely'
import { ACCOUNT_IDS } from '../accounts/seed'
import type { Database } from '../platform/schema'

/** Fixed id of Other Media's PayPal method. */
export const PAYMENT_IDS = { otherPaypal: '5f607182-0000-4000-8000-000000000001' }

export async function seedPayments(trx: Kysely<Database>, now: number): Promise<void> {
  await trx
    .insertInto('payment_methods')
    .values({
      method_uuid: PAYMENT_IDS.otherPaypal,
      account_uuid: ACCOUNT_IDS.otherAccount,
      payment_type: 'PAYPAL',
      preferred: 1,
      data: JSON.stringify({ paypalUserName: 'payouts@other.test' }),
      last_update: now,
      tax_form_uuid: null,
      position: 1,
    })
    .execute()
}

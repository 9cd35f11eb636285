/**
 * The accounts part of the demo seed: Demo Publisher with three demo-hosted sites, Other Media
 * with one, and the dashboard's reporting-delay message. Runs inside the main seed's transaction.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../platform/schema'

/** Fixed ids of the two seeded accounts. */
export const ACCOUNT_IDS = {
  demoAccount: '0b6a3c1e-0000-4000-8000-000000000001',
  otherAccount: '0b6a3c1e-0000-4000-8000-000000000002',
}

/** Fixed ids of the seeded sites; SITE_IDS[i] belongs to SITES[i]. */
export const SITE_IDS = [
  '4e5f6071-0000-4000-8000-000000000001',
  '4e5f6071-0000-4000-8000-000000000002',
  '4e5f6071-0000-4000-8000-000000000003',
  '4e5f6071-0000-4000-8000-000000000004',
]

/** The demo sites: the first three are Demo Publisher's, the last one Other Media's. */
export const SITES: ReadonlyArray<{ account: string; name: string; slug: string }> = [
  { account: ACCOUNT_IDS.demoAccount, name: 'Daily Planet', slug: 'daily-planet' },
  { account: ACCOUNT_IDS.demoAccount, name: 'Gotham Gazette', slug: 'gotham-gazette' },
  { account: ACCOUNT_IDS.demoAccount, name: 'Metro Weekly', slug: 'metro-weekly' },
  { account: ACCOUNT_IDS.otherAccount, name: 'Other Times', slug: 'other-times' },
]

export const REPORTING_DELAY_MESSAGE =
  'Reporting is delayed: ad revenue for yesterday will be available later today.'

/** Demo Publisher (no beta-portal button) and Other Media (with it). */
export async function seedAccounts(trx: Kysely<Database>, now: number): Promise<void> {
  await trx
    .insertInto('accounts')
    .values([
      {
        account_uuid: ACCOUNT_IDS.demoAccount,
        name: 'Demo Publisher',
        street_address: '350 Fifth Avenue',
        city: 'New York',
        zip_code: '10118',
        region: 'NY',
        country: 'United States',
        show_pub_portal_v2_button: 0,
        created_at: now,
      },
      {
        account_uuid: ACCOUNT_IDS.otherAccount,
        name: 'Other Media',
        street_address: '1 Market Street',
        city: 'San Francisco',
        zip_code: '94105',
        region: 'CA',
        country: 'United States',
        show_pub_portal_v2_button: 1,
        created_at: now,
      },
    ])
    .execute()
}

/**
 * The sites, hosted by the demo server itself: their URLs are stored relative to the server, so
 * a restart on another port keeps them.
 */
export async function seedSites(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('sites')
    .values(
      SITES.map((site, i) => ({
        site_uuid: SITE_IDS[i]!,
        account_uuid: site.account,
        name: site.name,
        url: `/demo/sites/${site.slug}`,
        ron: 0,
        slug: site.slug,
      })),
    )
    .execute()
}

/** API-21: the dashboard shows the reporting-delay message. */
export async function seedDashboardMessage(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('settings')
    .values({
      key: 'dashboard_message',
      value: JSON.stringify({ showMessage: true, message: REPORTING_DELAY_MESSAGE }),
    })
    .execute()
}

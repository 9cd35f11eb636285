/**
 * The ads.txt part of the demo seed: the lines each account must publish, and each demo-hosted
 * site's ads.txt (complete, partial or absent). Runs inside the main seed's transaction.
 */
import type { Kysely } from 'kysely'
import type { AdsTxtState } from '../../../src/areas/account/adstxt/lib/adstxt-rules'
import { ACCOUNT_IDS, SITE_IDS, SITES } from '../accounts/seed'
import type { Database } from '../platform/schema'

/** The publisher id in each account's required lines. */
const PUBLISHER_IDS: Readonly<Record<string, string>> = {
  [ACCOUNT_IDS.demoAccount]: 'pub-1001',
  [ACCOUNT_IDS.otherAccount]: 'pub-2002',
}

/** What each demo site publishes, by slug. */
const SITE_STATES: Readonly<Record<string, AdsTxtState>> = {
  'daily-planet': 'complete',
  'gotham-gazette': 'partial',
  'metro-weekly': 'absent',
  'other-times': 'complete',
}

/** The ads.txt lines an account must publish (the portal's own ad partners). */
export function requiredAdsTxt(publisherId: string): string[] {
  return [
    `demo-ads.test, ${publisherId}, DIRECT, f08c47fec0942fa0`,
    `partner-exchange.test, 88231, RESELLER, 6a698e2ec38604c6`,
    `video-network.test, ${publisherId.replace('pub-', 'vn-')}, DIRECT`,
    `native-partner.test, dp-4410, RESELLER`,
  ]
}

/** A demo site's ads.txt in one of three states (null: no file at all). */
export function demoAdsTxt(state: AdsTxtState, publisherId: string): string | null {
  if (state === 'absent') return null
  const own = ['# ads.txt', 'other-network.test, 7781, DIRECT']
  const required = requiredAdsTxt(publisherId)
  return [...own, ...(state === 'complete' ? required : required.slice(0, 2))].join('\n') + '\n'
}

/** Each account's required lines, then each site's ads.txt file. */
export async function seedAdsTxt(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('adstxt_required')
    .values(
      [ACCOUNT_IDS.demoAccount, ACCOUNT_IDS.otherAccount].flatMap((account) =>
        requiredAdsTxt(PUBLISHER_IDS[account]!).map((line, position) => ({
          account_uuid: account,
          position,
          line,
        })),
      ),
    )
    .execute()
  await trx
    .insertInto('demo_site_files')
    .values(
      SITES.map((site, i) => ({
        site_uuid: SITE_IDS[i]!,
        adstxt: demoAdsTxt(SITE_STATES[site.slug]!, PUBLISHER_IDS[site.account]!),
      })),
    )
    .execute()
}

/**
 * The deterministic demo seed (DESIGN.md demo accounts, kept exactly). Fixed ids, so tests and
 * documentation can name them; times are relative to the moment of seeding. Each service seeds
 * its own tables (accounts/, users/, auth/, adstxt/, payments/, commenting/, reports/ seed.ts); this file
 * runs them in one transaction, parents before children, and gathers their ids in IDS.
 */
import { sql } from 'kysely'
import { kindOf } from './platform/dialect'
import {
  ACCOUNT_IDS,
  seedAccounts,
  seedDashboardMessage,
  seedSites,
  SITE_IDS,
  SITES,
} from './accounts/seed'
import { seedAdsTxt } from './adstxt/seed'
import { AUTH_IDS, seedAgreement, seedInvitations } from './auth/seed'
import { seedCommenting, seedCommentingAccounts } from './commenting/seed'
import type { DB } from './platform/db'
import { EMBED_IDS, seedEmbeds } from './embeds/seed'
import { seedMetrics } from './metrics/seed'
import { hashPassword } from './platform/passwords'
import { seedPayments } from './payments/seed'
import { RATING_IDS, seedRatings } from './ratings/seed'
import { REPORT_IDS, seedReports } from './reports/seed'
import { DEMO_PASSWORD, seedUsers, USER_IDS } from './users/seed'
import { inTransaction } from './platform/transaction'

export type { AdsTxtState } from '../../src/areas/account/adstxt/lib/adstxt-rules'
export { REPORTING_DELAY_MESSAGE } from './accounts/seed'
export { demoAdsTxt, requiredAdsTxt } from './adstxt/seed'
export { ALL, DEMO_PASSWORD } from './users/seed'

/** Every fixed id of the seed: accounts, users, the agreement, invitation tokens, sites. */
export const IDS = {
  ...ACCOUNT_IDS,
  ...USER_IDS,
  ...AUTH_IDS,
  sites: SITE_IDS,
  embeds: EMBED_IDS,
  reports: REPORT_IDS,
  ratings: RATING_IDS,
}

/**
 * Seeds an empty database; does nothing when accounts already exist. Demo-hosted site URLs and
 * seeded e-mail links are stored relative to the server, so a restart on another port keeps them.
 */
export async function seed(db: DB, now = Date.now()): Promise<boolean> {
  const seeded = async (on: DB) =>
    !!(await on.selectFrom('accounts').select('account_uuid').limit(1).executeTakeFirst())
  if (await seeded(db)) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  // Two processes starting on one new PostgreSQL database: the one that comes second sees the
  // other's rows inside its transaction and seeds nothing.
  return inTransaction(db, async (trx) => {
    if (await seeded(trx)) return false
    await seedAccounts(trx, now)
    await seedUsers(trx, passwordHash, now)
    await seedAgreement(trx, now)
    await seedSites(trx)
    await seedAdsTxt(trx)
    await seedPayments(trx, now)
    await seedInvitations(trx, now)
    await seedCommentingAccounts(trx)
    await seedCommenting(
      trx,
      {
        accountUUID: IDS.demoAccount,
        ownerEmail: 'owner@demo.test',
        sites: SITES.slice(0, 3).map((site, i) => ({ uuid: SITE_IDS[i]!, name: site.name })),
      },
      now,
    )
    await seedEmbeds(
      trx,
      {
        demoAccount: IDS.demoAccount,
        otherAccount: IDS.otherAccount,
        sites: SITE_IDS,
        ownerUUID: IDS.owner,
      },
      now,
    )
    await seedMetrics(
      trx,
      [
        { accountUUID: IDS.demoAccount, sites: SITE_IDS.slice(0, 3), scale: 1 },
        { accountUUID: IDS.otherAccount, sites: SITE_IDS.slice(3), scale: 0.3 },
      ],
      now,
    )
    await seedReports(trx, { accountUUID: IDS.demoAccount, ownerUUID: IDS.owner }, now)
    await seedRatings(
      trx,
      {
        accountUUID: IDS.demoAccount,
        ownerEmail: 'owner@demo.test',
        sites: SITE_IDS.slice(0, 3),
        siteSlugs: SITES.slice(0, 3).map((site) => site.slug),
      },
      now,
    )
    await seedDashboardMessage(trx)
    return true
  }).then(async (done) => {
    // The query planner's statistics for the seeded tables: without them SQLite may walk a
    // breakdown's index over a whole account instead of a range of days (the analytics reads).
    // PostgreSQL's autovacuum gathers its own.
    if (done && kindOf(db) === 'sqlite') await sql`analyze`.execute(db)
    return done
  })
}

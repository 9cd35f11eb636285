/** Ads.txt status and verification (API-38, API-39), and the demo-hosted ads.txt files. */
import { checkAdsTxt, type AdsTxtCheck } from '../../../src/areas/account/adstxt/lib/adstxt-rules'
import { adsTxtCalls } from '../../../src/contracts/accounts/adstxt'
import { adsTxtSchemas, type AdsTxtInfo } from '../../../src/contracts/accounts/adstxt.schemas'
import { contractRoutes } from '../platform/serve-contract'
import { userUrlFailure } from '../platform/user-url-fetch'
import { AdsTxtFetchError, fetchAdsTxt } from './adstxt-fetch'
import { requiredLines, siteIdOf, siteOf, type SiteRow } from './queries'
import {
  originOf,
  ownEndpoint,
  requireAccount,
  requirePermission,
  requireSession,
  type Ctx,
} from '../platform/context'
import type { DB } from '../platform/db'
import { fail } from '../platform/http-errors'
import { inTransaction } from '../platform/transaction'

export const [adsTxtRoutes, adsTxt] = contractRoutes(adsTxtCalls, adsTxtSchemas)

interface StoredCheck extends AdsTxtCheck {
  checkedAt: number
}

/** `<site url>/ads.txt`, a relative site URL taken against the origin the request reached. */
export function adsTxtAddress(siteUrl: string, origin: string): string {
  let url: URL
  try {
    url = new URL(siteUrl, origin)
  } catch {
    throw new AdsTxtFetchError('refused', 'The site address is not a valid URL')
  }
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/ads.txt`
  url.search = ''
  url.hash = ''
  return url.href
}

// One check per site at a time (per database): a second request waits for the running one.
const running = new WeakMap<DB, Map<string, Promise<StoredCheck>>>()

/** Fetches the site's ads.txt now, compares it and stores the result (nothing on failure). */
function runCheck(c: Ctx, site: SiteRow): Promise<StoredCheck> {
  const { db } = c.get('services')
  let jobs = running.get(db)
  if (!jobs) running.set(db, (jobs = new Map()))
  const pending = jobs.get(site.site_uuid)
  if (pending) return pending
  const job = (async () => {
    const required = await requiredLines(db, site.account_uuid)
    const fetched = await fetchAdsTxt(adsTxtAddress(site.url, originOf(c)), {
      own: ownEndpoint(c),
    })
    const result = checkAdsTxt(required, fetched.found ? fetched.text : null)
    const checkedAt = Date.now()
    const row = {
      checked_at: checkedAt,
      contains_adstxt: result.containsAdsTxt ? 1 : 0,
      complete: result.adsTxtComplete ? 1 : 0,
      missing: JSON.stringify(result.missing),
    }
    await inTransaction(db, (trx) =>
      trx
        .insertInto('adstxt_checks')
        .values({ site_uuid: site.site_uuid, ...row })
        .onConflict((oc) => oc.column('site_uuid').doUpdateSet(row))
        .execute(),
    )
    return { ...result, checkedAt }
  })().finally(() => jobs.delete(site.site_uuid))
  jobs.set(site.site_uuid, job)
  return job
}

async function checkOrFail(c: Ctx, site: SiteRow): Promise<StoredCheck> {
  try {
    return await runCheck(c, site)
  } catch (error) {
    if (!(error instanceof AdsTxtFetchError)) throw error
    throw userUrlFailure('adstxt', error)
  }
}

async function reply(c: Ctx, site: SiteRow, check: StoredCheck): Promise<AdsTxtInfo> {
  const { db } = c.get('services')
  let adsTxtUrl = ''
  try {
    adsTxtUrl = adsTxtAddress(site.url, originOf(c))
  } catch {
    // An unusable stored address: the check itself was refused, nothing to link to.
  }
  return {
    siteUUID: site.site_uuid,
    values: await requiredLines(db, site.account_uuid),
    missing: check.missing,
    containsAdsTxt: check.containsAdsTxt,
    adsTxtComplete: check.adsTxtComplete,
    checkedAt: new Date(check.checkedAt).toISOString(),
    adsTxtUrl,
  }
}

/** Each user may have the server fetch 30 files a minute (Verify, and a GET with nothing stored). */
function takeCheck(c: Ctx, userUUID: string): Promise<void> {
  return c.get('services').limiter.take(`adstxt-verify:${userUUID}`, 30, 60_000)
}

/** API-38: the stored result of the site's last check, or a check made now when there is none. */
adsTxt.handle('status', async (c, { params, query }) => {
  const { db } = c.get('services')
  const session = requireSession(c)
  const accountUUID = query.accountUUID ?? ''
  if (!accountUUID || accountUUID.length > 64)
    throw fail.badRequest([{ field: 'accountUUID', message: 'Required' }])
  requireAccount(c, accountUUID)
  await requirePermission(c, 'settings.adsTxt')
  const site = await siteOf(db, siteIdOf(params.siteUUID), accountUUID)
  const stored = await db
    .selectFrom('adstxt_checks')
    .selectAll()
    .where('site_uuid', '=', site.site_uuid)
    .executeTakeFirst()
  if (!stored) await takeCheck(c, session.row.user_uuid)
  const check = stored
    ? {
        checkedAt: stored.checked_at,
        containsAdsTxt: stored.contains_adstxt === 1,
        adsTxtComplete: stored.complete === 1,
        missing: JSON.parse(stored.missing) as string[],
      }
    : await checkOrFail(c, site)
  return reply(c, site, check)
})

/** API-39: fetch the site's ads.txt now, store and return the result. */
adsTxt.handle('verify', async (c, { params }) => {
  const { db } = c.get('services')
  const session = await requirePermission(c, 'settings.adsTxt')
  const accountUUID = session.row.account_uuid
  if (!accountUUID) throw fail.forbidden()
  const site = await siteOf(db, siteIdOf(params.siteUUID), accountUUID)
  await takeCheck(c, session.row.user_uuid)
  return reply(c, site, await checkOrFail(c, site))
})

/** Account-service calls of the Ads.txt tab (API-35, API-38, API-39), from their contracts. */
import { accountCalls } from '../../../contracts/accounts/account'
import type { accountSchemas } from '../../../contracts/accounts/account.schemas'
import { adsTxtCalls } from '../../../contracts/accounts/adstxt'
import type { AdsTxtInfo, adsTxtSchemas } from '../../../contracts/accounts/adstxt.schemas'
import { client } from '../../../core/contract-client'

export type { AdsTxtInfo }

const account = client<typeof accountSchemas>()(accountCalls)
const adsTxt = client<typeof adsTxtSchemas>()(adsTxtCalls)

export const adsTxtApi = {
  /** API-35: every site of the account, for the dropdown. */
  sites: (accountUUID: string, signal?: AbortSignal) =>
    account.sites({ params: { accountUUID }, query: { filterRonSites: 'false' } }, { signal }),
  /** API-38: the site's stored check (the server checks now when there is none). */
  status: (siteUUID: string, accountUUID: string, signal?: AbortSignal) =>
    adsTxt.status({ params: { siteUUID }, query: { accountUUID } }, { signal }),
  /** API-39: fetch the site's ads.txt now and compare it. */
  verify: (siteUUID: string, signal?: AbortSignal) =>
    adsTxt.verify({ params: { siteUUID } }, { signal }),
}

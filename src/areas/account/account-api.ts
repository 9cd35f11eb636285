/** Account-service calls of the General and Sites tabs (API-01, API-02, API-36), from the contract. */
import { accountCalls } from '../../contracts/accounts/account'
import type {
  accountSchemas,
  GeneralInfo,
  SitesPage,
} from '../../contracts/accounts/account.schemas'
import { client } from '../../core/contract-client'

export type { GeneralInfo, SitesPage }

const account = client<typeof accountSchemas>()(accountCalls)

export const accountApi = {
  general: (accountUUID: string, signal?: AbortSignal) =>
    account.general({ params: { accountUUID } }, { signal }),
  saveGeneral: (accountUUID: string, body: GeneralInfo) =>
    account.saveGeneral({ params: { accountUUID }, body }),
  sitesPage: (accountUUID: string, page: number, size: number, signal?: AbortSignal) =>
    account.sites({ params: { accountUUID }, query: { page, size } }, { signal }),
}

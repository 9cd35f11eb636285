/** Accounts-service calls of the customize step (API-57), from their contract. */
import { embedCalls } from '../../../../contracts/accounts/embeds'
import type { embedSchemas } from '../../../../contracts/accounts/embeds.schemas'
import { client } from '../../../../core/contract-client'

const embeds = client<typeof embedSchemas>()(embedCalls)

export const customizeApi = {
  /** API-57: a story page's og:title / og:image ([] = the site does not allow it). */
  openGraph: (url: string, signal?: AbortSignal) =>
    embeds.openGraph({ query: { url } }, { signal }),
}

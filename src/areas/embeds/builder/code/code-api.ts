/** The code step's call (API-45, accounts service), from its contract. */
import { embedCalls } from '../../../../contracts/accounts/embeds'
import type { embedSchemas } from '../../../../contracts/accounts/embeds.schemas'
import { client } from '../../../../core/contract-client'
import { EMBED_CODE_VERSION } from '../../lib/builder-rules'

const embeds = client<typeof embedSchemas>()(embedCalls)

export const codeApi = {
  /** API-45: the header and body code of a saved embed (VERSION_4_0). */
  embedCode: (embedUUID: string, siteUUID: string, signal?: AbortSignal) =>
    embeds.code(
      { params: { embedUUID }, query: { siteUUID, version: EMBED_CODE_VERSION } },
      { signal },
    ),
}

/** The code step's call (API-45, accounts service; builder-rules.ts EmbedCode). */
import { request } from '../../../../core/http'
import { EMBED_CODE_VERSION, type EmbedCode } from '../../lib/builder-rules'

export const codeApi = {
  /** API-45: the header and body code of a saved embed (VERSION_4_0). */
  embedCode: (embedUUID: string, siteUUID: string, signal?: AbortSignal) =>
    request<EmbedCode>('accounts', `/embeds/${encodeURIComponent(embedUUID)}/embedcode/`, {
      query: { siteUUID, version: EMBED_CODE_VERSION },
      signal,
    }),
}

/** Accounts-service calls of the embed builder (API-41..45), from their contracts. */
import { embedCalls } from '../../../contracts/accounts/embeds'
import type { embedSchemas } from '../../../contracts/accounts/embeds.schemas'
import { client } from '../../../core/contract-client'
import type { EmbedBody } from '../lib/builder-rules'
import { EMBED_CODE_VERSION } from '../lib/builder-rules'
import type { CreateEmbed } from '../lib/embeds-rules'

const embeds = client<typeof embedSchemas>()(embedCalls)

export const builderApi = {
  /** API-42: the embed, its site and cards. */
  load: (embedUUID: string, signal?: AbortSignal) =>
    embeds.get({ params: { embedUUID } }, { signal }),
  /** API-43 as the New Embed dialog sends it (the builder's creation start). */
  create: (siteUUID: string, body: CreateEmbed) => embeds.create({ params: { siteUUID }, body }),
  /** API-44: the whole embed. */
  save: (siteUUID: string, embedUUID: string, body: EmbedBody) =>
    embeds.save({ params: { siteUUID, embedUUID }, body }),
  /** API-41: every embed's name and site (the duplicate-name rule of the dialogs). */
  names: (accountUUID: string, signal?: AbortSignal) =>
    embeds.names({ params: { accountUUID } }, { signal }).then((reply) => reply.names),
  /** API-45: the header and body code. */
  code: (embedUUID: string, siteUUID: string, signal?: AbortSignal) =>
    embeds.code(
      { params: { embedUUID }, query: { siteUUID, version: EMBED_CODE_VERSION } },
      { signal },
    ),
}

/** Accounts-service calls of the embed builder (API-41..45; builder-rules.ts). */
import { request } from '../../../core/http'
import type { EmbedBody, EmbedCode } from '../lib/builder-rules'
import { EMBED_CODE_VERSION } from '../lib/builder-rules'
import type { CreateEmbed, EmbedForEdit, EmbedName } from '../lib/embeds-rules'

const id = encodeURIComponent

export const builderApi = {
  /** API-42: the embed, its site and cards. */
  load: (embedUUID: string, signal?: AbortSignal) =>
    request<EmbedForEdit>('accounts', `/embeds/${id(embedUUID)}/sites/content`, { signal }),
  /** API-43 as the New Embed dialog sends it (the builder's creation start). */
  create: (siteUUID: string, body: CreateEmbed) =>
    request<EmbedForEdit>('accounts', `/sites/${id(siteUUID)}/embeds/content`, {
      method: 'POST',
      body,
    }),
  /** API-44: the whole embed. */
  save: (siteUUID: string, embedUUID: string, body: EmbedBody) =>
    request<EmbedForEdit>('accounts', `/sites/${id(siteUUID)}/embeds/${id(embedUUID)}/content`, {
      method: 'PUT',
      body,
    }),
  /** API-41: every embed's name and site (the duplicate-name rule of the dialogs). */
  names: (accountUUID: string, signal?: AbortSignal) =>
    request<{ names: EmbedName[] }>('accounts', `/accounts/${id(accountUUID)}/embeds/names`, {
      signal,
    }).then((reply) => reply.names),
  /** API-45: the header and body code. */
  code: (embedUUID: string, siteUUID: string, signal?: AbortSignal) =>
    request<EmbedCode>(
      'accounts',
      `/embeds/${id(embedUUID)}/embedcode/?siteUUID=${id(siteUUID)}&version=${EMBED_CODE_VERSION}`,
      { signal },
    ),
}

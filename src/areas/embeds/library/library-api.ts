/** Accounts-service calls of the embed library (API-40..43, 46..48, 50..54; embeds-rules.ts). */
import { request } from '../../../core/http'
import { sessionApi } from '../../../core/session-api'
import type { Site } from '../../../core/session-types'
import type {
  AttachLabels,
  AttachLabelsResult,
  CreateEmbed,
  EmbedForEdit,
  EmbedName,
  Label,
  LibraryPage,
  LibraryQuery,
} from '../lib/embeds-rules'

const account = (accountUUID: string) => `/accounts/${encodeURIComponent(accountUUID)}`
const embed = (embedUUID: string) => `/embeds/${encodeURIComponent(embedUUID)}`
const label = (labelUUID: string) => `/v1/labels/${encodeURIComponent(labelUUID)}`

export const libraryApi = {
  /** API-40: one page of the library. */
  list: (accountUUID: string, body: LibraryQuery, signal?: AbortSignal) =>
    request<LibraryPage>('accounts', `${account(accountUUID)}/embeds/content`, {
      method: 'POST',
      body,
      signal,
    }),
  /** API-41: every embed's name and site (the duplicate-name rule). */
  names: (accountUUID: string, signal?: AbortSignal) =>
    request<{ names: EmbedName[] }>('accounts', `${account(accountUUID)}/embeds/names`, {
      signal,
    }).then((reply) => reply.names),
  /** API-35: the account's sites, when the shell has not loaded them. */
  sites: (accountUUID: string, signal?: AbortSignal): Promise<Site[]> =>
    sessionApi.sites(accountUUID, signal).then((reply) => reply.items),
  /** API-43: the name dialog creates the embed. */
  create: (siteUUID: string, body: CreateEmbed) =>
    request<EmbedForEdit>('accounts', `/sites/${encodeURIComponent(siteUUID)}/embeds/content`, {
      method: 'POST',
      body,
    }),
  /** API-46 (mocked sessions only). */
  remove: (embedUUID: string) => request<void>('accounts', embed(embedUUID), { method: 'DELETE' }),
  /** API-47 */
  archive: (embedUUID: string) =>
    request<void>('accounts', `${embed(embedUUID)}/archive`, { method: 'PUT' }),
  /** API-48 */
  unarchive: (embedUUID: string) =>
    request<void>('accounts', `${embed(embedUUID)}/unarchive`, { method: 'PUT' }),
  /** API-50 */
  labels: (accountUUID: string, signal?: AbortSignal) =>
    request<{ labels: Label[] }>('accounts', `${account(accountUUID)}/labels`, { signal }).then(
      (reply) => reply.labels,
    ),
  /** API-51 */
  createLabel: (accountUUID: string, labelName: string) =>
    request<Label>('accounts', `${account(accountUUID)}/labels`, {
      method: 'POST',
      body: { labelName },
    }),
  /** API-52 */
  renameLabel: (labelUUID: string, labelName: string) =>
    request<Label>('accounts', label(labelUUID), { method: 'PUT', body: { labelName } }),
  /** API-53 */
  deleteLabel: (labelUUID: string) =>
    request<{ failedLabelUUIDs: string[] }>('accounts', label(labelUUID), { method: 'DELETE' }),
  /** API-54: the labels of one embed, applied at once. */
  attachLabels: (embedUUID: string, body: AttachLabels) =>
    request<AttachLabelsResult>('accounts', `${embed(embedUUID)}/labels`, {
      method: 'PUT',
      body,
    }),
}

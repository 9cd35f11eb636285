/** Accounts-service calls of the embed library (API-40..43, 46..48, 50..54), from their contracts. */
import { embedCalls } from '../../../contracts/accounts/embeds'
import type { embedSchemas } from '../../../contracts/accounts/embeds.schemas'
import { labelCalls } from '../../../contracts/accounts/labels'
import type { labelSchemas } from '../../../contracts/accounts/labels.schemas'
import { client } from '../../../core/contract-client'
import { sessionApi } from '../../../core/session-api'
import type { Site } from '../../../core/session-types'
import type { AttachLabels, CreateEmbed, LibraryQuery } from '../lib/embeds-rules'

const embeds = client<typeof embedSchemas>()(embedCalls)
const labels = client<typeof labelSchemas>()(labelCalls)

export const libraryApi = {
  /** API-40: one page of the library. */
  list: (accountUUID: string, body: LibraryQuery, signal?: AbortSignal) =>
    embeds.library({ params: { accountUUID }, body }, { signal }),
  /** API-41: every embed's name and site (the duplicate-name rule). */
  names: (accountUUID: string, signal?: AbortSignal) =>
    embeds.names({ params: { accountUUID } }, { signal }).then((reply) => reply.names),
  /** API-35: the account's sites, when the shell has not loaded them. */
  sites: (accountUUID: string, signal?: AbortSignal): Promise<Site[]> =>
    sessionApi.sites(accountUUID, signal).then((reply) => reply.items),
  /** API-43: the name dialog creates the embed. */
  create: (siteUUID: string, body: CreateEmbed) => embeds.create({ params: { siteUUID }, body }),
  /** API-46 (mocked sessions only). */
  remove: (embedUUID: string) => embeds.remove({ params: { embedUUID } }),
  /** API-47 */
  archive: (embedUUID: string) => embeds.archive({ params: { embedUUID } }),
  /** API-48 */
  unarchive: (embedUUID: string) => embeds.unarchive({ params: { embedUUID } }),
  /** API-50 */
  labels: (accountUUID: string, signal?: AbortSignal) =>
    labels.list({ params: { accountUUID } }, { signal }).then((reply) => reply.labels),
  /** API-51 */
  createLabel: (accountUUID: string, labelName: string) =>
    labels.create({ params: { accountUUID }, body: { labelName } }),
  /** API-52 */
  renameLabel: (labelUUID: string, labelName: string) =>
    labels.rename({ params: { labelUUID }, body: { labelName } }),
  /** API-53 */
  deleteLabel: (labelUUID: string) => labels.remove({ params: { labelUUID } }),
  /** API-54: the labels of one embed, applied at once. */
  attachLabels: (embedUUID: string, body: AttachLabels) =>
    labels.attach({ params: { embedUUID }, body }),
}

/**
 * Calls of the commenting area: the commenting service (API-87..104), the product-access service
 * (API-105..108) and pub-portal's migration status (API-98/99).
 */
import { accessCalls } from '../../contracts/access/access'
import type {
  AccessRequest,
  accessSchemas,
  RequestStatus,
  SiteUnit,
} from '../../contracts/access/access.schemas'
import { migrationCalls } from '../../contracts/commenting/migration'
import type { MigrationState, migrationSchemas } from '../../contracts/commenting/migration.schemas'
import { client } from '../../core/contract-client'
import { request } from '../../core/http'
import { requestFile } from '../../core/files'
import { upload } from '../../core/upload'
import type {
  AddonPath,
  AvatarPack,
  ColorSchema,
  CommentingConfiguration,
  CommentsCounterAddon,
  CommentsTree,
  CommunityAddon,
  CommunitySettings,
  ExportFormat,
  GeneralSettings,
  ModerationSettings,
  StatInterval,
  StatsRow,
} from './lib/commenting-rules'

const e = encodeURIComponent
const access = client<typeof accessSchemas>()(accessCalls)
const migration = client<typeof migrationSchemas>()(migrationCalls)

export type { AccessRequest, MigrationState, RequestStatus, SiteUnit }

export interface Addons {
  commentsCounter: CommentsCounterAddon | null
  community: CommunityAddon | null
}

export interface UnitCode {
  commentingUnitCode: { headerCode: string; bodyCode: string }
}

export interface AddonsCode {
  communityCode: { code: string }
  commentsCounterCode: { headerCode: string; bodyCode: string }
}

export interface StatsPage {
  groups: Array<{ date: string; rows: StatsRow[] }>
  hasMoreData: boolean
}

const units = (id: string) => `/v1/commenting-units/${e(id)}`
const configs = '/v1/commenting-units/configurations'

export const accessApi = {
  /** API-106 */
  current: (accountUUID: string, signal?: AbortSignal) =>
    access.current({ params: { accountUUID }, query: { productType: 'COMMENTING' } }, { signal }),
  /** API-105 */
  ask: (accountUUID: string) =>
    access.ask({ params: { accountUUID }, body: { productType: 'COMMENTING' } }),
  /** API-107 */
  siteUnit: (siteUUID: string, signal?: AbortSignal) =>
    access.siteUnit({ params: { siteUUID } }, { signal }),
  /** API-108 (mockup generator) */
  createUnit: (siteUUID: string) => access.createUnit({ body: { siteUUID } }),
}

export const commentingApi = {
  /** API-91 */
  configuration: (
    site: { siteUUID: string; url: string },
    accountUUID: string,
    signal?: AbortSignal,
  ) =>
    request<CommentingConfiguration>('commenting', `/v1/sites/${e(site.siteUUID)}/configurations`, {
      query: { accountUUID, siteURL: site.url },
      signal,
    }),
  /** API-94 */
  saveGeneral: (configurationUUID: string, body: GeneralSettings) =>
    request<GeneralSettings>('commenting', `${configs}/${e(configurationUUID)}/generals`, {
      method: 'PUT',
      body,
    }),
  /** API-93 */
  saveModeration: (body: ModerationSettings) =>
    request<ModerationSettings>('commenting', `${configs}/moderations/${e(body.uuid)}`, {
      method: 'PUT',
      body,
    }),
  /** API-96 */
  saveTree: (body: CommentsTree) =>
    request<CommentsTree>('commenting', `${configs}/comments-tree/${e(body.uuid)}`, {
      method: 'PUT',
      body,
    }),
  /** API-92 */
  saveColors: (body: ColorSchema) =>
    request<ColorSchema>('commenting', `${configs}/color-schemes/${e(body.uuid)}`, {
      method: 'PUT',
      body,
    }),
  /** API-95 */
  saveAvatarPack: (configurationUUID: string, avatarPack: AvatarPack) =>
    request<{ avatarPack: AvatarPack }>(
      'commenting',
      `${configs}/${e(configurationUUID)}/avatar-packs`,
      {
        method: 'PUT',
        body: { avatarPack },
      },
    ),
  /** API-97 */
  saveCommunity: (body: CommunitySettings) =>
    request<CommunitySettings>('commenting', `${configs}/community/${e(body.uuid)}`, {
      method: 'PUT',
      body,
    }),
  /** API-90: multipart; answers the stored image's address. */
  uploadImage: (
    commentingUnitUUID: string,
    image: File,
    workflow: 'COMMUNITY' | 'STAND_ALONE_COMMUNITY' | 'SSO_LOGO',
    onProgress?: (sent: number, total: number) => void,
  ) => {
    const body = new FormData()
    body.set('commentingUnitUUID', commentingUnitUUID)
    body.set('workflow', workflow)
    body.set('image', image)
    return upload<{ imageUrl: string }>('commenting', '/v1/commenting-units/images', {
      body,
      onProgress,
    })
  },
  /** API-101 */
  unitCode: (siteUUID: string, signal?: AbortSignal) =>
    request<UnitCode>('commenting', `/v1/sites/${e(siteUUID)}/commenting-units/code`, { signal }),
  /** API-87 */
  addons: (siteUUID: string, signal?: AbortSignal) =>
    request<Addons>('commenting', `/v1/sites/${e(siteUUID)}/add-ons`, { signal }),
  /** API-100 */
  addonsCode: (siteUUID: string, signal?: AbortSignal) =>
    request<AddonsCode>('commenting', `/v1/sites/${e(siteUUID)}/commenting-units/add-ons/code`, {
      query: { showOnlyNewCode: true },
      signal,
    }),
  /** API-88: the first switch-on creates the setting. */
  createAddon: <T extends CommentsCounterAddon | CommunityAddon>(
    path: AddonPath,
    body: Omit<T, 'uuid'>,
  ) =>
    request<{ data: T }>('commenting', `/add-ons/${path}`, { method: 'POST', body }).then(
      (r) => r.data,
    ),
  /** API-89 */
  updateAddon: <T extends CommentsCounterAddon | CommunityAddon>(
    path: AddonPath,
    configurationUUID: string,
    body: T,
  ) =>
    request<{ data: T }>('commenting', `/add-ons/${path}/${e(configurationUUID)}`, {
      method: 'PUT',
      body,
    }).then((r) => r.data),
  /** API-104 */
  statistics: (unitUUID: string, interval: StatInterval, skip: number, signal?: AbortSignal) =>
    request<StatsPage>('commenting', `${units(unitUUID)}/metrics/commenting-units`, {
      query: { interval, skip },
      signal,
    }),
  /** API-103: CSV without the revenue column. */
  exportStatistics: (unitUUID: string, interval: StatInterval) =>
    requestFile('commenting', `${units(unitUUID)}/metrics/commenting-units/export`, {
      query: { interval },
    }),
  /** API-102 */
  exportProfiles: (unitUUID: string, format: ExportFormat) =>
    requestFile('commenting', `${units(unitUUID)}/metrics/user-profiles/export`, {
      query: { format },
    }),
}

export const migrationApi = {
  /** API-98 */
  status: (unitUUID: string, signal?: AbortSignal) =>
    migration.status({ params: { unitUUID } }, { signal }),
  /** API-99 */
  start: (unitUUID: string) =>
    migration.start({ params: { unitUUID }, body: { status: 'STARTED' } }),
}

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
import { addonCalls } from '../../contracts/commenting/addons'
import type { addonSchemas } from '../../contracts/commenting/addons.schemas'
import { configurationCalls } from '../../contracts/commenting/configuration'
import type { configurationSchemas } from '../../contracts/commenting/configuration.schemas'
import { imageCalls } from '../../contracts/commenting/images'
import type { imageSchemas } from '../../contracts/commenting/images.schemas'
import { migrationCalls } from '../../contracts/commenting/migration'
import type { MigrationState, migrationSchemas } from '../../contracts/commenting/migration.schemas'
import { statisticsCalls } from '../../contracts/commenting/statistics'
import type { statisticsSchemas } from '../../contracts/commenting/statistics.schemas'
import type { AnswerOf } from '../../contracts/define'
import { client } from '../../core/contract-client'
import { uploads } from '../../core/contract-upload'
import { downloads } from '../../core/contract-download'
import type {
  AddonPath,
  AvatarPack,
  ColorSchema,
  CommentsCounterAddon,
  CommentsTree,
  CommunityAddon,
  CommunitySettings,
  ExportFormat,
  GeneralSettings,
  ModerationSettings,
  StatInterval,
} from './lib/commenting-rules'

const access = client<typeof accessSchemas>()(accessCalls)
const config = client<typeof configurationSchemas>()(configurationCalls)
const addons = client<typeof addonSchemas>()(addonCalls)
const stats = client<typeof statisticsSchemas>()(statisticsCalls)
const statsFiles = downloads<typeof statisticsSchemas>()(statisticsCalls)
const images = uploads<typeof imageSchemas>()(imageCalls)
const migration = client<typeof migrationSchemas>()(migrationCalls)

export type { AccessRequest, MigrationState, RequestStatus, SiteUnit }

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

// A site's add-ons as sent (API-87) and the code snippets (API-100, API-101).
export type Addons = AnswerOf<typeof addonSchemas.addons>
export type UnitCode = AnswerOf<typeof configurationSchemas.unitCode>
export type AddonsCode = AnswerOf<typeof configurationSchemas.addonsCode>

/** API-88/89: each add-on is its own call; the generic callers name it by its path. */
const addonCall = {
  'comments-counters': { create: addons.createCounter, update: addons.updateCounter },
  community: { create: addons.createCommunity, update: addons.updateCommunity },
} as unknown as Record<
  AddonPath,
  {
    create: (input: { body: object }) => Promise<{ data: unknown }>
    update: (input: {
      params: { configurationUUID: string }
      body: object
    }) => Promise<{ data: unknown }>
  }
>

export const commentingApi = {
  /** API-91 */
  configuration: (
    site: { siteUUID: string; url: string },
    accountUUID: string,
    signal?: AbortSignal,
  ) =>
    config.configuration(
      { params: { siteUUID: site.siteUUID }, query: { accountUUID, siteURL: site.url } },
      { signal },
    ),
  /** API-94 */
  saveGeneral: (configurationUUID: string, body: GeneralSettings) =>
    config.saveGeneral({ params: { configurationUUID }, body }),
  /** API-93 */
  saveModeration: (body: ModerationSettings) =>
    config.saveModeration({ params: { uuid: body.uuid }, body }),
  /** API-96 */
  saveTree: (body: CommentsTree) => config.saveTree({ params: { uuid: body.uuid }, body }),
  /** API-92 */
  saveColors: (body: ColorSchema) => config.saveColors({ params: { uuid: body.uuid }, body }),
  /** API-95 */
  saveAvatarPack: (configurationUUID: string, avatarPack: AvatarPack) =>
    config.saveAvatarPack({ params: { configurationUUID }, body: { avatarPack } }),
  /** API-97 */
  saveCommunity: (body: CommunitySettings) =>
    config.saveCommunity({ params: { uuid: body.uuid }, body }),
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
    return images.create({ body }, { onProgress })
  },
  /** API-101 */
  unitCode: (siteUUID: string, signal?: AbortSignal) =>
    config.unitCode({ params: { siteUUID } }, { signal }),
  /** API-87 */
  addons: (siteUUID: string, signal?: AbortSignal) =>
    addons.addons({ params: { siteUUID } }, { signal }),
  /** API-100 */
  addonsCode: (siteUUID: string, signal?: AbortSignal) =>
    config.addonsCode({ params: { siteUUID }, query: { showOnlyNewCode: 'true' } }, { signal }),
  /** API-88: the first switch-on creates the setting. */
  createAddon: <T extends CommentsCounterAddon | CommunityAddon>(
    path: AddonPath,
    body: Omit<T, 'uuid'>,
  ) => addonCall[path].create({ body }).then((r) => r.data as T),
  /** API-89 */
  updateAddon: <T extends CommentsCounterAddon | CommunityAddon>(
    path: AddonPath,
    configurationUUID: string,
    body: T,
  ) => addonCall[path].update({ params: { configurationUUID }, body }).then((r) => r.data as T),
  /** API-104 */
  statistics: (unitUUID: string, interval: StatInterval, skip: number, signal?: AbortSignal) =>
    stats.statistics({ params: { unitUUID }, query: { interval, skip: String(skip) } }, { signal }),
  /** API-103: CSV without the revenue column. */
  exportStatistics: (unitUUID: string, interval: StatInterval) =>
    statsFiles.exportStatistics({ params: { unitUUID }, query: { interval } }),
  /** API-102 */
  exportProfiles: (unitUUID: string, format: ExportFormat) =>
    statsFiles.exportProfiles({ params: { unitUUID }, query: { format } }),
}

export const migrationApi = {
  /** API-98 */
  status: (unitUUID: string, signal?: AbortSignal) =>
    migration.status({ params: { unitUUID } }, { signal }),
  /** API-99 */
  start: (unitUUID: string) =>
    migration.start({ params: { unitUUID }, body: { status: 'STARTED' } }),
}

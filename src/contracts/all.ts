/**
 * Every contract group with its schemas: what the server's contract check, the OpenAPI document
 * and the tests read. Pages never import this module (it holds every schema); an area imports its
 * own group's calls and, for types only, its schemas.
 */
import type { CallSchemas, Calls } from './define'
import { accessCalls } from './access/access'
import { accessSchemas } from './access/access.schemas'
import { accountCalls } from './accounts/account'
import { accountSchemas } from './accounts/account.schemas'
import { adsTxtCalls } from './accounts/adstxt'
import { adsTxtSchemas } from './accounts/adstxt.schemas'
import { embedMetricCalls } from './accounts/embed-metrics'
import { embedMetricSchemas } from './accounts/embed-metrics.schemas'
import { embedCalls } from './accounts/embeds'
import { embedSchemas } from './accounts/embeds.schemas'
import { labelCalls } from './accounts/labels'
import { labelSchemas } from './accounts/labels.schemas'
import { authCalls } from './accounts/auth'
import { authSchemas } from './accounts/auth.schemas'
import { sessionCalls } from './accounts/session'
import { sessionSchemas } from './accounts/session.schemas'
import { paymentCalls } from './accounts/payments'
import { paymentSchemas } from './accounts/payments.schemas'
import { supportCalls } from './accounts/support'
import { supportSchemas } from './accounts/support.schemas'
import { usersCalls } from './accounts/users'
import { metricCalls } from './metrics/metrics'
import { metricSchemas } from './metrics/metrics.schemas'
import { commentingAccountCalls } from './commenting/accounts'
import { commentingAccountSchemas } from './commenting/accounts.schemas'
import { addonCalls } from './commenting/addons'
import { addonSchemas } from './commenting/addons.schemas'
import { configurationCalls } from './commenting/configuration'
import { configurationSchemas } from './commenting/configuration.schemas'
import { imageCalls as commentingImageCalls } from './commenting/images'
import { imageSchemas as commentingImageSchemas } from './commenting/images.schemas'
import { statisticsCalls } from './commenting/statistics'
import { statisticsSchemas } from './commenting/statistics.schemas'
import { migrationCalls } from './commenting/migration'
import { moderationCalls } from './commenting/moderation'
import { notifyCalls } from './commenting/notify'
import { moderationSchemas } from './commenting/moderation.schemas'
import { notifySchemas } from './commenting/notify.schemas'
import { migrationSchemas } from './commenting/migration.schemas'
import { commentingPublicCalls } from './commenting/public'
import { commentingPublicSchemas } from './commenting/public.schemas'
import { ratingsCalls } from './ratings/ratings'
import { ratingsSchemas } from './ratings/ratings.schemas'
import { playerPublicCalls } from './player/public'
import { playerPublicSchemas } from './player/public.schemas'
import { ratingsPublicCalls } from './ratings/public'
import { ratingsPublicSchemas } from './ratings/public.schemas'
import { reportCalls } from './reporting/reports'
import { reportSchemas } from './reporting/reports.schemas'
import { usersSchemas } from './accounts/users.schemas'
import { imageCalls } from './images/images'
import { imageSchemas } from './images/images.schemas'

export interface ContractGroup {
  /** The group's name in the reference (a tag). */
  readonly name: string
  readonly calls: Calls
  readonly schemas: Readonly<Record<string, CallSchemas>>
}

export const CONTRACTS: readonly ContractGroup[] = [
  { name: 'Auth', calls: authCalls, schemas: authSchemas },
  { name: 'Session', calls: sessionCalls, schemas: sessionSchemas },
  { name: 'Account', calls: accountCalls, schemas: accountSchemas },
  { name: 'Users', calls: usersCalls, schemas: usersSchemas },
  { name: 'Payments', calls: paymentCalls, schemas: paymentSchemas },
  { name: 'Ads.txt', calls: adsTxtCalls, schemas: adsTxtSchemas },
  { name: 'Reports', calls: reportCalls, schemas: reportSchemas },
  { name: 'Metrics', calls: metricCalls, schemas: metricSchemas },
  { name: 'Embeds', calls: embedCalls, schemas: embedSchemas },
  { name: 'Labels', calls: labelCalls, schemas: labelSchemas },
  { name: 'Embed metrics', calls: embedMetricCalls, schemas: embedMetricSchemas },
  { name: 'Images', calls: imageCalls, schemas: imageSchemas },
  { name: 'Support', calls: supportCalls, schemas: supportSchemas },
  { name: 'Product access', calls: accessCalls, schemas: accessSchemas },
  { name: 'Commenting configuration', calls: configurationCalls, schemas: configurationSchemas },
  { name: 'Commenting add-ons', calls: addonCalls, schemas: addonSchemas },
  { name: 'Commenting images', calls: commentingImageCalls, schemas: commentingImageSchemas },
  { name: 'Commenting statistics', calls: statisticsCalls, schemas: statisticsSchemas },
  { name: 'Commenting migration', calls: migrationCalls, schemas: migrationSchemas },
  { name: 'Comment moderation', calls: moderationCalls, schemas: moderationSchemas },
  { name: 'Comment notifications', calls: notifyCalls, schemas: notifySchemas },
  { name: 'Ratings', calls: ratingsCalls, schemas: ratingsSchemas },
  { name: 'Commenting accounts', calls: commentingAccountCalls, schemas: commentingAccountSchemas },
  { name: 'Commenting on pages', calls: commentingPublicCalls, schemas: commentingPublicSchemas },
  { name: 'Ratings on pages', calls: ratingsPublicCalls, schemas: ratingsPublicSchemas },
  { name: 'Embed player', calls: playerPublicCalls, schemas: playerPublicSchemas },
]

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
import { paymentCalls } from './accounts/payments'
import { paymentSchemas } from './accounts/payments.schemas'
import { usersCalls } from './accounts/users'
import { addonCalls } from './commenting/addons'
import { addonSchemas } from './commenting/addons.schemas'
import { configurationCalls } from './commenting/configuration'
import { configurationSchemas } from './commenting/configuration.schemas'
import { imageCalls } from './commenting/images'
import { imageSchemas } from './commenting/images.schemas'
import { statisticsCalls } from './commenting/statistics'
import { statisticsSchemas } from './commenting/statistics.schemas'
import { migrationCalls } from './commenting/migration'
import { migrationSchemas } from './commenting/migration.schemas'
import { ratingsCalls } from './ratings/ratings'
import { ratingsSchemas } from './ratings/ratings.schemas'
import { reportCalls } from './reporting/reports'
import { reportSchemas } from './reporting/reports.schemas'
import { usersSchemas } from './accounts/users.schemas'

export interface ContractGroup {
  /** The group's name in the reference (a tag). */
  readonly name: string
  readonly calls: Calls
  readonly schemas: Readonly<Record<string, CallSchemas>>
}

export const CONTRACTS: readonly ContractGroup[] = [
  { name: 'Account', calls: accountCalls, schemas: accountSchemas },
  { name: 'Users', calls: usersCalls, schemas: usersSchemas },
  { name: 'Payments', calls: paymentCalls, schemas: paymentSchemas },
  { name: 'Reports', calls: reportCalls, schemas: reportSchemas },
  { name: 'Product access', calls: accessCalls, schemas: accessSchemas },
  { name: 'Commenting configuration', calls: configurationCalls, schemas: configurationSchemas },
  { name: 'Commenting add-ons', calls: addonCalls, schemas: addonSchemas },
  { name: 'Commenting images', calls: imageCalls, schemas: imageSchemas },
  { name: 'Commenting statistics', calls: statisticsCalls, schemas: statisticsSchemas },
  { name: 'Commenting migration', calls: migrationCalls, schemas: migrationSchemas },
  { name: 'Ratings', calls: ratingsCalls, schemas: ratingsSchemas },
]

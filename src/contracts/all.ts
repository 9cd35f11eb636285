/**
 * Every contract group with its schemas: what the server's contract check, the OpenAPI document
 * and the tests read. Pages never import this module (it holds every schema); an area imports its
 * own group's calls and, for types only, its schemas.
 */
import type { CallSchemas, Calls } from './define'
import { accountCalls } from './accounts/account'
import { accountSchemas } from './accounts/account.schemas'
import { adsTxtCalls } from './accounts/adstxt'
import { adsTxtSchemas } from './accounts/adstxt.schemas'
import { paymentCalls } from './accounts/payments'
import { paymentSchemas } from './accounts/payments.schemas'
import { usersCalls } from './accounts/users'
import { metricCalls } from './metrics/metrics'
import { metricSchemas } from './metrics/metrics.schemas'
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
  { name: 'Ads.txt', calls: adsTxtCalls, schemas: adsTxtSchemas },
  { name: 'Reports', calls: reportCalls, schemas: reportSchemas },
  { name: 'Metrics', calls: metricCalls, schemas: metricSchemas },
]

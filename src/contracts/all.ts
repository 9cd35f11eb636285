/**
 * Every contract group with its schemas: what the server's contract check, the OpenAPI document
 * and the tests read. Pages never import this module (it holds every schema); an area imports its
 * own group's calls and, for types only, its schemas.
 */
import type { CallSchemas, Calls } from './define'
import { accountCalls } from './accounts/account'
import { accountSchemas } from './accounts/account.schemas'
import { authCalls } from './accounts/auth'
import { authSchemas } from './accounts/auth.schemas'
import { sessionCalls } from './accounts/session'
import { sessionSchemas } from './accounts/session.schemas'
import { paymentCalls } from './accounts/payments'
import { paymentSchemas } from './accounts/payments.schemas'
import { supportCalls } from './accounts/support'
import { supportSchemas } from './accounts/support.schemas'
import { usersCalls } from './accounts/users'
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
  { name: 'Auth', calls: authCalls, schemas: authSchemas },
  { name: 'Session', calls: sessionCalls, schemas: sessionSchemas },
  { name: 'Account', calls: accountCalls, schemas: accountSchemas },
  { name: 'Users', calls: usersCalls, schemas: usersSchemas },
  { name: 'Payments', calls: paymentCalls, schemas: paymentSchemas },
  { name: 'Reports', calls: reportCalls, schemas: reportSchemas },
  { name: 'Support', calls: supportCalls, schemas: supportSchemas },
]

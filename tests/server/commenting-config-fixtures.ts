/**
 * Shared by the commenting configuration tests (COM-09..36, API-87..97, API-100/101): the calls'
 * paths, the file's harness (importing this module starts it), a section's stored data, a mocked
 * session, a refused save that changes nothing, and valid general and advanced settings.
 */
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import {
  expectRefused,
  fileHarness,
  IDS,
  supportSession,
  type Reply,
  storedSettings,
} from './harness'

export const api = (path: string) => `/api/commenting${path}`
export const DAILY = COMMENTING_IDS.units[0]
export const GOTHAM = COMMENTING_IDS.units[1]
export const cfg = (rest: string) => api(`/v1/commenting-units/configurations${rest}`)
const TABLES = ['commenting_units', 'commenting_sections', 'commenting_addons']

export const h = fileHarness()

/** The stored data of the unit's section `kind`. */
export const section = (kind: string, unit = DAILY.unit) =>
  storedSettings(h, 'commenting_sections', unit, kind)

/** A support client in a mocked session on `account`. */
export const mocked = (account = IDS.demoAccount) => supportSession(h, 'mocked', account)

/** Sends a refused save and checks the 4xx, its fields and an unchanged database. */
export const refused = (send: () => Promise<Reply>, status: number, fields: string[] = []) =>
  expectRefused(h.db, TABLES, send, status, fields)

export const GENERAL = {
  isPageIDEnabled: true,
  name: 'Daily Planet comments',
  isPromoteCommentsEnabled: true,
  isTurnOffRepliesEnabled: false,
  isActiveUsersIndicatorEnabled: true,
  activeUsersIndicatorTitle: 'Readers here now',
  fontSize: 'COMFORTABLE',
  weight: 'MEDIUM',
}
export const ADVANCED = {
  group: 'CUSTOMER',
  isLoadCommentsButtonEnabled: true,
  allowDisqusAccountLink: false,
}

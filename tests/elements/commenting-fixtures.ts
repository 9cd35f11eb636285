/**
 * Shared data and API stubs of the pp-commenting element tests: an approved account with its
 * sites, a unit's configuration (API-91's answer on a new unit's defaults, typed by the
 * contract's schema), the calls' route keys from the contracts (src/contracts/commenting, access
 * and accounts), the failure answer and a mount helper.
 */
import { defaultSections } from '../../src/areas/commenting/lib/commenting-settings-rules'
import { accessCalls } from '../../src/contracts/access/access'
import type { accessSchemas } from '../../src/contracts/access/access.schemas'
import { accountCalls } from '../../src/contracts/accounts/account'
import { configurationCalls } from '../../src/contracts/commenting/configuration'
import type { configurationSchemas } from '../../src/contracts/commenting/configuration.schemas'
import { routeOf, type AnswerIn } from './contract-stubs'
import { mount } from './page'
import { type ApiRoutes } from './fake-api'

export type Configuration = AnswerIn<typeof configurationSchemas.configuration>
export interface Site {
  siteUUID: string
  name: string
  url: string
}

export const MANAGER = '/dashboard/commenting/commentmanager'
export const FAILURE = {
  status: 500,
  body: { error: { code: 'server_error', message: 'x', fields: [] } },
}

const DEFAULTS = defaultSections('Demo News')
/** A section without the advanced settings that only a mocked session sees. */
function plain<T extends { advancedSettings?: unknown }>(section: T): Omit<T, 'advancedSettings'> {
  const { advancedSettings: _advanced, ...rest } = section
  return rest
}

/**
 * A unit's configuration as API-91 answers it: a new unit's defaults (`defaultSections`, as the
 * server makes them), with stricter moderation, an enabled community and the spec's first colours.
 */
export const CONFIG: Configuration = {
  commentingUnitUUID: 'unit-1',
  commentingUnitConfigurationUUID: 'conf-1',
  isActive: true,
  general: plain(DEFAULTS.general),
  moderation: {
    uuid: 'mod-1',
    ...plain(DEFAULTS.moderation),
    commentingUserType: 'ONLY_AUTHORIZED_USER',
    autoBlockAuthors: false,
    autoRemoveComments: false,
  },
  commentsTree: { uuid: 'tree-1', ...DEFAULTS.commentsTree },
  colorSchema: {
    uuid: 'color-1',
    background: 'FFFFFF',
    primaryText: '062B75',
    secondaryText: 'ABB2C3',
    branding: '1494F4',
    primaryButtonLabel: 'FFFFFF',
    errorValidation: 'DF1D1D',
  },
  avatarPack: DEFAULTS.avatarPack.avatarPack,
  community: {
    uuid: 'com-1',
    ...DEFAULTS.community,
    isCommunityEnabled: true,
    title: 'Our readers',
  },
}

/**
 * The calls every commenting screen makes first, for an approved account: its product access
 * (API-106) and its sites (API-35), as `sites()` gives them at the time of the call.
 */
export function approvedAccount(account: string, sites: () => Site[]): ApiRoutes {
  const access: AnswerIn<typeof accessSchemas.current> = {
    requestStatus: 'APPROVED',
    userEmail: 'owner@demo.test',
    productType: 'COMMENTING',
  }
  return {
    [routeOf(accessCalls.current)]: { body: access },
    [routeOf(accountCalls.sites, { accountUUID: account })]: () => ({ body: { items: sites() } }),
  }
}

/**
 * An approved account with one site (Demo News) whose unit is `unit-1`: what a tab of one unit
 * (Moderation) loads before its own calls.
 */
export function oneUnitAccount(account: string): ApiRoutes {
  return {
    ...approvedAccount(account, () => [
      { siteUUID: 'site-1', name: 'Demo News', url: 'https://news.example/' },
    ]),
    [routeOf(configurationCalls.configuration)]: {
      body: {
        commentingUnitUUID: 'unit-1',
        commentingUnitConfigurationUUID: 'conf-1',
        isActive: true,
      },
    },
  }
}

/** Mounts pp-commenting on the manager's `tab` for `account`; `attrs` adds or overrides. */
export function mountCommenting(account: string, tab: string, attrs: Record<string, string> = {}) {
  return mount('pp-commenting', {
    route: `${MANAGER}/${tab}`,
    'account-uuid': account,
    'user-uuid': 'usr-1',
    permissions: '[]',
    ...attrs,
  })
}

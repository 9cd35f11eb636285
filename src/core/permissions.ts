/** Permission strings of spec 000 §3 (CORE-04). */
export const PERMISSIONS = {
  paymentInfo: 'settings.paymentInfo',
  users: 'settings.users',
  sites: 'settings.sites',
  sitesMisspelled: 'setttings.sites',
  general: 'settings.general',
  adsTxt: 'settings.adsTxt',
  manageEmbeds: 'manageEmbeds',
  adMetrics: 'home.adMetrics',
} as const

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS]

/** Every permission string the portal knows, in the order of the spec's table. */
export const ALL_PERMISSIONS: readonly string[] = [
  PERMISSIONS.paymentInfo,
  PERMISSIONS.users,
  PERMISSIONS.sites,
  PERMISSIONS.general,
  PERMISSIONS.adsTxt,
  PERMISSIONS.manageEmbeds,
  PERMISSIONS.adMetrics,
]

/** True when the list grants the permission; `settings.sites` also accepts its misspelling. */
export function hasPermission(list: readonly string[], permission: string): boolean {
  if (permission === PERMISSIONS.sites || permission === PERMISSIONS.sitesMisspelled) {
    return list.includes(PERMISSIONS.sites) || list.includes(PERMISSIONS.sitesMisspelled)
  }
  return list.includes(permission)
}

export type AccountTab = 'general' | 'users' | 'sites' | 'adstxt' | 'paymentinfo'

/** ACCT-01 tab order with the permission each needs (ACCT-03). */
export const ACCOUNT_TABS: ReadonlyArray<{ tab: AccountTab; permission: string }> = [
  { tab: 'general', permission: PERMISSIONS.general },
  { tab: 'users', permission: PERMISSIONS.users },
  { tab: 'sites', permission: PERMISSIONS.sites },
  { tab: 'adstxt', permission: PERMISSIONS.adsTxt },
  { tab: 'paymentinfo', permission: PERMISSIONS.paymentInfo },
]

/** ACCT-03: mocked sessions may open every tab except payment information. */
export function canOpenAccountTab(
  tab: AccountTab,
  list: readonly string[],
  mocked: boolean,
): boolean {
  const entry = ACCOUNT_TABS.find((t) => t.tab === tab)
  if (!entry) return false
  if (mocked && tab !== 'paymentinfo') return true
  return hasPermission(list, entry.permission)
}

/**
 * ACCT-03 on the server: a mocked session passes the permission of every Account Settings tab
 * except Payment Information (the rule of canOpenAccountTab; the misspelled sites string counts).
 * Any other permission a mocked session must hold like everyone else.
 */
export function mockedSessionPasses(permission: string): boolean {
  const entry = ACCOUNT_TABS.find((t) => hasPermission([permission], t.permission))
  return entry !== undefined && canOpenAccountTab(entry.tab, [], true)
}

/**
 * Spec 000 §1 session kinds: the user's own, a support agent acting as a user (mocked), the
 * mockup generator, and the support console.
 */
export type SessionKind = 'normal' | 'mocked' | 'mockup' | 'support'

/**
 * The permissions a session acts with (spec 000 §1): the mockup generator only manages embeds,
 * the support console holds none, any other session the user's own list (`own`; in a mocked
 * session, the mocked user's).
 */
export function sessionPermissions(kind: SessionKind, own: readonly string[]): string[] {
  if (kind === 'mockup') return [PERMISSIONS.manageEmbeds]
  if (kind === 'support') return []
  return [...own]
}

/**
 * The shell's own rules over the session (spec 000 §3–§5): which header links and menu items a
 * session sees, the beta-portal button and the missing-payment notice. Only the shell uses them,
 * so they live here rather than in core.
 */
import { hasPermission, PERMISSIONS } from '../../../core/permissions'

/** SHELL-15: the Account Settings menu item is enabled for mocked sessions or any settings.* grant. */
export function canOpenAccountSettings(list: readonly string[], mocked: boolean): boolean {
  if (mocked) return true
  return [
    PERMISSIONS.general,
    PERMISSIONS.adsTxt,
    PERMISSIONS.paymentInfo,
    PERMISSIONS.sites,
    PERMISSIONS.users,
  ].some((p) => hasPermission(list, p))
}

/**
 * SHELL-11: which header links a session sees. Ratings (SHELL-32's default left it to the user
 * menu's Pages list; issue 8 puts it in the header) shows like Commenting, for every session.
 */
export function visibleNav(
  list: readonly string[],
  session: { mockupGenerator: boolean },
): Array<'home' | 'embeds' | 'reports' | 'commenting' | 'ratings'> {
  const items: Array<'home' | 'embeds' | 'reports' | 'commenting' | 'ratings'> = []
  if (!session.mockupGenerator) items.push('home')
  items.push('embeds')
  if (!session.mockupGenerator && hasPermission(list, PERMISSIONS.adMetrics)) items.push('reports')
  items.push('commenting', 'ratings')
  return items
}

/** SHELL-16: the beta-portal button shows for mocked sessions, internal users or the account flag. */
export function showsBetaPortalButton(input: {
  mocked: boolean
  /** The server says the user is on an internal domain. */
  internalUser?: boolean
  email: string | null
  showPubPortalV2Button: boolean
  internalDomains: readonly string[]
}): boolean {
  if (input.mocked || input.internalUser || input.showPubPortalV2Button) return true
  const domain = input.email?.split('@')[1]?.toLowerCase()
  return !!domain && input.internalDomains.some((d) => d.toLowerCase() === domain)
}

/** SHELL-22: the missing-payment notice rule, before page and frame exclusions. */
export function needsPreferredPayment(input: {
  paymentInfoReceived: boolean
  mocked: boolean
  permissions: readonly string[]
  preferredPaymentType: string | null
}): boolean {
  return (
    input.paymentInfoReceived &&
    !input.mocked &&
    hasPermission(input.permissions, PERMISSIONS.paymentInfo) &&
    (!input.preferredPaymentType || input.preferredPaymentType === 'NONE')
  )
}

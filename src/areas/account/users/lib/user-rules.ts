/**
 * Users-tab rules (ACCT-11..13, spec 000 §3/§5/§6), shared by the add/edit-user forms and the
 * demo server: the seven permission toggles and their strings, new-user defaults, field rules.
 */
import { ALL_PERMISSIONS, hasPermission, PERMISSIONS } from '../../../../core/permissions'
import { email, maxLength, phone, required, type Rule } from '../../../../core/validation/rules'

/** ACCT-11/12: the form's toggles, in the spec's order, with their permission and default. */
export const PERMISSION_TOGGLES = [
  {
    key: 'edit_payment',
    permission: PERMISSIONS.paymentInfo,
    label: 'Edit payment information',
    on: false,
  },
  {
    key: 'change_permissions',
    permission: PERMISSIONS.users,
    label: 'Manage users and permissions',
    on: false,
  },
  { key: 'manage_sites', permission: PERMISSIONS.sites, label: 'Manage sites', on: true },
  {
    key: 'account_information',
    permission: PERMISSIONS.general,
    label: 'Edit account information',
    on: true,
  },
  { key: 'adstxt', permission: PERMISSIONS.adsTxt, label: 'Manage ads.txt', on: true },
  {
    key: 'create_embeds',
    permission: PERMISSIONS.manageEmbeds,
    label: 'Create, edit and view embeds',
    on: true,
  },
  {
    key: 'home_adMetrics',
    permission: PERMISSIONS.adMetrics,
    label: 'Ad metrics and reports',
    on: true,
  },
] as const

export type ToggleKey = (typeof PERMISSION_TOGGLES)[number]['key']
export type Toggles = Record<ToggleKey, boolean>

/** The only permission strings a user can be given. */
export const GRANTABLE_PERMISSIONS: readonly string[] = PERMISSION_TOGGLES.map((t) => t.permission)

/** ACCT-11 / spec 000 §6: edit payment and change permissions off, every other toggle on. */
export function defaultToggles(): Toggles {
  return Object.fromEntries(PERMISSION_TOGGLES.map((t) => [t.key, t.on])) as Toggles
}

/** The toggles a permission list sets (the misspelled `setttings.sites` counts as sites). */
export function togglesFrom(permissions: readonly string[]): Toggles {
  return Object.fromEntries(
    PERMISSION_TOGGLES.map((t) => [
      t.key,
      permissions.includes(t.permission) ||
        (t.permission === PERMISSIONS.sites && permissions.includes(PERMISSIONS.sitesMisspelled)),
    ]),
  ) as Toggles
}

/** ACCT-12: the permission strings of the toggles that are on, in the spec's order. */
export function permissionsFrom(toggles: Toggles): string[] {
  return PERMISSION_TOGGLES.filter((t) => toggles[t.key]).map((t) => t.permission)
}

/** A readable label for a permission string (unknown strings are shown as they are). */
export function permissionLabel(permission: string): string {
  const key = permission === PERMISSIONS.sitesMisspelled ? PERMISSIONS.sites : permission
  return PERMISSION_TOGGLES.find((t) => t.permission === key)?.label ?? permission
}

/** ACCT-08: a status as shown, underscores replaced by spaces (`INVITE_SENT` → `INVITE SENT`). */
export function statusLabel(status: string): string {
  return status.replace(/_/g, ' ')
}

/** The first problem with a permission list: not a list, or a string outside the seven. */
export function permissionsProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'Send a list of permissions'
  const unknown = value.find((p) => typeof p !== 'string' || !GRANTABLE_PERMISSIONS.includes(p))
  if (unknown !== undefined) return `Unknown permission: ${String(unknown).slice(0, 60)}`
  return null
}

/** Who acts in the Users tab: their own permissions, and whether a support agent mocks them. */
export interface Actor {
  permissions: readonly string[]
  /** Mocked sessions may grant and manage everything (spec 000 §1). */
  mocked: boolean
}

/** Why a permission switch is disabled: the acting user lacks that permission. */
export const NOT_HELD = 'You do not hold this permission'
/** Why Edit and Delete are disabled: the user holds a permission the acting user lacks. */
export const HOLDS_MORE = 'This user holds permissions you do not hold'
/** The 403 message of a request that grants a permission the acting user lacks. */
export const GRANT_REFUSED = 'You can only grant permissions you hold'
/** The 403 message of an edit, delete or invitation of a user who holds more. */
export const MANAGE_REFUSED = 'You cannot change or delete a user who holds permissions you lack'

/** True when the actor may grant (switch on) `permission`: they hold it, or they are mocked. */
export function canGrant(actor: Readonly<Actor>, permission: string): boolean {
  return actor.mocked || hasPermission(actor.permissions, permission)
}

/**
 * The 403 message when `requested` holds a permission the actor may not grant (naming each),
 * else null. `setttings.sites` counts as `settings.sites` on both sides.
 */
export function grantProblem(actor: Readonly<Actor>, requested: readonly string[]): string | null {
  const missing = requested.filter((p) => !canGrant(actor, p))
  if (!missing.length) return null
  const labels = [...new Set(missing.map(permissionLabel))]
  return `${GRANT_REFUSED}: ${labels.join(', ')}`
}

/**
 * True when the actor may edit or delete a user holding `target`: every permission the portal
 * knows in `target` is one the actor holds (strings the portal does not know grant nothing).
 */
export function canManage(actor: Readonly<Actor>, target: readonly string[]): boolean {
  return target
    .filter((p) => ALL_PERMISSIONS.includes(p) || p === PERMISSIONS.sitesMisspelled)
    .every((p) => canGrant(actor, p))
}

/** ACCT-11: the defaults of a new user, without the permissions the actor may not grant. */
export function defaultTogglesFor(actor: Readonly<Actor>): Toggles {
  return Object.fromEntries(
    PERMISSION_TOGGLES.map((t) => [t.key, t.on && canGrant(actor, t.permission)]),
  ) as Toggles
}

export const USER_FIELDS = [
  { key: 'firstName', label: 'First name', max: 100 },
  { key: 'lastName', label: 'Last name', max: 100 },
  { key: 'email', label: 'Email', max: 254 },
  { key: 'phoneNumber', label: 'Phone', max: 30 },
] as const

export type UserField = (typeof USER_FIELDS)[number]['key']

/** Spec 000 §5: text must not start with whitespace (the forms trim, so only raw input fails). */
export const noLeadingSpace: Rule = (value) =>
  value && /^\s/.test(value) ? 'Must not start with a space' : null

const limit = (key: UserField) => maxLength(USER_FIELDS.find((f) => f.key === key)!.max)

/** ACCT-13: first name, last name and phone required; email required and valid. */
export const ADD_USER_RULES: Record<UserField, Rule[]> = {
  firstName: [required(), noLeadingSpace, limit('firstName')],
  lastName: [required(), noLeadingSpace, limit('lastName')],
  email: [required(), noLeadingSpace, email(), limit('email')],
  phoneNumber: [required(), noLeadingSpace, phone, limit('phoneNumber')],
}

/** ACCT-14: the same without the e-mail, which is not editable after creation. */
export const EDIT_USER_RULES: Record<Exclude<UserField, 'email'>, Rule[]> = {
  firstName: ADD_USER_RULES.firstName,
  lastName: ADD_USER_RULES.lastName,
  phoneNumber: ADD_USER_RULES.phoneNumber,
}

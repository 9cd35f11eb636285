/** Declarations of each element's attributes and events: read by the factory and the manifest. */

export type AttributeType = 'string' | 'boolean' | 'json'

export interface AttributeSpec {
  name: string
  type: AttributeType
  description: string
}

export interface EventSpec {
  name: string
  description: string
}

export interface ElementSpec {
  tag: string
  description: string
  attributes: AttributeSpec[]
  events: EventSpec[]
  /**
   * The paths this element renders (its area), as path prefixes; a leading "!" excludes a
   * sub-path. On a page that does no routing, a move inside them changes the element's own
   * route and a move outside opens the full portal (`portal-url`).
   */
  routes?: readonly string[]
  /** false for elements that work signed out (sign-in, error pages, the shell's own rules). */
  needsSession?: boolean
}

/** Whether `path` lies inside `spec`'s routes (segment-wise prefixes, "!" exclusions win). */
export function ownsRoute(spec: Pick<ElementSpec, 'routes'>, path: string): boolean {
  const clean = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/'
  const under = (prefix: string) => clean === prefix || clean.startsWith(`${prefix}/`)
  const routes = spec.routes ?? []
  if (routes.some((r) => r.startsWith('!') && under(r.slice(1)))) return false
  return routes.some((r) => !r.startsWith('!') && under(r))
}

/** Attributes every element accepts (DESIGN.md element contract). */
export const COMMON_ATTRIBUTES: AttributeSpec[] = [
  {
    name: 'route',
    type: 'string',
    description: 'The path to show; when absent the element follows location.',
  },
  {
    name: 'services',
    type: 'json',
    description: 'JSON map of service name to base URL; default same origin /api/<service>.',
  },
  {
    name: 'new-portal-url',
    type: 'string',
    description:
      'When set, screens that moved to the newer beta portal show the moved notice and link here.',
  },
  {
    name: 'portal-url',
    type: 'string',
    description:
      'The full portal’s address (http or https), where a move out of the element’s area goes when no host handles pp-navigate; default the page’s origin.',
  },
  {
    name: 'framed',
    type: 'boolean',
    description: 'Running inside another page’s frame; detected when absent.',
  },
  {
    name: 'account-uuid',
    type: 'string',
    description: 'Session value; with user-uuid the element skips the session load.',
  },
  { name: 'user-uuid', type: 'string', description: 'Session value: the signed-in user.' },
  {
    name: 'permissions',
    type: 'json',
    description: 'Session value: JSON array of permission strings.',
  },
  {
    name: 'mocked',
    type: 'boolean',
    description: 'Session value: an admin-mocked (impersonation) session.',
  },
  {
    name: 'mockup-generator',
    type: 'boolean',
    description: 'Session value: a mockup-generator session.',
  },
]

export const COMMON_EVENTS: EventSpec[] = [
  {
    name: 'pp-navigate',
    description:
      'detail {path, replace}: the element asks to move; call preventDefault() to route it yourself.',
  },
  { name: 'pp-ready', description: 'detail {tag}: the element rendered its first screen.' },
]

/** A spec whose `attributes` and `events` (the element's own, if any) follow the common ones. */
export function elementSpec({
  attributes = [],
  events = [],
  ...spec
}: Omit<ElementSpec, 'attributes' | 'events'> &
  Partial<Pick<ElementSpec, 'attributes' | 'events'>>): ElementSpec {
  return {
    ...spec,
    attributes: [...COMMON_ATTRIBUTES, ...attributes],
    events: [...COMMON_EVENTS, ...events],
  }
}

/** Reads an attribute by its declared type: booleans by presence ("false", "0", "no" read false). */
export function readAttribute(host: Element, spec: AttributeSpec): unknown {
  const raw = host.getAttribute(spec.name)
  if (spec.type === 'boolean') return raw !== null && !/^(false|0|no)$/i.test(raw)
  if (raw === null) return undefined
  if (spec.type === 'json') {
    try {
      return JSON.parse(raw)
    } catch {
      return undefined
    }
  }
  return raw
}

/** "new-portal-url" → "newPortalUrl". */
export function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
}

/** Every declared attribute of `spec`, camelCased and parsed by type (areas read their own). */
export function readAttributes(host: Element, spec: ElementSpec): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const attribute of spec.attributes)
    values[camelCase(attribute.name)] = readAttribute(host, attribute)
  return values
}

/** The attributes the element factory itself acts on, checked: a malformed value reads as absent. */
export interface CommonAttributes {
  route: string | undefined
  services: Record<string, string> | undefined
  newPortalUrl: string | null
  /** The full portal's origin and base path, without a trailing slash ("" = the page's origin). */
  portalUrl: string
  framed: boolean
  accountUuid: string | undefined
  userUuid: string | undefined
  permissions: string[] | undefined
  mocked: boolean
  mockupGenerator: boolean
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

function stringMap(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const entries = Object.entries(value)
  return entries.every(([, v]) => typeof v === 'string')
    ? Object.fromEntries(entries as Array<[string, string]>)
    : undefined
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === 'string')
    ? value.map(String)
    : undefined
}

/** `portal-url` when it is an absolute http(s) address, without its trailing slash; else "". */
function portalBase(value: string | undefined): string {
  if (!value) return ''
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
  } catch {
    return ''
  }
}

/** Picks and checks the common attributes from the values `readAttributes` returned. */
export function commonAttributes(values: Record<string, unknown>): CommonAttributes {
  return {
    route: text(values.route),
    services: stringMap(values.services),
    newPortalUrl: text(values.newPortalUrl) || null,
    portalUrl: portalBase(text(values.portalUrl)),
    framed: values.framed === true,
    accountUuid: text(values.accountUuid),
    userUuid: text(values.userUuid),
    permissions: stringList(values.permissions),
    mocked: values.mocked === true,
    mockupGenerator: values.mockupGenerator === true,
  }
}

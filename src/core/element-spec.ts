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

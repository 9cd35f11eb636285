/**
 * The custom element class behind every portal element, made by @r2wc/react-to-web-component:
 * an open shadow root that React (preact/compat in the lite build) renders into while the element
 * is connected; disconnected, it unmounts (an element moved in the DOM starts afresh).
 *
 * Attribute changes do not go through r2wc (2.1.1), which re-renders only when an attribute gets
 * a non-empty value, and does so through `root.render`: in React a default-lane update, later
 * than a store change made in the same task (useSyncExternalStore, the sync lane, rendered in a
 * microtask). An area would then render the store's new state with the element's previous route
 * and act on that (a sign-in screen signed in sends to '/' before the host's new route arrives).
 * Instead the element root reads every attribute from the host itself and re-renders through
 * `useAttributeChanges`, an external store of its own: any declared attribute that changes
 * (set, emptied or removed) schedules it in the same lane as a store change, so a host's change
 * and a store change of one task render together, top down, with the new attributes (preact
 * renders its queue parent first too). Attributes set together apply at once, and a host that
 * changes `route` inside a pp-navigate listener (while the element is still dispatching) does
 * not re-render it mid-event. tests/elements/element-attribute-order.test.ts proves the order.
 */
import r2wc from '@r2wc/react-to-web-component'
import { useSyncExternalStore, type ReactNode } from 'react'

/** An element's observed attributes as an external store: a change count and its listeners. */
interface AttributeChanges {
  count: number
  subscribe: (listener: () => void) => () => void
  snapshot: () => number
  changed: () => void
}

const changesByHost = new WeakMap<Element, AttributeChanges>()

function changesOf(host: Element): AttributeChanges {
  const known = changesByHost.get(host)
  if (known) return known
  const listeners = new Set<() => void>()
  const changes: AttributeChanges = {
    count: 0,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    snapshot: () => changes.count,
    changed: () => {
      changes.count += 1
      for (const listener of listeners) listener()
    },
  }
  changesByHost.set(host, changes)
  return changes
}

/** Re-renders the calling component whenever an observed attribute of `host` changes. */
export function useAttributeChanges(host: Element): void {
  const changes = changesOf(host)
  useSyncExternalStore(changes.subscribe, changes.snapshot)
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

/** A class for `customElements.define`, observing `attributes` and drawing `render(shadowRoot)`. */
export function portalElementClass(
  attributes: readonly string[],
  render: (shadow: ShadowRoot) => ReactNode,
): CustomElementConstructor {
  // r2wc renders this with the element's shadow root as `container`.
  const Root = ({ container }: Readonly<{ container?: ShadowRoot }>) =>
    container ? render(container) : null
  const props = Object.fromEntries(attributes.map((name) => [camelCase(name), 'string' as const]))
  const Base = r2wc(Root, { shadow: 'open', props })

  return class PortalElement extends Base {
    // r2wc's own callback is replaced: the root reads the attributes from the host.
    attributeChangedCallback(_name: string, old: string | null, value: string | null) {
      if (old !== value) changesOf(this).changed()
    }
  }
}

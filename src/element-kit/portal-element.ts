/**
 * The custom element class behind every portal element, made by @r2wc/react-to-web-component:
 * an open shadow root that React (preact/compat in the lite build) renders into while the element
 * is connected; disconnected, it unmounts (an element moved in the DOM starts afresh).
 *
 * One adapter over r2wc's internals, kept here and nowhere else: r2wc (2.1.1) re-renders only
 * when an attribute gets a non-empty value, and has no public way to render again when one is
 * emptied or removed. The element root reads every attribute from the host itself, so any
 * declared attribute that changes re-renders it, once per microtask, through r2wc's own render
 * (kept under the `r2wc.render` symbol): attributes set together apply at once, and a host that
 * changes `route` inside a pp-navigate listener (while the element is still dispatching) does not
 * re-render it mid-event. tests/elements/element-factory.test.ts fails if those symbols go.
 */
import r2wc from '@r2wc/react-to-web-component'
import type { ReactNode } from 'react'

const PROPS_KEY = Symbol.for('r2wc.props')
const RENDER_KEY = Symbol.for('r2wc.render')

/** r2wc keeps an element's props and its render function under these symbols. */
function r2wcState(element: object): {
  setProp: (name: string, value: string | undefined) => void
  render: () => void
} {
  const props: unknown = Reflect.get(element, PROPS_KEY)
  const render: unknown = Reflect.get(element, RENDER_KEY)
  if (!props || typeof props !== 'object' || typeof render !== 'function')
    throw new Error('@r2wc internals changed: no props or render symbol')
  return {
    setProp: (name, value) => {
      Reflect.set(props, name, value)
    },
    render: () => {
      render.call(element)
    },
  }
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
    private renderQueued = false

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      r2wcState(this).setProp(camelCase(name), value ?? undefined)
      if (!this.isConnected || this.renderQueued) return
      this.renderQueued = true
      queueMicrotask(() => {
        this.renderQueued = false
        if (this.isConnected) r2wcState(this).render()
      })
    }
  }
}

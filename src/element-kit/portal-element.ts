/**
 * The custom element class behind every portal element: an open shadow root that React (preact/
 * compat in the lite build) renders into while the element is connected. Any declared attribute
 * that changes (also one removed or emptied) re-renders it, once per microtask: attributes set
 * together apply at once, and a host that changes `route` inside a pp-navigate listener (while
 * the element is still dispatching) does not re-render it mid-event. Disconnected, it unmounts:
 * an element moved in the DOM starts afresh.
 */
import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

/** A class for `customElements.define`, observing `attributes` and drawing `render(shadowRoot)`. */
export function portalElementClass(
  attributes: readonly string[],
  render: (shadow: ShadowRoot) => ReactNode,
): CustomElementConstructor {
  return class PortalElement extends HTMLElement {
    static readonly observedAttributes = [...attributes]
    private readonly shadow = this.attachShadow({ mode: 'open' })
    private root: Root | null = null
    private renderQueued = false

    connectedCallback() {
      this.draw()
    }

    disconnectedCallback() {
      this.root?.unmount()
      this.root = null
    }

    attributeChangedCallback() {
      if (!this.isConnected || this.renderQueued) return
      this.renderQueued = true
      queueMicrotask(() => {
        this.renderQueued = false
        if (this.isConnected) this.draw()
      })
    }

    private draw() {
      this.root ??= createRoot(this.shadow)
      this.root.render(render(this.shadow))
    }
  }
}

/**
 * <pp-kit-gallery> — the demo's kit page (/demo/kit): every piece of src/ui in its states, in the
 * same shadow root and sheet as the portal's elements. Demo only, not part of the bundle's
 * elements. Attribute `section`: show one section only (the element tests mount them one by one).
 */
import { createRoot, type Root } from 'react-dom/client'
import { adoptPortalStyles } from '../../src/core/styles'
import { KitGallery } from './kit-gallery'

class KitGalleryElement extends HTMLElement {
  static observedAttributes = ['section']
  private root: Root | null = null

  connectedCallback() {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
    adoptPortalStyles(shadow)
    this.root ??= createRoot(shadow)
    this.render()
  }

  attributeChangedCallback() {
    if (this.root) this.render()
  }

  disconnectedCallback() {
    this.root?.unmount()
    this.root = null
  }

  private render() {
    this.root?.render(<KitGallery only={this.getAttribute('section')} />)
  }
}

if (!customElements.get('pp-kit-gallery'))
  customElements.define('pp-kit-gallery', KitGalleryElement)

/**
 * <pp-embed-builder> — the embed builder (BLD-01..72) at /dashboard/embeds/management/<step>?embed=.
 * Attributes: route, services, new-portal-url, framed, frame-origins, session values. Events: pp-navigate, pp-ready.
 * CSS custom properties: --pp-font, --pp-primary, --pp-accent, --pp-danger.
 */
import { defineElement } from '../src/element-kit/define-element'
import { embedBuilderSpec } from '../src/element-specs/pp-embed-builder'
import BuilderRoot from '../src/areas/embeds/builder/builder-root'

defineElement(embedBuilderSpec, BuilderRoot)

declare global {
  interface HTMLElementTagNameMap {
    'pp-embed-builder': HTMLElement
  }
}

/**
 * <pp-error> — the error pages (SHELL-07): /error/404, /error/403, /error/500, /error/permission.
 * Attributes: route, services, framed (see custom-elements.json). Events: pp-navigate, pp-ready.
 * CSS custom properties: --pp-font, --pp-primary, --pp-accent, --pp-danger.
 */
import { defineElement } from '../src/element-kit/define-element'
import { errorSpec } from '../src/element-specs/pp-error'
import ErrorRoot from '../src/areas/error/error-root'

defineElement(errorSpec, ErrorRoot)

declare global {
  interface HTMLElementTagNameMap {
    'pp-error': HTMLElement
  }
}

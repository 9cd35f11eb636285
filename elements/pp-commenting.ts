/**
 * <pp-commenting> — Commenting (COM-01..42) at /dashboard/commenting/{requestwidget,
 * commentmanager/{code,configuration,addons,statistics,export,advanced}}.
 * Attributes: route, services, new-portal-url (the request widget and Configuration then show
 * the moved notice), session values. Events: pp-navigate, pp-ready.
 * CSS custom properties: --pp-font, --pp-primary, --pp-accent, --pp-danger.
 */
import { defineElement } from '../src/element-kit/define-element'
import { commentingSpec } from '../src/element-specs/pp-commenting'
import CommentingRoot from '../src/areas/commenting/commenting-root'

defineElement(commentingSpec, CommentingRoot)

declare global {
  interface HTMLElementTagNameMap {
    'pp-commenting': HTMLElement
  }
}

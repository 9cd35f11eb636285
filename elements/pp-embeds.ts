/**
 * <pp-embeds> — Trivia & Polls (EMB-01..34) at /dashboard/embeds, /dashboard/embeds/analytics
 * [/embedcontent]?embed=, /dashboard/embeds/emails?embed=.
 * Attributes: route, services, new-portal-url, framed, frame-origins, session values. Events: pp-navigate, pp-ready.
 * CSS custom properties: --pp-font, --pp-primary, --pp-accent, --pp-danger.
 */
import { defineElement } from '../src/element-kit/define-element'
import { embedsSpec } from '../src/element-specs/pp-embeds'
import EmbedsRoot from '../src/areas/embeds/embeds-root'

defineElement(embedsSpec, EmbedsRoot)

declare global {
  interface HTMLElementTagNameMap {
    'pp-embeds': HTMLElement
  }
}

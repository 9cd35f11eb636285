/**
 * <pp-home> — the home dashboard (HOME-01..12) at /dashboard/home: filters, Ad Metrics (with
 * home.adMetrics or a mocked session), Content, Embed and Story Engagement.
 * Attributes: route, services, new-portal-url, session values. Events: pp-navigate, pp-ready.
 * CSS custom properties: --pp-font, --pp-primary, --pp-accent, --pp-danger.
 */
import { defineElement } from '../src/element-kit/define-element'
import { homeSpec } from '../src/element-specs/pp-home'
import HomeRoot from '../src/areas/analytics/home/home-root'

defineElement(homeSpec, HomeRoot)

declare global {
  interface HTMLElementTagNameMap {
    'pp-home': HTMLElement
  }
}

/**
 * <pp-analytics> — the metric detail pages (ANA-01..16) at /dashboard/analytics/detail/{metric}
 * (cpm, impression, revenue, averageinview, questionsanswered, uniqueengagedusers,
 * topquestionsanswered, topstoryclicks, storyclicks; `?revenueType=VIDEO|DISPLAY`).
 * Attributes: route, services, new-portal-url, framed, session values. Events: pp-navigate, pp-ready.
 * CSS custom properties: --pp-font, --pp-primary, --pp-accent, --pp-danger.
 */
import { defineElement } from '../src/element-kit/define-element'
import { analyticsSpec } from '../src/element-specs/pp-analytics'
import AnalyticsRoot from '../src/areas/analytics/analytics-root'

defineElement(analyticsSpec, AnalyticsRoot)

declare global {
  interface HTMLElementTagNameMap {
    'pp-analytics': HTMLElement
  }
}

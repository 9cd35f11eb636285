/**
 * <pp-reports> — reports (REP-01..25) at /dashboard/reports (library), /dashboard/reports/detail
 * (editor) and /dashboard/reports/preview.
 * Attributes: route, services, new-portal-url, framed, session values. Events: pp-navigate, pp-ready.
 * CSS custom properties: --pp-font, --pp-primary, --pp-accent, --pp-danger.
 */
import { defineElement } from '../src/element-kit/define-element'
import { reportsSpec } from '../src/element-specs/pp-reports'
import ReportsRoot from '../src/areas/reports/reports-root'

defineElement(reportsSpec, ReportsRoot)

declare global {
  interface HTMLElementTagNameMap {
    'pp-reports': HTMLElement
  }
}

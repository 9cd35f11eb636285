/**
 * <pp-ratings> — Ratings (RAT-01..23) at /dashboard/ratings/{requestwidget,
 * ratingsmanager/{code,configuration,addons,analytics}}.
 * Attributes: route, services, session values. Events: pp-navigate, pp-ready.
 * CSS custom properties: --pp-font, --pp-primary, --pp-accent, --pp-danger.
 */
import { defineElement } from '../src/element-kit/define-element'
import { ratingsSpec } from '../src/element-specs/pp-ratings'
import RatingsRoot from '../src/areas/ratings/ratings-root'

defineElement(ratingsSpec, RatingsRoot)

declare global {
  interface HTMLElementTagNameMap {
    'pp-ratings': HTMLElement
  }
}

/**
 * <pp-auth> — every /auth/* screen (AUTH-01..31): sign-in, request demo, reset password,
 * complete reset, complete sign-up, sign-up complete, accept agreement, expired link and new
 * invitation sent. Attributes: route, services, new-portal-url, google-auth-url.
 * Events: pp-navigate, pp-signed-in, pp-ready. CSS custom properties: --pp-font, --pp-primary,
 * --pp-accent, --pp-danger.
 */
import { defineElement } from '../src/element-kit/define-element'
import { authSpec } from '../src/element-specs/pp-auth'
import AuthRoot from '../src/areas/auth/auth-root'

defineElement(authSpec, AuthRoot)

declare global {
  interface HTMLElementTagNameMap {
    'pp-auth': HTMLElement
  }
}

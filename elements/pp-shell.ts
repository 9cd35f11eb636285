/**
 * <pp-shell> — the dashboard frame (SHELL-11..32): header nav, user menu (Unmock / Back to
 * Mockup Generator), beta-portal button, reporting-delay banner, missing-payment notice,
 * loading screen, footer, feedback modal, inactivity modal. Put the area element inside it.
 * Attributes: route, services, new-portal-url, framed, timers, internal-domains.
 * Events: pp-navigate, pp-signed-out, pp-ready. CSS custom properties: --pp-font,
 * --pp-primary, --pp-accent, --pp-danger.
 */
import { defineElement } from '../src/element-kit/define-element'
import { shellSpec } from '../src/element-specs/pp-shell'
import ShellRoot from '../src/areas/shell/shell-root'

defineElement(shellSpec, ShellRoot)

declare global {
  interface HTMLElementTagNameMap {
    'pp-shell': HTMLElement
  }
}

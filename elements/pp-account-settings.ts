/**
 * <pp-account-settings> — Account Settings (ACCT-01..22, PAY-01..18): General, Users, Sites,
 * Ads.txt and Payment Information at /dashboard/account/{general,users,sites,adstxt,paymentinfo}.
 * Attributes: route, services, new-portal-url (Users and Payment Information then show the
 * moved notice), session values. Events: pp-navigate, pp-ready.
 * CSS custom properties: --pp-font, --pp-primary, --pp-accent, --pp-danger.
 */
import { defineElement } from '../src/element-kit/define-element'
import { accountSettingsSpec } from '../src/element-specs/pp-account-settings'
import AccountRoot from '../src/areas/account/account-root'

defineElement(accountSettingsSpec, AccountRoot)

declare global {
  interface HTMLElementTagNameMap {
    'pp-account-settings': HTMLElement
  }
}

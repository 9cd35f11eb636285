/**
 * <pp-profile> — My Profile (PROF-01..05): the moved notice with Go to My Profile when
 * new-portal-url is set, otherwise the personal-information and change-password forms.
 * Attributes: route, services, new-portal-url. Events: pp-navigate, pp-ready.
 */
import { defineElement } from '../src/element-kit/define-element'
import { profileSpec } from '../src/element-specs/pp-profile'
import ProfileRoot from '../src/areas/profile/profile-root'

defineElement(profileSpec, ProfileRoot)

declare global {
  interface HTMLElementTagNameMap {
    'pp-profile': HTMLElement
  }
}

/** The <pp-profile> element's attributes and events (read by the factory and the manifest). */
import { COMMON_ATTRIBUTES, COMMON_EVENTS, type ElementSpec } from '../core/element-spec'

export const profileSpec: ElementSpec = {
  tag: 'pp-profile',
  routes: ['/dashboard/profile'],
  description:
    'My Profile (/dashboard/profile): the moved notice when new-portal-url is set, else the profile and change-password forms.',
  attributes: [...COMMON_ATTRIBUTES],
  events: [...COMMON_EVENTS],
}

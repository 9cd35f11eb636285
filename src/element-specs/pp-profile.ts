/** The <pp-profile> element's attributes and events (read by the factory and the manifest). */
import { elementSpec } from '../core/element-spec'

export const profileSpec = elementSpec({
  tag: 'pp-profile',
  routes: ['/dashboard/profile'],
  description:
    'My Profile (/dashboard/profile): the moved notice when new-portal-url is set, else the profile and change-password forms.',
})

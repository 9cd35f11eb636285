/** The <pp-account-settings> element's attributes and events (read by the factory and the manifest). */
import { elementSpec } from '../core/element-spec'

export const accountSettingsSpec = elementSpec({
  tag: 'pp-account-settings',
  routes: ['/dashboard/account'],
  description:
    'Account Settings (/dashboard/account/*): General, Users, Sites, Ads.txt and Payment Information tabs. With new-portal-url set, Users and Payment Information show the moved notice.',
})

/** The <pp-commenting> element's attributes and events (read by the factory and the manifest). */
import { elementSpec } from '../core/element-spec'

export const commentingSpec = elementSpec({
  tag: 'pp-commenting',
  routes: ['/dashboard/commenting'],
  description:
    'Commenting (/dashboard/commenting/*): the request widget and the comment manager (Code, Configuration, Add-ons, Statistics, Export, Advanced) per site. With new-portal-url set, the request widget and Configuration show the moved notice.',
})

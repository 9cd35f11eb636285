/** The <pp-ratings> element's attributes and events (read by the factory and the manifest). */
import { elementSpec } from '../core/element-spec'

export const ratingsSpec = elementSpec({
  tag: 'pp-ratings',
  routes: ['/dashboard/ratings'],
  description:
    'Ratings (/dashboard/ratings/*): the request screen (/requestwidget; in mocked sessions an automatic approval after confirmation) and the ratings manager per site (/ratingsmanager/{code,configuration,addons,analytics}): the unit code, the general settings and colours with live previews of the unit and the counter, the Ratings Counter add-on, and the CSV and XML export of the ratings.',
  attributes: [
    {
      name: 'test-page-url',
      type: 'string',
      description:
        "Mocked sessions' Test Page (RAT-10): a page showing the chosen site's ratings unit, {siteUUID} replaced; without it, the site's own address.",
    },
  ],
})

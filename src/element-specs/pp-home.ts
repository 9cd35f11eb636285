/** The <pp-home> element's attributes and events (read by the factory and the manifest). */
import { elementSpec } from '../core/element-spec'

export const homeSpec = elementSpec({
  tag: 'pp-home',
  routes: ['/dashboard/home'],
  description:
    'The home dashboard (/dashboard/home): site, device and country filters with the date range (4 PM New York cutoff), Ad Metrics (Revenue, CPM, Impressions; All / Display / Video Ads) with home.adMetrics or a mocked session, Content Engagement, Embed Engagement and Story Engagement with their charts and top lists, each compared with the previous period. With new-portal-url set it leaves for the newer portal’s home.',
})

/** The <pp-analytics> element's attributes and events (read by the factory and the manifest). */
import { elementSpec } from '../core/element-spec'

export const analyticsSpec = elementSpec({
  tag: 'pp-analytics',
  routes: ['/dashboard/analytics/detail'],
  description:
    'The metric detail pages (/dashboard/analytics/detail/{metric}): CPM, Impressions and Revenue (with home.adMetrics or a mocked session; ?revenueType=VIDEO|DISPLAY), Average In-View %, Question Responses, Unique Engaged Users and Story Clicks with filters, date range, chart, breakdown tabs, a paged table and CSV export; Top Questions Answered and Most Clicked Stories as ranked tables. Unknown metrics go to /error/404.',
})

/** The <pp-reports> element's attributes and events (read by the factory and the manifest). */
import { elementSpec } from '../core/element-spec'

export const reportsSpec = elementSpec({
  tag: 'pp-reports',
  routes: ['/dashboard/reports'],
  description:
    'Reports (/dashboard/reports, with home.adMetrics): the library of saved reports with their last run, next scheduled runs, Run, Edit, Delete and Send now; the report editor (/dashboard/reports/detail: settings, dimensions, metrics, filters, schedule); the preview (/dashboard/reports/preview) with sorting and Excel and CSV downloads. With new-portal-url set, /dashboard/reports shows the moved notice instead of the library.',
})

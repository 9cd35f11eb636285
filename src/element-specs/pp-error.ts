/** The <pp-error> element's attributes and events (read by the factory and the manifest). */
import { elementSpec } from '../core/element-spec'

export const errorSpec = elementSpec({
  tag: 'pp-error',
  routes: ['/error'],
  needsSession: false,
  description: 'The error pages /error/404, /error/403, /error/500 and /error/permission.',
})

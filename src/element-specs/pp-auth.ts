/** The <pp-auth> element's attributes and events (read by the factory and the manifest). */
import { elementSpec } from '../core/element-spec'

export const authSpec = elementSpec({
  tag: 'pp-auth',
  routes: ['/auth'],
  needsSession: false,
  description:
    'Sign-in, password reset, sign-up completion, agreement and invitation screens (/auth/*).',
  attributes: [
    {
      name: 'google-auth-url',
      type: 'string',
      description:
        'Where the Google sign-in button sends the browser (AUTH-06); without it there is no Google button.',
    },
  ],
  events: [
    { name: 'pp-signed-in', description: 'detail {accountUUID, userUUID}: a user signed in.' },
  ],
})

/** The <pp-shell> element's attributes and events (read by the factory and the manifest). */
import { elementSpec } from '../core/element-spec'

export const shellSpec = elementSpec({
  tag: 'pp-shell',
  needsSession: false,
  description:
    'The dashboard frame: header nav, user menu, banners, loading screen, footer, feedback and inactivity modals. Slot the area element as its child.',
  attributes: [
    {
      name: 'timers',
      type: 'json',
      description:
        'JSON {extendEveryMs, inactivityMs, autoLogoutMs, loadingScreenMs, appPhaseMs}; defaults are the spec values.',
    },
    {
      name: 'internal-domains',
      type: 'json',
      description: 'JSON array of e-mail domains whose users see the beta-portal button.',
    },
    {
      name: 'terms-url',
      type: 'string',
      description: "The footer's Terms link (not shown without it).",
    },
    {
      name: 'privacy-url',
      type: 'string',
      description: "The footer's Privacy link (not shown without it).",
    },
  ],
  events: [
    { name: 'pp-signed-out', description: 'detail {reason, redirect?}: the session ended.' },
  ],
})

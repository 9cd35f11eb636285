/** The <pp-embeds> element's attributes and events (read by the factory and the manifest). */
import { COMMON_ATTRIBUTES, COMMON_EVENTS, type ElementSpec } from '../core/element-spec'

export const embedsSpec: ElementSpec = {
  tag: 'pp-embeds',
  routes: ['/dashboard/embeds', '!/dashboard/embeds/management'],
  description:
    'Trivia & Polls (/dashboard/embeds): the embed library with its filters and labels, per-card embed analytics (/analytics/embedcontent?embed=) and collected e-mails (/emails?embed=). With new-portal-url set and not framed, every route shows the moved notice.',
  attributes: [
    ...COMMON_ATTRIBUTES,
    {
      name: 'frame-origins',
      type: 'json',
      description:
        'Framed: JSON array of the parent page origins (besides the portal’s own) that may receive the content height ({type: "pp-frame-height", height} by postMessage) to size the iframe.',
    },
  ],
  events: [...COMMON_EVENTS],
}

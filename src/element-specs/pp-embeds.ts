/** The <pp-embeds> element's attributes and events (read by the factory and the manifest). */
import { elementSpec } from '../core/element-spec'
import { FRAME_ORIGINS_ATTRIBUTE } from './frame-origins'

export const embedsSpec = elementSpec({
  tag: 'pp-embeds',
  routes: ['/dashboard/embeds', '!/dashboard/embeds/management'],
  description:
    'Trivia & Polls (/dashboard/embeds): the embed library with its filters and labels, per-card embed analytics (/analytics/embedcontent?embed=) and collected e-mails (/emails?embed=). With new-portal-url set and not framed, every route shows the moved notice.',
  attributes: [FRAME_ORIGINS_ATTRIBUTE],
})

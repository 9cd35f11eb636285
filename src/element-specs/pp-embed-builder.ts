/** The <pp-embed-builder> element's attributes and events (read by the factory and the manifest). */
import { COMMON_ATTRIBUTES, COMMON_EVENTS, type ElementSpec } from '../core/element-spec'

export const embedBuilderSpec: ElementSpec = {
  tag: 'pp-embed-builder',
  routes: ['/dashboard/embeds/management'],
  description:
    'The embed builder (/dashboard/embeds/management/{placement,customize,ads,add_ons,code}?embed=): placement, cards with live preview, branding, ads, the e-mail add-on and the integration code, with Save / Discard, unsaved-change warnings and a local draft. /getstarted opens the New Embed dialog of the library. Needs manageEmbeds or a mocked session.',
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

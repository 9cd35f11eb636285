/** The <pp-embed-builder> element's attributes and events (read by the factory and the manifest). */
import { elementSpec } from '../core/element-spec'
import { FRAME_ORIGINS_ATTRIBUTE } from './frame-origins'

export const embedBuilderSpec = elementSpec({
  tag: 'pp-embed-builder',
  routes: ['/dashboard/embeds/management'],
  description:
    'The embed builder (/dashboard/embeds/management/{placement,customize,ads,add_ons,code}?embed=): placement, cards with live preview, branding, ads, the e-mail add-on and the integration code, with Save / Discard, unsaved-change warnings and a local draft. /getstarted opens the New Embed dialog of the library. Needs manageEmbeds or a mocked session.',
  attributes: [FRAME_ORIGINS_ATTRIBUTE],
})

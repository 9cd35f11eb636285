/** The attribute both framed embeds elements (pp-embeds, pp-embed-builder) declare. */
import type { AttributeSpec } from '../core/element-spec'

export const FRAME_ORIGINS_ATTRIBUTE: AttributeSpec = {
  name: 'frame-origins',
  type: 'json',
  description:
    'Framed: JSON array of the parent page origins (besides the portal’s own) that may receive the content height ({type: "pp-frame-height", height} by postMessage) to size the iframe.',
}

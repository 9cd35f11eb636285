/** The one compiled sheet, adopted by every shadow root (TOOLCHAIN.md trap 4). */
import { css, propertyRules } from 'virtual:portal-css'

let sheet: CSSStyleSheet | null = null
const PROPERTY_STYLE_ID = 'pp-property-rules'

/** Adopts the portal sheet into a shadow root (once) and registers @property rules on the page. */
export function adoptPortalStyles(root: ShadowRoot): void {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
  }
  if (!root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  const doc = root.ownerDocument
  if (propertyRules && !doc.getElementById(PROPERTY_STYLE_ID)) {
    const style = doc.createElement('style')
    style.id = PROPERTY_STYLE_ID
    style.textContent = propertyRules
    doc.head.append(style)
  }
}

/** @jsxImportSource preact */
/**
 * The commenting unit script publishers put on their pages (the header code). It mounts the unit
 * into every `.pp-commenting[data-unit]` element, in an open shadow root, and fills every
 * `.pp-comments-count[data-unit]` counter. The API origin is the origin the script came from.
 */
import { render } from 'preact'
import { unitApi } from './api'
import { CommentingUnit } from './commenting-unit'
import { fillCounters } from './counter'
import { pageKeysOf } from './page-id'
import { UNIT_CSS } from './unit-styles'
import { scriptOrigin } from '../../contracts/page-call'

const SCRIPT = /\/units\/commenting\.js(\?|#|$)/

function mountUnits(origin: string) {
  const refresh = () => void fillCounters(origin)
  for (const host of document.querySelectorAll<HTMLElement>('.pp-commenting[data-unit]')) {
    if (host.shadowRoot) continue
    const unitUUID = host.dataset.unit!.trim()
    const shadow = host.attachShadow({ mode: 'open' })
    const style = document.createElement('style')
    style.textContent = UNIT_CSS
    const container = document.createElement('div')
    shadow.append(style, container)
    render(
      <CommentingUnit
        api={unitApi(origin, unitUUID)}
        unitUUID={unitUUID}
        page={pageKeysOf(host)}
        onPublished={refresh}
      />,
      container,
    )
  }
  refresh()
}

const origin = scriptOrigin(SCRIPT)
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', () => mountUnits(origin), { once: true })
else mountUnits(origin)

/**
 * The ratings unit script publishers put on their pages (the ratings header code). It mounts the
 * unit into every `.pp-ratings[data-unit]` element and the counter into every
 * `.pp-ratings-counter[data-unit]`, each in an open shadow root; a unit and the counters of the
 * same page share one load. The API origin is the origin the script came from.
 */
import { ratingsApi } from './api'
import { pageRefOf } from './page-ref'
import { PageRatings } from './page-store'
import { mountCounter } from './ratings-counter'
import { mountUnit } from './ratings-unit'
import { UNIT_CSS } from './unit-styles'

/**
 * Where the unit script was loaded from (the header code is a classic script, which knows itself;
 * anything else talks to the page's own origin).
 */
function scriptOrigin(): string {
  const src = (document.currentScript as HTMLScriptElement | null)?.src
  return src ? new URL(src).origin : location.origin
}

const stores = new Map<string, PageRatings>()

/** After a vote, the unit's other pages here (a counter keyed otherwise) load again. */
function reloadOthers(from: PageRatings) {
  for (const store of stores.values())
    if (store !== from && store.unitUUID === from.unitUUID) void store.load()
}

function storeFor(origin: string, host: HTMLElement): PageRatings {
  const unitUUID = host.dataset.unit!.trim()
  const page = pageRefOf(host)
  const key = `${unitUUID} ${page.url} ${page.pageId}`
  let store = stores.get(key)
  if (!store) {
    store = new PageRatings(unitUUID, page, ratingsApi(origin, unitUUID), reloadOthers)
    stores.set(key, store)
  }
  return store
}

/** The element's open shadow root with the styles, and the container to draw in. */
function shadowOf(host: HTMLElement): HTMLElement {
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = UNIT_CSS
  const container = document.createElement('div')
  shadow.append(style, container)
  return container
}

/** "Leave a rating": the unit of the counter's unit on this page, scrolled to and focused. */
function leaveRating(unitUUID: string) {
  const unit = [...document.querySelectorAll<HTMLElement>('.pp-ratings[data-unit]')].find(
    (el) => el.dataset.unit!.trim() === unitUUID,
  )
  unit?.scrollIntoView({ behavior: 'smooth', block: 'center' })
  unit?.shadowRoot
    ?.querySelector<HTMLElement>('button[tabindex="0"]')
    ?.focus({ preventScroll: true })
}

function mountAll(origin: string) {
  for (const host of document.querySelectorAll<HTMLElement>('.pp-ratings[data-unit]'))
    if (!host.shadowRoot) mountUnit(host, shadowOf(host), storeFor(origin, host))
  for (const host of document.querySelectorAll<HTMLElement>('.pp-ratings-counter[data-unit]')) {
    if (host.shadowRoot) continue
    const store = storeFor(origin, host)
    mountCounter(host, shadowOf(host), store, () => leaveRating(store.unitUUID))
  }
  for (const store of stores.values()) if (!store.state.ratings) void store.load()
}

const origin = scriptOrigin()
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', () => mountAll(origin), { once: true })
else mountAll(origin)

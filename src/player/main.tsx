/** @jsxImportSource preact */
/**
 * The embed player script (`/player/v4/embed.js`, the embed code's header code; issue 9). It fills
 * every `<div data-pp-embed="{embedUUID}">` of the page with that embed, each in an open shadow
 * root with the player's own stylesheet, reading it from the origin the script came from and
 * reporting engagement there. In the builder's preview frame (`preview.html`, whose <html> carries
 * `data-pp-preview`) it waits for `{type: 'pp-preview', embed}` from its same-origin parent instead,
 * reports nothing, and posts `{type: 'pp-preview-height', height}` back whenever its height changes.
 *
 * Performance marks: `pp-player-start` when the script runs, `pp-player-first-card` when the first
 * player's first card is in the DOM (`npm run bench` measures between them).
 */
import { render } from 'preact'
import {
  PLAYER_DATA_QUEUE,
  type PlayerData,
  type PlayerEmbed,
} from '../areas/embeds/lib/player-rules'
import { pageUrl, scriptOrigin } from '../contracts/page-call'
import { playerPublicCalls as calls } from '../contracts/player/public'
import { Player } from './player'
import { PLAYER_CSS } from './player-styles'
import { createReporter, fetchEmbed, type Reporter } from './reporter'

performance.mark?.('pp-player-start')

const SCRIPT = /\/player\/v4\/embed\.js(\?|#|$)/

let firstCard = false

/** Renders `embed` into `host`'s shadow root (made once). */
function show(host: HTMLElement, embed: PlayerEmbed, reporter: Reporter | null) {
  let container = host.shadowRoot?.querySelector<HTMLElement>('.pp-root')
  if (!container) {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    const style = document.createElement('style')
    style.textContent = PLAYER_CSS
    container = document.createElement('div')
    container.className = 'pp-root'
    shadow.append(style, container)
  }
  render(<Player embed={embed} reporter={reporter} viewportWidth={window.innerWidth} />, container)
  if (!firstCard) {
    firstCard = true
    performance.mark?.('pp-player-first-card')
  }
  host.setAttribute('data-pp-ready', '')
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Embeds the data scripts pushed (null: missing), and the players waiting for one. */
const pushed = new Map<string, PlayerEmbed | null>()
const waiting = new Map<string, Array<(embed: PlayerEmbed | null) => void>>()

function take(item: PlayerData | null | undefined) {
  const id = typeof item?.embedUUID === 'string' ? item.embedUUID.toLowerCase() : ''
  if (!id || !item) return
  const embed = 'missing' in item ? null : item
  pushed.set(id, embed)
  for (const resolve of waiting.get(id) ?? []) resolve(embed)
  waiting.delete(id)
}

/**
 * The data queue (the embed code's data script pushes onto it, before or after the player runs):
 * read what is there and take over `push` for what comes later.
 */
function readQueue() {
  const scope = self as unknown as Record<string, PlayerData[] | undefined>
  const queue = (scope[PLAYER_DATA_QUEUE] ??= [])
  queue.forEach(take)
  queue.push = (...items: PlayerData[]) => {
    items.forEach(take)
    return Array.prototype.push.apply(queue, items)
  }
}

/**
 * The embed of `id`: pushed already, or pushed by a data script of this page still on its way (a
 * failed script, or one that never pushes, falls back to the read at its error or the page's
 * load), or read with a fetch when the page has no data script for it.
 */
function embedFor(origin: string, id: string): Promise<PlayerEmbed | null> | PlayerEmbed | null {
  if (pushed.has(id)) return pushed.get(id)!
  // The data script's address ends with the contract's path (any origin before it).
  const path = pageUrl('', calls.data.service, calls.data.path, { embedUUID: id })
  const script = UUID.test(id)
    ? document.querySelector<HTMLScriptElement>(`script[src$="${path}"]`)
    : null
  if (!script) return fetchEmbed(origin, id)
  return new Promise((resolve) => {
    let done = false
    const settle = (embed: PlayerEmbed | null) => {
      if (done) return
      done = true
      resolve(embed)
    }
    waiting.set(id, [...(waiting.get(id) ?? []), settle])
    const fallback = () => {
      if (!done && !pushed.has(id)) void fetchEmbed(origin, id).then(settle)
    }
    script.addEventListener('error', fallback, { once: true })
    if (document.readyState === 'complete') setTimeout(fallback)
    else addEventListener('load', fallback, { once: true })
  })
}

function mountAll(origin: string) {
  const reporter = createReporter(origin)
  const leave = () => reporter.flush(true)
  addEventListener('pagehide', leave)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave()
  })
  const started = new WeakSet<Element>()
  const mount = () => {
    for (const host of document.querySelectorAll<HTMLElement>('[data-pp-embed]')) {
      if (started.has(host)) continue
      started.add(host)
      const embedUUID = (host.getAttribute('data-pp-embed') ?? '').trim().toLowerCase()
      if (!embedUUID) continue
      const embed = embedFor(origin, embedUUID)
      // Pushed before the player ran: the first card in this very task.
      if (embed && !('then' in embed)) show(host, embed, reporter)
      else if (embed)
        void embed.then((found) => {
          if (found) show(host, found, reporter)
        })
    }
  }
  mount()
  if (document.readyState === 'loading') {
    // The header code runs before the body is parsed: start each embed as soon as its element
    // arrives rather than after the whole page.
    const watcher = new MutationObserver(mount)
    watcher.observe(document.documentElement, { childList: true, subtree: true })
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        watcher.disconnect()
        mount()
      },
      { once: true },
    )
  }
}

/** The builder's preview frame: renders what its same-origin parent sends. */
function preview() {
  const host = document.getElementById('pp-preview') ?? document.body
  let sentHeight = -1
  const postHeight = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height)
    if (height === sentHeight || parent === window) return
    sentHeight = height
    parent.postMessage({ type: 'pp-preview-height', height }, location.origin)
  }
  new ResizeObserver(postHeight).observe(document.documentElement)
  addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== location.origin || event.source !== parent) return
    const data = event.data as { type?: unknown; embed?: PlayerEmbed } | null
    if (!data || data.type !== 'pp-preview' || !data.embed || !Array.isArray(data.embed.cards))
      return
    // A new embed starts a new player (its first frame, its own answers).
    if (host.shadowRoot) render(null, host.shadowRoot.querySelector('.pp-root')!)
    show(host, { ...data.embed, embedUUID: null }, null)
    postHeight()
  })
  parent.postMessage({ type: 'pp-preview-ready' }, location.origin)
}

if (document.documentElement.hasAttribute('data-pp-preview')) preview()
else {
  readQueue()
  mountAll(scriptOrigin(SCRIPT))
}

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
import type { PlayerEmbed } from '../areas/embeds/lib/player-rules'
import { Player } from './player'
import { PLAYER_CSS } from './player-styles'
import { createReporter, fetchEmbed, type Reporter } from './reporter'

performance.mark?.('pp-player-start')

const SCRIPT = /\/player\/v4\/embed\.js(\?|#|$)/

/** Where the script was loaded from: a classic script knows itself, otherwise ask the page. */
function scriptOrigin(): string {
  const current = document.currentScript as HTMLScriptElement | null
  const src =
    current?.src ||
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => SCRIPT.test(s.src))
      ?.src
  return src ? new URL(src, location.href).origin : location.origin
}

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
      const embedUUID = (host.getAttribute('data-pp-embed') ?? '').trim()
      if (!embedUUID) continue
      void fetchEmbed(origin, embedUUID).then((embed) => {
        if (embed) show(host, embed, reporter)
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
else mountAll(scriptOrigin())

/**
 * The player's calls and its event queue (issue 9): the embed read, and engagement events sent in
 * batches, both through their contract (src/contracts/player/public.ts). Batches are JSON sent as text/plain with fetch keepalive and
 * no credentials: a simple CORS request (no preflight, no cookies) that still leaves on pagehide.
 * A batch never holds the same counted event twice (the server refuses such a batch whole), and
 * holds at most 50 events.
 */
import { VISITOR_ID, type PlayerEmbed, type PlayerEvent } from '../areas/embeds/lib/player-rules'
import { pageUrl } from '../contracts/page-call'
import { playerPublicCalls as calls } from '../contracts/player/public'

export const BATCH_MAX = 50
/** Events wait this long for company before they leave. */
export const FLUSH_DELAY_MS = 400
/** The server's cap for one in-view report. */
const INVIEW_MAX_MS = 30 * 60_000

export async function fetchEmbed(origin: string, embedUUID: string): Promise<PlayerEmbed | null> {
  try {
    const response = await fetch(
      pageUrl(origin, calls.embed.service, calls.embed.path, { embedUUID }),
      {
        method: calls.embed.method,
        // As the header code's preload asks (crossorigin="anonymous"), so the browser reuses it;
        // across origins no cookie goes either way.
        credentials: 'same-origin',
      },
    )
    return response.ok ? ((await response.json()) as PlayerEmbed) : null
  } catch {
    return null
  }
}

const VISITOR_KEY = 'pp-visitor'

/**
 * The page's first-party visitor id (localStorage of the publisher's origin; a new one per page
 * view where storage is refused), for the unique engaged users count.
 */
export function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  const made = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  try {
    const stored = storage?.getItem(VISITOR_KEY)
    if (stored && VISITOR_ID.test(stored)) return stored
    storage?.setItem(VISITOR_KEY, made)
  } catch {
    // Storage refused (private mode, sandboxed frame): this page view's id.
  }
  return made
}

const keyOf = (e: PlayerEvent) => `${e.kind}/${e.embedUUID}/${e.contentUUID ?? ''}`

export interface Reporter {
  /** Queues a counted event (load, answer, story_click, email). */
  push(event: PlayerEvent): void
  /** Adds in-view time of a card, sent with the next batch. */
  inview(embedUUID: string, contentUUID: string, ms: number): void
  /** Runs before every flush (players settle the time of the card in view). */
  beforeFlush(fn: () => void): void
  /** Sends what is queued now. */
  flush(leaving?: boolean): void
}

export function createReporter(
  origin: string,
  post: typeof fetch = fetch,
  visitor: () => string = () => visitorId(globalThis.localStorage ?? null),
): Reporter {
  let queue: PlayerEvent[] = []
  const inview = new Map<string, PlayerEvent>()
  /** Embeds whose first in-view report has been made (one in-view load each). */
  const viewed = new Set<string>()
  let id: string | undefined
  const settlers: Array<() => void> = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const send = (events: PlayerEvent[], leaving: boolean) => {
    id ??= visitor()
    events = events.map((e) => ({ ...e, visitor: id }))
    for (let i = 0; i < events.length; i += BATCH_MAX) {
      post(pageUrl(origin, calls.events.service, calls.events.path, {}), {
        method: calls.events.method,
        body: JSON.stringify(events.slice(i, i + BATCH_MAX)),
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        credentials: 'omit',
        keepalive: leaving,
      }).catch(() => undefined)
    }
  }

  const reporter: Reporter = {
    push(event) {
      if (queue.some((e) => keyOf(e) === keyOf(event))) reporter.flush()
      queue.push(event)
      clearTimeout(timer)
      timer = setTimeout(() => reporter.flush(), FLUSH_DELAY_MS)
    },
    inview(embedUUID, contentUUID, ms) {
      const key = `${embedUUID}/${contentUUID}`
      const seen = inview.get(key)
      const first = !viewed.has(embedUUID)
      viewed.add(embedUUID)
      inview.set(key, {
        kind: 'inview',
        embedUUID,
        contentUUID,
        ms: Math.min(INVIEW_MAX_MS, (seen?.ms ?? 0) + ms),
        ...((first || seen?.firstView) && { firstView: true }),
      })
    },
    beforeFlush(fn) {
      settlers.push(fn)
    },
    flush(leaving = false) {
      clearTimeout(timer)
      for (const settle of settlers) settle()
      const events = [
        ...queue,
        ...[...inview.values()]
          .map((e) => ({ ...e, ms: Math.round(e.ms ?? 0) }))
          .filter((e) => e.ms >= 1),
      ]
      queue = []
      inview.clear()
      if (events.length) send(events, leaving)
    },
  }
  return reporter
}

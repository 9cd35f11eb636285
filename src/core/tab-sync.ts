/**
 * Sessions across tabs: the portal's tabs in one browser tell each other what happens to the
 * session over a BroadcastChannel (same origin only). Activity in any tab counts for all of them,
 * the inactivity warning and its answer reach every tab, and signing in or out in one tab updates
 * the others. A browser without BroadcastChannel keeps each tab on its own, as before.
 */

export type TabMessage =
  /** The user acted in a tab at `at` (ms): every tab counts it as its own activity. */
  | { type: 'activity'; at: number }
  /** A tab raised "Are you still there?", ending with a sign-out at `deadline` (ms). */
  | { type: 'warning'; deadline: number }
  /** The warning was answered and the session extended: every tab closes it. */
  | { type: 'stayed' }
  | { type: 'signed-in'; userUUID: string }
  | { type: 'signed-out' }

const CHANNEL = 'pp-portal-session'

let channel: BroadcastChannel | null | undefined
const listeners = new Set<(message: TabMessage) => void>()

/** Only well-formed messages get through (anything on the channel is data, never trusted code). */
function parse(data: unknown): TabMessage | null {
  if (!data || typeof data !== 'object') return null
  const m = data as Record<string, unknown>
  switch (m.type) {
    case 'activity':
      return Number.isFinite(m.at) ? { type: 'activity', at: m.at as number } : null
    case 'warning':
      return Number.isFinite(m.deadline)
        ? { type: 'warning', deadline: m.deadline as number }
        : null
    case 'signed-in':
      return typeof m.userUUID === 'string' ? { type: 'signed-in', userUUID: m.userUUID } : null
    case 'stayed':
    case 'signed-out':
      return { type: m.type }
    default:
      return null
  }
}

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
  channel?.addEventListener('message', (event: MessageEvent) => {
    const message = parse(event.data)
    if (message) for (const listener of listeners) listener(message)
  })
  return channel
}

/** Sends `message` to the portal's other tabs (never back to this one). */
export function tellOtherTabs(message: TabMessage): void {
  open()?.postMessage(message)
}

/** Calls `listener` with every message from another tab; returns the unsubscribe. */
export function onOtherTabs(listener: (message: TabMessage) => void): () => void {
  open()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The moderation queue's rules (beyond the spec), for the server and the Moderation tab. Pure.
 *
 * A comment is in one queue at a time: PENDING (held by a rule, status HELD), REPORTED (published
 * and marked by readers since a moderator last looked), APPROVED (published by a moderator's
 * decision) or REJECTED (status REMOVED). Approving or rejecting closes its reports.
 */
export const QUEUES = ['PENDING', 'REPORTED', 'APPROVED', 'REJECTED'] as const
export type Queue = (typeof QUEUES)[number]

/** A queue's name on its button: Pending, Reported, Approved, Rejected. */
export const queueLabel = (queue: Queue) => queue[0] + queue.slice(1).toLowerCase()

export const MODERATION_ACTIONS = ['APPROVE', 'REJECT', 'FEATURE', 'UNFEATURE'] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

export const BAN_DURATIONS = ['DAY', 'WEEK', 'FOREVER'] as const
export type BanDuration = (typeof BAN_DURATIONS)[number]
export const BAN_LABELS = { DAY: 'For a day', WEEK: 'For a week', FOREVER: 'For good' }
export const BAN_REASON_MAX = 200

export const QUEUE_PAGE = 25
export const QUEUE_PAGE_MAX = 100
/** Search words and names are cut to this many characters. */
export const SEARCH_MAX = 100

const DAY_MS = 86_400_000

/** When a ban given now ends: null for good. */
export function banUntil(duration: BanDuration, now: number): number | null {
  if (duration === 'FOREVER') return null
  return now + (duration === 'DAY' ? DAY_MS : 7 * DAY_MS)
}

/** Whether a ban is in force at `now`. */
export const banActive = (ban: { until: number | null; lifted_at?: number | null }, now: number) =>
  !ban.lifted_at && (ban.until === null || ban.until > now)

/** A queue page's position: the last item's time and id, as an opaque string. */
export function encodeCursor(createdAt: number, commentUUID: string): string {
  return `${createdAt.toString(36)}.${commentUUID}`
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): { createdAt: number; commentUUID: string } | null {
  const m = /^([0-9a-z]{1,12})\.([0-9a-f-]{36})$/.exec(cursor)
  if (!m) return null
  return { createdAt: parseInt(m[1]!, 36), commentUUID: m[2]! }
}

/** The queue named by a query value, or null. */
export const queueOf = (value: string | undefined): Queue | null =>
  (QUEUES as readonly string[]).includes(value ?? '') ? (value as Queue) : null

/** What an action does to a comment: its new status, reviewed, and featured (undefined: as is). */
export function actionEffect(action: ModerationAction): {
  status: 'PUBLISHED' | 'REMOVED'
  featured?: 0 | 1
} {
  if (action === 'REJECT') return { status: 'REMOVED', featured: 0 }
  if (action === 'FEATURE') return { status: 'PUBLISHED', featured: 1 }
  if (action === 'UNFEATURE') return { status: 'PUBLISHED', featured: 0 }
  return { status: 'PUBLISHED' }
}

export interface HeldWhy {
  rule: 'PRE_MODERATION' | 'SUSPECT_WORD' | 'SCORE' | 'REPORTS'
  word?: string
  score?: number
}

/** Why a comment is in the queue, in the publisher's words. */
export function whyText(held: HeldWhy | null, reports: { marks: number; addresses: number }) {
  const reported =
    reports.marks > 0
      ? `${plural(reports.marks, 'report')} from ${plural(reports.addresses, 'address', 'addresses')}`
      : ''
  if (!held) return reported ? `Reported: ${reported}` : ''
  if (held.rule === 'PRE_MODERATION') return 'Held: every comment is approved before it shows'
  if (held.rule === 'SUSPECT_WORD') return `Held: uses “${held.word}” from the suspect list`
  if (held.rule === 'SCORE') return `Held: rule-based score ${held.score ?? '?'} of 6`
  return `Held after ${reported || 'reports'}`
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** The queue a comment is in after an action. */
export const queueAfter = (action: ModerationAction): Queue =>
  action === 'REJECT' ? 'REJECTED' : 'APPROVED'

/** The verb of an action, for the status line ("Approved 2 comments."). */
export const ACTION_DONE: Record<ModerationAction, string> = {
  APPROVE: 'Approved',
  REJECT: 'Rejected',
  FEATURE: 'Featured',
  UNFEATURE: 'Stopped featuring',
}

/** The queue's keyboard: a key and what it does, in the order the help dialog lists them. */
export const SHORTCUTS = [
  ['j', 'Next comment'],
  ['k', 'Previous comment'],
  ['x', 'Select or unselect the comment'],
  ['a', 'Approve (the selected comments, else this one)'],
  ['r', 'Reject (the selected comments, else this one)'],
  ['f', 'Feature or stop featuring'],
  ['b', 'Ban the author'],
  ['?', 'Show these shortcuts'],
] as const
export type ShortcutKey = (typeof SHORTCUTS)[number][0]

/** The shortcut a key press means, or null (with a modifier, or typed into a field). */
export function shortcutOf(event: {
  key: string
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  inField: boolean
}): ShortcutKey | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.inField) return null
  const found = SHORTCUTS.find(([key]) => key === event.key)
  return found ? found[0] : null
}

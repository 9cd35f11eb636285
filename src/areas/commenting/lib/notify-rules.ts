/**
 * Comment notifications (beyond the spec, issue 30), for the server, the commenting unit and the
 * Moderation tab. Pure.
 *
 * A named commenter may ask to hear of replies to their comments: IMMEDIATE (one e-mail a reply)
 * or DAILY (at most one digest a day). A unit's moderators may get a digest of its pending
 * comments: OFF, HOURLY or DAILY.
 */
export const REPLY_FREQUENCIES = ['IMMEDIATE', 'DAILY'] as const
export type ReplyFrequency = (typeof REPLY_FREQUENCIES)[number]

export const DIGEST_FREQUENCIES = ['OFF', 'HOURLY', 'DAILY'] as const
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number]
export const DIGEST_LABELS: Record<DigestFrequency, string> = {
  OFF: 'Off',
  HOURLY: 'Hourly',
  DAILY: 'Daily',
}

const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS

/** How long after one moderators' digest the next is due; null when off. */
export function digestPeriod(frequency: DigestFrequency): number | null {
  return frequency === 'OFF' ? null : frequency === 'HOURLY' ? HOUR_MS : DAY_MS
}

/** When a daily reply digest last sent at `last` (null: never) may go again. */
export const replyDigestDue = (last: number | null, now: number) =>
  last === null || now - last >= DAY_MS

/** A comment's text as an e-mail quotes it: one line, at most `max` characters. */
export function quoted(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** The line of a moderators' digest: "3 comments are waiting for review in Daily Planet." */
export function pendingLine(count: number, unitName: string): string {
  const what = count === 1 ? '1 comment is' : `${count.toLocaleString('en-US')} comments are`
  return `${what} waiting for review in ${unitName}.`
}

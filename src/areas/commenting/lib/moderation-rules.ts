/**
 * What the saved moderation settings do with a comment: published, held for review or refused,
 * and why. One module for the commenting unit, the server (which decides) and the Moderation
 * section's "try a comment" box. Pure.
 */
import {
  AUTO_BLOCK_MARKS,
  AUTO_REMOVE_MARKS,
  type CommentingUserType,
  type ModerationSettings,
} from './commenting-rules'

export const COMMENT_MAX = 2000
export type MediaKind = 'image' | 'gif' | 'video'
export type Outcome = 'PUBLISHED' | 'HELD' | 'REFUSED'

/** Why a comment waits for review: the rule that held it (the Moderation queue names it). */
export type HoldRule = 'PRE_MODERATION' | 'SUSPECT_WORD' | 'SCORE' | 'REPORTS'

export interface Verdict {
  outcome: Outcome
  /** Why, in words for the commenter and the publisher. */
  reason: string
  /**
   * The rule-based score (0–6: flagged words and shouting) when the settings' "AI moderation"
   * ran. It is a fixed rule, not a model; the screens say so.
   */
  score?: number
  /** HELD: the rule that held it. */
  rule?: HoldRule
  /** SUSPECT_WORD: the listed word it uses (shown to the publisher, never to the commenter). */
  word?: string
}

export interface CommentDraft {
  text: string
  /** The commenter posts without a name (anonymous) or as a named, signed-up user. */
  anonymous: boolean
  isReply: boolean
  media?: MediaKind | null
}

export type ModerationInput = Pick<
  ModerationSettings,
  | 'moderationType'
  | 'commentingUserType'
  | 'isMediaContentEnabled'
  | 'isImagesEnabled'
  | 'isGifsEnabled'
  | 'isVideosEnabled'
  | 'blockCommentsWithLink'
  | 'advancedSettings'
>

/** A moderator's ban of a commenter: until when (null: for good) and the reason they are shown. */
export interface Ban {
  until: number | null
  reason: string
}

export interface Context {
  /** General: replies turned off. */
  repliesOff: boolean
  /** The author was blocked (auto-block after repeated counted marks, afterMark). */
  authorBlocked: boolean
  /** The author's active ban, if any. */
  ban?: Ban | null
  /** The first word of the unit's word lists the text uses (word-lists.ts), if any. */
  words?: { list: 'banned' | 'suspect'; word: string } | null
}

/** What a banned commenter is told: until when, and the moderator's reason. */
export function banNotice(ban: Ban): string {
  const until =
    ban.until === null
      ? 'You are banned from commenting here'
      : `You are banned from commenting here until ${new Date(ban.until).toLocaleString('en-US', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'UTC',
        })} UTC`
  return `${until}. Reason: ${ban.reason}`
}

const LINK =
  /(https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(com|net|org|io|co|info|news|biz|test|ly|me|app|site)\b/i

/** Whether a text carries a link (URL, www. address or a bare domain). */
export const hasLink = (text: string) => LINK.test(text)

/**
 * Words the rule-based score counts; the score is capped at 6. The spec's settings call it "AI
 * moderation"; it is a fixed rule, and the screens name it so.
 */
const FLAGGED = ['idiot', 'stupid', 'hate', 'scam', 'trash', 'moron', 'liar', 'garbage', 'kill']

/** The rule-based score: 0 (clean) to 6 (abusive): two a flagged word, one for shouting. */
export function aiScore(text: string): number {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? []
  const hits = words.filter((w) => FLAGGED.includes(w)).length
  const shouting = text.length > 12 && text === text.toUpperCase() && /[A-Z]/.test(text) ? 1 : 0
  return Math.min(6, hits * 2 + shouting)
}

export function userTypeAllows(type: CommentingUserType, anonymous: boolean): boolean {
  if (type === 'EVERY_USER') return true
  return type === 'ONLY_ANONYMOUSE_USER' ? anonymous : !anonymous
}

function mediaAllowed(m: ModerationInput, media: MediaKind): boolean {
  if (!m.isMediaContentEnabled) return false
  if (media === 'image') return m.isImagesEnabled
  if (media === 'gif') return m.isGifsEnabled
  return m.isVideosEnabled
}

/** The verdict for a new comment under the saved settings. */
export function moderate(m: ModerationInput, draft: CommentDraft, ctx: Context): Verdict {
  const text = draft.text.trim()
  if (!text) return { outcome: 'REFUSED', reason: 'The comment is empty.' }
  if (text.length > COMMENT_MAX)
    return { outcome: 'REFUSED', reason: `Comments are limited to ${COMMENT_MAX} characters.` }
  if (ctx.ban) return { outcome: 'REFUSED', reason: banNotice(ctx.ban) }
  if (ctx.authorBlocked)
    return { outcome: 'REFUSED', reason: 'This commenter was blocked after repeated reports.' }
  if (!userTypeAllows(m.commentingUserType, draft.anonymous))
    return {
      outcome: 'REFUSED',
      reason: draft.anonymous
        ? 'Only signed-up users may comment here.'
        : 'Only anonymous comments are allowed here.',
    }
  if (draft.isReply && ctx.repliesOff)
    return { outcome: 'REFUSED', reason: 'Replies are turned off.' }
  if (m.blockCommentsWithLink && hasLink(text))
    return { outcome: 'REFUSED', reason: 'Comments with links are not allowed.' }
  if (draft.media && !mediaAllowed(m, draft.media))
    return { outcome: 'REFUSED', reason: `${mediaName(draft.media)} are not allowed.` }
  if (ctx.words?.list === 'banned')
    return { outcome: 'REFUSED', reason: 'This comment uses a word this site does not allow.' }
  const ai = m.advancedSettings?.isAIModerationEnabled ? m.advancedSettings : null
  const score = ai ? aiScore(text) : undefined
  if (ai && score! > ai.maxApprovalScore)
    return {
      outcome: 'REFUSED',
      reason: `The rule-based score is ${score} of 6 (above ${ai.maxApprovalScore}).`,
      score,
    }
  if (m.moderationType === 'PRE_MODERATION')
    return {
      outcome: 'HELD',
      reason: 'Held for review: every comment is approved before it shows.',
      score,
      rule: 'PRE_MODERATION',
    }
  if (ctx.words)
    return {
      outcome: 'HELD',
      reason: 'Held for review: it uses a word on the suspect list.',
      score,
      rule: 'SUSPECT_WORD',
      word: ctx.words.word,
    }
  if (ai && score! > ai.minApprovalScore)
    return {
      outcome: 'HELD',
      reason: `Held for review: the rule-based score is ${score} of 6.`,
      score,
      rule: 'SCORE',
    }
  return {
    outcome: 'PUBLISHED',
    reason:
      m.moderationType === 'NO_MODERATION'
        ? 'Published: comments are not moderated.'
        : 'Published at once; it can be removed after review.',
    score,
  }
}

function mediaName(media: MediaKind): string {
  return media === 'image' ? 'Images' : media === 'gif' ? 'GIFs' : 'Videos'
}

/** The media kind of a linked file, from its address. */
export function mediaKindOf(url: string): MediaKind | null {
  const path = url.split(/[?#]/)[0]!.toLowerCase()
  if (path.endsWith('.gif')) return 'gif'
  if (/\.(png|jpe?g|webp)$/.test(path)) return 'image'
  if (/\.(mp4|webm|mov)$/.test(path) || /youtube\.com|youtu\.be|vimeo\.com/.test(url))
    return 'video'
  return null
}

/**
 * COM-18: how old a marker's standing must be. A mark counts only from a commenter of the unit
 * with a comment that is still published and was posted at least this long ago: commenter tokens
 * are free (every first post mints one), so a brand-new token proves nothing.
 */
export const MARKER_MIN_AGE_MS = 5 * 60_000
/** COM-18: an author is blocked only on counted marks from at least this many client addresses. */
export const AUTO_BLOCK_ADDRESSES = 5

/** COM-18: what the server knows of a marker when a mark comes in. */
export interface MarkerStanding {
  /** When the marker's oldest comment still published in the unit was posted (ms), or null. */
  publishedSince: number | null
  /** The marker is a blocked commenter. */
  blocked: boolean
  /** The marker's client address has a counted mark on this comment already. */
  addressCounted: boolean
}

/**
 * COM-18: whether a mark counts toward auto-hold and auto-block. Named and anonymous commenters
 * are alike here: a name and e-mail are typed, never verified, so they earn nothing. A mark
 * without a token is `null` and never counts.
 */
export function markCounts(marker: MarkerStanding | null, now: number): boolean {
  if (!marker || marker.blocked || marker.addressCounted || marker.publishedSince === null)
    return false
  return now - marker.publishedSince >= MARKER_MIN_AGE_MS
}

/** Counted marks and the distinct client addresses they came from. */
export interface MarkTally {
  marks: number
  addresses: number
}

/**
 * COM-18: what a counted mark does with auto-remove and auto-block on. A comment with
 * AUTO_REMOVE_MARKS counted marks from as many addresses is held for the publisher's review
 * (never removed outright: the marks may be an attack); an author with AUTO_BLOCK_MARKS counted
 * marks on their comments from AUTO_BLOCK_ADDRESSES addresses is blocked.
 */
export function afterMark(
  m: Pick<ModerationSettings, 'autoRemoveComments' | 'autoBlockAuthors'>,
  comment: MarkTally,
  author: MarkTally,
): { holdComment: boolean; blockAuthor: boolean } {
  return {
    holdComment:
      m.autoRemoveComments &&
      comment.marks >= AUTO_REMOVE_MARKS &&
      comment.addresses >= AUTO_REMOVE_MARKS,
    blockAuthor:
      m.autoBlockAuthors &&
      author.marks >= AUTO_BLOCK_MARKS &&
      author.addresses >= AUTO_BLOCK_ADDRESSES,
  }
}

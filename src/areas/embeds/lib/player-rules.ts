/**
 * The embed player's wire shapes (DESIGN.md "The embed player"; issue 9): what the player
 * renders and what it reports. Shared by the player (src/player, preact), the builder's preview
 * (which renders the unsaved embed) and the demo server's public player calls. Pure: no DOM.
 *
 * Public calls (no session; any page that carries the embed code), player service
 * (/api/player/…):
 * - GET  embeds/{embedUUID}            → PlayerEmbed (live cards only; 404 when the embed is
 *                                        unknown, archived or has no live content)
 * - POST events                        PlayerEvent[] (a batch) → 204; rate-limited per client
 * The embed code (API-45) loads `/player/v4/embed.js` and holds `<div data-pp-embed="{uuid}">`.
 * The preview frame loads `/player/v4/preview.html`, which waits for a
 * `{ type: 'pp-preview', embed: PlayerEmbed }` message from its same-origin parent.
 */
import type { AdDisplayMode, QuestionType } from './builder-rules'
import type { ContentType } from './embeds-rules'

export interface PlayerOption {
  optionUUID: string
  text: string | null
  emoji: string | null
  imageURL: string | null
  /** Quizzes: the correct answer (revealed after answering). */
  correct: boolean
  /** Times chosen so far (poll results as percentages). */
  chosen: number
}

export interface PlayerCard {
  contentUUID: string
  contentType: ContentType
  title: string
  backgroundColor: string | null
  backgroundImageURL: string | null
  /** Quiz and poll. */
  question: { type: QuestionType; options: PlayerOption[] } | null
  /** Story. */
  story: { ctaText: string; url: string } | null
}

export interface PlayerEmailCard {
  /** 1-based position among the cards (1..10). */
  position: number
  headline: string
  body: string
  publisherName: string
  privacyPolicyURL: string
  backgroundColor: string | null
  backgroundImageURL: string | null
}

export interface PlayerEmbed {
  /** null in the builder's preview (nothing is reported then). */
  embedUUID: string | null
  location: 'rail' | 'in-content'
  contentOrder: 'ordered' | 'random'
  brandColor: string
  partnerLogo: { src: string; url: string | null } | null
  ads: { desktop: AdDisplayMode; mobile: AdDisplayMode }
  /** Live cards in queue order. */
  cards: PlayerCard[]
  email: PlayerEmailCard | null
}

export type PlayerEventKind = 'load' | 'inview' | 'answer' | 'story_click' | 'email'

export interface PlayerEvent {
  kind: PlayerEventKind
  embedUUID: string
  contentUUID?: string
  optionUUID?: string
  /** inview: milliseconds in view since the last report. */
  ms?: number
  /** email: the address submitted. */
  email?: string
  /**
   * inview: the embed's first in-view report of this page view (counts one in-view load, for
   * Average In-View %; issue 10).
   */
  firstView?: boolean
  /**
   * A first-party visitor id the player keeps in the page's localStorage (8–64 letters, digits
   * or dashes); the server keeps only a salted hash, to count unique engaged users (issue 10).
   */
  visitor?: string
}

/** The visitor id's form (PlayerEvent.visitor). */
export const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/

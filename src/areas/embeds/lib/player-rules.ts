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
 * - GET  embeds/{embedUUID}/data.js    → the same PlayerEmbed as a script that pushes it onto
 *                                        `self.ppEmbedData` (PLAYER_DATA_QUEUE), or pushes
 *                                        `{embedUUID, missing: true}` when the read would 404
 * The embed code (API-45) loads the embed's data script and `/player/v4/embed.js` (both async)
 * and holds `<div data-pp-embed="{uuid}">`. The data script is the queue pattern of analytics
 * snippets: whichever of the two scripts runs first, the player finds the embed without a fetch of
 * its own (the first card needs no round trip after the player starts).
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
  /** The builder's preview only (BLD-57): its sample settings; absent on publisher pages. */
  preview?: PreviewSample
}

/** BLD-57: the sample date-of-birth answer: YYYY-MM-DD, year 19xx or 20xx, month 01–12, day 01–31. */
export const isSampleBirthDate = (value: string): boolean =>
  /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value.trim())

/** BLD-57: what the preview plays differently from a publisher page. */
export interface PreviewSample {
  /** An answered card's result shows this long, then the next frame comes. */
  resultMs: number
  /** The demographic sample question (date of birth) as the last frame. */
  birthDateQuestion: boolean
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

/** The global array the embed data scripts push onto (the player takes over its `push`). */
export const PLAYER_DATA_QUEUE = 'ppEmbedData'

/** What a data script pushes. */
export type PlayerData = PlayerEmbed | { embedUUID: string; missing: true }

/** The data script of an embed, below the player service's origin. */
export const playerDataPath = (embedUUID: string) =>
  `/api/player/embeds/${encodeURIComponent(embedUUID)}/data.js`

/** The visitor id's form (PlayerEvent.visitor). */
export const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/

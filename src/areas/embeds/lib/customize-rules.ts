/**
 * The customize step's own pure rules (spec 001 §2 "Customize step", §4, §5; BLD-14..31): the
 * card selector's pages and labels, the editor header, the question styles with their names,
 * the title's font sizes, the story URL hint, autopopulate's reading of API-57, and the
 * partner-logo click-through rule. Everything about a card's validity, limits, counters and
 * list operations is in card-rules.ts. Pure: no DOM.
 */
import {
  CARD_SELECTOR_PAGE_SIZE,
  REQUIRED_FIELDS_MESSAGE,
  REQUIRED_FIELDS_UNIQUE_MESSAGE,
  STORY_TITLE_MAX,
  WEB_URL,
  type QuestionType,
} from './builder-rules'
import { contentProblems, liveCount, type ContentOrder, type EditorCard } from './card-rules'
import type { ContentType } from './embeds-rules'
import type { z } from 'zod'
import type * as embeds from '../../../contracts/accounts/embeds.schemas'

// ---------------------------------------------------------------------------------------------
// Card selector (BLD-14, 19)

export const pageCount = (cards: number): number =>
  Math.max(1, Math.ceil(cards / CARD_SELECTOR_PAGE_SIZE))

/** The 0-based page of the selector that shows card `index`. */
export const pageOf = (index: number): number =>
  Math.max(0, Math.floor(index / CARD_SELECTOR_PAGE_SIZE))

/** The indexes (in doc.cards) shown on `page`. */
export function pageIndexes(cards: number, page: number): number[] {
  const start = page * CARD_SELECTOR_PAGE_SIZE
  const end = Math.min(cards, start + CARD_SELECTOR_PAGE_SIZE)
  return Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i)
}

export const TYPE_NAMES: Record<ContentType, string> = {
  QUIZ: 'Quiz',
  POLL: 'Poll',
  STORY: 'Story',
}

/** The card's title as typed (the question's or the story's). */
export function cardTitle(card: EditorCard): string {
  const title = card.contentType === 'STORY' ? card.story?.title : card.question?.title
  return (title ?? '').trim()
}

/** BLD-19: the number a card shows: its 1-based live position when the order is 'ordered'. */
export function cardNumber(card: EditorCard, order: ContentOrder): number | null {
  return order === 'ordered' && card.contentLive && card.queuePosition !== null
    ? card.queuePosition + 1
    : null
}

/** BLD-15: 'Card {position} / {live count}' (a card not live counts as one past the live ones). */
export function cardHeader(cards: readonly EditorCard[], index: number): string {
  const card = cards[index]
  const live = liveCount(cards)
  if (!card) return ''
  const position = card.contentLive && card.queuePosition !== null ? card.queuePosition + 1 : '–'
  return `Card ${position} / ${live}`
}

export const NO_CONTENT_MESSAGE = 'This Embed has no content'
export const NO_LIVE_CONTENT_MESSAGE = 'This Embed has no live content'

/** BLD-15: the editor's empty message, or null when there are live cards. */
export function emptyMessage(cards: readonly EditorCard[]): string | null {
  if (!cards.length) return NO_CONTENT_MESSAGE
  return liveCount(cards) ? null : NO_LIVE_CONTENT_MESSAGE
}

// ---------------------------------------------------------------------------------------------
// Question styles (BLD-18)

export interface QuestionStyle {
  type: QuestionType
  /**
   * The visible label and accessible name. The spec names two styles `Text` (text1, text2):
   * each keeps the spec's word and says how its answers are laid out, so the two can be told
   * apart by sight and by a screen reader (issue 27 #15).
   */
  label: string
}

export const QUESTION_STYLES: readonly QuestionStyle[] = [
  { type: 'image1', label: 'Round' },
  { type: 'image2', label: 'Large' },
  { type: 'text1', label: 'Text (stacked)' },
  { type: 'text2', label: 'Text (grid)' },
  { type: 'emoji', label: 'Emoji' },
]

/** The styles offered for a content type (Emoji is for polls only). */
export const stylesFor = (contentType: ContentType): QuestionStyle[] =>
  QUESTION_STYLES.filter((s) => s.type !== 'emoji' || contentType === 'POLL')

/** BLD-18: '{Type} Formatting'. */
export const formattingTitle = (contentType: ContentType): string =>
  `${TYPE_NAMES[contentType]} Formatting`

// ---------------------------------------------------------------------------------------------
// Title sizes (BLD-28, 30)

/** BLD-28: the 11 font sizes (px) the question title steps down through while it overflows. */
export const TITLE_SIZES = [28, 26, 24, 23, 22, 21, 20, 19, 18, 17, 16] as const

/** The next smaller title size, or the same one at the smallest. */
export function smallerTitleSize(size: number): number {
  const next = TITLE_SIZES.find((s) => s < size)
  return next ?? TITLE_SIZES[TITLE_SIZES.length - 1]
}

/** BLD-30: the story title's size steps with its length. */
export function storyTitleSize(length: number): number {
  if (length <= 40) return 28
  if (length <= 80) return 24
  if (length <= 120) return 20
  return 18
}

// ---------------------------------------------------------------------------------------------
// Story URL and autopopulate (BLD-30, 31)

/** The host the URL hint shows ('Format should be {host}'): the embed site's origin. */
export function urlExampleHost(siteUrl: string): string {
  try {
    const url = new URL(siteUrl)
    if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.origin}/`
  } catch {
    // A relative or empty site address: the generic example.
  }
  return 'https://www.example.com/'
}

/** API-57: one Open Graph pair (the contract's shape). */
export type OpenGraphParam = z.output<typeof embeds.openGraphParam>

/**
 * BLD-31: what autopopulate fills from API-57's pairs: the title (cut to 150) and the image;
 * null when the list is empty (the site blocked us).
 */
export function autofillFrom(
  params: readonly OpenGraphParam[],
): { title: string | null; image: string | null } | null {
  if (!params.length) return null
  const find = (property: string) =>
    params.find((p) => p.property === property && p.content.trim())?.content.trim() ?? null
  const title = find('og:title')
  return { title: title ? title.slice(0, STORY_TITLE_MAX) : null, image: find('og:image') }
}

// ---------------------------------------------------------------------------------------------
// Branding (BLD-16, 17)

/** BLD-17: the click-through URL is empty or an http(s) URL with a dotted host. */
export const clickThroughValid = (url: string): boolean => !url.trim() || WEB_URL.test(url.trim())

// ---------------------------------------------------------------------------------------------
// Refusals (BLD-12)

/** The message of a refused step: the unique-options variant when answers repeat. */
export function requiredMessage(card: EditorCard | undefined): string {
  return card && contentProblems(card).includes('duplicates')
    ? REQUIRED_FIELDS_UNIQUE_MESSAGE
    : REQUIRED_FIELDS_MESSAGE
}

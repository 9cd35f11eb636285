/** The embed builder's card list operations (spec 001 §4; BLD-20, 21, 23, 39): pure, no DOM. */
import type { EditorCard } from './card-rules'

// ---------------------------------------------------------------------------------------------
// Card list operations (BLD-20, 21, 23, 39)

export const liveCount = (cards: readonly EditorCard[]): number =>
  cards.filter((c) => c.contentLive).length

/** BLD-21: the 'Add card to position:' field is capped at the number of contents plus 1. */
export function clampAddPosition(position: number, cards: readonly EditorCard[]): number {
  if (!Number.isFinite(position)) return cards.length + 1
  return Math.min(Math.max(1, Math.trunc(position)), cards.length + 1)
}

/**
 * BLD-21 / 23: add a live card at a 1-based position (capped at contents + 1). Its 0-based
 * queue position is position − 1, no further than the end of the live cards; live cards at or
 * after it move up by one. The card is inserted in the list at the same place.
 */
export function addCardAt(
  cards: readonly EditorCard[],
  card: EditorCard,
  position: number,
): EditorCard[] {
  const pos = clampAddPosition(position, cards)
  const queue = Math.min(pos - 1, liveCount(cards))
  const shifted = cards.map((c) =>
    c.contentLive && c.queuePosition !== null && c.queuePosition >= queue
      ? { ...c, queuePosition: c.queuePosition + 1 }
      : c,
  )
  shifted.splice(pos - 1, 0, { ...card, contentLive: true, queuePosition: queue })
  return shifted
}

const closeGap = (cards: EditorCard[], removed: number | null): EditorCard[] =>
  removed === null
    ? cards
    : cards.map((c) =>
        c.contentLive && c.queuePosition !== null && c.queuePosition > removed
          ? { ...c, queuePosition: c.queuePosition - 1 }
          : c,
      )

/** BLD-23: delete a card; later live positions move down. */
export function deleteCard(cards: readonly EditorCard[], index: number): EditorCard[] {
  const card = cards[index]
  if (!card) return [...cards]
  const rest = cards.filter((_, i) => i !== index)
  return closeGap(rest, card.contentLive ? card.queuePosition : null)
}

/**
 * BLD-23: add to / remove from the embed. A card made live takes the last position; a card
 * taken off loses its position and later live positions move down.
 */
export function toggleLive(cards: readonly EditorCard[], index: number): EditorCard[] {
  const card = cards[index]
  if (!card) return [...cards]
  if (!card.contentLive) {
    const last = liveCount(cards)
    return cards.map((c, i) => (i === index ? { ...c, contentLive: true, queuePosition: last } : c))
  }
  const off = cards.map((c, i) =>
    i === index ? { ...c, contentLive: false, queuePosition: null } : c,
  )
  return closeGap(off, card.queuePosition)
}

/** BLD-20: Move is enabled when both positions are 1..live count and differ. */
export function moveEnabled(n: number, m: number, live: number): boolean {
  const ok = (p: number) => Number.isInteger(p) && p >= 1 && p <= live
  return ok(n) && ok(m) && n !== m
}

/**
 * BLD-20: 'Move card: [n] to position: [m]' (1-based among live cards): the card at n takes
 * position m and the cards between shift by one. Unchanged when Move would be disabled.
 */
export function moveCard(cards: readonly EditorCard[], n: number, m: number): EditorCard[] {
  if (!moveEnabled(n, m, liveCount(cards))) return [...cards]
  const from = n - 1
  const to = m - 1
  return cards.map((c) => {
    if (!c.contentLive || c.queuePosition === null) return c
    const q = c.queuePosition
    if (q === from) return { ...c, queuePosition: to }
    if (from < to && q > from && q <= to) return { ...c, queuePosition: q - 1 }
    if (from > to && q >= to && q < from) return { ...c, queuePosition: q + 1 }
    return c
  })
}

/** The live cards in queue order. */
export function liveCards(cards: readonly EditorCard[]): EditorCard[] {
  return cards
    .filter((c) => c.contentLive && c.queuePosition !== null)
    .sort((a, b) => (a.queuePosition ?? 0) - (b.queuePosition ?? 0))
}

/** BLD-39: Randomize Content toggles contentOrder. */
export type ContentOrder = 'ordered' | 'random'
export const toggleContentOrder = (order: ContentOrder): ContentOrder =>
  order === 'ordered' ? 'random' : 'ordered'
/** The wire value is upper-case. */
export const contentOrderBody = (order: ContentOrder): 'ORDERED' | 'RANDOM' =>
  order === 'random' ? 'RANDOM' : 'ORDERED'

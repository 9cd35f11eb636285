/**
 * The organize view's list rules (spec 001 §2 "Organize view", §4 card status; BLD-39, 41): the
 * live and not-live lists, moves between and within them that keep the live queue positions of
 * card-rules (0-based, no gaps), the not-live search and type filter, pages of ten and the page
 * that shows a moved card, and what closing the view selects. Pure: no DOM.
 *
 * The view works on items: a card with a key that stays the same while the view is open (new
 * cards have no contentUUID yet), so a list library can keep its rows apart. The not-live list
 * keeps the cards' order in the document; the live list is ordered by queue position.
 */
import { CARD_SELECTOR_PAGE_SIZE } from './builder-rules'
import type { ContentType } from './embeds-rules'
import { liveCount, moveCard, type EditorCard } from './card-rules'

export interface OrganizeItem {
  key: string
  card: EditorCard
}

export type OrganizeList = 'live' | 'notLive'

/** BLD-39: pages of ten in both lists. */
export const ORGANIZE_PAGE_SIZE = CARD_SELECTOR_PAGE_SIZE

/** The cards with keys that stay put while the view is open. */
export function toItems(cards: readonly EditorCard[]): OrganizeItem[] {
  return cards.map((card, i) => ({ key: card.contentUUID ?? `new-${i}`, card }))
}

export const toCards = (items: readonly OrganizeItem[]): EditorCard[] => items.map((i) => i.card)

const isLive = (item: OrganizeItem) => item.card.contentLive && item.card.queuePosition !== null

/** The live items in queue order. */
export function liveItems(items: readonly OrganizeItem[]): OrganizeItem[] {
  return items
    .filter(isLive)
    .sort((a, b) => (a.card.queuePosition ?? 0) - (b.card.queuePosition ?? 0))
}

/** The not-live items in document order. */
export const notLiveItems = (items: readonly OrganizeItem[]): OrganizeItem[] =>
  items.filter((i) => !isLive(i))

/** A card's title as the lists show it. */
export function cardTitle(card: EditorCard): string {
  const title = card.contentType === 'STORY' ? card.story?.title : card.question?.title
  return title?.trim() || 'Untitled card'
}

export const TYPE_LABELS: Record<ContentType, string> = {
  QUIZ: 'Quiz',
  POLL: 'Poll',
  STORY: 'Story',
}

export interface NotLiveFilter {
  search: string
  /** null: every type. */
  type: ContentType | null
}

export const NO_FILTER: NotLiveFilter = { search: '', type: null }

/** BLD-39: search (title, case-insensitive) and type filter on the not-live cards. */
export function matchesFilter(item: OrganizeItem, filter: NotLiveFilter): boolean {
  if (filter.type && item.card.contentType !== filter.type) return false
  const needle = filter.search.trim().toLowerCase()
  return !needle || cardTitle(item.card).toLowerCase().includes(needle)
}

export const filterActive = (filter: NotLiveFilter): boolean =>
  !!filter.search.trim() || filter.type !== null

export const pageCount = (total: number, size = ORGANIZE_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / size))

/** One page (1-based) of a list; a page past the end gives the last page. */
export function pageOf<T>(list: readonly T[], page: number, size = ORGANIZE_PAGE_SIZE): T[] {
  const p = Math.min(Math.max(1, page), pageCount(list.length, size))
  return list.slice((p - 1) * size, p * size)
}

/** BLD-39: the page (1-based) that shows the item, or null when the list does not hold it. */
export function pageShowing(
  list: readonly OrganizeItem[],
  key: string,
  size = ORGANIZE_PAGE_SIZE,
): number | null {
  const at = list.findIndex((i) => i.key === key)
  return at < 0 ? null : Math.floor(at / size) + 1
}

export interface MoveTarget {
  list: OrganizeList
  /** 0-based index in the whole destination list, counted without the moved item. */
  index: number
}

/** Where an item is now: its list and its index in that (whole) list. */
export function locate(
  items: readonly OrganizeItem[],
  key: string,
): { list: OrganizeList; index: number } | null {
  const live = liveItems(items).findIndex((i) => i.key === key)
  if (live >= 0) return { list: 'live', index: live }
  const off = notLiveItems(items).findIndex((i) => i.key === key)
  return off >= 0 ? { list: 'notLive', index: off } : null
}

/** Places `item` in the array so that it is the `index`-th not-live item (others keep their order). */
function placeNotLive(rest: OrganizeItem[], item: OrganizeItem, index: number): OrganizeItem[] {
  const others = rest.filter((i) => !isLive(i))
  const clamped = Math.min(Math.max(0, index), others.length)
  const out = [...rest]
  const before = others[clamped]
  out.splice(before ? out.indexOf(before) : out.length, 0, item)
  return out
}

/**
 * BLD-39 / §4: moves one card. Within the live list its queue position changes and the cards
 * between shift by one; into the live list it takes the given queue position and the live cards
 * at or after it move up; out of it the card loses its position and later ones move down; within
 * the not-live list only the document order changes. Unknown keys leave the items as they are.
 */
export function moveItem(
  items: readonly OrganizeItem[],
  key: string,
  target: MoveTarget,
): OrganizeItem[] {
  const from = locate(items, key)
  if (!from) return [...items]
  const item = items.find((i) => i.key === key) as OrganizeItem
  const live = liveCount(toCards(items))
  if (from.list === 'live' && target.list === 'live') {
    const to = Math.min(Math.max(0, target.index), live - 1)
    if (to === from.index) return [...items]
    const cards = moveCard(toCards(items), from.index + 1, to + 1)
    return items.map((i, n) => (cards[n] === i.card ? i : { ...i, card: cards[n] }))
  }
  if (target.list === 'live') {
    const to = Math.min(Math.max(0, target.index), live)
    return items.map((i) => {
      if (i.key === key) return { ...i, card: { ...i.card, contentLive: true, queuePosition: to } }
      const q = i.card.queuePosition
      if (!isLive(i) || q === null || q < to) return i
      return { ...i, card: { ...i.card, queuePosition: q + 1 } }
    })
  }
  const rest = items.filter((i) => i.key !== key)
  if (from.list === 'notLive') return placeNotLive(rest, item, target.index)
  const removed = item.card.queuePosition ?? 0
  const closed = rest.map((i) => {
    const q = i.card.queuePosition
    if (!isLive(i) || q === null || q <= removed) return i
    return { ...i, card: { ...i.card, queuePosition: q - 1 } }
  })
  const off = { ...item, card: { ...item.card, contentLive: false, queuePosition: null } }
  return placeNotLive(closed, off, target.index)
}

/** The keyboard moves of one card (the same moves as a drag). */
export type KeyboardMove = 'up' | 'down' | 'toLive' | 'toNotLive'

/**
 * The target of a keyboard move: up and down within the card's list; a card added to the embed
 * takes the last live position (§4 "a live card appended to the end takes the last position");
 * a card taken off goes to the top of the not-live list. null when the move is not possible.
 */
export function keyboardTarget(
  items: readonly OrganizeItem[],
  key: string,
  move: KeyboardMove,
): MoveTarget | null {
  const at = locate(items, key)
  if (!at) return null
  const length = (at.list === 'live' ? liveItems(items) : notLiveItems(items)).length
  switch (move) {
    case 'up':
      return at.index > 0 ? { list: at.list, index: at.index - 1 } : null
    case 'down':
      return at.index < length - 1 ? { list: at.list, index: at.index + 1 } : null
    case 'toLive':
      return at.list === 'notLive' ? { list: 'live', index: liveItems(items).length } : null
    case 'toNotLive':
      return at.list === 'live' ? { list: 'notLive', index: 0 } : null
  }
}

/**
 * A drop on a list that shows a filtered page: `visibleIndex` is the index among the shown rows
 * (`shown`, after removing the dragged row). Returns the index in the whole list (without the
 * dragged item): before the shown row that was at that place, or after the last shown row.
 */
export function wholeIndex(
  whole: readonly OrganizeItem[],
  shown: readonly OrganizeItem[],
  visibleIndex: number,
): number {
  if (!shown.length) return whole.length
  const before = shown[visibleIndex]
  if (before)
    return Math.max(
      0,
      whole.findIndex((i) => i.key === before.key),
    )
  const last = shown[shown.length - 1]
  return whole.findIndex((i) => i.key === last.key) + 1
}

/**
 * BLD-41: closing the view. No live card → the embed is flagged as having no live content
 * (nothing selected); otherwise the last live card (highest queue position) is selected.
 * Returns the index in the document's card list to select, or -1.
 */
export function selectionOnClose(cards: readonly EditorCard[]): number {
  let best = -1
  cards.forEach((c, i) => {
    if (!c.contentLive || c.queuePosition === null) return
    if (best < 0 || (cards[best].queuePosition ?? 0) < c.queuePosition) best = i
  })
  return best
}

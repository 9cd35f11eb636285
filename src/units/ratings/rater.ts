/**
 * The visitor's rater id: 32 random characters kept in the publisher page's localStorage, so the
 * unit remembers the visitor's own rating; with storage blocked, one id for this page view. It is
 * made at the first vote: a visitor who never rated reads without one, so their reads are the same
 * for everyone and a CDN in front can answer them.
 */
import { RATER_ID } from '../../areas/ratings/lib/ratings-rules'

export const RATER_KEY = 'pp-ratings-rater'
let inMemory: string | null = null

/** 32 random hex digits. */
const newRaterId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    (b + 256).toString(16).slice(1),
  ).join('')

/** The visitor's rater id; null before their first vote unless `make` (the vote) makes it. */
export function raterId(make?: boolean): string | null {
  try {
    const saved = localStorage.getItem(RATER_KEY)
    if (saved && RATER_ID.test(saved)) return saved
    if (!make) return null
    const id = newRaterId()
    localStorage.setItem(RATER_KEY, id)
    return id
  } catch {
    // Storage blocked: the id lives only as long as the page.
    return make ? (inMemory ??= newRaterId()) : inMemory
  }
}

/**
 * The visitor's rater id: 32 random characters kept in the publisher page's localStorage, so the
 * unit remembers the visitor's own rating; with storage blocked, one id for this page view.
 */
import { RATER_ID } from '../../areas/ratings/lib/ratings-rules'

export const RATER_KEY = 'pp-ratings-rater'
let inMemory: string | null = null

/** 32 random hex digits. */
const newRaterId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    (b + 256).toString(16).slice(1),
  ).join('')

export function raterId(): string {
  try {
    const saved = localStorage.getItem(RATER_KEY)
    if (saved && RATER_ID.test(saved)) return saved
    const id = newRaterId()
    localStorage.setItem(RATER_KEY, id)
    return id
  } catch {
    // Storage blocked: the id lives only as long as the page.
    return (inMemory ??= newRaterId())
  }
}

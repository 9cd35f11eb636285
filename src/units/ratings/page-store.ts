/**
 * One page's ratings as the unit and the counters of that page share them: loaded once, replaced
 * by a vote's answer, and written to the page's head as schema.org JSON-LD (one script, removed
 * while the page has no ratings).
 */
import { aggregateRatingLd, type PublicRatings } from '../../areas/ratings/lib/ratings-rules'
import type { PageRef, RatingsApi } from './api'
import { raterId } from './rater'

export interface PageState {
  ratings: PublicRatings | null
  failed: boolean
}

export class PageRatings {
  state: PageState = { ratings: null, failed: false }
  private readonly listeners = new Set<() => void>()

  constructor(
    readonly unitUUID: string,
    readonly page: PageRef,
    private readonly api: RatingsApi,
    /** Called after this visitor's vote was saved (other counters of the unit reload). */
    private readonly onVoted: (from: PageRatings) => void,
  ) {}

  subscribe(listener: () => void) {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  private set(state: PageState) {
    this.state = state
    if (state.ratings) writeJsonLd(state.ratings, this.page.url)
    for (const listener of this.listeners) listener()
  }

  async load() {
    try {
      this.set({ ratings: await this.api.read(this.page, raterId()), failed: false })
    } catch {
      this.set({ ...this.state, failed: !this.state.ratings })
    }
  }

  /** Saves the visitor's stars; answers null when saved, else the message to show. */
  async vote(stars: number): Promise<string | null> {
    const result = await this.api.vote(this.page, stars, raterId(true)!)
    if (!result.ok) return result.message
    this.set({ ratings: result.ratings, failed: false })
    this.onVoted(this)
    return null
  }
}

/** The page's one `<script type="application/ld+json" data-pp-ratings>` in head. */
function writeJsonLd(ratings: PublicRatings, url: string) {
  let script = document.head.querySelector<HTMLScriptElement>('script[data-pp-ratings]')
  const ld = aggregateRatingLd(ratings.page, document.title, url)
  if (!ld) return script?.remove()
  if (!script) {
    script = document.createElement('script')
    script.type = 'application/ld+json'
    script.dataset.ppRatings = ''
    document.head.append(script)
  }
  script.textContent = JSON.stringify(ld)
}

/**
 * How much in-view time a page view may still report: no more than the time since its embed
 * loaded. The player reports a card's in-view time with its visitor id, and an embed shows one
 * card at a time, so the in-view time of one visitor's view of one embed, summed over its cards
 * and batches, cannot exceed the time since the load (the load event the same process accepted).
 *
 * Per process and in memory (a database row per page view would be a write per load): when the
 * load reached another process, or went before a restart, or the report carries no visitor id,
 * the view is taken as loaded `INVIEW_MAX_MS` ago, which is what one report may cover at most.
 * Memory is bounded: past `maxViews`, the oldest views are forgotten (and treated so).
 */

/** Time the load event may take to arrive after the player started counting (its 400 ms batch). */
export const LOAD_SLACK_MS = 5_000

interface View {
  loadedAt: number
  granted: number
}

export class InviewAllowance {
  private readonly views = new Map<string, View>()

  constructor(
    /** What one report may cover at most (the events route's limit on `ms`). */
    private readonly maxReportMs: number,
    private readonly maxViews = 200_000,
  ) {}

  /** A load of `embed` by `visitor` at `at`: a new page view, with nothing reported yet. */
  loaded(visitor: string, embed: string, at: number): void {
    this.keep(`${visitor}/${embed}`, { loadedAt: at, granted: 0 })
  }

  /** The in-view time the view may still report at `now` (without a visitor: one report's worth). */
  remaining(visitor: string | undefined, embed: string, now: number): number {
    if (!visitor) return this.maxReportMs
    const view = this.views.get(`${visitor}/${embed}`)
    const loadedAt = view?.loadedAt ?? now - this.maxReportMs
    return Math.max(0, now - loadedAt + LOAD_SLACK_MS - (view?.granted ?? 0))
  }

  /** Counts `ms` of in-view time as reported by the view (after its batch was accepted). */
  grant(visitor: string | undefined, embed: string, ms: number, now: number): void {
    if (!visitor || ms <= 0) return
    const key = `${visitor}/${embed}`
    const view = this.views.get(key) ?? { loadedAt: now - this.maxReportMs, granted: 0 }
    view.granted += ms
    this.keep(key, view)
  }

  /** Keeps `view` as the newest; past `maxViews` the oldest go. */
  private keep(key: string, view: View): void {
    this.views.delete(key)
    this.views.set(key, view)
    for (const [oldest] of this.views) {
      if (this.views.size <= this.maxViews) break
      this.views.delete(oldest)
    }
  }
}

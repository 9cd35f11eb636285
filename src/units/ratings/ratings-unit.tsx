/** @jsxImportSource preact */
/**
 * The ratings unit on a publisher's page (spec 002 §3, §9): the title (the first-rating title
 * while the page has none), the five stars, the count and average, the thank-you message after a
 * vote and the visitor's own rating, in the configured colours and font. `mountUnit` keeps its
 * state and draws it again on every change (no hooks: the unit stays within 8 KB gzip).
 */
import { render } from 'preact'
import { countLabel, shownAverage } from '../../areas/ratings/lib/ratings-rules'
import type { PageRatings } from './page-store'
import { StarInput } from './stars'
import { themeStyle } from './unit-styles'

export const UNAVAILABLE = 'Ratings are unavailable right now.'

/** What the unit shows besides the page's ratings. */
interface UnitUi {
  busy: boolean
  thanks: boolean
  problem: string | null
  pending: number | null
}

/** Draws the unit for `store` into `container` inside `host`'s shadow root, and keeps it drawn. */
export function mountUnit(host: HTMLElement, container: HTMLElement, store: PageRatings) {
  const ui: UnitUi = { busy: false, thanks: false, problem: null, pending: null }
  const set = (changes: Partial<UnitUi>, focus = false) => {
    Object.assign(ui, changes)
    draw()
    if (focus) host.shadowRoot!.querySelector<HTMLElement>('button[tabindex="0"]')?.focus()
  }
  async function rate(stars: number) {
    if (ui.busy) return
    set({ busy: true, problem: null, pending: null })
    const problem = await store.vote(stars)
    set({ busy: false, problem, thanks: !problem })
  }
  function draw() {
    const { ratings, failed } = store.state
    if (!ratings)
      return render(
        <div class="box">{failed ? <p role="status">{UNAVAILABLE}</p> : null}</div>,
        container,
      )
    const { settings, page, mine } = ratings
    const title = page.count ? settings.title : settings.firstRatingTitle
    render(
      <section class="box" style={themeStyle(settings)}>
        <h2>{title}</h2>
        <StarInput
          label={title}
          value={mine}
          pending={ui.pending}
          half={settings.counter.showHalfStars}
          busy={ui.busy}
          onPoint={(pending, byKey) => set({ pending }, byKey)}
          onRate={(stars) => void rate(stars)}
        />
        <p class="count">
          {page.count ? <span class="avg">{shownAverage(page.average)} </span> : null}
          {countLabel(page.count, settings)}
        </p>
        {mine !== null ? <p class="mine">Your rating: {mine} out of 5</p> : null}
        <p role="status" class={ui.problem ? 'err' : 'ok'}>
          {ui.problem ?? (ui.thanks ? settings.thankYouMessage : '')}
        </p>
      </section>,
      container,
    )
  }
  store.subscribe(draw)
  draw()
}

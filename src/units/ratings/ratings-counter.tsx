/** @jsxImportSource preact */
/**
 * The Ratings Counter add-on (RAT-19..21) on a publisher's page: the page's average, its stars,
 * the count, a bar per star and "Leave a rating", which brings the reader to the unit. The
 * element is hidden while the counter is off (or not loaded yet).
 */
import { render } from 'preact'
import {
  countLabel,
  LEAVE_RATING,
  shownAverage,
  starPercents,
} from '../../areas/ratings/lib/ratings-rules'
import type { PageRatings } from './page-store'
import { StarRow } from './stars'
import { themeStyle } from './unit-styles'

/** Draws the counter for `store` into `container`, hiding `host` while the counter is off. */
export function mountCounter(
  host: HTMLElement,
  container: HTMLElement,
  store: PageRatings,
  /** Scrolls to the page's ratings unit and focuses its stars. */
  onLeaveRating: () => void,
) {
  function draw() {
    const { ratings } = store.state
    host.hidden = !ratings?.settings.counter.enabled
    if (host.hidden) return render(null, container)
    const { settings, page } = ratings!
    const percents = starPercents(page)
    render(
      <div class="box" style={themeStyle(settings)}>
        <p>
          <span class="avg">{shownAverage(page.average)} </span>
          <StarRow value={page.average} />{' '}
          <span class="count">{countLabel(page.count, settings)}</span>
        </p>
        <ul class="bars" aria-label="Ratings by stars">
          {[5, 4, 3, 2, 1].map((n) => (
            <li key={n}>
              <span>{n} ★</span>
              <span class="bar">
                <i style={`width:${percents[n - 1]}%`} />
              </span>
              <span>{percents[n - 1]}%</span>
            </li>
          ))}
        </ul>
        <a
          href="#"
          onClick={(event) => {
            event.preventDefault()
            onLeaveRating()
          }}
        >
          {LEAVE_RATING}
        </a>
      </div>,
      container,
    )
  }
  store.subscribe(draw)
  draw()
}

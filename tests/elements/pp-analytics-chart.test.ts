// The detail page's chart with 400 days (issue 10: a chart of 400 days renders in under 50 ms):
// from the moment the chart builds its plot (uPlot's first canvas context) until both series and
// the axes are drawn (the last canvas stroke of that first draw), median of 5 loads after one
// warm-up that fetches uPlot's chunk; the test fails over 50 ms. Logged beside it: the whole
// way from the detail answer handed to the page to the drawn chart (the page's render and its
// other loads included), which depends on the machine's load.
import { expect } from '@esm-bundle/chai'
import { build, root, waitFor } from './page'
import {
  analyticsSuite,
  daysBetween,
  DETAIL,
  form,
  openAnalytics,
  stubAnalytics,
} from './analytics-fixtures'

const DAYS = 400
const DAY_MS = 86_400_000
const dayBack = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10)
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!

describe(`pp-analytics chart of ${DAYS} days (${build})`, () => {
  const s = analyticsSuite()

  it(`draws ${DAYS} days with the previous period in under 50 ms`, async function () {
    this.timeout(30000)
    const to = dayBack(3)
    const from = dayBack(3 + DAYS - 1)
    let answeredAt = 0
    s.api = stubAnalytics({
      'POST /api/metrics/*/detailed': (call) => {
        const f = form(call)
        const range = daysBetween(String(f.startDate), String(f.endDate))
        const value = (i: number) => 50 + 20 * Math.sin(i / 7) + (i % 7) * 3
        answeredAt = performance.now()
        return {
          body: {
            total: { aggregate: 55.5, previous: 50.1 },
            series: {
              by_date: Object.fromEntries(range.map((d, i) => [d, value(i)])),
              previous_by_date: Object.fromEntries(
                range.map((_, i) => [dayBack(3 + DAYS + i), value(i + 3)]),
              ),
            },
            table: [],
          },
        }
      },
    })
    const strokes: number[] = []
    const contexts: number[] = []
    const stroke = CanvasRenderingContext2D.prototype.stroke
    const getContext = HTMLCanvasElement.prototype.getContext
    CanvasRenderingContext2D.prototype.stroke = function (
      this: CanvasRenderingContext2D,
      ...args: unknown[]
    ) {
      strokes.push(performance.now())
      return (stroke as (...a: unknown[]) => void).apply(this, args)
    }
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: unknown[]
    ) {
      contexts.push(performance.now())
      return (getContext as (...a: unknown[]) => RenderingContext | null).apply(this, args)
    } as typeof getContext
    const drawn: number[] = []
    const whole: number[] = []
    try {
      for (let run = 0; run < 6; run++) {
        strokes.length = 0
        contexts.length = 0
        const el = openAnalytics(`${DETAIL}/averageinview?from=${from}&to=${to}`, [])
        await waitFor(() => root(el).querySelector('canvas') && strokes.length >= 2, 10000)
        // Settled when no stroke has come for two frames.
        let seen = -1
        while (seen !== strokes.length) {
          seen = strokes.length
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
        }
        const chart = root(el).querySelector('[role="img"]')!.getAttribute('aria-label')!
        expect(chart).to.contain('Average In-View %').and.contain('Previous period')
        // The first draw: the strokes until the first pause (a resize may draw again later).
        let end = 0
        while (end + 1 < strokes.length && strokes[end + 1]! - strokes[end]! < 8) end++
        if (run > 0) {
          drawn.push(strokes[end]! - contexts[0]!)
          whole.push(strokes[end]! - answeredAt)
        }
        el.remove()
      }
    } finally {
      CanvasRenderingContext2D.prototype.stroke = stroke
      HTMLCanvasElement.prototype.getContext = getContext
    }
    console.log(
      `[${build}] ${DAYS}-day chart: built and drawn in ${median(drawn).toFixed(1)} ms median (${drawn
        .map((t) => t.toFixed(1))
        .join(', ')}); answer to drawn ${median(whole).toFixed(1)} ms median`,
    )
    expect(median(drawn)).to.be.below(50)
  })
})

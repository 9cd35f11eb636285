/**
 * The analytics part in the browser: the long chart of pp-analytics in Chromium, both builds;
 * and the bytes of pp-home and pp-analytics.
 */
import { cpus, loadavg } from 'node:os'
import type { Browser } from 'playwright-core'
import type { createApp } from '../../demo/server/app'
import { DEMO_PASSWORD } from '../../demo/server/seed'
import { entryOf, pageBytes } from './dist-bytes'
import {
  ANALYTICS_DAYS,
  BUILDS,
  kb,
  launchChromium,
  listen,
  ms,
  spread,
  stats,
  verdict,
  type Build,
} from './shared'

const ANALYTICS_PAGE_BUDGET_KB = 100

/** Loads per build of the 400-day chart (after one warm-up). */
const CHART_LOADS = Number(process.env.BENCH_CHART_LOADS) || 5
const CHART_BUDGET_MS = 50

/**
 * The 400-day chart in the browser: pp-analytics' Average In-View % page for the last 400 days of
 * the bench data, from the demo server (this db) in headless Chromium, both builds. As
 * tests/elements/pp-analytics-chart.test.ts measures it: from the plot's first canvas context to
 * the last stroke of its first draw (strokes under 8 ms apart), with the page's open → drawn.
 */
export async function benchAnalyticsChart(
  app: ReturnType<typeof createApp>,
  range: { startDate: string; endDate: string },
): Promise<string[]> {
  const server = await listen(app.fetch)
  let browser: Browser | undefined
  try {
    const { origin } = server
    browser = await launchChromium()
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const login = await context.request.post(`${origin}/api/accounts/login`, {
      headers: { origin },
      form: { username: 'owner@demo.test', password: DEMO_PASSWORD },
    })
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`)
    await context.addInitScript(() => {
      const w = window as unknown as { __strokes: number[]; __contexts: number[] }
      w.__strokes = []
      w.__contexts = []
      const stroke = CanvasRenderingContext2D.prototype.stroke
      const getContext = HTMLCanvasElement.prototype.getContext
      CanvasRenderingContext2D.prototype.stroke = function (
        this: CanvasRenderingContext2D,
        ...args: unknown[]
      ) {
        w.__strokes.push(performance.now())
        return (stroke as (...a: unknown[]) => void).apply(this, args)
      }
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        ...args: unknown[]
      ) {
        w.__contexts.push(performance.now())
        return (getContext as (...a: unknown[]) => RenderingContext | null).apply(this, args)
      } as typeof getContext
    })
    const rows: string[] = []
    for (const build of BUILDS) {
      const drawn: number[] = []
      const opened: number[] = []
      for (let run = 0; run <= CHART_LOADS; run++) {
        const page = await context.newPage()
        const asked: string[] = []
        page.on('request', (r) => {
          if (r.url().endsWith('/detailed')) asked.push(r.postData() ?? '')
        })
        try {
          await page.goto(
            `${origin}/dashboard/analytics/detail/averageinview?from=${range.startDate}&to=${range.endDate}${build === 'lite' ? '&build=lite' : ''}`,
          )
          await page.waitForFunction(
            () => (window as unknown as { __strokes: number[] }).__strokes.length >= 2,
            undefined,
            { timeout: 30_000, polling: 20 },
          )
          // Settled when no stroke has come for two frames; then the first draw's burst.
          const [draw, open] = await page.evaluate(async () => {
            const w = window as unknown as { __strokes: number[]; __contexts: number[] }
            let seen = -1
            while (seen !== w.__strokes.length) {
              seen = w.__strokes.length
              await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
            }
            const s = w.__strokes
            let end = 0
            while (end + 1 < s.length && s[end + 1]! - s[end]! < 8) end++
            return [s[end]! - w.__contexts[0]!, s[end]!]
          })
          // The page asked for the whole range, from the build it was meant to load.
          if (!asked.some((body) => body.includes(`startDate=${range.startDate}`)))
            throw new Error(`no detailed call from ${range.startDate} (${asked.join(' / ')})`)
          const scripts = await page.evaluate(() =>
            performance.getEntriesByType('resource').map((e) => e.name),
          )
          if (scripts.some((name) => name.includes('/dist/lite/')) !== (build === 'lite'))
            throw new Error(`the page did not load the ${build} build`)
          if (run > 0) {
            drawn.push(draw)
            opened.push(open)
          }
        } finally {
          await page.close()
        }
      }
      const median = stats(drawn).median
      rows.push(
        `| ${build} | ${spread(drawn)} | ${ms(stats(opened).median)} | ${verdict(median, CHART_BUDGET_MS)} |`,
      )
    }
    return [
      '',
      `${ANALYTICS_DAYS}-day chart: pp-analytics Average In-View % for ${range.startDate} – ${range.endDate} on this data (demo server, headless Chromium, 1280 px), first canvas context → last stroke of the first draw, median (min–max) of ${CHART_LOADS} loads after one warm-up; beside it navigation start → chart drawn (the detail call included). 1-min load average ${loadavg()[0]!.toFixed(1)} (${cpus().length} CPUs).`,
      '',
      `| build | chart built and drawn | page open → drawn | ≤ ${CHART_BUDGET_MS} ms |`,
      '|---|---:|---:|:---:|',
      ...rows,
    ]
  } finally {
    await browser?.close()
    await server.close()
  }
}

/** pp-home and pp-analytics page bytes in both builds (the element table has them too). */
export function analyticsPageBytes(files: Map<string, Buffer>): string[] {
  const rows = [
    '',
    `| page | gzip React (initial) | gzip lite (initial) | lite ≤ ${ANALYTICS_PAGE_BUDGET_KB} KB |`,
    '|---|---:|---:|:---:|',
  ]
  for (const tag of ['pp-home', 'pp-analytics']) {
    const cell = (build: Build) =>
      files.has(entryOf(build, tag)) ? pageBytes(entryOf(build, tag), files) : null
    const r = cell('react')
    const l = cell('lite')
    const show = (c: { page: number; initial: number } | null) =>
      c ? `${kb(c.page)} (${kb(c.initial)})` : 'missing'
    rows.push(
      `| ${tag} | ${show(r)} | ${show(l)} | ${l ? verdict(l.page / 1024, ANALYTICS_PAGE_BUDGET_KB) : ''} |`,
    )
  }
  return rows
}

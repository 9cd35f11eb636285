/**
 * The player part (issue 9): the size of dist/player/v4/embed.js and its first card on the demo
 * server's /demo/article (in-memory SQLite, seeded), in one running tab with the HTTP cache off
 * and with a new browser context per load (cold).
 */
import { existsSync, readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { createApp } from '../../demo/server/app'
import { loadConfig } from '../../demo/server/platform/config'
import { openDatabase } from '../../demo/server/platform/db'
import { seed } from '../../demo/server/seed'
import {
  DIST,
  launchChromium,
  listen,
  LOAD_TIMEOUT_MS,
  ms,
  ROOT,
  spread,
  stats,
  verdict,
} from './shared'

const PLAYER_LOADS = Number(process.env.BENCH_PLAYER_LOADS) || 15
const PLAYER_COLD_LOADS = Math.ceil(PLAYER_LOADS / 2)
const PLAYER_BUDGET_KB = 15
const PLAYER_FIRST_CARD_MS = 50

export async function benchPlayer(): Promise<string[]> {
  const script = join(DIST, 'player/v4/embed.js')
  if (!existsSync(script)) return ['player: missing (dist/player/v4/embed.js not built)']
  const playerKb = gzipSync(readFileSync(script), { level: 9 }).length / 1024
  const { db, close } = await openDatabase({ kind: 'sqlite', dataDir: null })
  await seed(db)
  // The app is made once the port is known: the embed code on the page names PUBLIC_URL.
  let app: ReturnType<typeof createApp> | undefined
  let server: Awaited<ReturnType<typeof listen>> | undefined
  let browser: Browser | undefined
  const fromArrival: number[] = []
  const fromStart: number[] = []
  /** The embed read (GET /api/player/embeds/…) as the page saw it: request start → response end. */
  const embedRead: number[] = []
  /** From arrival with a new browser context (renderer process) per load. */
  const coldArrival: number[] = []
  const failures = new Set<string>()
  const loadBefore = loadavg()[0]!
  try {
    server = await listen((request, env) => app!.fetch(request, env))
    const { origin } = server
    app = createApp({ db, config: loadConfig({ PUBLIC_URL: origin }), root: ROOT })
    browser = await launchChromium(['--disable-background-networking'])
    /** One load of /demo/article in `page`: [from arrival, from first line, embed read]. */
    const measure = async (page: Page, query: string) => {
      await page.goto(`${origin}/demo/article${query}`)
      const handle = await page.waitForFunction(
        (url) => {
          const card = performance.getEntriesByName('pp-player-first-card', 'mark')[0]
          const start = performance.getEntriesByName('pp-player-start', 'mark')[0]
          const entry = performance.getEntriesByName(url, 'resource')[0] as
            PerformanceResourceTiming | undefined
          const read = (
            performance.getEntriesByType('resource') as PerformanceResourceTiming[]
          ).find((e) => e.name.includes('/api/player/embeds/'))
          if (!card || !start || !entry || !read) return false
          return [
            card.startTime - entry.responseEnd,
            card.startTime - start.startTime,
            read.responseEnd - read.startTime,
          ]
        },
        `${origin}/player/v4/embed.js`,
        { timeout: LOAD_TIMEOUT_MS, polling: 20 },
      )
      return (await handle.jsonValue()) as [number, number, number]
    }
    // A reader's running browser: one tab, the HTTP cache off (the script and the embed's data
    // come over the network every time), a new document each load.
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      for (let i = 0; i <= PLAYER_LOADS; i++) {
        try {
          const [arrival, started, read] = await measure(page, `?load=${i}`)
          // The first load warms the browser and the server up.
          if (i > 0) {
            fromArrival.push(arrival)
            fromStart.push(started)
            embedRead.push(read)
          }
        } catch (error) {
          failures.add((error as Error).message.split('\n')[0]!.slice(0, 160))
        }
      }
    } finally {
      await context.close()
    }
    // A browser process per load: each load also pays a new renderer's first style and layout.
    for (let i = 0; i <= PLAYER_COLD_LOADS; i++) {
      const cold = await browser.newContext()
      try {
        const [arrival] = await measure(await cold.newPage(), '')
        if (i > 0) coldArrival.push(arrival)
      } catch (error) {
        failures.add((error as Error).message.split('\n')[0]!.slice(0, 160))
      } finally {
        await cold.close()
      }
    }
  } finally {
    await browser?.close()
    await server?.close()
    await close()
  }
  const cell = (values: number[]) => {
    if (!values.length) return 'n/a'
    const s = stats(values)
    return `${ms(s.median)} ${verdict(s.median, PLAYER_FIRST_CARD_MS)} (${s.min.toFixed(1)}–${s.max.toFixed(1)})`
  }
  const plain = (values: number[]) => (values.length ? spread(values) : 'n/a')
  return [
    '| measure | value | goal |',
    '|---|---:|---:|',
    `| dist/player/v4/embed.js gzip -9 | ${playerKb.toFixed(1)} KB ${verdict(playerKb, PLAYER_BUDGET_KB)} | ≤ ${PLAYER_BUDGET_KB} KB |`,
    `| first card on /demo/article from the script's arrival (one running tab, HTTP cache off), median (min–max) of ${fromArrival.length} | ${cell(fromArrival)} | ≤ ${PLAYER_FIRST_CARD_MS} ms |`,
    `| first card from the script's first line (pp-player-start), median (min–max) | ${cell(fromStart)} | |`,
    `| first card from the script's arrival in a new browser context per load (cold renderer: the page's own first style and layout and the commenting unit run first), median (min–max) of ${coldArrival.length} | ${plain(coldArrival)} | |`,
    `| the embed's data script (GET /api/player/embeds/…/data.js), request to response end, median (min–max) | ${plain(embedRead)} | |`,
    ...[...failures].map((f) => `| failed load | ${f} | |`),
    '',
    `Machine: 1-min load average ${loadBefore.toFixed(1)} before these loads and ${loadavg()[0]!.toFixed(1)} after (${cpus().length} CPUs).`,
  ]
}

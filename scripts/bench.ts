/**
 * `npm run bench`: page weight and start time of every element in both builds, plus the demo
 * API server's latency. Prints markdown tables.
 *
 * 1. Bytes: for each dist/elements/<tag>.js (and dist/lite/elements/<tag>.js), the entry plus
 *    every chunk it imports statically or dynamically, transitively (parsed from the minified
 *    files), each gzipped on its own (level 9) and summed, as a browser would fetch them.
 * 2. Start: a page per element that loads only that element's module script and mounts it;
 *    time from the entry script's resource-timing fetchStart to the `pp-ready:<tag>` mark,
 *    median of N cold loads (a fresh browser context per load, so nothing is cached).
 * 3. API: the demo server (in-memory SQLite, seeded) on @hono/node-server; sequential GETs.
 * 4. Embeds: 10,000 embeds (labels, a few cards each) in one account; the server time of library
 *    pages (API-40, filtered and not) and of the label list (API-50), in-process, median of
 *    BENCH_EMBED_REQUESTS. `BENCH_ONLY=embeds` runs only this part (no dist/ needed);
 *    BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL instead of in-memory SQLite.
 *
 * 5. Player (issue 9): gzip of dist/player/v4/embed.js (budget 15 KB) and its first card on the
 *    demo server's /demo/article (in-memory SQLite, seeded): from the script's arrival (its
 *    resource-timing responseEnd) and from its first line (mark `pp-player-start`) to the mark
 *    `pp-player-first-card`, median of BENCH_PLAYER_LOADS loads in one running tab with the HTTP
 *    cache off (goal ≤ 50 ms), and from arrival with a new browser context per load (cold).
 *    `BENCH_ONLY=player` runs only this part.
 * 6. Analytics (issue 10): about 5.2 M fact rows for Demo Publisher (loadBenchMetrics, 400 days,
 *    in-memory SQLite; BENCH_ANALYTICS_DAYS shrinks it). The server time of each metric call the
 *    pages make for 7/30/90/365 days (in-process, the form bodies of metricForm) beside the bare
 *    time of the route's dominant aggregate query from demo/server/metrics/facts.ts on the same
 *    db, median of BENCH_ANALYTICS_RUNS (7) after a warm-up (goal ≤ 100 ms); pp-home's 8 calls
 *    for its 7 days fired together (goal ≤ 300 ms); the 400-day chart of pp-analytics in
 *    Chromium, both builds (goal ≤ 50 ms; needs dist/); pp-home and pp-analytics bytes (lite
 *    goal ≤ 100 KB). `BENCH_ONLY=analytics` runs only this part.
 * 7. Reports (issue 11): the report engine and the run call on the analytics bench data, and the
 *    largest report as CSV and XLSX files (scripts/bench-reports.ts). `BENCH_ONLY=reports` runs
 *    only this part.
 * 8. Public path: the calls publisher pages make (player data script, commenting and ratings
 *    reads, the three scripts) under autocannon load on the demo server run as a child process,
 *    each as a ratio against a bare node:http server answering the same bytes, and the player's
 *    event batches accepted and written per second (scripts/bench-public.ts).
 *    `BENCH_ONLY=public` runs only this part.
 *
 * dist/ is read into memory once at start, so a rebuild by someone else mid-run cannot mix
 * two builds. Run `npm run build` first if dist/ is missing.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { join, posix, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { chromium, type Browser, type Page } from 'playwright-core'
import { createApp } from '../demo/server/app'
import { loadConfig } from '../demo/server/platform/config'
import { sql } from 'kysely'
import { openDatabase, type DB } from '../demo/server/platform/db'
import { nyDay, nyDayBefore } from '../demo/server/platform/days'
import { loadBenchMetrics } from '../demo/server/metrics/bench-data'
import {
  adParts,
  countsExactly,
  engagementParts,
  topCards,
  type EngagementFamily,
} from '../demo/server/metrics/facts'
import { addDays, parseQuery, type Query } from '../demo/server/metrics/input'
import { embedRow } from '../demo/server/embeds/seed'
import { DEMO_PASSWORD, IDS, seed } from '../demo/server/seed'
import {
  DETAIL_TOP_RANK,
  HOME_TOP_RANK,
  type MetricFamily,
  type MetricQuery,
  type ViewType,
} from '../src/areas/analytics/lib/metrics-rules'
import { metricForm } from '../src/areas/analytics/metrics-api'
import { benchPublic } from './bench-public'
import { benchReports } from './bench-reports'
import { ownerCookie } from './bench-session'

const ROOT = resolve(import.meta.dirname, '..')
const DIST = join(ROOT, 'dist')
const LOADS = Number(process.env.BENCH_LOADS) || 15
const API_REQUESTS = Number(process.env.BENCH_API_REQUESTS) || 500
const EMBED_REQUESTS = Number(process.env.BENCH_EMBED_REQUESTS) || 50
const BENCH_EMBEDS = 10_000
/** Goal for one library page on 10,000 embeds, server time. */
const EMBED_PAGE_BUDGET_MS = 20
const LOAD_TIMEOUT_MS = 15_000

type Build = 'react' | 'lite'
const BUILDS: Build[] = ['react', 'lite']
const BUILD_DIR: Record<Build, string> = { react: '', lite: 'lite/' }

/** Budgets (KB = 1024 bytes of gzip; ms from the entry script's fetchStart to pp-ready). */
const BUDGETS: Record<string, { kb: Record<Build, number>; ms: Record<Build, number> }> = {
  'pp-auth': { kb: { react: 90, lite: 35 }, ms: { react: 150, lite: 40 } },
}

/** The commenting unit script on publisher pages (dist/units/commenting.js), KB of gzip. */
const UNIT_BUDGET_KB = 20
/** The ratings unit script (dist/units/ratings.js, issue 13), KB of gzip. */
const RATINGS_UNIT_BUDGET_KB = 8

/** Markup per known element; an element added later gets a generic mount (see mountFor). */
const MOUNTS: Record<string, string> = {
  'pp-auth': '<pp-auth route="/auth/signin"></pp-auth>',
  'pp-error': '<pp-error route="/error/404" account-uuid="a" user-uuid="u"></pp-error>',
  'pp-profile':
    '<pp-profile route="/dashboard/profile" account-uuid="a" user-uuid="u" new-portal-url="/x"></pp-profile>',
  'pp-embeds':
    '<pp-embeds route="/dashboard/embeds" account-uuid="a" user-uuid="u" permissions=\'["manageEmbeds"]\'></pp-embeds>',
  'pp-shell':
    '<pp-shell route="/dashboard/home" account-uuid="a" user-uuid="u" permissions=\'["home.adMetrics"]\' timers=\'{"loadingScreenMs":0}\'></pp-shell>',
  'pp-reports':
    '<pp-reports route="/dashboard/reports" account-uuid="a" user-uuid="u" permissions=\'["home.adMetrics"]\'></pp-reports>',
  'pp-ratings':
    '<pp-ratings route="/dashboard/ratings" account-uuid="a" user-uuid="u" permissions=\'[]\'></pp-ratings>',
}
const mountFor = (tag: string) => MOUNTS[tag] ?? `<${tag} account-uuid="a" user-uuid="u"></${tag}>`

// ---------------------------------------------------------------------------------------------
// dist/ snapshot and bytes

/** Every file under dist/, keyed by its path relative to dist/ with forward slashes. */
function snapshotDist(): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else files.set(relative(DIST, path).split('\\').join('/'), readFileSync(path))
    }
  }
  walk(DIST)
  return files
}

const IMPORT_RE =
  /(?:(?<dynamic>\bimport\s*\(\s*)|\bfrom\s*|\bimport\s*)(["'])(?<path>\.{1,2}\/[\w./-]+\.js)\2/g

/** Relative imports of one file (static `import … from`, bare `import "…"`, `import("…")`). */
function importsOf(file: string, files: Map<string, Buffer>): { path: string; dynamic: boolean }[] {
  const code = files.get(file)!.toString('utf8')
  const out: { path: string; dynamic: boolean }[] = []
  for (const match of code.matchAll(IMPORT_RE)) {
    const path = posix.normalize(posix.join(posix.dirname(file), match.groups!.path!))
    if (files.has(path)) out.push({ path, dynamic: match.groups!.dynamic !== undefined })
  }
  return out
}

/** The entry and everything it reaches; `staticOnly` skips dynamic import() edges. */
function closure(entry: string, files: Map<string, Buffer>, staticOnly = false): string[] {
  const seen = new Set<string>([entry])
  const queue = [entry]
  while (queue.length) {
    for (const { path, dynamic } of importsOf(queue.shift()!, files)) {
      if (staticOnly && dynamic) continue
      if (!seen.has(path)) {
        seen.add(path)
        queue.push(path)
      }
    }
  }
  return [...seen]
}

const gzCache = new Map<string, number>()
function gz(file: string, files: Map<string, Buffer>): number {
  let size = gzCache.get(file)
  if (size === undefined) {
    size = gzipSync(files.get(file)!, { level: 9 }).length
    gzCache.set(file, size)
  }
  return size
}
const gzSum = (list: string[], files: Map<string, Buffer>) =>
  list.reduce((sum, f) => sum + gz(f, files), 0)

/** Chunk name without the hash: chunks/core-M5QkziHc.js → core. */
const chunkName = (file: string) => posix.basename(file, '.js').replace(/-[\w-]{8}$/, '')

// ---------------------------------------------------------------------------------------------
// static server for the element pages

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
}

function pageHtml(build: Build, tag: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${tag} (${build})</title></head>
<body>
${mountFor(tag)}
<script type="module" src="/${BUILD_DIR[build]}elements/${tag}.js"></script>
</body></html>`
}

function startStaticServer(files: Map<string, Buffer>): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const path = decodeURIComponent(url.pathname)
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
      res.end(body)
    }
    const page = /^\/bench\/(react|lite)\/([\w-]+)\.html$/.exec(path)
    if (page) return send(200, MIME['.html']!, pageHtml(page[1] as Build, page[2]!))
    if (path === '/api/accounts/auth/session')
      return send(200, MIME['.json']!, JSON.stringify({ signedIn: false }))
    // The shell reads `permissions` from this one; everything else gets an empty list.
    if (/^\/api\/accounts\/users\/[^/]+\/permissions$/.test(path))
      return send(200, MIME['.json']!, JSON.stringify({ permissions: ['home.adMetrics'] }))
    if (path.startsWith('/api/')) return send(200, MIME['.json']!, JSON.stringify({ items: [] }))
    const file = files.get(path.slice(1))
    if (file) return send(200, MIME[posix.extname(path)] ?? 'application/octet-stream', file)
    if (path === '/favicon.ico') return send(204, 'text/plain', '')
    send(404, 'text/plain', 'Not found')
  })
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)))
}

// ---------------------------------------------------------------------------------------------
// start times

interface LoadResult {
  /** Entry fetchStart → pp-ready mark. */
  ms: number | null
  /** Entry fetchStart → responseEnd of the last script the page fetched before pp-ready. */
  jsMs: number | null
  errors: string[]
}

async function loadOnce(
  browser: Browser,
  origin: string,
  build: Build,
  tag: string,
): Promise<LoadResult> {
  const context = await browser.newContext()
  const errors: string[] = []
  try {
    const page = await context.newPage()
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await page.goto(`${origin}/bench/${build}/${tag}.html`)
    const script = `${origin}/${BUILD_DIR[build]}elements/${tag}.js`
    const handle = await page.waitForFunction(
      ([mark, url]) => {
        const ready = performance.getEntriesByName(mark!, 'mark')[0]
        const entry = performance.getEntriesByName(url!, 'resource')[0] as
          PerformanceResourceTiming | undefined
        if (!ready || !entry) return false
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
          .filter((e) => e.responseEnd <= ready.startTime)
        const lastJs = Math.max(...scripts.map((e) => e.responseEnd))
        return [ready.startTime - entry.fetchStart, lastJs - entry.fetchStart]
      },
      [`pp-ready:${tag}`, script],
      { timeout: LOAD_TIMEOUT_MS, polling: 20 },
    )
    const [readyMs, jsMs] = (await handle.jsonValue()) as [number, number]
    return { ms: readyMs, jsMs, errors }
  } catch (error) {
    errors.push(`no pp-ready: ${(error as Error).message.split('\n')[0]}`)
    return { ms: null, jsMs: null, errors }
  } finally {
    await context.close()
  }
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
  const mid = sorted.length / 2
  const median =
    sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  return { median, min: sorted[0]!, max: sorted.at(-1)!, p50: at(0.5), p99: at(0.99) }
}

// ---------------------------------------------------------------------------------------------
// API latency

async function benchApi(): Promise<string[]> {
  const { db, close } = await openDatabase({ kind: 'sqlite', dataDir: null })
  const app = createApp({ db, config: loadConfig({}), root: ROOT })
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  try {
    await new Promise<void>((done) =>
      server.listening ? done() : server.once('listening', () => done()),
    )
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    await seed(db)
    const login = await fetch(`${origin}/api/accounts/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'owner@demo.test', password: DEMO_PASSWORD }),
    })
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`)
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const session = (await login.json()) as { accountUUID?: string }
    const account = session.accountUUID ?? IDS.demoAccount
    const rows: string[] = []
    for (const path of ['/api/accounts/auth/session', `/api/accounts/accounts/${account}/sites`]) {
      const times: number[] = []
      for (let i = 0; i < 20; i++)
        await (await fetch(origin + path, { headers: { cookie } })).text()
      const began = performance.now()
      for (let i = 0; i < API_REQUESTS; i++) {
        const t0 = performance.now()
        const response = await fetch(origin + path, { headers: { cookie } })
        await response.text()
        if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`)
        times.push(performance.now() - t0)
      }
      const elapsed = (performance.now() - began) / 1000
      const s = stats(times)
      rows.push(
        `| GET ${path.replace(account, '<account>')} | ${API_REQUESTS} | ${s.p50.toFixed(2)} | ${s.p99.toFixed(2)} | ${Math.round(API_REQUESTS / elapsed)} |`,
      )
    }
    return rows
  } finally {
    await new Promise<void>((done) => server.close(() => done()))
    await close()
  }
}

// ---------------------------------------------------------------------------------------------
// The embed player on /demo/article

const PLAYER_LOADS = Number(process.env.BENCH_PLAYER_LOADS) || 15
const PLAYER_COLD_LOADS = Math.ceil(PLAYER_LOADS / 2)
const PLAYER_BUDGET_KB = 15
const PLAYER_FIRST_CARD_MS = 50

async function benchPlayer(): Promise<string[]> {
  const script = join(DIST, 'player/v4/embed.js')
  if (!existsSync(script)) return ['player: missing (dist/player/v4/embed.js not built)']
  const playerKb = gzipSync(readFileSync(script), { level: 9 }).length / 1024
  const { db, close } = await openDatabase({ kind: 'sqlite', dataDir: null })
  await seed(db)
  // The app is made once the port is known: the embed code on the page names PUBLIC_URL.
  let app: ReturnType<typeof createApp> | undefined
  const server = serve({
    fetch: (request, env) => app!.fetch(request, env),
    hostname: '127.0.0.1',
    port: 0,
  })
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
    await new Promise<void>((done) =>
      server.listening ? done() : server.once('listening', () => done()),
    )
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    app = createApp({ db, config: loadConfig({ PUBLIC_URL: origin }), root: ROOT })
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
      ],
    })
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
    await new Promise<void>((done) => server.close(() => done()))
    await close()
  }
  const verdict = (value: number, budget: number) => (value <= budget ? ' ✅' : ' ❌')
  const cell = (values: number[]) => {
    if (!values.length) return 'n/a'
    const s = stats(values)
    return `${ms(s.median)}${verdict(s.median, PLAYER_FIRST_CARD_MS)} (${s.min.toFixed(1)}–${s.max.toFixed(1)})`
  }
  return [
    '| measure | value | goal |',
    '|---|---:|---:|',
    `| dist/player/v4/embed.js gzip -9 | ${playerKb.toFixed(1)} KB${verdict(playerKb, PLAYER_BUDGET_KB)} | ≤ ${PLAYER_BUDGET_KB} KB |`,
    `| first card on /demo/article from the script's arrival (one running tab, HTTP cache off), median (min–max) of ${fromArrival.length} | ${cell(fromArrival)} | ≤ ${PLAYER_FIRST_CARD_MS} ms |`,
    `| first card from the script's first line (pp-player-start), median (min–max) | ${cell(fromStart)} | |`,
    `| first card from the script's arrival in a new browser context per load (cold renderer: the page's own first style and layout and the commenting unit run first), median (min–max) of ${coldArrival.length} | ${coldArrival.length ? `${ms(stats(coldArrival).median)} (${stats(coldArrival).min.toFixed(1)}–${stats(coldArrival).max.toFixed(1)})` : 'n/a'} | |`,
    `| the embed's data script (GET /api/player/embeds/…/data.js), request to response end, median (min–max) | ${embedRead.length ? `${ms(stats(embedRead).median)} (${stats(embedRead).min.toFixed(1)}–${stats(embedRead).max.toFixed(1)})` : 'n/a'} | |`,
    ...[...failures].map((f) => `| failed load | ${f} | |`),
    '',
    `Machine: 1-min load average ${loadBefore.toFixed(1)} before these loads and ${loadavg()[0]!.toFixed(1)} after (${cpus().length} CPUs).`,
  ]
}

// ---------------------------------------------------------------------------------------------
// Embeds library on a large account

/** Adds `count` embeds to Demo Publisher: 3 sites, 2 of 20 labels and 3 cards each. */
async function loadEmbeds(db: DB, count: number, now: number): Promise<string[]> {
  const labels = Array.from({ length: 20 }, (_, n) => ({
    label_uuid: `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    account_uuid: IDS.demoAccount,
    name: `Bench label ${n}`,
    name_key: `bench label ${n}`,
    created_at: now,
  }))
  await db.insertInto('embed_labels').values(labels).execute()
  const types = ['QUIZ', 'POLL', 'STORY'] as const
  for (let start = 0; start < count; start += 250) {
    const embeds = []
    const links = []
    const cards = []
    for (let n = start; n < Math.min(count, start + 250); n++) {
      const embed_uuid = `b1000000-0000-4000-8000-${String(n).padStart(12, '0')}`
      const modified = now - (n % 400) * 86_400_000 - n
      embeds.push(
        embedRow(
          {
            embed_uuid,
            account_uuid: IDS.demoAccount,
            site_uuid: IDS.sites[n % 3]!,
            name: `Bench embed ${n}`,
            name_key: `bench embed ${n}`,
            embed_state: n % 3 ? 'online' : 'offline',
            active: n % 10 ? 1 : 0,
            created_at: modified - 86_400_000,
            modified_at: modified,
          },
          now,
        ),
      )
      links.push(
        { embed_uuid, label_uuid: labels[n % 20]!.label_uuid },
        { embed_uuid, label_uuid: labels[(n * 7 + 3) % 20]!.label_uuid },
      )
      for (let k = 0; k < 3; k++)
        cards.push({
          content_uuid: `b2000000-000${k}-4000-8000-${String(n).padStart(12, '0')}`,
          embed_uuid,
          content_type: types[(n + k) % 3]!,
          live: k < 2 ? 1 : 0,
          queue_position: k < 2 ? k : null,
          properties: JSON.stringify({ title: `Card ${k} of ${n}` }),
          created_at: modified,
        })
    }
    await db.insertInto('embeds').values(embeds).execute()
    await db.insertInto('embed_label_links').values(links).execute()
    await db.insertInto('embed_contents').values(cards).execute()
  }
  return labels.map((l) => l.label_uuid)
}

async function benchEmbeds(): Promise<string[]> {
  const pgUrl = process.env.BENCH_DATABASE_URL
  const { db, close } = await openDatabase(
    pgUrl ? { kind: 'postgres', url: pgUrl, poolSize: 4 } : { kind: 'sqlite', dataDir: null },
  )
  try {
    const app = createApp({ db, config: loadConfig({}), root: ROOT })
    const origin = 'http://127.0.0.1'
    const now = Date.now()
    await seed(db, now)
    const loadStart = performance.now()
    const labels = await loadEmbeds(db, BENCH_EMBEDS, now)
    const loadMs = performance.now() - loadStart
    // A bulk load is not a steady state: give PostgreSQL the statistics and visibility map
    // autovacuum would have made by now.
    if (pgUrl) await sql`vacuum analyze`.execute(db)
    const cookie = await ownerCookie(app, origin)
    const library = `/api/accounts/accounts/${IDS.demoAccount}/embeds/content`
    const query = {
      active: true,
      embedState: null,
      contentTypes: ['QUIZ', 'POLL', 'STORY'],
      lastModifiedStartDate: null,
      lastModifiedEndDate: null,
      labelUUIDs: [],
      keyword: null,
      page: 1,
    }
    const cases: Array<[string, string, unknown]> = [
      ['POST library, no filter, page 1', library, query],
      [
        'POST library, keyword + online + 2 types + 2 labels + last 90 days',
        library,
        {
          ...query,
          keyword: 'embed 1',
          embedState: 'online',
          contentTypes: ['QUIZ', 'POLL'],
          labelUUIDs: labels.slice(0, 2),
          lastModifiedStartDate: nyDay(now - 89 * 86_400_000),
          lastModifiedEndDate: nyDay(now),
        },
      ],
      ['POST library, archived, page 10', library, { ...query, active: false, page: 10 }],
      ['GET labels', `/api/accounts/accounts/${IDS.demoAccount}/labels`, null],
      ['GET embeds map (API-78)', `/api/accounts/accounts/${IDS.demoAccount}/embeds`, null],
    ]
    const rows: string[] = [
      `Loaded ${BENCH_EMBEDS} embeds (20 labels, 2 each; 3 cards each) in ${(loadMs / 1000).toFixed(1)} s on ${pgUrl ? 'PostgreSQL' : 'in-memory SQLite'}.`,
      '',
      '| request | n | median ms | p99 ms | rows | goal |',
      '|---|---:|---:|---:|---:|---|',
    ]
    for (const [label, path, body] of cases) {
      const send = () =>
        app.request(
          origin + path,
          body === null
            ? { headers: { cookie } }
            : {
                method: 'POST',
                headers: { cookie, origin, 'content-type': 'application/json' },
                body: JSON.stringify(body),
              },
        )
      for (let i = 0; i < 5; i++) await (await send()).text()
      const times: number[] = []
      let total = ''
      for (let i = 0; i < EMBED_REQUESTS; i++) {
        const t0 = performance.now()
        const response = await send()
        const text = await response.text()
        times.push(performance.now() - t0)
        if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`)
        const parsed = JSON.parse(text) as {
          totalRows?: number
          labels?: unknown[]
          embeds?: object
        }
        total = String(
          parsed.totalRows ?? parsed.labels?.length ?? Object.keys(parsed.embeds ?? {}).length,
        )
      }
      const s = stats(times)
      const isLibrary = path === library
      rows.push(
        `| ${label} | ${EMBED_REQUESTS} | ${s.median.toFixed(2)}${isLibrary ? (s.median <= EMBED_PAGE_BUDGET_MS ? ' ✅' : ' ❌') : ''} | ${s.p99.toFixed(2)} | ${total} | ${isLibrary ? `≤ ${EMBED_PAGE_BUDGET_MS} ms` : ''} |`,
      )
    }
    return rows
  } finally {
    await close()
  }
}

// ---------------------------------------------------------------------------------------------
// Analytics on about 5 million fact rows (issue 10)

const ANALYTICS_DAYS = Number(process.env.BENCH_ANALYTICS_DAYS) || 400
const ANALYTICS_RUNS = Number(process.env.BENCH_ANALYTICS_RUNS) || 7
/** Goals: one detail call, server time (median); the home page's calls together. */
const DETAIL_CALL_BUDGET_MS = 100
const HOME_CALLS_BUDGET_MS = 300
const ANALYTICS_PAGE_BUDGET_KB = 100
const ANALYTICS_RANGES = [7, 30, 90, 365]

/** Median time of `ANALYTICS_RUNS` runs of `run`, after one warm-up. */
async function medianOf(run: () => Promise<unknown>): Promise<number> {
  await run()
  const times: number[] = []
  for (let i = 0; i < ANALYTICS_RUNS; i++) {
    const t0 = performance.now()
    await run()
    times.push(performance.now() - t0)
  }
  return stats(times).median
}

interface AnalyticsCall {
  label: string
  family: MetricFamily
  path: string
  form: (range: { startDate: string; endDate: string }) => MetricQuery
  /** The route's dominant aggregate query(ies), run directly on the db (the slowest is shown). */
  bare: (query: MetricQuery & { parsed: Query }) => Array<[string, () => Promise<unknown>]>
}

async function benchAnalytics(): Promise<string[]> {
  const pgUrl = process.env.BENCH_DATABASE_URL
  const engine = pgUrl ? 'PostgreSQL' : 'in-memory SQLite'
  const { db, close } = await openDatabase(
    pgUrl ? { kind: 'postgres', url: pgUrl, poolSize: 4 } : { kind: 'sqlite', dataDir: null },
  )
  try {
    const app = createApp({ db, config: loadConfig({}), root: ROOT })
    const origin = 'http://127.0.0.1'
    const now = Date.now()
    await seed(db, now)
    // The bench set is for Demo Publisher (its seeded sites, embeds and cards), days ending
    // yesterday in New York.
    const account = IDS.demoAccount
    const load = await loadBenchMetrics(db, account, { days: ANALYTICS_DAYS, now })
    const lastDay = nyDayBefore(now, 1)
    const cookie = await ownerCookie(app, origin)
    const post = async (path: string, query: MetricQuery) => {
      const response = await app.request(origin + path, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: metricForm(query),
      })
      const text = await response.text()
      if (response.status !== 200)
        throw new Error(`${path}: HTTP ${response.status} ${text.slice(0, 200)}`)
      return text
    }
    const get = async (path: string) => {
      const response = await app.request(origin + path, { headers: { cookie } })
      const text = await response.text()
      if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`)
      return text
    }
    // As the detail pages build them (detailQuery, topQuery): the range, the view, topRank 15.
    const detail =
      (viewType: ViewType, extra: Partial<MetricQuery> = {}) =>
      (r: { startDate: string; endDate: string }) => ({
        accountUUID: account,
        ...r,
        viewType,
        topRank: DETAIL_TOP_RANK,
        ...extra,
      })
    const top = (r: { startDate: string; endDate: string }) => ({
      accountUUID: account,
      ...r,
      topRank: DETAIL_TOP_RANK,
    })
    // The route's two reads of the range: the series (daily site rollup) and the breakdown
    // (whole months from the monthly rollups, the days around them daily).
    const sums = (family: EngagementFamily) => (q: { parsed: Query }) =>
      (['day', q.parsed.viewType] as const).map(
        (by) =>
          [
            by === 'day' ? 'series by day' : 'breakdown by key',
            () => engagementParts(db, family, q.parsed, q.parsed.range, by),
          ] as [string, () => Promise<unknown>],
      )
    const calls: AnalyticsCall[] = [
      {
        label: 'questionAnswered/detailed (SITE)',
        family: 'questionAnswered',
        path: '/api/metrics/questionAnswered/detailed',
        form: detail('SITE'),
        bare: sums('questionAnswered'),
      },
      {
        label: 'questionAnswered/detailed (EMBED; a site, phones)',
        family: 'questionAnswered',
        path: '/api/metrics/questionAnswered/detailed',
        form: detail('EMBED', { sites: [IDS.sites[0]!], devices: ['MOBILE'] }),
        bare: sums('questionAnswered'),
      },
      {
        label: 'embedLoad/detailed (EMBED)',
        family: 'embedLoad',
        path: '/api/metrics/embedLoad/detailed',
        form: detail('EMBED'),
        bare: sums('embedLoad'),
      },
      {
        label: 'uniqueEngagedUsers/detailed (SITE)',
        family: 'uniqueEngagedUsers',
        path: '/api/metrics/uniqueEngagedUsers/detailed',
        form: detail('SITE'),
        // Five reads: the range's total, by day and by key are the big ones; each a distinct
        // count over the visitor rows, or merged sketches past EXACT_VISITOR_ROWS.
        bare: (q) =>
          (['total', 'day', q.parsed.viewType] as const).map((by) => [
            `uniques by ${by === 'total' ? 'total' : by === 'day' ? 'day' : 'key'}`,
            async () => {
              const { parsed } = q
              const exact = await countsExactly(db, parsed, parsed.range)
              return engagementParts(
                db,
                'uniqueEngagedUsers',
                parsed,
                parsed.range,
                by,
                false,
                exact,
              )
            },
          ]),
      },
      {
        label: 'storyClicked/detailed (STORY)',
        family: 'storyClicked',
        path: '/api/metrics/storyClicked/detailed',
        form: detail('STORY', { dataType: 'storyclicks' }),
        bare: sums('storyClicked'),
      },
      {
        label: 'questionAnswered/top-questions',
        family: 'questionAnswered',
        path: '/api/metrics/questionAnswered/top-questions',
        form: top,
        bare: (q) => [['top cards', () => topCards(db, 'questions', q.parsed)]],
      },
      {
        label: 'storyClicked/top-stories',
        family: 'storyClicked',
        path: '/api/metrics/storyClicked/top-stories',
        form: top,
        bare: (q) => [['top cards', () => topCards(db, 'stories', q.parsed)]],
      },
      {
        label: 'revenue/detail (AD_UNIT)',
        family: 'revenue',
        path: '/api/reporting/revenue/detail',
        form: detail('AD_UNIT'),
        bare: (q) => [
          ['series by day', () => adParts(db, q.parsed, q.parsed.range, 'day')],
          ['breakdown by key', () => adParts(db, q.parsed, q.parsed.range, 'AD_UNIT')],
        ],
      },
    ]
    const verdict = (value: number, budget: number) => (value <= budget ? '✅' : '❌')
    const rows: string[] = [
      `Loaded ${load.rows.total.toLocaleString('en-US')} fact rows (engagement ${load.rows.engagement.toLocaleString('en-US')}, engaged visitors ${load.rows.visitors.toLocaleString('en-US')}, ads ${load.rows.ads.toLocaleString('en-US')}; ${ANALYTICS_DAYS} days to ${lastDay}) for Demo Publisher in ${(load.ms / 1000).toFixed(1)} s on ${engine}.`,
      '',
      `Server: \`app.request\` in-process, signed in as owner@demo.test, the form bodies of metricForm; bare SQL: the route's dominant aggregate query from demo/server/metrics/facts.ts run directly on the same db (named in brackets; for unique users, the slowest of its distinct counts). Medians of ${ANALYTICS_RUNS} after one warm-up.`,
      '',
      `| call | range | server median | bare SQL median | ≤ ${DETAIL_CALL_BUDGET_MS} ms |`,
      '|---|---|---:|---:|:---:|',
    ]
    for (const call of calls)
      for (const length of ANALYTICS_RANGES) {
        const range = { startDate: addDays(lastDay, -(length - 1)), endDate: lastDay }
        const query = call.form(range)
        const parsed = parseQuery(call.family, metricForm(query).toString(), now).query
        const server = await medianOf(() => post(call.path, query))
        let slowest = { name: '', ms: -1 }
        for (const [name, run] of call.bare({ ...query, parsed })) {
          const value = await medianOf(run)
          if (value > slowest.ms) slowest = { name, ms: value }
        }
        rows.push(
          `| ${call.label} [${slowest.name}] | ${length} days | ${ms(server)} | ${ms(slowest.ms)} | ${verdict(server, DETAIL_CALL_BUDGET_MS)} |`,
        )
      }

    // The home page's calls for its default range (7 days; here ending at the data's last day),
    // fired together as pp-home does: the revenue call, six engagement calls and the filter's
    // country list (the sites come with the session).
    const home = { accountUUID: account, startDate: addDays(lastDay, -6), endDate: lastDay }
    const homeCalls = () =>
      Promise.all([
        post('/api/reporting/revenue/detail', { ...home, viewType: 'SITE' }),
        post('/api/metrics/questionAnswered/detailed', { ...home, viewType: 'SITE' }),
        post('/api/metrics/questionAnswered/top-questions', { ...home, topRank: HOME_TOP_RANK }),
        post('/api/metrics/embedLoad/detailed', { ...home, viewType: 'SITE' }),
        post('/api/metrics/uniqueEngagedUsers/detailed', { ...home, viewType: 'SITE' }),
        post('/api/metrics/storyClicked/detailed', {
          ...home,
          viewType: 'STORY',
          dataType: 'storyclicks',
        }),
        post('/api/metrics/storyClicked/top-stories', { ...home, topRank: HOME_TOP_RANK }),
        get(
          `/api/accounts/accounts/${account}/countries?startDate=${home.startDate}&endDate=${home.endDate}`,
        ),
      ])
    const homeMs = await medianOf(homeCalls)
    rows.push(
      '',
      `Home page (pp-home), its 8 calls for ${home.startDate} – ${home.endDate} together (Promise.all: revenue/detail, 4 × detailed, top-questions, top-stories, countries), wall time median: ${ms(homeMs)} ${verdict(homeMs, HOME_CALLS_BUDGET_MS)} (goal ≤ ${HOME_CALLS_BUDGET_MS} ms).`,
    )
    if (existsSync(join(DIST, 'host/main.js')))
      try {
        rows.push(
          ...(await benchAnalyticsChart(app, {
            startDate: addDays(lastDay, -(ANALYTICS_DAYS - 1)),
            endDate: lastDay,
          })),
        )
      } catch (error) {
        rows.push(
          '',
          `${ANALYTICS_DAYS}-day chart failed: ${(error as Error).message.split('\n')[0]}`,
        )
      }
    else rows.push('', '400-day chart: dist/ is missing (run `npm run build`).')
    return rows
  } finally {
    await close()
  }
}

/** Loads per build of the 400-day chart (after one warm-up). */
const CHART_LOADS = Number(process.env.BENCH_CHART_LOADS) || 5
const CHART_BUDGET_MS = 50

/**
 * The 400-day chart in the browser: pp-analytics' Average In-View % page for the last 400 days of
 * the bench data, from the demo server (this db) in headless Chromium, both builds. As
 * tests/elements/pp-analytics-chart.test.ts measures it: from the plot's first canvas context to
 * the last stroke of its first draw (strokes under 8 ms apart), with the page's open → drawn.
 */
async function benchAnalyticsChart(
  app: ReturnType<typeof createApp>,
  range: { startDate: string; endDate: string },
): Promise<string[]> {
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  let browser: Browser | undefined
  try {
    await new Promise<void>((done) =>
      server.listening ? done() : server.once('listening', () => done()),
    )
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run'],
    })
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
      const d = stats(drawn)
      rows.push(
        `| ${build} | ${ms(d.median)} (${d.min.toFixed(1)}–${d.max.toFixed(1)}) | ${ms(stats(opened).median)} | ${d.median <= CHART_BUDGET_MS ? '✅' : '❌'} |`,
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
    await new Promise<void>((done) => server.close(() => done()))
  }
}

/** pp-home and pp-analytics page bytes in both builds (the element table has them too). */
function analyticsPageBytes(files: Map<string, Buffer>): string[] {
  const rows = [
    '',
    `| page | gzip React (initial) | gzip lite (initial) | lite ≤ ${ANALYTICS_PAGE_BUDGET_KB} KB |`,
    '|---|---:|---:|:---:|',
  ]
  for (const tag of ['pp-home', 'pp-analytics']) {
    const cell = (build: Build) => {
      const entry = `${BUILD_DIR[build]}elements/${tag}.js`
      if (!files.has(entry)) return null
      return {
        page: gzSum(closure(entry, files), files),
        initial: gzSum(closure(entry, files, true), files),
      }
    }
    const r = cell('react')
    const l = cell('lite')
    const show = (c: { page: number; initial: number } | null) =>
      c ? `${kb(c.page)} (${kb(c.initial)})` : 'missing'
    rows.push(
      `| ${tag} | ${show(r)} | ${show(l)} | ${l ? (l.page / 1024 <= ANALYTICS_PAGE_BUDGET_KB ? '✅' : '❌') : ''} |`,
    )
  }
  return rows
}

// ---------------------------------------------------------------------------------------------

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${value.toFixed(1)} ms`

async function main() {
  const began = performance.now()
  if (process.env.BENCH_ONLY === 'embeds') {
    console.log(
      [
        '## Embeds library, 10,000 embeds (server time, in-process)',
        '',
        ...(await benchEmbeds()),
      ].join('\n'),
    )
    return
  }
  if (process.env.BENCH_ONLY === 'player') {
    console.log(['## Embed player (issue 9)', '', ...(await benchPlayer())].join('\n'))
    return
  }
  if (process.env.BENCH_ONLY === 'public') {
    console.log(['## Public path under load', '', ...(await benchPublic())].join('\n'))
    return
  }
  if (process.env.BENCH_ONLY === 'reports') {
    console.log(
      [
        `## Reports (issue 11), ${ANALYTICS_DAYS} days of facts (server time, in-process)`,
        '',
        ...(await benchReports(ROOT, medianOf)),
      ].join('\n'),
    )
    return
  }
  if (process.env.BENCH_ONLY === 'analytics') {
    const lines = [
      `## Analytics (issue 10), ${ANALYTICS_DAYS} days of facts (server time, in-process)`,
      '',
      ...(await benchAnalytics()),
    ]
    if (existsSync(join(DIST, 'elements'))) lines.push(...analyticsPageBytes(snapshotDist()))
    else lines.push('', 'Page bytes: dist/ is missing (run `npm run build`).')
    console.log(lines.join('\n'))
    return
  }
  if (!existsSync(join(DIST, 'elements'))) {
    console.error('dist/ is missing: run `npm run build` first')
    process.exit(1)
  }
  const files = snapshotDist()
  const tags = [...files.keys()]
    .filter((f) => /^elements\/[\w-]+\.js$/.test(f))
    .map((f) => posix.basename(f, '.js'))
    .sort()
  const entryOf = (build: Build, tag: string) => `${BUILD_DIR[build]}elements/${tag}.js`
  for (const build of BUILDS)
    for (const tag of tags)
      if (!files.has(entryOf(build, tag))) throw new Error(`missing ${entryOf(build, tag)}`)

  // ---- bytes
  const sharedOf = (build: Build) =>
    [...files.keys()].filter((f) =>
      new RegExp(`^${BUILD_DIR[build]}chunks/(runtime|core)-[\\w-]+\\.js$`).test(f),
    )
  const bytes = new Map<string, { page: number; initial: number; files: string[] }>()
  for (const build of BUILDS)
    for (const tag of tags) {
      const all = closure(entryOf(build, tag), files)
      const initial = closure(entryOf(build, tag), files, true)
      bytes.set(`${build}:${tag}`, {
        page: gzSum(all, files),
        initial: gzSum(initial, files),
        files: all,
      })
    }

  // ---- start times
  const timesStatic = await startStaticServer(files)
  const staticOrigin = `http://127.0.0.1:${(timesStatic.address() as AddressInfo).port}`
  let browser: Browser | undefined
  const samples = new Map<string, number[]>()
  const jsSamples = new Map<string, number[]>()
  const loadBefore = loadavg()[0]!
  const errors = new Map<string, Set<string>>()
  try {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    // One discarded warm-up load per page (browser process and server JIT warm-up).
    for (const tag of tags)
      for (const build of BUILDS) await loadOnce(browser, staticOrigin, build, tag)
    // Interleaved so slow drift of the machine spreads over all pages alike.
    for (let i = 0; i < LOADS; i++)
      for (const tag of tags)
        for (const build of BUILDS) {
          const key = `${build}:${tag}`
          const result = await loadOnce(browser, staticOrigin, build, tag)
          if (result.ms !== null) samples.set(key, [...(samples.get(key) ?? []), result.ms])
          if (result.jsMs !== null) jsSamples.set(key, [...(jsSamples.get(key) ?? []), result.jsMs])
          for (const e of result.errors) {
            if (!errors.has(key)) errors.set(key, new Set())
            errors.get(key)!.add(e.slice(0, 160))
          }
        }
  } finally {
    await browser?.close()
    await new Promise<void>((done) => timesStatic.close(() => done()))
  }
  const loadAfter = loadavg()[0]!

  // ---- API
  let apiRows: string[] = []
  let apiError: string | null = null
  try {
    apiRows = await benchApi()
  } catch (error) {
    apiError = (error as Error).message
  }

  // ---- report
  const verdict = (value: number, budget: number | undefined) =>
    budget === undefined ? '' : value <= budget ? ' ✅' : ' ❌'
  const lines: string[] = []
  lines.push(
    `# Element bench (${LOADS} cold loads each, headless Chromium, localhost, no throttling)`,
    '',
    'Bytes: gzip -9 of each file, summed over the entry + every chunk it imports statically and',
    'dynamically, transitively. "initial" = static imports only (before the area chunk loads).',
    'Start: entry script resource-timing fetchStart → performance mark `pp-ready:<tag>`;',
    'median (min–max) over fresh browser contexts. KB = 1024 bytes.',
    `Machine: ${cpus().length} CPUs, 1-min load average ${loadBefore.toFixed(1)} before the loads and ${loadAfter.toFixed(1)} after (timings are only comparable on a quiet machine).`,
    '',
    '| element | page gzip React | page gzip lite | budget React / lite | initial React / lite | start React median (min–max) | start lite median (min–max) | budget React / lite |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  )
  for (const tag of tags) {
    const budget = BUDGETS[tag]
    const r = bytes.get(`react:${tag}`)!
    const l = bytes.get(`lite:${tag}`)!
    const start = (build: Build) => {
      const values = samples.get(`${build}:${tag}`) ?? []
      if (!values.length) return 'n/a (no pp-ready)'
      const s = stats(values)
      const missing = values.length < LOADS ? ` [${values.length}/${LOADS} ok]` : ''
      return `${ms(s.median)}${verdict(s.median, budget?.ms[build])} (${s.min.toFixed(1)}–${s.max.toFixed(1)})${missing}`
    }
    lines.push(
      `| ${tag} | ${kb(r.page)}${verdict(r.page / 1024, budget?.kb.react)} | ${kb(l.page)}${verdict(l.page / 1024, budget?.kb.lite)} | ${budget ? `≤ ${budget.kb.react} KB / ≤ ${budget.kb.lite} KB` : '—'} | ${kb(r.initial)} / ${kb(l.initial)} | ${start('react')} | ${start('lite')} | ${budget ? `≤ ${budget.ms.react} ms / ≤ ${budget.ms.lite} ms` : '—'} |`,
    )
  }
  const [sharedReact, sharedLite] = BUILDS.map((b) => gzSum(sharedOf(b), files))
  // The commenting unit publishers put on their pages: one self-contained preact script.
  const unitScript = 'units/commenting.js'
  const unitKb = files.has(unitScript) ? gz(unitScript, files) / 1024 : null
  const ratingsScript = 'units/ratings.js'
  const ratingsKb = files.has(ratingsScript) ? gz(ratingsScript, files) / 1024 : null
  lines.push(
    `| _shared (runtime + core)_ | ${kb(sharedReact!)} | ${kb(sharedLite!)} | | | | | |`,
    '',
    unitKb === null
      ? 'commenting unit script: missing (dist/units/commenting.js not built)'
      : `commenting unit script: ${unitKb.toFixed(1)} KB gzip${verdict(unitKb, UNIT_BUDGET_KB)} (budget ≤ ${UNIT_BUDGET_KB} KB, no shared chunks)`,
    ratingsKb === null
      ? 'ratings unit: missing (dist/units/ratings.js not built)'
      : `ratings unit: ${ratingsKb.toFixed(1)} KB gzip${verdict(ratingsKb, RATINGS_UNIT_BUDGET_KB)} (budget ≤ ${RATINGS_UNIT_BUDGET_KB} KB, no shared chunks)`,
    '',
    '## Chunks (gzip -9; raw minified size in brackets)',
    '',
    '| chunk | React | lite |',
    '|---|---:|---:|',
  )
  const names = new Set<string>()
  for (const f of files.keys()) if (/^(lite\/)?chunks\/.*\.js$/.test(f)) names.add(chunkName(f))
  const chunkFor = (build: Build, name: string) =>
    [...files.keys()].find(
      (f) => f.startsWith(`${BUILD_DIR[build]}chunks/`) && chunkName(f) === name,
    )
  for (const name of [...names].sort()) {
    const cell = (build: Build) => {
      const f = chunkFor(build, name)
      return f ? `${kb(gz(f, files))} [${kb(files.get(f)!.length)}]` : '—'
    }
    lines.push(`| ${name} | ${cell('react')} | ${cell('lite')} |`)
  }
  lines.push(
    '',
    '## Start breakdown (medians, ms from the entry script fetchStart)',
    '',
    '| element | React: all JS fetched | React: pp-ready | lite: all JS fetched | lite: pp-ready |',
    '|---|---:|---:|---:|---:|',
  )
  for (const tag of tags) {
    const median = (map: Map<string, number[]>, build: Build) => {
      const values = map.get(`${build}:${tag}`) ?? []
      return values.length ? stats(values).median.toFixed(1) : 'n/a'
    }
    lines.push(
      `| ${tag} | ${median(jsSamples, 'react')} | ${median(samples, 'react')} | ${median(jsSamples, 'lite')} | ${median(samples, 'lite')} |`,
    )
  }
  lines.push('', '## Which chunks each page loads (React build)', '')
  for (const tag of tags)
    lines.push(
      `- ${tag}: ${bytes
        .get(`react:${tag}`)!
        .files.map((f) => (f.startsWith('chunks/') ? chunkName(f) : f))
        .join(', ')}`,
    )
  lines.push(
    '',
    `## Demo API server (in-memory SQLite, @hono/node-server, ${API_REQUESTS} sequential keep-alive GETs after 20 warm-up, signed in as owner@demo.test)`,
    '',
  )
  if (apiError) lines.push(`API bench failed: ${apiError}`)
  else
    lines.push('| request | n | p50 ms | p99 ms | req/s |', '|---|---:|---:|---:|---:|', ...apiRows)
  lines.push('', '## Embeds library, 10,000 embeds (server time, in-process)', '')
  try {
    lines.push(...(await benchEmbeds()))
  } catch (error) {
    lines.push(`Embeds bench failed: ${(error as Error).message}`)
  }
  lines.push(
    '',
    `## Analytics (issue 10), ${ANALYTICS_DAYS} days of facts (server time, in-process)`,
    '',
  )
  try {
    lines.push(...(await benchAnalytics()), ...analyticsPageBytes(files))
  } catch (error) {
    lines.push(`Analytics bench failed: ${(error as Error).message}`)
  }
  lines.push('', '## Embed player (issue 9)', '')
  try {
    lines.push(...(await benchPlayer()))
  } catch (error) {
    lines.push(`Player bench failed: ${(error as Error).message}`)
  }
  lines.push('', '## Public path under load', '')
  try {
    lines.push(...(await benchPublic()))
  } catch (error) {
    lines.push(`Public path bench failed: ${(error as Error).message}`)
  }
  if (errors.size) {
    lines.push('', '## Page errors seen during loads', '')
    for (const [key, set] of errors) for (const e of set) lines.push(`- ${key}: ${e}`)
  }
  lines.push('', `_bench took ${((performance.now() - began) / 1000).toFixed(1)} s_`)
  console.log(lines.join('\n'))
}

await main()
// Keep-alive sockets of fetch() could hold the event loop open for a few seconds.
process.exit(0)

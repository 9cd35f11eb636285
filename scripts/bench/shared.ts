/**
 * What the bench's parts (scripts/bench.ts) share: the paths and the two builds, medians and the
 * tables' number formats, headless Chromium, a demo server on a free port, the database of a part
 * (in-memory SQLite, or PostgreSQL with BENCH_DATABASE_URL) and the owner's sign-in.
 */
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { chromium, type Browser } from 'playwright-core'
import { createApp } from '../../demo/server/app'
import { loadConfig } from '../../demo/server/platform/config'
import { loadBenchMetrics } from '../../demo/server/metrics/bench-data'
import { openDatabase, type DB } from '../../demo/server/platform/db'
import { DEMO_PASSWORD, IDS, seed } from '../../demo/server/seed'

export const ROOT = resolve(import.meta.dirname, '../..')
export const DIST = join(ROOT, 'dist')
export const LOAD_TIMEOUT_MS = 15_000
/** Days of analytics facts (the analytics and reports parts). */
export const ANALYTICS_DAYS = Number(process.env.BENCH_ANALYTICS_DAYS) || 400
/** Runs of each median of `medianOf`. */
export const ANALYTICS_RUNS = Number(process.env.BENCH_ANALYTICS_RUNS) || 7

export type Build = 'react' | 'lite'
export const BUILDS: Build[] = ['react', 'lite']
export const BUILD_DIR: Record<Build, string> = { react: '', lite: 'lite/' }

export function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
  const mid = sorted.length / 2
  const median =
    sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  return { median, min: sorted[0]!, max: sorted.at(-1)!, p50: at(0.5), p99: at(0.99) }
}

/** Median time of `ANALYTICS_RUNS` runs of `run`, after one warm-up. */
export async function medianOf(run: () => Promise<unknown>): Promise<number> {
  await run()
  const times: number[] = []
  for (let i = 0; i < ANALYTICS_RUNS; i++) {
    const t0 = performance.now()
    await run()
    times.push(performance.now() - t0)
  }
  return stats(times).median
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (value: number) => `${value.toFixed(1)} ms`
/** A goal's mark: within `budget`, or not. */
export const verdict = (value: number, budget: number) => (value <= budget ? '✅' : '❌')
/** "median (min–max)" of `values`, in ms. */
export function spread(values: number[]): string {
  const s = stats(values)
  return `${ms(s.median)} (${s.min.toFixed(1)}–${s.max.toFixed(1)})`
}

/** Debian's headless Chromium with the bench's switches, and `extra` ones. */
export function launchChromium(extra: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', ...extra, '--no-first-run'],
  })
}

/** `fetch` served on a free port of 127.0.0.1 (@hono/node-server); `close` stops it. */
export async function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = serve({ fetch, hostname: '127.0.0.1', port: 0 })
  const close = () => new Promise<void>((done) => server.close(() => done()))
  try {
    await new Promise<void>((done) =>
      server.listening ? done() : server.once('listening', () => done()),
    )
  } catch (error) {
    await close()
    throw error
  }
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close }
}

/** A part's database: BENCH_DATABASE_URL's PostgreSQL when set, else in-memory SQLite. */
export async function openBenchDatabase(): Promise<{
  db: DB
  close: () => Promise<void>
  engine: string
  postgres: boolean
}> {
  const pgUrl = process.env.BENCH_DATABASE_URL
  const { db, close } = await openDatabase(
    pgUrl ? { kind: 'postgres', url: pgUrl, poolSize: 4 } : { kind: 'sqlite', dataDir: null },
  )
  return { db, close, engine: pgUrl ? 'PostgreSQL' : 'in-memory SQLite', postgres: !!pgUrl }
}

/** The cookie header of owner@demo.test, signed in through `request` (in-process or fetch). */
export async function ownerCookie(
  request: (url: string, init: RequestInit) => Response | Promise<Response>,
  origin: string,
): Promise<string> {
  const login = await request(`${origin}/api/accounts/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'owner@demo.test', password: DEMO_PASSWORD }),
  })
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`)
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

/** The demo app on `db`, in-process (`app.request`), seeded, with the owner's cookie. */
export async function seededApp(db: DB) {
  const app = createApp({ db, config: loadConfig({}), root: ROOT })
  const origin = 'http://127.0.0.1'
  const now = Date.now()
  await seed(db, now)
  const cookie = await ownerCookie((url, init) => app.request(url, init), origin)
  return { app, origin, now, cookie }
}

/**
 * `run` on the seeded app with ANALYTICS_DAYS days of bench facts for Demo Publisher
 * (loadBenchMetrics, days ending yesterday in New York); the database is closed after it.
 */
export async function withAnalyticsData<T>(
  run: (
    bench: Awaited<ReturnType<typeof seededApp>> & {
      db: DB
      engine: string
      account: string
      load: Awaited<ReturnType<typeof loadBenchMetrics>>
    },
  ) => Promise<T>,
): Promise<T> {
  const { db, close, engine } = await openBenchDatabase()
  try {
    const app = await seededApp(db)
    const account = IDS.demoAccount
    const load = await loadBenchMetrics(db, account, { days: ANALYTICS_DAYS, now: app.now })
    return await run({ ...app, db, engine, account, load })
  } finally {
    await close()
  }
}

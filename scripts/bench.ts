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
 *    largest report as CSV and XLSX files. `BENCH_ONLY=reports` runs
 *    only this part.
 * 8. Moderation (issue 30): 10,000 pending comments in one unit; the queue's page for each queue,
 *    with q=, author=, pageId= and a cursor, server median and p95 (goal ≤ 50 ms) and over HTTP as
 *    a ratio against a bare node:http server answering the same bytes; on in-memory SQLite and
 *    PostgreSQL (BENCH_DATABASE_URL, else a throwaway server). `BENCH_ONLY=moderation`.
 * 9. Public path: the calls publisher pages make (player data script, commenting and ratings
 *    reads, the three scripts) under autocannon load on the demo server run as a child process,
 *    each as a ratio against a bare node:http server answering the same bytes, and the player's
 *    event batches accepted and written per second.
 *    `BENCH_ONLY=public` runs only this part.
 *
 * dist/ is read into memory once at start, so a rebuild by someone else mid-run cannot mix
 * two builds. Run `npm run build` first if dist/ is missing.
 *
 * Each part is a module of scripts/bench/ (elements.ts and element-pages.ts, api.ts, embeds.ts,
 * moderation.ts, player.ts, analytics.ts and analytics-chart.ts, reports.ts, public.ts); what they share is in
 * shared.ts and dist-bytes.ts. This file runs them and prints their sections.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { benchAnalytics } from './bench/analytics'
import { analyticsPageBytes } from './bench/analytics-chart'
import { apiSection } from './bench/api'
import { snapshotDist } from './bench/dist-bytes'
import { benchElements } from './bench/elements'
import { benchEmbeds } from './bench/embeds'
import { benchModeration } from './bench/moderation'
import { benchPlayer } from './bench/player'
import { benchPublic } from './bench/public'
import { benchReports } from './bench/reports'
import { ANALYTICS_DAYS, DIST } from './bench/shared'

const distBuilt = () => existsSync(join(DIST, 'elements'))

/** The analytics part with the page bytes from `files` (the dist/ snapshot, if built). */
async function analytics(files: Map<string, Buffer> | null): Promise<string[]> {
  const lines = await benchAnalytics()
  if (files) return [...lines, ...analyticsPageBytes(files)]
  return [...lines, '', 'Page bytes: dist/ is missing (run `npm run build`).']
}

/** The parts a run of one (BENCH_ONLY) can name; the full run has all but reports. */
const PARTS = {
  embeds: {
    title: '## Embeds library, 10,000 embeds (server time, in-process)',
    failed: 'Embeds bench failed',
    run: (_files: Map<string, Buffer> | null) => benchEmbeds(),
  },
  analytics: {
    title: `## Analytics (issue 10), ${ANALYTICS_DAYS} days of facts (server time, in-process)`,
    failed: 'Analytics bench failed',
    run: analytics,
  },
  moderation: {
    title: '## Moderation queue (issue 30), 10,000 pending comments',
    failed: 'Moderation bench failed',
    run: () => benchModeration(),
  },
  player: {
    title: '## Embed player (issue 9)',
    failed: 'Player bench failed',
    run: () => benchPlayer(),
  },
  public: {
    title: '## Public path under load',
    failed: 'Public path bench failed',
    run: () => benchPublic(),
  },
  reports: {
    title: `## Reports (issue 11), ${ANALYTICS_DAYS} days of facts (server time, in-process)`,
    failed: 'Reports bench failed',
    run: () => benchReports(),
  },
} satisfies Record<
  string,
  { title: string; failed: string; run: (files: Map<string, Buffer> | null) => Promise<string[]> }
>
type PartName = keyof typeof PARTS

async function main() {
  const began = performance.now()
  const only = process.env.BENCH_ONLY
  if (only && only in PARTS) {
    const part = PARTS[only as PartName]
    const files = only === 'analytics' && distBuilt() ? snapshotDist() : null
    console.log([part.title, '', ...(await part.run(files))].join('\n'))
    return
  }
  if (!distBuilt()) {
    console.error('dist/ is missing: run `npm run build` first')
    process.exit(1)
  }
  const files = snapshotDist()
  const elements = await benchElements(files)
  const lines = [...elements.lines, ...(await apiSection())]
  for (const name of ['embeds', 'moderation', 'analytics', 'player', 'public'] as const) {
    const part = PARTS[name]
    lines.push('', part.title, '')
    try {
      lines.push(...(await part.run(files)))
    } catch (error) {
      lines.push(`${part.failed}: ${(error as Error).message}`)
    }
  }
  if (elements.errors.size) {
    lines.push('', '## Page errors seen during loads', '')
    for (const [key, set] of elements.errors) for (const e of set) lines.push(`- ${key}: ${e}`)
  }
  lines.push('', `_bench took ${((performance.now() - began) / 1000).toFixed(1)} s_`)
  console.log(lines.join('\n'))
}

await main()
// Keep-alive sockets of fetch() could hold the event loop open for a few seconds.
process.exit(0)

/**
 * The moderation part (issue 30): 10,000 pending comments (plus published, reported and rejected
 * ones) from 500 commenters on 20 pages of Daily Planet's unit; the moderation queue's page
 * (GET …/moderation/comments) for each queue, with q=, author= and pageId= filters and a second
 * page by cursor. Each case: the server time in-process (app.request, median and p95 of
 * BENCH_MODERATION_REQUESTS after a warm-up; budget ≤ 50 ms median) and, over HTTP on loopback,
 * the portal's median beside a bare node:http server in this process answering the same bytes,
 * as a ratio measured in the same run. Runs on in-memory SQLite and on PostgreSQL: the server of
 * BENCH_DATABASE_URL, else a throwaway one (scripts/postgres.mjs) when PostgreSQL is installed.
 * `BENCH_ONLY=moderation` runs only this part.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import { openDatabase, type DB } from '../../demo/server/platform/db'
import type { CommentersTable, CommentsTable } from '../../demo/server/platform/schema'
import { startPostgres } from '../postgres.mjs'
import { listen, seededApp, stats } from './shared'

const REQUESTS = Number(process.env.BENCH_MODERATION_REQUESTS) || 40
const PENDING = 10_000
const COMMENTERS = 500
const PAGES = 20
/** Goal for one queue page, server median. */
const QUEUE_PAGE_BUDGET_MS = 50

const benchId = (prefix: string, n: number) =>
  `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`
const pageId = (n: number) => `bench-story-${n % PAGES}`
const WORDS = ['council', 'weather', 'budget', 'school', 'traffic', 'park', 'library', 'election']

/** 10,000 HELD, 2,000 PUBLISHED (400 reported with marks), 500 REMOVED comments in `unit`. */
export async function loadQueue(db: DB, unit: string, now: number) {
  const commenters: CommentersTable[] = Array.from({ length: COMMENTERS }, (_, n) => ({
    commenter_uuid: benchId('c1000000', n),
    unit_uuid: unit,
    token_hash: `bench-token-${n}`,
    name: `Reader ${n} ${WORDS[n % WORDS.length]}`,
    email: `reader${n}@bench.test`,
    location: null,
    anonymous: 0,
    blocked: 0,
    marks: 0,
    signed_up_at: now - 90 * 86_400_000,
    last_login_at: now,
  }))
  await db.insertInto('commenters').values(commenters).execute()
  const total = PENDING + 2_500
  for (let start = 0; start < total; start += 500) {
    const rows: CommentsTable[] = []
    const marks = []
    for (let n = start; n < Math.min(total, start + 500); n++) {
      const held = n < PENDING
      const published = !held && n < PENDING + 2_000
      const reported = published && n % 5 === 0
      const comment_uuid = benchId('c2000000', n)
      rows.push({
        comment_uuid,
        unit_uuid: unit,
        page_id: pageId(n),
        parent_uuid: n % 4 === 3 ? benchId('c2000000', n - 1) : null,
        commenter_uuid: benchId('c1000000', n % COMMENTERS),
        text: `Comment ${n} about the ${WORDS[n % WORDS.length]} and the ${WORDS[(n * 3) % WORDS.length]}.`,
        media_kind: null,
        media_url: null,
        status: held ? 'HELD' : published ? 'PUBLISHED' : 'REMOVED',
        marks: reported ? 2 : 0,
        created_at: now - n * 60_000,
        held_why: held ? JSON.stringify({ rule: 'SUSPECT_WORD', word: 'budget' }) : null,
        featured: 0,
        reported: reported ? 1 : 0,
        reviewed_at: published && n % 2 ? now - n * 30_000 : null,
        reviewed_by: null,
      })
      if (reported)
        for (const k of [0, 1])
          marks.push({
            comment_uuid,
            marker_key: `bench-marker-${n}-${k}`,
            created_at: now - n * 30_000,
            address_hash: `bench-address-${k}`,
            counted: 1,
          })
    }
    await db.insertInto('comments').values(rows).execute()
    if (marks.length) await db.insertInto('comment_marks').values(marks).execute()
  }
}

/** A bare node:http server in this process answering `body` as JSON. */
async function bareServer(body: Buffer) {
  const server = createServer((req, res) => {
    req.resume()
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length })
    res.end(body)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/** Median of REQUESTS timed runs of `send` after 5 warm-ups; and its p95. */
async function timed(send: () => Response | Promise<Response>) {
  for (let i = 0; i < 5; i++) await (await send()).arrayBuffer()
  const times: number[] = []
  let body = Buffer.alloc(0)
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now()
    const response = await send()
    body = Buffer.from(await response.arrayBuffer())
    times.push(performance.now() - t0)
    if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${body}`)
  }
  const sorted = [...times].sort((a, b) => a - b)
  return { median: stats(times).median, p95: sorted[Math.ceil(0.95 * sorted.length) - 1]!, body }
}

/** The cases on one database, as table rows. */
async function benchOn(db: DB, engine: string, postgres: boolean): Promise<string[]> {
  const { app, origin, now, cookie } = await seededApp(db)
  const unit = COMMENTING_IDS.units[0].unit
  const loadStart = performance.now()
  await loadQueue(db, unit, now)
  const loadMs = performance.now() - loadStart
  if (postgres) await sql`vacuum analyze`.execute(db)
  const path = `/api/commenting/v1/commenting-units/${unit}/moderation/comments`
  const first = (await (
    await app.request(`${origin}${path}?queue=PENDING`, { headers: { cookie } })
  ).json()) as { nextCursor: string }
  const cases: Array<[string, string]> = [
    ['Pending, page 1', 'queue=PENDING'],
    ['Pending, page 2 (cursor)', `queue=PENDING&cursor=${encodeURIComponent(first.nextCursor)}`],
    ['Reported', 'queue=REPORTED'],
    ['Approved', 'queue=APPROVED'],
    ['Rejected', 'queue=REJECTED'],
    ['Pending, q=library', 'queue=PENDING&q=library'],
    ['Pending, q= no match', 'queue=PENDING&q=zeppelin'],
    ['Pending, author=reader 42', 'queue=PENDING&author=reader%2042'],
    ['Pending, pageId=', `queue=PENDING&pageId=${pageId(7)}`],
    ['Pending, q + author + pageId', `queue=PENDING&q=park&author=reader&pageId=${pageId(3)}`],
  ]
  const served = await listen(app.fetch)
  const rows = [
    `${engine}: loaded ${PENDING.toLocaleString('en-US')} pending + 2,500 other comments ` +
      `(${COMMENTERS} commenters, ${PAGES} pages) in ${(loadMs / 1000).toFixed(1)} s.`,
    '',
    '| request | items | server median ms | server p95 ms | HTTP median ms | bare median ms | ratio | goal |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ]
  try {
    for (const [label, query] of cases) {
      const url = `${path}?${query}`
      const server = await timed(() => app.request(origin + url, { headers: { cookie } }))
      const http = await timed(() => fetch(served.origin + url, { headers: { cookie } }))
      const bare = await bareServer(http.body)
      const baseline = await timed(() => fetch(bare.origin + url)).finally(() => bare.close())
      const items = (JSON.parse(String(server.body)) as { items: unknown[] }).items.length
      const ok = server.median <= QUEUE_PAGE_BUDGET_MS ? '✅' : '❌'
      rows.push(
        `| ${label} | ${items} | ${server.median.toFixed(2)} ${ok} | ${server.p95.toFixed(2)} | ` +
          `${http.median.toFixed(2)} | ${baseline.median.toFixed(2)} | ` +
          `${(http.median / baseline.median).toFixed(1)}× | ≤ ${QUEUE_PAGE_BUDGET_MS} ms |`,
      )
    }
  } finally {
    await served.close()
  }
  return rows
}

export async function benchModeration(): Promise<string[]> {
  const lines: string[] = []
  const sqlite = await openDatabase({ kind: 'sqlite', dataDir: null })
  try {
    lines.push(...(await benchOn(sqlite.db, 'In-memory SQLite', false)))
  } finally {
    await sqlite.close()
  }
  lines.push('')
  let url = process.env.BENCH_DATABASE_URL
  const throwaway = url ? null : await startPostgres()
  url ??= throwaway?.url
  if (!url) return [...lines, 'PostgreSQL: not installed and BENCH_DATABASE_URL unset; skipped.']
  try {
    const pg = await openDatabase({ kind: 'postgres', url, poolSize: 4 })
    try {
      lines.push(...(await benchOn(pg.db, 'PostgreSQL', true)))
    } finally {
      await pg.close()
    }
  } finally {
    throwaway?.stop()
  }
  return lines
}

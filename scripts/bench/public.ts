/**
 * The public path under load (`BENCH_ONLY=public npm run bench`, and part of the full run): what
 * publisher pages call, with no session, on the demo server run as a child process
 * (`node --import tsx demo/server/main.ts`, demo mode, seeded, a temp DATA_DIR; PostgreSQL in a
 * scratch database on the server of BENCH_DATABASE_URL when set). BENCH_PUBLIC_ROOT names the
 * checkout the server runs from (its code and its dist/; default this repository), so the same
 * bench measures another commit's server.
 *
 * Each call is loaded with autocannon from this process (BENCH_PUBLIC_CONNECTIONS, 50, for
 * BENCH_PUBLIC_SECONDS, 5, after a short warm-up) and right after it a bare node:http server in a
 * child of its own (scripts/bench/public-bare.mjs) that answers the bytes, status and headers the
 * portal gave for that call, loaded the same way. The figure is the ratio portal / bare req/s of
 * the same run: the machine is shared and noisy, absolute numbers are not comparable across runs.
 * Requests carry what a browser sends (`Accept-Encoding: br, gzip`; an Origin on the units'
 * fetches). A call whose answer has an ETag is loaded again as a repeat view (If-None-Match; 304
 * counts as success). Requests come from 127.0.0.1, so the per-address read limits of the public
 * calls apply: the non-2xx/3xx column counts them (the status codes in brackets), and a call that
 * answered 429 is loaded once more with each connection from a loopback address of its own
 * (127.0.1.x; public-load.ts), for what the call itself costs.
 *
 * Events: batches (load, inview, answer, story click, e-mail when the embed collects them) of the
 * seeded online embed POSTed to /api/player/events, first all from 127.0.0.1, then with one
 * loopback source address per connection, each for BENCH_PUBLIC_SECONDS; the
 * events on record (embed_engagement_daily + embed_emails, read from the server's database) are
 * counted before, after each load and after the server's SIGTERM (a buffered writer must flush).
 * BENCH_PUBLIC_SOAK=60 adds a soak of that many seconds on the commenting settings read with the
 * server's RSS every 10 s. The 1/5/15-minute load averages are printed before and after.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { PlayerEmbed, PlayerEvent } from '../../src/areas/embeds/lib/player-rules'
import { SITES } from '../../demo/server/accounts/seed'
import { COMMENTING_IDS, COMMENTING_PAGES } from '../../demo/server/commenting/seed'
import { articleUrl, STORIES } from '../../demo/server/demo/article'
import { RATING_IDS } from '../../demo/server/ratings/seed'
import { IDS } from '../../demo/server/seed'
import { cannon, freshAddress, postLoop, type LoadResult } from './public-load'
import * as procs from './public-procs'

const SECONDS = Number(process.env.BENCH_PUBLIC_SECONDS) || 5
const CONNECTIONS = Number(process.env.BENCH_PUBLIC_CONNECTIONS) || 50
const SOAK_SECONDS = Number(process.env.BENCH_PUBLIC_SOAK) || 0
const SOAK_SAMPLE_MS = 10_000
const WARM_UP = 300
/** The publisher page the units' fetches come from (the seeded first site). */
const PAGE_ORIGIN = `https://www.${SITES[0]!.slug.replace(/[^a-z0-9]/gi, '')}.test`
const BROWSER = { 'accept-encoding': 'br, gzip' }
const FETCH = { ...BROWSER, accept: 'application/json', origin: PAGE_ORIGIN }
const RATER = 'bench0public0rater0id0000000001'

interface Call {
  name: string
  path: string
  headers: Record<string, string>
}

function publicCalls(): Call[] {
  const commenting = `/api/commenting/public/v1/units/${COMMENTING_IDS.units[0].unit}`
  const page = articleUrl(SITES[0]!.slug, STORIES[0]!.pageId)
  const ratings = `/api/ratings/public/v1/units/${RATING_IDS.units[0].unit}?url=${encodeURIComponent(page)}`
  return [
    {
      name: 'player data.js',
      path: `/api/player/embeds/${IDS.embeds.online}/data.js`,
      headers: BROWSER,
    },
    { name: 'commenting settings', path: `${commenting}/settings`, headers: FETCH },
    {
      name: 'commenting comments',
      path: `${commenting}/comments?pageId=${encodeURIComponent(COMMENTING_PAGES[0])}`,
      headers: FETCH,
    },
    { name: 'ratings read', path: ratings, headers: FETCH },
    {
      name: 'ratings read + X-Rater-Id',
      path: ratings,
      headers: { ...FETCH, 'x-rater-id': RATER },
    },
    { name: 'player/v4/embed.js', path: '/player/v4/embed.js', headers: BROWSER },
    { name: 'units/commenting.js', path: '/units/commenting.js', headers: BROWSER },
    { name: 'units/ratings.js', path: '/units/ratings.js', headers: BROWSER },
  ]
}

const int = (n: number) => Math.round(n).toLocaleString('en-US')
const mb = (kb: number | null) => (kb === null ? '?' : (kb / 1024).toFixed(0))
const loads = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')
const failedCell = (r: LoadResult) => {
  const bad = Object.entries(r.statuses).filter(([code]) => !/^[23]\d\d$/.test(code))
  return bad.length
    ? `${int(r.failed)} (${bad.map(([code, n]) => `${code}: ${int(n)}`).join(', ')})`
    : '0'
}
const answerCell = (a: procs.Answer) =>
  [
    a.status,
    `${(a.body.length / 1024).toFixed(1)} KB`,
    procs.headerOf(a, 'content-encoding') ?? 'identity',
    procs.headerOf(a, 'etag') ? 'ETag' : 'no ETag',
  ].join(', ')

interface Row {
  line: string
  limited: boolean
}

/**
 * One call: warm-up, the portal under load (its RSS around it), then the bare twin the same way;
 * `spread`: each connection from a loopback address of its own. `limited` when it saw a 429.
 */
async function measure(
  portal: procs.Child,
  dir: string,
  call: Call,
  answer: procs.Answer,
  spread: boolean,
): Promise<Row> {
  const load = (origin: string, seconds?: number) =>
    cannon(
      {
        url: origin + call.path,
        connections: CONNECTIONS,
        headers: call.headers,
        ...(seconds ? { duration: seconds } : { amount: WARM_UP }),
      },
      spread,
    )
  await load(portal.origin)
  const rssBefore = procs.rssKb(portal)
  const mine = await load(portal.origin, SECONDS)
  const rssAfter = procs.rssKb(portal)
  const bare = await procs.startBare(answer, dir)
  let twin: LoadResult
  try {
    await load(bare.origin)
    twin = await load(bare.origin, SECONDS)
  } finally {
    await procs.stop(bare)
  }
  const name = spread ? `${call.name}, one address per connection` : call.name
  const line = `| ${name} | ${answerCell(answer)} | ${int(mine.reqPerSec)} | ${int((mine.total - mine.failed) / mine.seconds)} | ${int(twin.reqPerSec)} | ${(mine.reqPerSec / twin.reqPerSec).toPrecision(2)} | ${mine.p50} | ${mine.p99} | ${failedCell(mine)} | ${mb(rssBefore)} → ${mb(rssAfter)} |`
  return { line, limited: '429' in mine.statuses }
}

/** A batch a page view of `embed` sends: one event of each kind its cards allow. */
function eventBatch(embed: PlayerEmbed, embedUUID: string): PlayerEvent[] {
  const first = embed.cards[0]!
  const asked = embed.cards.find((c) => c.question?.options.length)
  const story = embed.cards.find((c) => c.contentType === 'STORY')
  const visitor = 'bench-public-visitor-1'
  const events: PlayerEvent[] = [
    { kind: 'load', embedUUID },
    {
      kind: 'inview',
      embedUUID,
      contentUUID: first.contentUUID,
      ms: 1500,
      firstView: true,
      visitor,
    },
  ]
  if (asked)
    events.push({
      kind: 'answer',
      embedUUID,
      contentUUID: asked.contentUUID,
      optionUUID: asked.question!.options[0]!.optionUUID,
      visitor,
    })
  if (story)
    events.push({ kind: 'story_click', embedUUID, contentUUID: story.contentUUID, visitor })
  if (embed.email) events.push({ kind: 'email', embedUUID, email: 'reader@bench.test', visitor })
  return events
}

/** The events part; SIGTERMs the portal at its end and counts once more. */
async function benchEvents(portal: procs.Child, counter: procs.EventCounter): Promise<string[]> {
  const embedUUID = IDS.embeds.online
  const read = await fetch(`${portal.origin}/api/player/embeds/${embedUUID}`)
  if (!read.ok) throw new Error(`GET /api/player/embeds/${embedUUID}: ${read.status}`)
  const batch = eventBatch((await read.json()) as PlayerEmbed, embedUUID)
  const body = JSON.stringify(batch)
  const url = `${portal.origin}/api/player/events`
  // Counted before the probe batch: a buffered writer may write it later.
  const first = await counter.count(embedUUID)
  const probe = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  if (probe.status !== 204) throw new Error(`POST events: ${probe.status} ${await probe.text()}`)
  const kinds = batch.map((e) => e.kind).join(', ')
  const rows: string[] = []
  const addresses = Array.from({ length: CONNECTIONS }, freshAddress)
  let accepted = batch.length
  let before = first
  for (const [sender, addressOf] of [
    ['all from 127.0.0.1', () => '127.0.0.1'],
    ['one address per connection', (i: number) => addresses[i]!],
  ] as const) {
    const rssBefore = procs.rssKb(portal)
    const r = await postLoop(url, body, CONNECTIONS, SECONDS, addressOf)
    const rssAfter = procs.rssKb(portal)
    const after = await counter.count(embedUUID)
    const ok = r.statuses['204'] ?? 0
    accepted += ok * batch.length
    rows.push(
      `| ${sender} | ${int(r.reqPerSec)} | ${int(ok / r.seconds)} | ${int((ok * batch.length) / r.seconds)} | ${int((after - before) / r.seconds)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${failedCell(r)} | ${mb(rssBefore)} → ${mb(rssAfter)} |`,
    )
    before = after
  }
  const code = await procs.stop(portal)
  const last = await counter.count(embedUUID)
  const written = last - first
  const verdict =
    written === accepted
      ? 'all written'
      : written < accepted
        ? `${int(accepted - written)} missing`
        : `${int(written - accepted)} more than accepted`
  return [
    `Events: batches of ${batch.length} (${kinds}) for the seeded online embed, POST /api/player/events, ${CONNECTIONS} keep-alive connections × ${SECONDS} s each run (one request in flight per connection). "written" = events on record (embed_engagement_daily loads + in-view loads + answers + clicks, + embed_emails) read from the database right after the run; per second of the run (its last answers included; the first run's count also holds the one probe batch sent before it).`,
    '',
    '| sender | batches/s answered | batches/s accepted (204) | events/s accepted | events/s written | p50 ms | p99 ms | non-2xx/3xx | server RSS MB before → after |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `After SIGTERM (server exit code ${code}): ${int(written)} events on record from the probe batch and the two runs, ${int(accepted)} accepted (${verdict}); ${int(last - before)} of them written after the last run's count.`,
  ]
}

/** BENCH_PUBLIC_SOAK seconds on one read, the server's RSS every 10 s. */
async function soak(portal: procs.Child, call: Call): Promise<string[]> {
  const samples = [`0 s: ${mb(procs.rssKb(portal))} MB`]
  const began = Date.now()
  const timer = setInterval(() => {
    samples.push(`${Math.round((Date.now() - began) / 1000)} s: ${mb(procs.rssKb(portal))} MB`)
  }, SOAK_SAMPLE_MS)
  let r: LoadResult
  try {
    r = await cannon({
      url: portal.origin + call.path,
      connections: CONNECTIONS,
      headers: call.headers,
      duration: SOAK_SECONDS,
    })
  } finally {
    clearInterval(timer)
  }
  samples.push(`end: ${mb(procs.rssKb(portal))} MB`)
  return [
    `Soak: ${call.name}, ${SOAK_SECONDS} s at ${CONNECTIONS} connections, ${int(r.reqPerSec)} req/s, p99 ${r.p99} ms, non-2xx/3xx ${failedCell(r)}. Server RSS: ${samples.join(' · ')}.`,
  ]
}

/** The checkout's commit, for telling runs of two commits apart. */
function commitOf(root: string): string {
  try {
    return execFileSync('git', ['-C', root, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' })
  } catch {
    return 'an unknown commit'
  }
}

/** The part's markdown lines. */
export async function benchPublic(): Promise<string[]> {
  const root = resolve(process.env.BENCH_PUBLIC_ROOT || resolve(import.meta.dirname, '../..'))
  const serverUrl = process.env.BENCH_DATABASE_URL || null
  const head = commitOf(root)
  const loadBefore = loads()
  const dir = mkdtempSync(join(tmpdir(), 'pp-bench-public-'))
  const scratch = serverUrl ? await procs.scratchPostgres(serverUrl) : null
  const databaseUrl = scratch?.url ?? null
  let portal: procs.Child | null = null
  let counter: procs.EventCounter | null = null
  try {
    portal = await procs.startPortal(root, dir, databaseUrl)
    counter = await procs.eventCounter(dir, databaseUrl)
    const calls = publicCalls()
    // Recorded before any load: later the per-address read limits may answer 429 instead.
    const measured: { call: Call; answer: procs.Answer }[] = []
    const noEtag: string[] = []
    for (const call of calls) {
      const answer = await procs.capture(portal.origin, call.path, call.headers)
      if (answer.status !== 200)
        throw new Error(`${call.name}: ${answer.status} ${answer.body.toString().slice(0, 200)}`)
      measured.push({ call, answer })
      const etag = procs.headerOf(answer, 'etag')
      if (!etag) noEtag.push(call.name)
      else {
        const repeat = {
          name: `${call.name}, repeat view`,
          path: call.path,
          headers: { ...call.headers, 'if-none-match': etag },
        }
        measured.push({
          call: repeat,
          answer: await procs.capture(portal.origin, repeat.path, repeat.headers),
        })
      }
    }
    const rows: string[] = []
    for (const { call, answer } of measured) {
      const row = await measure(portal, dir, call, answer, false)
      rows.push(row.line)
      // The per-address limit answered: the call's own cost needs many addresses.
      if (row.limited) rows.push((await measure(portal, dir, call, answer, true)).line)
    }
    const soakLines = SOAK_SECONDS ? await soak(portal, calls[1]!) : []
    const events = await benchEvents(portal, counter)
    const errors = procs.serverErrors(portal)
    return [
      `Server: ${root} at ${head.trim()}; ${databaseUrl ? 'PostgreSQL (scratch database)' : 'SQLite file'}; Node ${process.version}, ${cpus().length} CPUs. Load average (1/5/15 min) ${loadBefore} before, ${loads()} after.`,
      `Load: autocannon, ${CONNECTIONS} connections × ${SECONDS} s per row after ${WARM_UP} warm-up requests, from this process, from 127.0.0.1 unless the row says otherwise; bare = a node:http child answering the recorded bytes, status and headers. ratio = portal / bare req/s (all answers: where the portal answers 429 the ratio is not the cost of the call, see its 2xx/3xx rate); p50/p99 are the portal's, in ms.`,
      '',
      '| call | answer | portal req/s | of which 2xx/3xx | bare req/s | ratio | p50 | p99 | non-2xx/3xx | server RSS MB before → after |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      noEtag.length
        ? `No ETag (so no repeat-view row): ${noEtag.join(', ')}.`
        : 'Every call answered with an ETag.',
      '',
      ...soakLines,
      ...(soakLines.length ? [''] : []),
      ...events,
      ...(errors.length ? ['', 'The server logged:', '', ...errors.map((e) => `- \`${e}\``)] : []),
    ]
  } finally {
    await counter?.close()
    if (portal) await procs.stop(portal)
    await scratch?.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}

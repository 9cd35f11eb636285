/**
 * The embeds part: 10,000 embeds (labels, a few cards each) in one account; the server time of
 * library pages (API-40, filtered and not), of the label list (API-50) and of the embeds map
 * (API-78), in-process, median of BENCH_EMBED_REQUESTS.
 */
import { sql } from 'kysely'
import type { DB } from '../../demo/server/platform/db'
import { nyDay } from '../../demo/server/platform/days'
import { embedRow } from '../../demo/server/embeds/seed'
import { IDS } from '../../demo/server/seed'
import { DEFAULT_FILTERS, libraryQuery } from '../../src/areas/embeds/lib/library-filters'
import { openBenchDatabase, seededApp, stats } from './shared'

const EMBED_REQUESTS = Number(process.env.BENCH_EMBED_REQUESTS) || 50
const BENCH_EMBEDS = 10_000
/** Goal for one library page on 10,000 embeds, server time. */
const EMBED_PAGE_BUDGET_MS = 20

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

export async function benchEmbeds(): Promise<string[]> {
  const { db, close, engine, postgres } = await openBenchDatabase()
  try {
    const { app, origin, now, cookie } = await seededApp(db)
    const loadStart = performance.now()
    const labels = await loadEmbeds(db, BENCH_EMBEDS, now)
    const loadMs = performance.now() - loadStart
    // A bulk load is not a steady state: give PostgreSQL the statistics and visibility map
    // autovacuum would have made by now.
    if (postgres) await sql`vacuum analyze`.execute(db)
    const library = `/api/accounts/accounts/${IDS.demoAccount}/embeds/content`
    // The library's first request, as the page makes it with no filter set.
    const query = libraryQuery(DEFAULT_FILTERS, 1)
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
      `Loaded ${BENCH_EMBEDS} embeds (20 labels, 2 each; 3 cards each) in ${(loadMs / 1000).toFixed(1)} s on ${engine}.`,
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

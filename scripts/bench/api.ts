/**
 * The API part: the demo server (in-memory SQLite, seeded) on @hono/node-server, signed in as
 * owner@demo.test; sequential keep-alive GETs after a warm-up.
 */
import { createApp } from '../../demo/server/app'
import { loadConfig } from '../../demo/server/platform/config'
import { openDatabase } from '../../demo/server/platform/db'
import { IDS, seed } from '../../demo/server/seed'
import { listen, ownerCookie, ROOT, stats } from './shared'

const API_REQUESTS = Number(process.env.BENCH_API_REQUESTS) || 500
const WARM_UP = 20

async function benchApi(): Promise<string[]> {
  const { db, close } = await openDatabase({ kind: 'sqlite', dataDir: null })
  const app = createApp({ db, config: loadConfig({}), root: ROOT })
  try {
    const server = await listen(app.fetch)
    try {
      const { origin } = server
      await seed(db)
      const cookie = await ownerCookie(fetch, origin)
      const account = IDS.demoAccount
      const rows: string[] = []
      for (const path of [
        '/api/accounts/auth/session',
        `/api/accounts/accounts/${account}/sites`,
      ]) {
        const times: number[] = []
        for (let i = 0; i < WARM_UP; i++)
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
      await server.close()
    }
  } finally {
    await close()
  }
}

/** The API part's section of the full run (its failure, if it fails). */
export async function apiSection(): Promise<string[]> {
  const lines = [
    '',
    `## Demo API server (in-memory SQLite, @hono/node-server, ${API_REQUESTS} sequential keep-alive GETs after ${WARM_UP} warm-up, signed in as owner@demo.test)`,
    '',
  ]
  try {
    const rows = await benchApi()
    lines.push('| request | n | p50 ms | p99 ms | req/s |', '|---|---:|---:|---:|---:|', ...rows)
  } catch (error) {
    lines.push(`API bench failed: ${(error as Error).message}`)
  }
  return lines
}

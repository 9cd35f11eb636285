// Rewrites src/contracts/pending.json's `routes`: every call mounted under /api that has no
// contract yet (the list the contract check, tests/server/contracts.test.ts, holds the server
// to). Run after converting calls: `node --import tsx scripts/contracts-pending.ts`. The
// `clientFiles` list is kept as it is (scripts/check-contracts.mjs says which entries to drop).
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { CONTRACTS } from '../src/contracts/all'
import { isApiCall } from '../demo/server/platform/openapi'
import { startHarness } from '../tests/server/harness'

const file = resolve(import.meta.dirname, '../src/contracts/pending.json')
const h = await startHarness()
try {
  const declared = new Set(
    CONTRACTS.flatMap((group) =>
      Object.values(group.calls).map((call) => `${call.method} /api/${call.service}${call.path}`),
    ),
  )
  const mounted = h.app.routes
    .filter((route) => isApiCall(route.path) && route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path}`)
  const routes = [...new Set(mounted)]
    .filter((key) => !declared.has(key))
    .sort((a, b) => a.split(' ')[1]!.localeCompare(b.split(' ')[1]!) || a.localeCompare(b))
  const pending = JSON.parse(readFileSync(file, 'utf8')) as { clientFiles: string[] }
  writeFileSync(file, JSON.stringify({ ...pending, routes }, null, 2) + '\n')
  console.log(`${routes.length} mounted call(s) without a contract`)
} finally {
  await h.close()
}

// The client half of the contract check (issue 29): every call a page makes goes through a
// contract (src/contracts, made by src/core/contract-client.ts). A file under src/ that calls
// `request(`, `requestFile(`, `downloadFile(`, `fetch(`, `ofetch(`, `upload(` or `sendBeacon(` itself names a path outside the
// contracts, unless it is the fetch layer or a publisher page's file calling on contract
// addresses (below). The server half is tests/server/contracts.test.ts. Pages import schemas for
// types only. Prints each problem; exits 1 when there is one.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
/** The fetch layer itself: the only files that make calls by path. */
const LAYER = new Set([
  'src/core/http.ts',
  'src/core/contract-client.ts',
  'src/core/contract-upload.ts',
  'src/core/contract-download.ts',
  'src/core/download.ts',
  'src/core/upload.ts',
])
const CALLS =
  /\b(?:request|requestFile|downloadFile|fetch|ofetch|upload|sendBeacon)(?:<[^()]*>)?\(|new EventSource\(/

function sourceFiles(dir) {
  const out = []
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = `${dir}/${name}`
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...sourceFiles(path))
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

const withoutComments = (code) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

/**
 * Publisher pages (the units, the player) ship without the fetch layer and call fetch themselves,
 * on addresses pageUrl (src/contracts/page-call.ts) makes from their contract: such a file uses
 * pageUrl and writes no path of its own (no string holding /api/, /public/ or /v1/).
 */
const PAGE = /^src\/(units|player)\//
const OWN_PATH = /['"`][^'"`\n]*\/(?:api|public|v\d+)\//
const onContracts = (file, code) =>
  PAGE.test(file) && /\bpageUrl\(/.test(code) && !OWN_PATH.test(code)

const problems = []
const calling = sourceFiles('src').filter((file) => {
  const code = withoutComments(readFileSync(join(ROOT, file), 'utf8'))
  return !LAYER.has(file) && CALLS.test(code) && !onContracts(file, code)
})
for (const file of calling)
  problems.push(`${file} calls the server by path: declare the call in src/contracts and use it`)
// Schemas are for the server, tests and the reference: a page imports them for types only, so
// zod never reaches a page (`import type … from '…/x.schemas'`).
const VALUE_IMPORT =
  /^import\s+(?!type\s)[^'"]*?from\s+['"]([^'"]*(?:\.schemas|contracts\/all))['"]/gm
for (const file of sourceFiles('src').filter((f) => !f.startsWith('src/contracts/')))
  for (const [, spec] of readFileSync(join(ROOT, file), 'utf8').matchAll(VALUE_IMPORT))
    problems.push(
      `${file} imports ${spec} as a value: pages take schemas as types only (import type)`,
    )
for (const p of problems) console.log(p)
console.log(
  problems.length
    ? `contracts (client): ${problems.length} problem(s)`
    : 'contracts (client): every call through a contract, schemas imported as types only',
)
process.exit(problems.length ? 1 : 0)

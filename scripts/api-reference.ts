// Writes docs/api.md, the readable reference of every call, from the OpenAPI document the server
// serves at /api/openapi.json (demo/server/platform/openapi.ts, built from src/contracts). `--check` exits 1
// when docs/api.md is not what the contracts give (tests/server/contracts.test.ts runs it too).
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { apiReference } from '../demo/server/platform/openapi-reference'

const file = resolve(import.meta.dirname, '../docs/api.md')
const text = apiReference()
if (process.argv.includes('--check')) {
  const current = readFileSync(file, 'utf8')
  if (current !== text) {
    console.log('docs/api.md is out of date: run `node --import tsx scripts/api-reference.ts`')
    process.exit(1)
  }
  console.log('docs/api.md matches the contracts')
} else {
  writeFileSync(file, text)
  console.log(`wrote docs/api.md (${text.split('\n').length} lines)`)
}

/**
 * The server half of the contract check (issue 29): every call mounted under /api has a contract
 * (src/contracts) and every contract a mounted call. The OpenAPI document built from the
 * contracts is served and valid OpenAPI 3.1. The client half is scripts/check-contracts.mjs.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import { Validator } from '@seriousme/openapi-schema-validator'
import { CONTRACTS } from '../../src/contracts/all'
import { isApiCall, OPENAPI_PATH } from '../../demo/server/platform/openapi'
import { apiReference } from '../../demo/server/platform/openapi-reference'
import { Client, fileHarness } from './harness'

const h = fileHarness()

/** Every call mounted under /api (isApiCall), as `METHOD /api/…` (middleware is method ALL). */
function mounted(): Set<string> {
  return new Set(
    h.app.routes
      .filter((r) => isApiCall(r.path) && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`),
  )
}

const contracted = () =>
  CONTRACTS.flatMap((group) =>
    Object.entries(group.calls).map(([name, call]) => ({
      key: `${call.method} /api/${call.service}${call.path}`,
      where: `${group.name}.${name} (${call.id})`,
    })),
  )

describe('contracts', () => {
  it('every contract is mounted, once', () => {
    const routes = mounted()
    const seen = new Set<string>()
    for (const { key, where } of contracted()) {
      assert.ok(routes.has(key), `${where}: ${key} is not mounted`)
      assert.ok(!seen.has(key), `${where}: ${key} is declared twice`)
      seen.add(key)
    }
  })

  it('every mounted call has a contract', () => {
    const keys = new Set(contracted().map((c) => c.key))
    for (const route of mounted()) assert.ok(keys.has(route), `${route} has no contract`)
  })

  it('every call is in a valid OpenAPI 3.1 document at /api/openapi.json', async () => {
    const reply = await new Client(h).get(OPENAPI_PATH)
    assert.equal(reply.status, 200)
    const document = reply.body as { openapi: string; paths: Record<string, object> }
    assert.equal(document.openapi, '3.1.0')
    const result = await new Validator().validate(document)
    assert.ok(result.valid, JSON.stringify(result.errors, null, 2))
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item))
    assert.equal(operations.length, contracted().length)
  })

  it('docs/api.md is the reference the contracts give', () => {
    const file = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8')
    assert.ok(
      file === apiReference(),
      'docs/api.md is out of date: run `node --import tsx scripts/api-reference.ts`',
    )
  })
})

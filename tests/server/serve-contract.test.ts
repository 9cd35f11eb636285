/**
 * serve() (demo/server/platform/serve-contract.ts) on a contract of its own: parameters parsed,
 * the query and the body read only when the handler asks (after its access checks), the status
 * from the contract, and in demo mode an answer that breaks its schema refused as a server error.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { Hono } from 'hono'
import { z } from 'zod'
import { calls, pathWith, type SchemasOf } from '../../src/contracts/define'
import { serve } from '../../demo/server/platform/serve-contract'
import type { Env, Services } from '../../demo/server/platform/context'
import { errorResponse, fail } from '../../demo/server/platform/http-errors'

const testCalls = calls({
  find: { id: 'T-1', service: 'accounts', method: 'GET', path: '/things/:thingId', summary: 'x' },
  add: {
    id: 'T-2',
    service: 'accounts',
    method: 'POST',
    path: '/things',
    summary: 'x',
    status: 201,
  },
  drop: {
    id: 'T-3',
    service: 'accounts',
    method: 'DELETE',
    path: '/things/:thingId',
    summary: 'x',
    status: 204,
  },
})
const testSchemas = {
  find: {
    query: z.object({ size: z.coerce.number().int().max(10, 'At most 10') }),
    answer: z.object({ id: z.string(), size: z.number() }),
  },
  add: {
    body: z.object({ name: z.string('Required').max(5, 'Too long') }),
    answer: z.object({ name: z.string() }),
  },
  drop: {},
} satisfies SchemasOf<typeof testCalls>

function appFor(
  mode: 'demo' | 'production',
  handlers: { broken?: boolean; allowed?: boolean } = {},
) {
  const app = new Hono<Env>()
  app.use('*', async (c, next) => {
    c.set('services', { config: { mode } } as unknown as Services)
    await next()
  })
  app.onError((error, c) => errorResponse(c, error))
  const things = serve(app, testCalls, testSchemas)
  const read: string[] = []
  things.handle('find', async (_c, input) => {
    if (handlers.allowed === false) throw fail.forbidden()
    const { params, query } = input
    return handlers.broken
      ? ({ id: params.thingId, size: 'big' } as never)
      : { id: params.thingId, size: query.size }
  })
  things.handle('add', async (_c, input) => {
    if (handlers.allowed === false) throw fail.forbidden()
    const body = await input.read()
    read.push(body.name)
    return { name: body.name }
  })
  things.handle('drop', async () => undefined)
  return { app, read }
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

describe('serve()', () => {
  it('reads the path parameters and the query through their schemas', async () => {
    const { app } = appFor('demo')
    const ok = await app.request('/things/a%20b?size=3')
    assert.equal(ok.status, 200)
    assert.deepEqual(await ok.json(), { id: 'a b', size: 3 })
    const bad = await app.request('/things/x?size=11')
    assert.equal(bad.status, 400)
    assert.deepEqual((await bad.json()).error.fields, [{ field: 'size', message: 'At most 10' }])
  })

  it("answers with the contract's status: 201 for a creation, 204 with no body", async () => {
    const { app, read } = appFor('demo')
    const created = await app.request('/things', json({ name: 'ab' }))
    assert.equal(created.status, 201)
    assert.deepEqual(await created.json(), { name: 'ab' })
    assert.deepEqual(read, ['ab'])
    const dropped = await app.request('/things/x', { method: 'DELETE' })
    assert.equal(dropped.status, 204)
    assert.equal(await dropped.text(), '')
  })

  it('a bad body is 400 with its field errors, and the handler gets no body', async () => {
    const { app, read } = appFor('demo')
    const reply = await app.request('/things', json({ name: 'toolong' }))
    assert.equal(reply.status, 400)
    assert.deepEqual((await reply.json()).error.fields, [{ field: 'name', message: 'Too long' }])
    assert.deepEqual(read, [])
  })

  it('a caller refused by the access check learns nothing about the body', async () => {
    const { app, read } = appFor('demo', { allowed: false })
    const reply = await app.request('/things', json({ name: 'toolong' }))
    assert.equal(reply.status, 403)
    assert.deepEqual(read, [])
  })

  it('a caller refused by the access check learns nothing about the query: not parsed before', async () => {
    const { app } = appFor('demo', { allowed: false })
    const reply = await app.request('/things/x?size=11')
    assert.equal(reply.status, 403)
    const good = await appFor('demo').app.request('/things/x?size=oops')
    assert.equal(good.status, 400)
  })

  it('in demo mode an answer that breaks its schema is a server error; production sends it', async () => {
    const demo = await appFor('demo', { broken: true }).app.request('/things/x?size=1')
    assert.equal(demo.status, 500)
    const production = await appFor('production', { broken: true }).app.request('/things/x?size=1')
    assert.equal(production.status, 200)
  })
})

describe('pathWith', () => {
  it('puts each parameter in encoded, and refuses a missing one', () => {
    assert.equal(pathWith('/a/:x/b/:y', { x: 'é/1', y: '2' }), '/a/%C3%A9%2F1/b/2')
    assert.throws(() => pathWith('/a/:x', {}), /no value for :x/)
  })
})

/**
 * The public reads' cache (demo/server/platform/public-cache.ts): one fill for concurrent misses, entries
 * dropped by their tags and by age, bounded bytes, and a fill that raced an invalidation of its
 * tag answers but keeps nothing (a read racing a save never stores the old answer).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ALL, matchesEtag, PublicCache } from '../../demo/server/platform/public-cache'

const tags = () => ['account:a']

describe('PublicCache', () => {
  it('fills once for concurrent misses, then answers from memory', async () => {
    const cache = new PublicCache()
    let reads = 0
    const produce = async () => {
      reads++
      await new Promise((done) => setTimeout(done, 10))
      return { n: reads }
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.read('k', produce, tags)),
    )
    assert.equal(reads, 1)
    assert.ok(answers.every((a) => a?.body === '{"n":1}'))
    await cache.read('k', produce, tags)
    assert.equal(reads, 1)
    assert.equal(cache.stats.hits, 1)
  })

  it('drops entries by tag, by age, and everything on clear (with the other processes told)', async () => {
    let now = 0
    const sent: string[][] = []
    const cache = new PublicCache({ ttlMs: 100, now: () => now })
    cache.publish = (t) => sent.push(t)
    let n = 0
    const produce = async () => ({ n: ++n })
    await cache.read('a', produce, () => ['account:a', 'page:1'])
    await cache.read('b', produce, () => ['account:b'])
    cache.invalidate(['page:1'])
    assert.equal((await cache.read('a', produce, tags))?.value.n, 3)
    assert.equal((await cache.read('b', produce, tags))?.value.n, 2)
    now = 150
    assert.equal((await cache.read('b', produce, tags))?.value.n, 4)
    cache.invalidate(['account:x'], true)
    cache.clear()
    assert.equal(cache.size, 0)
    assert.deepEqual(sent, [['page:1'], [ALL]])
  })

  it('keeps nothing from a fill that an invalidation of its tag (or a clear) overtook', async () => {
    const cache = new PublicCache()
    for (const overtake of [() => cache.invalidate(['account:a']), () => cache.clear()]) {
      let release!: () => void
      const slow = cache.read(
        'k',
        () => new Promise<{ v: string }>((done) => (release = () => done({ v: 'old' }))),
        tags,
      )
      await new Promise((done) => setImmediate(done))
      overtake()
      release()
      assert.equal((await slow)?.value.v, 'old')
      assert.equal(cache.size, 0)
      const fresh = await cache.read('k', async () => ({ v: 'new' }), tags)
      assert.equal(fresh?.value.v, 'new')
      cache.clear(true)
    }
  })

  it('never keeps a null answer, and stays within its bytes (oldest out)', async () => {
    const cache = new PublicCache({ maxBytes: 250 })
    assert.equal(await cache.read('none', async () => null, tags), null)
    assert.equal(cache.size, 0)
    for (let i = 0; i < 10; i++) await cache.read(`k${i}`, async () => 'x'.repeat(98), tags)
    assert.equal(cache.size, 2)
    assert.equal((await cache.read('k9', async () => 'other', tags))?.value, 'x'.repeat(98))
  })

  it('compares If-None-Match weakly, as RFC 9110 asks', () => {
    assert.ok(matchesEtag('"a", "b"', '"b"'))
    assert.ok(matchesEtag('W/"b"', '"b"'))
    assert.ok(matchesEtag('*', '"b"'))
    assert.ok(!matchesEtag('"bb"', '"b"'))
    assert.ok(!matchesEtag(undefined, '"b"'))
  })
})

/**
 * The three providers' searches answered from the local sample library (API-120..122, BLD-59,
 * BLD-60): shapes, page sizes, paging, the default term, no results, and the sample files.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import sharp from 'sharp'
import { Client, fileHarness, signedInBefore } from './harness'

const h = fileHarness()
const owner = signedInBefore(h, 'owner@demo.test')

const search = (provider: string, query = '', page = 1) =>
  owner.get(`/api/images/v1/search/${provider}?query=${encodeURIComponent(query)}&page=${page}`)

describe('API-120..122 image search', () => {
  it('BLD-59: stock search pages 40 at a time; an empty query searches nyc', async () => {
    const first = await search('SHUTTERSTOCK')
    assert.equal(first.status, 200)
    assert.equal(first.body.per_page, 40)
    assert.equal(first.body.data.length, 40)
    assert.ok(first.body.total_count > 40, 'nyc spans more than one page')
    const nyc = await search('SHUTTERSTOCK', 'nyc')
    assert.deepEqual(nyc.body, first.body)
    const item = first.body.data[0]
    assert.deepEqual(Object.keys(item.assets).sort(), ['huge_thumb', 'large_thumb'])
    assert.equal(typeof item.assets.large_thumb.url, 'string')
    const second = await search('SHUTTERSTOCK', '', 2)
    assert.equal(second.body.data.length, first.body.total_count - 40)
    assert.notEqual(second.body.data[0].id, item.id)
  })

  it('BLD-60: free photos page 30 at a time with the photographer and a 200 px thumb', async () => {
    const reply = await search('UNSPLASH', 'sport')
    assert.equal(reply.status, 200)
    assert.ok(reply.body.results.length <= 30 && reply.body.results.length > 0)
    assert.equal(reply.body.total_pages, Math.ceil(reply.body.total / 30))
    const photo = reply.body.results[0]
    assert.ok(photo.user.name)
    const profile = await owner.get(new URL(photo.user.links.html).pathname)
    assert.equal(profile.status, 200)
    assert.equal(profile.body.name, photo.user.name)
    const thumb = await h.app.request(new URL(photo.urls.thumb).pathname)
    assert.equal(thumb.status, 200)
    assert.equal(thumb.headers.get('content-type'), 'image/jpeg')
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()
    assert.equal(meta.width, 200)
  })

  it('BLD-59: GIFs page 40 at a time, rated G, animated', async () => {
    const reply = await search('GIPHY', '')
    assert.equal(reply.status, 200)
    assert.ok(reply.body.data.length > 0 && reply.body.data.length <= 40)
    assert.ok(reply.body.data.every((g: any) => g.rating === 'g'))
    assert.equal(reply.body.pagination.offset, 0)
    const file = await h.app.request(new URL(reply.body.data[0].images.fixed_height.url).pathname)
    assert.equal(file.headers.get('content-type'), 'image/gif')
    const meta = await sharp(Buffer.from(await file.arrayBuffer()), { animated: true }).metadata()
    assert.ok((meta.pages ?? 1) > 1)
  })

  it('no results: an empty page with page count 0', async () => {
    const reply = await search('UNSPLASH', 'zzzqqq')
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body.results, [])
    assert.equal(reply.body.total_pages, 0)
    const gifs = await search('GIPHY', 'zzzqqq')
    assert.equal(gifs.body.pagination.total_count, 0)
  })

  it('needs a session; unknown providers and sample ids are 404', async () => {
    assert.equal((await new Client(h).get('/api/images/v1/search/GIPHY')).status, 401)
    assert.equal((await search('PEXELS')).status, 404)
    assert.equal((await h.app.request('/api/images/v1/samples/../etc/full')).status, 404)
    assert.equal((await h.app.request('/api/images/v1/samples/photo-999/full')).status, 404)
  })
})

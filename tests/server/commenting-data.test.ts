/**
 * Commenting images, statistics and exports (COM-30, COM-37..40; API-90, API-102..104): uploads
 * judged by content, size and pixels with nothing stored when refused; statistics paging and
 * hasMoreData; CSV without revenue, file names, 404 without data, formula cells neutralised.
 */
import assert from 'node:assert/strict'
import { deflateSync, crc32 } from 'node:zlib'
import { describe, it } from 'node:test'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import { IMAGE_NOT_SUPPORTED, IMAGE_TOO_LARGE } from '../../demo/server/commenting/image-routes'
import {
  Client,
  fieldsOf,
  fileHarness,
  ORIGIN,
  type Reply,
  rowOf,
  type UploadFile,
  signedIn,
  snapshot,
  storedFileNames,
} from './harness'

const api = (path: string) => `/api/commenting${path}`
const DAILY = COMMENTING_IDS.units[0]
const GOTHAM = COMMENTING_IDS.units[1]
const stats = (unit: string, query: string) =>
  api(`/v1/commenting-units/${unit}/metrics/commenting-units?${query}`)

const h = fileHarness()

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real grey PNG of width × height pixels. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80)
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function upload(client: Client, fields: Record<string, string>, file?: UploadFile): Promise<Reply> {
  return client.multipart(
    'POST',
    api('/v1/commenting-units/images'),
    fields,
    file ? { image: file } : {},
  )
}

const files = () => storedFileNames(h)
const fields = { commentingUnitUUID: DAILY.unit, workflow: 'COMMUNITY' }

describe('image upload (API-90)', () => {
  it('stores a real PNG under a server-chosen name and serves it back', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const bytes = png(40, 30)
    const reply = await upload(c, fields, { bytes, name: '../../evil name.png', type: 'image/png' })
    assert.equal(reply.status, 201, JSON.stringify(reply.body))
    const url: string = reply.body.imageUrl
    assert.ok(url.startsWith(`${ORIGIN}/api/commenting/v1/images/`))
    const id = url.split('/').pop()!
    const row = await rowOf(h.db, 'uploads', { upload_uuid: id })
    assert.equal(row.content_type, 'image/png')
    assert.equal(row.stored_name, `${id}.png`)
    assert.ok((await files()).includes(`${id}.png`))
    const served = await h.app.request(url)
    assert.equal(served.status, 200)
    assert.equal(served.headers.get('content-type'), 'image/png')
    assert.equal(served.headers.get('x-content-type-options'), 'nosniff')
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), bytes)
    assert.equal((await h.app.request(`${ORIGIN}/api/commenting/v1/images/nope`)).status, 404)
  })

  it('refuses a non-image, a too-large file, too many pixels; stores nothing', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const cases: Array<[Buffer, string, string]> = [
      [Buffer.from('just some text, not an image at all'), 'fake.png', IMAGE_NOT_SUPPORTED],
      [Buffer.from('%PDF-1.4\n%%EOF\n'), 'doc.png', IMAGE_NOT_SUPPORTED],
      [Buffer.concat([png(10, 10), Buffer.alloc(5000 * 1024)]), 'big.png', IMAGE_TOO_LARGE],
      [png(5001, 2), 'wide.png', IMAGE_TOO_LARGE],
    ]
    for (const [bytes, name, message] of cases) {
      const before = [await snapshot(h.db, ['uploads']), (await files()).join()]
      const reply = await upload(c, fields, { bytes, name, type: 'image/png' })
      assert.equal(reply.status, 400, name)
      assert.deepEqual(reply.body.error.fields, [{ field: 'image', message }])
      assert.deepEqual([await snapshot(h.db, ['uploads']), (await files()).join()], before)
    }
    const huge = await upload(c, fields, {
      bytes: Buffer.concat([png(10, 10), Buffer.alloc(6 * 1024 * 1024)]),
      name: 'huge.png',
      type: 'image/png',
    })
    assert.equal(huge.status, 413)
    const ok = await upload(c, fields, { bytes: png(5000, 1), name: 'edge.png', type: 'image/png' })
    assert.equal(ok.status, 201)
  })

  it('checks workflow, the unit and its tenant', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const file = { bytes: png(4, 4), name: 'a.png', type: 'image/png' }
    const bad = await upload(c, { ...fields, workflow: 'AVATAR' }, file)
    assert.equal(bad.status, 400)
    assert.deepEqual(fieldsOf(bad), ['workflow'])
    assert.deepEqual(fieldsOf(await upload(c, fields)), ['image'])
    const other = await signedIn(h, 'other@demo.test')
    const before = await snapshot(h.db, ['uploads'])
    assert.equal((await upload(other, fields, file)).status, 404)
    assert.equal(await snapshot(h.db, ['uploads']), before)
  })
})

describe('statistics (API-104)', () => {
  it('pages 10 days at a time, newest first, with hasMoreData', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const first = await c.get(stats(DAILY.unit, 'interval=DAY&skip=0'))
    assert.equal(first.status, 200)
    assert.equal(first.body.groups.length, 10)
    assert.equal(first.body.hasMoreData, true)
    const today = new Date().toISOString().slice(0, 10)
    const top = first.body.groups[0]
    assert.equal(top.date, today)
    const row = await rowOf(h.db, 'commenting_daily', { unit_uuid: DAILY.unit, day: today })
    assert.deepEqual(Object.keys(top.rows[0]).sort(), [
      'commentCount',
      'dateRange',
      'otherTokenCount',
      'promoTokenCount',
      'viewCount',
    ])
    assert.equal(top.rows[0].viewCount, row.views)
    assert.equal(top.rows[0].commentCount, row.comments)
    const dates = first.body.groups.map((g: { date: string }) => g.date)
    assert.deepEqual(dates, [...dates].sort().reverse())
    const last = await c.get(stats(DAILY.unit, 'interval=DAY&skip=390'))
    assert.equal(last.body.groups.length, 10)
    assert.equal(last.body.hasMoreData, false)
    const past = await c.get(stats(DAILY.unit, 'interval=DAY&skip=400'))
    assert.deepEqual(past.body, { groups: [], hasMoreData: false })
  })

  it('groups months and years with their date ranges', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const months = await c.get(stats(DAILY.unit, 'interval=MONTH&skip=0'))
    assert.equal(months.body.groups.length, 10)
    assert.equal(months.body.hasMoreData, true)
    assert.match(months.body.groups[0].date, /^\d{4}-\d{2}-01$/)
    assert.match(
      months.body.groups[1].rows[0].dateRange,
      /^[A-Z][a-z]{2} 1, \d{4} - [A-Z][a-z]{2} \d{2}, \d{4}$/,
    )
    const years = await c.get(stats(DAILY.unit, 'interval=YEAR'))
    assert.equal(years.body.hasMoreData, false)
    const total = await h.db
      .selectFrom('commenting_daily')
      .select((eb) => eb.fn.sum<number>('views').as('v'))
      .where('unit_uuid', '=', DAILY.unit)
      .executeTakeFirstOrThrow()
    const sum = years.body.groups.reduce((n: number, g: any) => n + g.rows[0].viewCount, 0)
    assert.equal(sum, Number(total.v))
  })

  it('refuses a bad interval or skip; 404 for another account', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    for (const query of [
      'interval=WEEK',
      'interval=day',
      'interval=DAY&skip=5',
      'interval=DAY&skip=-10',
      'interval=DAY&skip=100010',
      'interval=DAY&skip=abc',
    ]) {
      const reply = await c.get(stats(DAILY.unit, query))
      assert.equal(reply.status, 400, query)
      assert.equal(fieldsOf(reply).length, 1)
    }
    const other = await signedIn(h, 'other@demo.test')
    assert.equal((await other.get(stats(DAILY.unit, 'interval=DAY'))).status, 404)
  })
})

describe('exports (API-102, API-103)', () => {
  it('statistics CSV: CommentStatistics.csv, no revenue column; 404 without data', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const reply = await c.get(
      api(`/v1/commenting-units/${DAILY.unit}/metrics/commenting-units/export?interval=MONTH`),
    )
    assert.equal(reply.status, 200)
    assert.match(reply.headers.get('content-type')!, /^text\/csv/)
    assert.equal(
      reply.headers.get('content-disposition'),
      'attachment; filename="CommentStatistics.csv"',
    )
    const lines = (reply.body as string).trim().split('\n')
    assert.equal(lines[0], 'Date Range,Views,Comments,Promo Tokens,Other Tokens')
    assert.equal(/revenue/i.test(reply.body), false)
    assert.ok(lines.length >= 14)
    assert.match(lines[1]!, /^"[A-Z][a-z]{2} 1, \d{4} - .+",\d+,\d+,\d+,\d+$/)
    const none = await c.get(
      api(`/v1/commenting-units/${GOTHAM.unit}/metrics/commenting-units/export?interval=DAY`),
    )
    assert.equal(none.status, 404)
    const bad = await c.get(
      api(`/v1/commenting-units/${DAILY.unit}/metrics/commenting-units/export?interval=HOUR`),
    )
    assert.equal(bad.status, 400)
    const other = await signedIn(h, 'other@demo.test')
    assert.equal(
      (
        await other.get(
          api(`/v1/commenting-units/${DAILY.unit}/metrics/commenting-units/export?interval=DAY`),
        )
      ).status,
      404,
    )
  })

  it('user profiles as CSV and XML with comment counts; 404 without commenters', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const csv = await c.get(
      api(`/v1/commenting-units/${DAILY.unit}/metrics/user-profiles/export?format=CSV`),
    )
    assert.equal(csv.status, 200)
    assert.equal(csv.headers.get('content-disposition'), 'attachment; filename="user-profiles.csv"')
    const lines = (csv.body as string).trim().split('\n')
    assert.equal(lines[0], 'name,email,location,signUpDate,lastLogin,comments')
    assert.equal(lines.length, 41)
    const counts = await h.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('unit_uuid', '=', DAILY.unit)
      .executeTakeFirstOrThrow()
    const sum = lines.slice(1).reduce((n, line) => n + Number(line.split(',').pop()), 0)
    assert.equal(sum, Number(counts.n))
    const xml = await c.get(
      api(`/v1/commenting-units/${DAILY.unit}/metrics/user-profiles/export?format=XML`),
    )
    assert.equal(xml.status, 200)
    assert.equal(xml.headers.get('content-disposition'), 'attachment; filename="user-profiles.xml"')
    assert.match(xml.headers.get('content-type')!, /^application\/xml/)
    assert.ok((xml.body as string).startsWith('<?xml version="1.0" encoding="UTF-8"?>'))
    assert.equal((xml.body as string).match(/<userProfile>/g)!.length, 40)
    assert.match(xml.body, /<signUpDate>\d{4}-\d{2}-\d{2}T/)
    assert.equal(
      (
        await c.get(
          api(`/v1/commenting-units/${GOTHAM.unit}/metrics/user-profiles/export?format=CSV`),
        )
      ).status,
      404,
    )
    assert.equal(
      (
        await c.get(
          api(`/v1/commenting-units/${DAILY.unit}/metrics/user-profiles/export?format=csv`),
        )
      ).status,
      400,
    )
    const other = await signedIn(h, 'other@demo.test')
    assert.equal(
      (
        await other.get(
          api(`/v1/commenting-units/${DAILY.unit}/metrics/user-profiles/export?format=XML`),
        )
      ).status,
      404,
    )
  })

  it('the exports count against a per-user budget: 429 past it, nothing read', async () => {
    const c = await signedIn(h, 'analyst@demo.test')
    const url = api(`/v1/commenting-units/${DAILY.unit}/metrics/user-profiles/export?format=CSV`)
    let status = 0
    for (let i = 0; i < 40 && status !== 429; i++) status = (await c.get(url)).status
    assert.equal(status, 429)
    const statistics = api(
      `/v1/commenting-units/${DAILY.unit}/metrics/commenting-units/export?interval=DAY`,
    )
    assert.equal((await c.get(statistics)).status, 429, 'one budget for both exports')
    const owner = await signedIn(h, 'owner@demo.test')
    assert.equal((await owner.get(url)).status, 200)
  })

  it('neutralises formula cells and escapes XML', async () => {
    const posted = await new Client(h).request(
      'POST',
      `/api/commenting/public/v1/units/${GOTHAM.unit}/comments`,
      {
        json: {
          pageId: 'p1',
          text: 'Hello there',
          anonymous: false,
          name: '=HYPERLINK("http://x.test")<b>',
          email: 'eve@readers.test',
        },
        headers: { 'x-test-ip': '10.9.9.9' },
      },
    )
    assert.equal(posted.status, 201, JSON.stringify(posted.body))
    const c = await signedIn(h, 'owner@demo.test')
    const csv = await c.get(
      api(`/v1/commenting-units/${GOTHAM.unit}/metrics/user-profiles/export?format=CSV`),
    )
    assert.equal(csv.status, 200)
    assert.match(csv.body, /\n"'=HYPERLINK\(""http:\/\/x\.test""\)<b>",eve@readers\.test,/)
    const xml = await c.get(
      api(`/v1/commenting-units/${GOTHAM.unit}/metrics/user-profiles/export?format=XML`),
    )
    assert.match(xml.body, /<name>=HYPERLINK\(&quot;http:\/\/x.test&quot;\)&lt;b&gt;<\/name>/)
  })
})

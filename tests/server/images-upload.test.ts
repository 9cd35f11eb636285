/**
 * The builder's own images (API-55, API-56; BLD-62, BLD-17): uploads judged by content and size
 * with the spec's messages and nothing stored when refused, the background resize (IN_PROGRESS →
 * DONE, a corrupt file → FAILED), the embed's imagesUploadStatus following its images, tenants.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
} from '../../src/areas/embeds/lib/builder-rules'
import { runImageJobs } from '../../demo/server/images/jobs'
import { imagesDb } from '../../demo/server/images/tables'
import { UPLOADS_PER_MINUTE } from '../../src/areas/embeds/lib/images-rules'
import { docFromEmbed, toEmbedBody } from '../../src/areas/embeds/lib/builder-doc-rules'
import {
  api,
  Client,
  IDS,
  type UploadFile,
  signedIn,
  startHarness,
  type Harness,
  type Reply,
  fileStoreOf,
  storedFileNames,
} from './harness'

let h: Harness
before(async () => {
  h = await startHarness()
})
after(async () => {
  // Background resizes finish before the database closes.
  await runImageJobs(imagesDb(h.db), fileStoreOf(h))
  await h.close()
})

function upload(
  client: Client,
  file: UploadFile | null,
  fields: Record<string, string> = {},
): Promise<Reply> {
  const all = {
    accountUUID: IDS.demoAccount,
    logo: 'false',
    imagesCount: '1',
    embedWorkflowStep: 'CUSTOMIZE',
    ...fields,
  }
  return client.multipart('POST', api('/accounts/images'), all, file ? { 'images[0]': file } : {})
}

const png = (width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()

const ownImages = (client: Client, account = IDS.demoAccount) =>
  client.get(api(`/accounts/${account}/images`))

/** Waits until the image's status is no longer IN_PROGRESS (the job runs in the background). */
async function settled(client: Client, imageUUID: string): Promise<any> {
  const until = Date.now() + 10_000
  for (;;) {
    const list = await ownImages(client)
    const item = list.body.items.find((i: any) => i.imageUUID === imageUUID)
    if (item && item.status !== 'IN_PROGRESS') return item
    if (Date.now() > until) throw new Error(`image ${imageUUID} still ${item?.status}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The embed's image badge (imagesUploadStatus) as stored. */
const badgeOf = async (embedUUID: string) =>
  (
    await imagesDb(h.db)
      .selectFrom('embeds')
      .select('images_upload_status')
      .where('embed_uuid', '=', embedUUID)
      .executeTakeFirstOrThrow()
  ).images_upload_status

/**
 * Uploads a `width` × `height` PNG, lets its resize finish, then sets it back to IN_PROGRESS as
 * claimed at `claimedAt` (null: a job left waiting, as after a restart). Its id and address.
 */
async function heldInProgress(
  owner: Client,
  width: number,
  height: number,
  claimedAt: number | null,
) {
  const good = await upload(owner, {
    bytes: await png(width, height),
    name: 'p.png',
    type: 'image/png',
  })
  const imageUUID = good.body.images[0].imageUUID as string
  await settled(owner, imageUUID)
  await imagesDb(h.db)
    .updateTable('account_images')
    .set({ status: 'IN_PROGRESS', claimed_at: claimedAt })
    .where('image_uuid', '=', imageUUID)
    .execute()
  return { imageUUID, url: good.body.images[0].url as string }
}

const rowCount = async () =>
  Number(
    (
      await imagesDb(h.db)
        .selectFrom('account_images')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const storedFiles = async () => (await storedFileNames(h)).filter((f) => f.startsWith('img-'))

describe('API-55/56 uploads', () => {
  it('BLD-62: a good PNG answers at once IN_PROGRESS, is listed, and the resize ends DONE', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const reply = await upload(owner, { bytes: await png(), name: 'photo.png', type: 'image/png' })
    assert.equal(reply.status, 201)
    const [image] = reply.body.images
    assert.equal(image.status, 'IN_PROGRESS')
    assert.match(image.url, /\/api\/images\/v1\/uploads\//)
    const row = await imagesDb(h.db)
      .selectFrom('account_images')
      .selectAll()
      .where('image_uuid', '=', image.imageUUID)
      .executeTakeFirstOrThrow()
    assert.equal(row.account_uuid, IDS.demoAccount)
    const done = await settled(owner, image.imageUUID)
    assert.equal(done.status, 'DONE')
    assert.equal(done.provider, 'CLIENT_UPLOADED')
    assert.deepEqual([done.width, done.height], [1600, 900])
    const served = await h.app.request(new URL(image.url).pathname)
    assert.equal(served.status, 200)
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    assert.equal(meta.width, 1200, 'resized to the web width')
    const small = await h.app.request(`${new URL(image.url).pathname}?w=600`)
    assert.equal((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width, 600)
  })

  it('an animated GIF keeps its frames', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((c) =>
        sharp({ create: { width: 1400, height: 200, channels: 4, background: c } })
          .png()
          .toBuffer(),
      ),
    )
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer()
    const reply = await upload(owner, { bytes: gif, name: 'a.gif', type: 'image/gif' })
    assert.equal(reply.status, 201)
    const done = await settled(owner, reply.body.images[0].imageUUID)
    assert.equal(done.status, 'DONE')
    const served = await h.app.request(new URL(done.url).pathname)
    const meta = await sharp(Buffer.from(await served.arrayBuffer()), { animated: true }).metadata()
    assert.equal(meta.format, 'gif')
    assert.equal(meta.pages, 3)
    assert.equal(meta.width, 1200)
  })

  it('a corrupt file that passes the type check ends FAILED and its URL stays 404', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const good = await png(400, 300)
    const corrupt = Buffer.concat([good.subarray(0, 60), Buffer.alloc(400, 7)])
    const reply = await upload(owner, { bytes: corrupt, name: 'broken.png', type: 'image/png' })
    assert.equal(reply.status, 201)
    const failed = await settled(owner, reply.body.images[0].imageUUID)
    assert.equal(failed.status, 'FAILED')
    assert.equal((await h.app.request(new URL(failed.url).pathname)).status, 404)
  })

  it('BLD-62: over 5 MB is refused with the spec message and nothing is stored', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const [rows, files] = [await rowCount(), (await storedFiles()).length]
    const big = Buffer.concat([await png(100, 100), Buffer.alloc(6 * 1024 * 1024, 1)])
    const reply = await upload(owner, { bytes: big, name: 'big.png', type: 'image/png' })
    assert.equal(reply.status, 400)
    assert.equal(reply.body.error.fields[0].message, IMAGE_TOO_LARGE_MESSAGE)
    assert.equal(await rowCount(), rows)
    assert.equal((await storedFiles()).length, files)
  })

  it('BLD-62: a text file named .png is refused by content', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const rows = await rowCount()
    const reply = await upload(owner, {
      bytes: Buffer.from('just some text, not an image at all'),
      name: 'fake.png',
      type: 'image/png',
    })
    assert.equal(reply.status, 400)
    assert.equal(reply.body.error.fields[0].message, IMAGE_TYPE_MESSAGE)
    assert.equal(await rowCount(), rows)
  })

  it("another account's UUID is 403; no session is 401; no edit permission is 403", async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const file = { bytes: await png(50, 50), name: 'x.png', type: 'image/png' }
    const rows = await rowCount()
    assert.equal((await upload(owner, file, { accountUUID: IDS.otherAccount })).status, 403)
    assert.equal((await upload(new Client(h), file)).status, 401)
    const analyst = await signedIn(h, 'analyst@demo.test')
    assert.equal((await upload(analyst, file)).status, 403)
    assert.equal(await rowCount(), rows)
  })

  it('API-56: tenants never see each other’s images; newest first', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const other = await signedIn(h, 'other@demo.test')
    const mine = await ownImages(owner)
    assert.equal(mine.status, 200)
    assert.ok(mine.body.items.length >= 3)
    const times = mine.body.items.map((i: any) => i.createdAt)
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
    assert.equal((await ownImages(other, IDS.demoAccount)).status, 403)
    const theirs = await ownImages(other, IDS.otherAccount)
    assert.equal(theirs.status, 200)
    assert.equal(theirs.body.items.length, 0)
  })

  it("BLD-14: an embed using a processing image shows IN_PROGRESS, then the job's outcome", async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const idb = imagesDb(h.db)
    const embed = await idb
      .selectFrom('embeds')
      .select('embed_uuid')
      .where('account_uuid', '=', IDS.demoAccount)
      .where('images_upload_status', 'is', null)
      .executeTakeFirstOrThrow()
    // A job left waiting (as after a restart): claimed by nobody yet.
    const { imageUUID, url } = await heldInProgress(owner, 800, 600, null)
    await idb
      .updateTable('embeds')
      .set({ partner_logo_url: url, images_upload_status: 'IN_PROGRESS' })
      .where('embed_uuid', '=', embed.embed_uuid)
      .execute()
    // Listing own images picks the waiting job up; the embed's status follows it.
    await settled(owner, imageUUID)
    const statusOf = () => badgeOf(embed.embed_uuid)
    const until = Date.now() + 5000
    while ((await statusOf()) !== null && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20))
    assert.equal(await statusOf(), null)
  })

  it('BLD-14: saving an embed (API-44) that uses a processing or failed image sets its badge', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const idb = imagesDb(h.db)
    const embedUUID = IDS.embeds.demo[0]!
    const loaded = await owner.get(api(`/embeds/${embedUUID}/sites/content`))
    assert.equal(loaded.status, 200)
    const saveWith = (logoUrl: string) => {
      const body = toEmbedBody(docFromEmbed(loaded.body), 'customize', { clickThroughValid: true })
      body.embed.partnerLogoUrl = logoUrl
      return owner.put(
        api(`/sites/${loaded.body.embed.siteUUID}/embeds/${embedUUID}/content`),
        body,
      )
    }
    const badge = () => badgeOf(embedUUID)
    // Still being resized (held by another worker's fresh claim).
    const good = await heldInProgress(owner, 300, 200, Date.now())
    assert.equal((await saveWith(good.url)).status, 200)
    assert.equal(await badge(), 'IN_PROGRESS')
    // A failed image.
    const corrupt = Buffer.concat([(await png(300, 200)).subarray(0, 60), Buffer.alloc(300, 9)])
    const bad = await upload(owner, { bytes: corrupt, name: 'b.png', type: 'image/png' })
    assert.equal((await settled(owner, bad.body.images[0].imageUUID)).status, 'FAILED')
    assert.equal((await saveWith(bad.body.images[0].url)).status, 200)
    assert.equal(await badge(), 'FAILED')
    // A finished one: no badge.
    await idb
      .updateTable('account_images')
      .set({ status: 'DONE' })
      .where('image_uuid', '=', good.imageUUID)
      .execute()
    assert.equal((await saveWith(good.url)).status, 200)
    assert.equal(await badge(), null)
  })

  // Last: it spends the account's upload budget.
  it('uploads are capped per account and minute (429 with Retry-After), nothing stored past it', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const file = { bytes: await png(20, 20), name: 't.png', type: 'image/png' }
    let refused: Reply | null = null
    for (let i = 0; i <= UPLOADS_PER_MINUTE && !refused; i++) {
      const reply = await upload(owner, file)
      if (reply.status === 429) refused = reply
      else assert.equal(reply.status, 201)
    }
    assert.ok(refused, 'refused within the budget plus one')
    assert.ok(Number(refused.headers.get('retry-after')) >= 1)
    const rows = await rowCount()
    assert.equal((await upload(owner, file)).status, 429)
    assert.equal(await rowCount(), rows)
  })
})

/**
 * The images service (images-rules.ts lists the calls). Under /api/images: the three providers'
 * searches answered from the local sample library (sample-library.ts), the sample and uploaded
 * files (public: publisher pages show them) and the photographers' pages. Under /api/accounts:
 * the upload (API-55, checked by content, resized in the background by jobs.ts) and the account's
 * own images (API-56; tenants never see each other's).
 */
import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { Hono } from 'hono'
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
} from '../../../src/areas/embeds/lib/builder-rules'
import {
  GIF_SIZE,
  GIFS,
  matching,
  PHOTO_SIZE,
  PHOTOS,
  photographerOf,
  sampleFile,
  type SampleVariant,
} from './sample-library'
import {
  OWN_PAGE_SIZE,
  PAGE_SIZES,
  pageParam,
  searchTerm,
  SEARCH_PROVIDERS,
  UPLOAD_STEPS,
  UPLOADS_PER_MINUTE,
  WEB_WIDTHS,
  type GiphySearch,
  type OwnImage,
  type OwnImagesPage,
  type SearchProvider,
  type ShutterstockSearch,
  type UnsplashSearch,
  type UploadResult,
} from '../../../src/areas/embeds/lib/images-rules'
import { imageCalls } from '../../../src/contracts/images/images'
import { imageSchemas } from '../../../src/contracts/images/images.schemas'
import type { FieldError } from '../../../src/core/validation/rules'
import { originOf, requireAccount, requireSession, type Env } from '../platform/context'
import { serve } from '../platform/serve-contract'
import { canEdit, EDIT_REFUSED } from '../platform/access'
import { fail } from '../platform/http-errors'
import { runImageJobs, webName } from './jobs'
import { imagesDb, type AccountImagesTable } from './tables'
import { readMultipart } from '../platform/body'

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
}
/** At most this many files in one upload. */
const MAX_FILES = 5

const sampleUrl = (origin: string, id: string, variant: SampleVariant) =>
  `${origin}/api/images/v1/samples/${id}/${variant}`
const uploadUrl = (origin: string, imageUUID: string, width?: number) =>
  `${origin}/api/images/v1/uploads/${imageUUID}${width ? `?w=${width}` : ''}`
const scaled = (width: number) => Math.round((PHOTO_SIZE.height * width) / PHOTO_SIZE.width)

function shutterstock(origin: string, term: string, page: number): ShutterstockSearch {
  const size = PAGE_SIZES.SHUTTERSTOCK
  const found = matching(PHOTOS, term)
  return {
    page,
    per_page: size,
    total_count: found.length,
    data: found.slice((page - 1) * size, page * size).map((p) => ({
      id: `ss-${p.id}`,
      description: p.title,
      assets: {
        large_thumb: { url: sampleUrl(origin, p.id, 'thumb'), width: 200, height: scaled(200) },
        huge_thumb: { url: sampleUrl(origin, p.id, 'full'), width: 1200, height: scaled(1200) },
      },
    })),
  }
}

function unsplash(origin: string, term: string, page: number): UnsplashSearch {
  const size = PAGE_SIZES.UNSPLASH
  const found = matching(PHOTOS, term)
  return {
    total: found.length,
    total_pages: Math.ceil(found.length / size),
    results: found.slice((page - 1) * size, page * size).map((p) => ({
      id: `us-${p.id}`,
      width: PHOTO_SIZE.width,
      height: PHOTO_SIZE.height,
      alt_description: p.title,
      urls: {
        thumb: sampleUrl(origin, p.id, 'thumb'),
        small: sampleUrl(origin, p.id, 'small'),
        regular: sampleUrl(origin, p.id, 'full'),
      },
      user: {
        name: p.photographer.name,
        links: { html: `${origin}/api/images/v1/photographers/${p.photographer.handle}` },
      },
    })),
  }
}

function giphy(origin: string, term: string, page: number): GiphySearch {
  const size = PAGE_SIZES.GIPHY
  const found = matching(GIFS, term)
  const data = found.slice((page - 1) * size, page * size).map((g) => {
    const url = sampleUrl(origin, g.id, 'full')
    const thumb = { url, width: GIF_SIZE.width, height: GIF_SIZE.height }
    return {
      id: `gy-${g.id}`,
      title: g.title,
      rating: 'g' as const,
      images: { fixed_height: thumb, original: thumb },
    }
  })
  return {
    data,
    pagination: { total_count: found.length, count: data.length, offset: (page - 1) * size },
  }
}

export const imageFileRoutes = new Hono<Env>()
const files = serve(imageFileRoutes, imageCalls, imageSchemas)

/** API-120..122: one page of a provider's search (empty query → `nyc`). */
files.handle('search', async (c, input) => {
  requireSession(c)
  const { params, query } = input
  const provider = params.provider.toUpperCase() as SearchProvider
  if (!SEARCH_PROVIDERS.includes(provider)) throw fail.notFound('No such image provider')
  const term = searchTerm(query.query ?? '').slice(0, 100)
  const page = pageParam(query.page)
  const origin = originOf(c)
  if (provider === 'SHUTTERSTOCK') return shutterstock(origin, term, page)
  if (provider === 'UNSPLASH') return unsplash(origin, term, page)
  return giphy(origin, term, page)
})

const fileHeaders = (type: string, length: number) => ({
  'Content-Type': type,
  'Content-Length': String(length),
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Cache-Control': 'public, max-age=86400',
})

/** A sample library file (public: embeds on publisher pages show them). */
files.handle('sample', async (c, { params }) => {
  const variant = params.variant as SampleVariant
  if (!['full', 'large', 'small', 'thumb'].includes(variant)) throw fail.notFound('No such image')
  const { id } = params
  if (!/^(photo|gif)-\d{3}$/.test(id)) throw fail.notFound('No such image')
  const file = await sampleFile(c.get('services').config.uploadsDir, id, variant)
  if (!file) throw fail.notFound('No such image')
  return c.body(new Uint8Array(file.bytes), 200, fileHeaders(file.type, file.bytes.length))
})

/**
 * An uploaded image in a web size (`?w=600` for the small one; default 1200). Until the resize
 * is DONE it answers 404, which the builder shows as `Image processing` (BLD-36).
 */
files.handle('uploaded', async (c, { params }) => {
  const { db, files } = c.get('services')
  const row = await imagesDb(db)
    .selectFrom('account_images')
    .select(['stored_name', 'content_type', 'status'])
    .where('image_uuid', '=', params.imageUUID)
    .executeTakeFirst()
  if (!row || row.status !== 'DONE') throw fail.notFound('Image processing')
  const width = Number(c.req.query('w')) === 600 ? 600 : WEB_WIDTHS[0]
  let bytes: Buffer
  try {
    bytes = await files.read(webName(row.stored_name, width))
  } catch {
    throw fail.notFound('No such image')
  }
  return c.body(new Uint8Array(bytes), 200, fileHeaders(row.content_type, bytes.length))
})

/** The free-photo attribution's profile link: the photographer and their sample photos. */
files.handle('photographer', async (c, { params }) => {
  const who = photographerOf(params.handle)
  if (!who) throw fail.notFound('No such photographer')
  const origin = originOf(c)
  return {
    name: who.name,
    photos: PHOTOS.filter((p) => p.photographer.handle === who.handle).map((p) => ({
      id: `us-${p.id}`,
      title: p.title,
      url: sampleUrl(origin, p.id, 'small'),
    })),
  }
})

export const accountImageRoutes = new Hono<Env>()
const accountImages = serve(accountImageRoutes, imageCalls, imageSchemas)

/** A file's problem by content (BLD-62's messages), or its type. */
async function judge(bytes: Uint8Array): Promise<{ type: string } | { problem: string }> {
  if (bytes.length > UPLOAD_MAX_BYTES) return { problem: IMAGE_TOO_LARGE_MESSAGE }
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !(UPLOAD_TYPES as readonly string[]).includes(detected.mime))
    return { problem: IMAGE_TYPE_MESSAGE }
  return { type: detected.mime }
}

/**
 * API-55: form-data {accountUUID, logo, imagesCount, images[0..], embedWorkflowStep} → 201
 * UploadResult at once (status IN_PROGRESS); the resize runs in the background.
 */
accountImages.handle('uploadImages', async (c) => {
  const session = requireSession(c)
  const form = await readMultipart(c)
  const accountUUID = typeof form.accountUUID === 'string' ? form.accountUUID : ''
  requireAccount(c, accountUUID)
  if (!(await canEdit(c, session))) throw fail.forbidden(EDIT_REFUSED)
  const errors: FieldError[] = []
  const count = Number(form.imagesCount ?? '1')
  if (!Number.isInteger(count) || count < 1 || count > MAX_FILES)
    errors.push({ field: 'imagesCount', message: `Send 1 to ${MAX_FILES} images` })
  const step = form.embedWorkflowStep
  if (typeof step !== 'string' || !(UPLOAD_STEPS as readonly string[]).includes(step))
    errors.push({ field: 'embedWorkflowStep', message: 'Choose CUSTOMIZE or ADD_ONS' })
  const logo = form.logo === 'true' || form.logo === '1'
  const files: { bytes: Uint8Array; type: string }[] = []
  for (let i = 0; i < (errors.length ? 0 : count); i++) {
    const file = form[`images[${i}]`]
    if (!(file instanceof File)) {
      errors.push({ field: `images[${i}]`, message: 'Choose an image' })
      continue
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      errors.push({ field: `images[${i}]`, message: IMAGE_TOO_LARGE_MESSAGE })
      continue
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const judged = await judge(bytes)
    if ('problem' in judged) errors.push({ field: `images[${i}]`, message: judged.problem })
    else files.push({ bytes, type: judged.type })
  }
  if (errors.length) throw fail.badRequest(errors, errors[0]!.message)
  const { db, files: store, limiter } = c.get('services')
  await limiter.take(`images:${accountUUID}`, UPLOADS_PER_MINUTE, 60_000)
  const origin = originOf(c)
  const now = Date.now()
  const rows: AccountImagesTable[] = []
  try {
    for (const [i, f] of files.entries()) {
      const imageUUID = randomUUID()
      const stored = `img-${imageUUID}.${EXTENSIONS[f.type]}`
      await store.write(stored, f.bytes)
      rows.push({
        image_uuid: imageUUID,
        account_uuid: accountUUID,
        uploaded_by: session.row.executor_uuid ?? session.row.user_uuid,
        logo: logo ? 1 : 0,
        workflow_step: step as string,
        content_type: f.type,
        stored_name: stored,
        size: f.bytes.length,
        width: 0,
        height: 0,
        status: 'IN_PROGRESS',
        claimed_at: null,
        attempts: 0,
        // Later files of one upload count as newer (the list is newest first).
        created_at: now + i,
        finished_at: null,
      })
    }
    await imagesDb(db).insertInto('account_images').values(rows).execute()
  } catch (error) {
    for (const r of rows) await store.remove(r.stored_name)
    throw error
  }
  void runImageJobs(imagesDb(db), store)
  const reply: UploadResult = {
    images: rows.map((r) => ({
      imageUUID: r.image_uuid,
      url: uploadUrl(origin, r.image_uuid),
      status: 'IN_PROGRESS',
    })),
  }
  return reply
})

/** API-56: the account's own images, newest first, OWN_PAGE_SIZE a page. */
accountImages.handle('own', async (c, input) => {
  const { accountUUID } = input.params
  requireAccount(c, accountUUID)
  const { query } = input
  const { db, files } = c.get('services')
  const idb = imagesDb(db)
  // Unfinished work (another process's, or from before a restart) is picked up here too.
  void runImageJobs(idb, files)
  const page = pageParam(query.page)
  const { total } = await idb
    .selectFrom('account_images')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('account_uuid', '=', accountUUID)
    .executeTakeFirstOrThrow()
  const rows = await idb
    .selectFrom('account_images')
    .selectAll()
    .where('account_uuid', '=', accountUUID)
    .orderBy('created_at', 'desc')
    .orderBy('image_uuid')
    .limit(OWN_PAGE_SIZE)
    .offset((page - 1) * OWN_PAGE_SIZE)
    .execute()
  const origin = originOf(c)
  const items: OwnImage[] = rows.map((r) => ({
    imageUUID: r.image_uuid,
    provider: 'CLIENT_UPLOADED',
    url: uploadUrl(origin, r.image_uuid),
    thumbUrl: uploadUrl(origin, r.image_uuid, 600),
    width: Number(r.width),
    height: Number(r.height),
    contentType: r.content_type,
    status: r.status,
    createdAt: Number(r.created_at),
  }))
  const totalRows = Number(total)
  const reply: OwnImagesPage = {
    items,
    currentPage: page,
    totalRows,
    totalPages: Math.ceil(totalRows / OWN_PAGE_SIZE),
  }
  return reply
})

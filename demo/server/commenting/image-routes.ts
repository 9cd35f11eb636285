/**
 * Placeholder and logo images of a commenting unit (API-90, COM-30) under /api/commenting: a
 * multipart upload judged by content (JPEG, PNG or GIF), at most 5000 KB and 5000×5000 px,
 * stored under a server-chosen name and served back publicly (publisher pages show it).
 */
import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { imageSize } from 'image-size'
import {
  IMAGE_MAX_KB,
  IMAGE_MAX_PX,
  IMAGE_TYPES,
  IMAGE_WORKFLOWS,
} from '../../../src/areas/commenting/lib/commenting-rules'
import { imageCalls } from '../../../src/contracts/commenting/images'
import { imageSchemas } from '../../../src/contracts/commenting/images.schemas'
import type { FieldError } from '../../../src/core/validation/rules'
import { originOf, requireSession } from '../platform/context'
import { fail } from '../platform/http-errors'
import { contractRoutes } from '../platform/serve-contract'
import { ownUnit } from '../site-products/commenting-units'
import { readMultipart } from '../platform/body'

export const [imageRoutes, images] = contractRoutes(imageCalls, imageSchemas)

export const IMAGE_TOO_LARGE = 'This image is too large.'
export const IMAGE_NOT_SUPPORTED =
  'File type not supported. Please use PNG, JPEG, or GIF file format.'
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
}

/** The image's type by content and its size rules: a field error on `image`, or the type. */
async function checkImage(bytes: Uint8Array): Promise<{ type: string } | { problem: string }> {
  if (bytes.length > IMAGE_MAX_KB * 1024) return { problem: IMAGE_TOO_LARGE }
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !(IMAGE_TYPES as readonly string[]).includes(detected.mime))
    return { problem: IMAGE_NOT_SUPPORTED }
  try {
    const { width, height } = imageSize(bytes)
    if (!width || !height) return { problem: IMAGE_NOT_SUPPORTED }
    if (width > IMAGE_MAX_PX || height > IMAGE_MAX_PX) return { problem: IMAGE_TOO_LARGE }
  } catch {
    return { problem: IMAGE_NOT_SUPPORTED }
  }
  return { type: detected.mime }
}

/** API-90: multipart {commentingUnitUUID, image, workflow} → 201 {imageUrl}. */
images.handle('create', async (c) => {
  requireSession(c)
  const form = await readMultipart(c)
  const errors: FieldError[] = []
  const unitUUID = typeof form.commentingUnitUUID === 'string' ? form.commentingUnitUUID : ''
  if (!unitUUID) errors.push({ field: 'commentingUnitUUID', message: 'This field is required' })
  if (!(IMAGE_WORKFLOWS as readonly unknown[]).includes(form.workflow))
    errors.push({
      field: 'workflow',
      message: 'Choose COMMUNITY, STAND_ALONE_COMMUNITY or SSO_LOGO',
    })
  const image = form.image
  let bytes: Uint8Array | null = null
  let type = ''
  if (!(image instanceof File)) {
    errors.push({ field: 'image', message: 'Choose an image' })
  } else {
    bytes = new Uint8Array(await image.arrayBuffer())
    const checked = await checkImage(bytes)
    if ('problem' in checked) errors.push({ field: 'image', message: checked.problem })
    else type = checked.type
  }
  if (errors.length) throw fail.badRequest(errors)
  const unit = await ownUnit(c, unitUUID)
  const { db, files } = c.get('services')
  const uploadUUID = randomUUID()
  const stored = `${uploadUUID}.${EXTENSIONS[type]}`
  await files.write(stored, bytes!)
  try {
    await db
      .insertInto('uploads')
      .values({
        upload_uuid: uploadUUID,
        account_uuid: unit.account_uuid,
        original_name: (image as File).name.slice(0, 255) || 'image',
        stored_name: stored,
        content_type: type,
        size: bytes!.length,
        created_at: Date.now(),
      })
      .execute()
  } catch (error) {
    await files.remove(stored)
    throw error
  }
  return { imageUrl: `${originOf(c)}/api/commenting/v1/images/${uploadUUID}` }
})

/** Serves an uploaded commenting image (public: publisher pages show it). Only images. */
images.handle('image', async (c, { params }) => {
  const { db, files } = c.get('services')
  const row = await db
    .selectFrom('uploads')
    .select(['stored_name', 'content_type'])
    .where('upload_uuid', '=', params.imageUUID)
    .where('content_type', 'in', [...IMAGE_TYPES])
    .executeTakeFirst()
  if (!row) throw fail.notFound('No such image')
  let bytes: Buffer
  try {
    bytes = await files.read(row.stored_name)
  } catch {
    throw fail.notFound('No such image')
  }
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': row.content_type,
    'Content-Length': String(bytes.length),
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  })
})

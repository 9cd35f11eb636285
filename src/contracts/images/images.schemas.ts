/**
 * The schemas of the images calls (images.ts): the providers' search answers (the fields the
 * selector reads), the own images and the upload. The image selector's rule module takes its
 * types of these shapes from here (src/areas/embeds/lib/images-rules.ts).
 */
import { z } from 'zod'
import { UPLOAD_STEPS } from '../../areas/embeds/lib/images-rules'
import type { SchemasOf } from '../define'
import type { imageCalls } from './images'

const uploadStatus = z.enum(['IN_PROGRESS', 'DONE', 'FAILED'])

export const thumb = z.object({ url: z.string(), width: z.number(), height: z.number() })

/** API-120: a stock (editorial) search. */
export const shutterstockSearch = z.object({
  page: z.number(),
  per_page: z.number(),
  total_count: z.number(),
  data: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      assets: z.object({ large_thumb: thumb, huge_thumb: thumb }),
    }),
  ),
})

/** API-121: a free-photo search. */
export const unsplashSearch = z.object({
  total: z.number(),
  total_pages: z.number(),
  results: z.array(
    z.object({
      id: z.string(),
      width: z.number(),
      height: z.number(),
      alt_description: z.string(),
      urls: z.object({ thumb: z.string(), small: z.string(), regular: z.string() }),
      user: z.object({ name: z.string(), links: z.object({ html: z.string() }) }),
    }),
  ),
})

/** API-122: a GIF search (offset paging as the provider does it). */
export const giphySearch = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      rating: z.literal('g'),
      images: z.object({ fixed_height: thumb, original: thumb }),
    }),
  ),
  pagination: z.object({ total_count: z.number(), count: z.number(), offset: z.number() }),
})

/** API-56: one own (uploaded) image. */
export const ownImage = z.object({
  imageUUID: z.string(),
  provider: z.literal('CLIENT_UPLOADED'),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number(),
  height: z.number(),
  contentType: z.string(),
  status: uploadStatus,
  createdAt: z.number(),
})

export const ownImagesPage = z.object({
  items: z.array(ownImage),
  currentPage: z.number(),
  totalRows: z.number(),
  totalPages: z.number(),
})

/** API-55: the answer to an upload (at once; resizing continues in the background). */
export const uploadResult = z.object({
  images: z.array(z.object({ imageUUID: z.string(), url: z.string(), status: uploadStatus })),
})

/**
 * API-55's form-data: the files as `images[0]` … `images[imagesCount - 1]`, checked by content
 * by the route (BLD-62's messages); named here for the reference.
 */
const uploadForm = z
  .object({
    accountUUID: z.string(),
    logo: z.enum(['true', 'false', '1', '0']).optional(),
    imagesCount: z.string().optional(),
    embedWorkflowStep: z.enum(UPLOAD_STEPS),
  })
  .catchall(z.unknown())

const pageQuery = z.object({ page: z.string().optional() })

export const imageSchemas = {
  search: {
    query: pageQuery.extend({ query: z.string().optional() }),
    answer: z.union([shutterstockSearch, unsplashSearch, giphySearch]),
  },
  sample: { file: 'image/*' },
  uploaded: { file: 'image/*' },
  photographer: {
    answer: z.object({
      name: z.string(),
      photos: z.array(z.object({ id: z.string(), title: z.string(), url: z.string() })),
    }),
  },
  uploadImages: { body: uploadForm, bodyAs: 'upload', answer: uploadResult },
  own: { query: pageQuery, answer: ownImagesPage },
} satisfies SchemasOf<typeof imageCalls>

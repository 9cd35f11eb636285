/**
 * The image selector's rules and wire shapes (spec 001 §2 "Image selector panel", §3 "Image
 * result", §4 "Image pane", §5, §7, §9; BLD-58..62, BLD-72), shared by the selector and the demo
 * server's images service. Pure: no DOM, no fetch.
 *
 * Calls (the demo server answers the three providers from a local sample library):
 * - API-120 GET images/v1/search/SHUTTERSTOCK?query=&page=  → ShutterstockSearch (40 a page)
 * - API-121 GET images/v1/search/UNSPLASH?query=&page=      → UnsplashSearch (30 a page)
 * - API-122 GET images/v1/search/GIPHY?query=&page=         → GiphySearch (40 a page, rated G)
 * - API-55  POST accounts/accounts/images (form-data UploadForm) → UploadResult (201)
 * - API-56  GET  accounts/accounts/{accountUUID}/images?page=   → OwnImagesPage (newest first)
 * API-58/59/60 (e-mail background, partner logo, option image) are API-55 with their flags.
 */
import type { z } from 'zod'
import type * as images from '../../../contracts/images/images.schemas'
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type ImageProvider,
} from './builder-rules'

/** The providers the search answers for (CLIENT_UPLOADED is the own-images list). */
export const SEARCH_PROVIDERS = ['SHUTTERSTOCK', 'UNSPLASH', 'GIPHY'] as const
export type SearchProvider = (typeof SEARCH_PROVIDERS)[number]

/** BLD-59, §9: results a page. */
export const PAGE_SIZES: Record<SearchProvider, number> = {
  SHUTTERSTOCK: 40,
  UNSPLASH: 30,
  GIPHY: 40,
}
/** API-56: own images a page. */
export const OWN_PAGE_SIZE = 40
/** BLD-59: an empty query searches this term. */
export const DEFAULT_SEARCH_TERM = 'nyc'
/** BLD-60: free-photo thumbnails are shown this wide (height scaled). */
export const THUMB_WIDTH = 200
/** Uploads are resized in the background to these widths (never enlarged). */
export const WEB_WIDTHS = [1200, 600] as const
/** Server cap on uploads an account may send a minute (besides the write budget). */
export const UPLOADS_PER_MINUTE = 20

/** BLD-72: the image pane's tabs. */
export const IMAGE_TABS = ['images', 'giphy', 'yourOwn'] as const
export type ImageTab = (typeof IMAGE_TABS)[number]
export const IMAGE_TAB_LABELS: Record<ImageTab, string> = {
  images: 'Images',
  giphy: 'Giphy',
  yourOwn: 'Your Own',
}
/** BLD-58: the stock provider offered on the Images tab (the second is for mocked sessions). */
export const STOCK_PROVIDER: SearchProvider = 'SHUTTERSTOCK'

/** BLD-61 (§9): crop areas by purpose, in CSS pixels. */
export const CROP_SIZES = {
  option: { width: 146, height: 178 },
  background: { width: 582, height: 350 },
  email: { width: 582, height: 350 },
  logo: { width: 275, height: 96 },
} as const
export const CROP_BORDER = 2.5
export const ZOOM_MIN = 1
export const ZOOM_MIN_LOGO = 0.25
export const ZOOM_MAX = 5
export const ZOOM_STEP = 0.05
export const ZOOM_INITIAL = 3
export const CROP_PREVIEW_DEBOUNCE_MS = 300

export type UploadStatus = OwnImage['status']
/** The steps an upload names (API-55's embedWorkflowStep). */
export const UPLOAD_STEPS = ['CUSTOMIZE', 'ADD_ONS'] as const
export type WorkflowStepForUpload = (typeof UPLOAD_STEPS)[number]

// ---------------------------------------------------------------------------------------------
// Provider shapes (the fields the selector reads; the demo server answers with these)
// ---------------------------------------------------------------------------------------------

export type Thumb = z.output<typeof images.thumb>
/** API-120: a stock (editorial) search. */
export type ShutterstockSearch = z.output<typeof images.shutterstockSearch>
/** API-121: a free-photo search. */
export type UnsplashSearch = z.output<typeof images.unsplashSearch>
/** API-122: a GIF search (offset paging as the provider does it). */
export type GiphySearch = z.output<typeof images.giphySearch>
/** API-56: one own (uploaded) image. */
export type OwnImage = z.output<typeof images.ownImage>
export type OwnImagesPage = z.output<typeof images.ownImagesPage>
/** API-55: the answer to an upload (at once; resizing continues in the background). */
export type UploadResult = z.output<typeof images.uploadResult>

/** BLD-72: one image result as the selector shows it, whatever the provider. */
export interface ImageResult {
  provider: ImageProvider
  id: string
  /** The thumbnail shown in the grid. */
  thumb: Thumb
  /** The image the card uses. */
  url: string
  alt: string
  photographer?: { name: string; profileUrl: string }
  /** Own images: the background resize's state (only DONE images can be chosen). */
  status?: UploadStatus
}
export interface ResultPage {
  results: ImageResult[]
  /** Page count (at least 1). */
  pages: number
}

const pagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size))

/** BLD-60: a thumbnail THUMB_WIDTH wide with its height scaled. */
export function scaledThumb(url: string, width: number, height: number): Thumb {
  const w = Math.min(THUMB_WIDTH, width || THUMB_WIDTH)
  return { url, width: w, height: width ? Math.round((height * w) / width) : w }
}

export function fromShutterstock(reply: ShutterstockSearch): ResultPage {
  return {
    pages: pagesOf(reply.total_count, reply.per_page || PAGE_SIZES.SHUTTERSTOCK),
    results: reply.data.map((d) => ({
      provider: 'SHUTTERSTOCK',
      id: d.id,
      thumb: d.assets.large_thumb,
      url: d.assets.huge_thumb.url,
      alt: d.description,
    })),
  }
}

export function fromUnsplash(reply: UnsplashSearch): ResultPage {
  return {
    pages: Math.max(1, reply.total_pages),
    results: reply.results.map((r) => ({
      provider: 'UNSPLASH',
      id: r.id,
      thumb: scaledThumb(r.urls.thumb, r.width, r.height),
      url: r.urls.small,
      alt: r.alt_description,
      photographer: { name: r.user.name, profileUrl: r.user.links.html },
    })),
  }
}

export function fromGiphy(reply: GiphySearch): ResultPage {
  return {
    pages: pagesOf(reply.pagination.total_count, PAGE_SIZES.GIPHY),
    results: reply.data.map((g) => ({
      provider: 'GIPHY',
      id: g.id,
      thumb: g.images.fixed_height,
      url: g.images.fixed_height.url,
      alt: g.title,
    })),
  }
}

export function fromOwn(reply: OwnImagesPage): ResultPage {
  return {
    pages: Math.max(1, reply.totalPages),
    results: reply.items.map((i) => ({
      provider: 'CLIENT_UPLOADED',
      id: i.imageUUID,
      thumb: scaledThumb(i.thumbUrl, i.width, i.height),
      url: i.url,
      alt: `Your image of ${new Date(i.createdAt).toLocaleString('en-US')}`,
      status: i.status,
    })),
  }
}

// ---------------------------------------------------------------------------------------------
// Search and paging rules
// ---------------------------------------------------------------------------------------------

/** BLD-59: the term searched (empty → `nyc`). */
export const searchTerm = (query: string): string => query.trim() || DEFAULT_SEARCH_TERM

/** BLD-59: `Next` shows only when the page count exceeds the page. */
export const showNext = (page: number, pages: number): boolean => pages > page
/** BLD-59: `Previous` shows only above page 1. */
export const showPrevious = (page: number): boolean => page > 1

/** A page number from a query string: a whole number ≥ 1, else 1. */
export function pageParam(value: string | undefined | null): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}

/** Which provider a tab searches (the Images tab uses the chosen stock source). */
export function providerOf(tab: ImageTab, stock: SearchProvider): SearchProvider | null {
  if (tab === 'giphy') return 'GIPHY'
  if (tab === 'images') return stock
  return null
}

// ---------------------------------------------------------------------------------------------
// File rules (BLD-62): checked before any upload; the server checks again by content
// ---------------------------------------------------------------------------------------------

/** BLD-62: the message for a file that may not be uploaded, else null. */
export function uploadProblem(file: { size: number; type: string }): string | null {
  if (file.size > UPLOAD_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE
  return null
}

/**
 * The image type by its first bytes (JPEG, PNG or GIF), else '': a file's `type` comes from its
 * name, so a renamed text file would pass a check on it.
 */
export function sniffImageType(head: Uint8Array): string {
  const at = (i: number) => head[i] ?? -1
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg'
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b))
    return 'image/png'
  if ([0x47, 0x49, 0x46, 0x38].every((b, i) => at(i) === b) && (at(4) === 0x37 || at(4) === 0x39))
    return 'image/gif'
  return ''
}

/** BLD-61: GIFs skip the cropper and zoom and upload as they are. */
export const skipsCropper = (file: { type: string }): boolean => file.type === 'image/gif'

/** BLD-61: the zoom slider's minimum for a purpose. */
export const zoomMin = (purpose: keyof typeof CROP_SIZES): number =>
  purpose === 'logo' ? ZOOM_MIN_LOGO : ZOOM_MIN

/** BLD-62: the workflow step an upload names. */
export const uploadStep = (purpose: keyof typeof CROP_SIZES): WorkflowStepForUpload =>
  purpose === 'email' ? 'ADD_ONS' : 'CUSTOMIZE'

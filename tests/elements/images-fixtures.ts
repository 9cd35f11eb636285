/**
 * Shared fixtures of the image selector tests (pp-embed-builder-images*.test.ts): the images
 * services' answers (Shutterstock, Giphy, Unsplash, own images), the selector's parts, and
 * `imagesSuite()`, the builder's suite with the images calls stubbed.
 */
import { root, waitFor } from './page'
import { button } from './queries'
import { type StubCall } from './fake-api'
import { ACCOUNT, builderSuite, mountBuilder, type Reply } from './builder-fixtures'
import { imageCalls } from '../../src/contracts/images/images'
import { pathOf } from './contract-stubs'

export const SEARCH = pathOf(imageCalls.search, { provider: '' })
export const OWN = pathOf(imageCalls.own, { accountUUID: ACCOUNT })
export const UPLOAD = pathOf(imageCalls.uploadImages)

export const thumb = (url: string) => ({ url, width: 200, height: 150 })

/** A stock page: 2 results a page of `total` (per_page 2). */
export function shutterstock(query: string, page: number, total = 6) {
  return {
    page,
    per_page: 2,
    total_count: total,
    data: [1, 2].map((n) => ({
      id: `ss-${query}-${page}-${n}`,
      description: `Stock ${query} ${page}.${n}`,
      assets: {
        large_thumb: thumb(`/missing/ss-${query}-${page}-${n}-t.jpg`),
        huge_thumb: thumb(`/missing/ss-${query}-${page}-${n}.jpg`),
      },
    })),
  }
}

export const giphy = {
  data: [
    {
      id: 'gif-1',
      title: 'Dancing cat',
      rating: 'g',
      images: { fixed_height: thumb('/missing/gif-1.gif'), original: thumb('/missing/gif-1.gif') },
    },
  ],
  pagination: { total_count: 1, count: 1, offset: 0 },
}

export const unsplash = {
  total: 1,
  total_pages: 1,
  results: [
    {
      id: 'us-1',
      width: 400,
      height: 300,
      alt_description: 'Free skyline',
      urls: {
        thumb: '/missing/us-1-t.jpg',
        small: '/missing/us-1-s.jpg',
        regular: '/missing/us-1.jpg',
      },
      user: { name: 'Ada Lens', links: { html: 'https://unsplash.example/@ada' } },
    },
  ],
}

export const own = {
  items: [
    {
      imageUUID: 'own-1',
      provider: 'CLIENT_UPLOADED',
      url: '/missing/own-1.jpg',
      thumbUrl: '/missing/own-1-t.jpg',
      width: 600,
      height: 400,
      contentType: 'image/jpeg',
      status: 'DONE',
      createdAt: Date.UTC(2026, 0, 2, 10, 0),
    },
  ],
  currentPage: 1,
  totalRows: 1,
  totalPages: 1,
}

export const query = (call: StubCall) => new URL(call.path, location.origin).searchParams
export const answerButtons = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll<HTMLButtonElement>('button')).filter((b) =>
    /image (for|of) answer \d/.test(b.getAttribute('aria-label') ?? ''),
  )
export const selector = (el: HTMLElement) =>
  root(el).querySelector<HTMLElement>('section[aria-label="Choose an image"]')
export const tab = (el: HTMLElement, name: string) =>
  Array.from(root(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')).find(
    (t) => t.textContent === name,
  )!
export const selected = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll('[role="tab"]'))
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent)
export const sourceSelect = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll<HTMLSelectElement>('select')).find((s) =>
    Array.from(s.labels ?? []).some((l) => l.textContent?.includes('Image source')),
  ) ?? null
export const uploadInput = (el: HTMLElement) =>
  root(el).querySelector<HTMLInputElement>('input[data-upload-input]')!

export function chooseFile(input: HTMLInputElement, file: File) {
  const data = new DataTransfer()
  data.items.add(file)
  input.files = data.files
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

/**
 * Registers the hooks of an image selector suite (call it inside `describe`): the builder's fake
 * API with the images calls added; `searchReply` and `ownReply` answer them, and a test may replace
 * one.
 */
export function imagesSuite() {
  const suite = builderSuite()
  /** Replies of the images calls; a test may replace one. */
  let searchReply: (provider: string, call: StubCall) => Reply
  let ownReply: () => Reply

  const searches = (provider = 'SHUTTERSTOCK') =>
    suite.api.calls.filter((c) => c.method === 'GET' && c.path.startsWith(SEARCH + provider))
  const saves = suite.saves
  const uploads = () => suite.api.calls.filter((c) => c.method === 'POST' && c.path === UPLOAD)

  beforeEach(() => {
    searchReply = (provider, call) => {
      const q = query(call)
      if (provider === 'GIPHY') return { body: giphy }
      if (provider === 'UNSPLASH') return { body: unsplash }
      return { body: shutterstock(q.get('query')!, Number(q.get('page'))) }
    }
    ownReply = () => ({ body: own })
    // The builder's stub answers the embed's calls; the images calls are added to it.
    const builderFetch = window.fetch
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      const provider = url.pathname.startsWith(SEARCH) ? url.pathname.slice(SEARCH.length) : null
      const call: StubCall = {
        method: request.method,
        path: url.pathname + url.search,
        body: null,
        contentType: request.headers.get('content-type'),
      }
      const reply =
        request.method === 'GET' && provider
          ? searchReply(provider, call)
          : request.method === 'GET' && url.pathname === OWN
            ? ownReply()
            : null
      if (!reply) return builderFetch(input, init)
      suite.api.calls.push(call)
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      })
    }
  })

  /** The builder on the quiz, switched to the Round style, the selector open for answer 1. */
  async function openForAnswer(attrs: Record<string, string> = {}, answer = 1) {
    const el = mountBuilder('customize', attrs)
    const round = await waitFor(() =>
      root(el).querySelector<HTMLInputElement>('input[type="radio"][value="image1"]'),
    )
    round.click()
    ;(await button(el, `Choose image for answer ${answer}`)).click()
    await waitFor(() => selector(el))
    return el
  }
  return {
    get searchReply() {
      return searchReply
    },
    set searchReply(value) {
      searchReply = value
    },
    get ownReply() {
      return ownReply
    },
    set ownReply(value) {
      ownReply = value
    },
    suite,
    searches,
    saves,
    uploads,
    openForAnswer,
  }
}

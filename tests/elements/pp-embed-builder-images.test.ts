// pp-embed-builder, the image selector (issue 9; BLD-37, 58..62, 72): opened for an answer image
// of a Round quiz; tabs Images / Giphy / Your Own (no search on Your Own), the search debounced
// 500 ms (empty → `nyc`), Next / Previous by the page count, the two messages, a pick sets the
// answer's image and Save sends provider/id (no imageURL for stock providers), the file rules
// refuse before any upload, and the image-source switcher shows in mocked sessions only.
import { expect } from '@esm-bundle/chai'
import type { EmbedBody, QuestionProperties } from '../../src/areas/embeds/lib/builder-rules'
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGES_FETCH_FAILED_MESSAGE,
  NO_IMAGES_MESSAGE,
  SELECTOR_PANEL_DELAY_MS,
} from '../../src/areas/embeds/lib/builder-rules'
import {
  accessibilityProblems,
  accessibleName,
  build,
  button,
  field,
  fill,
  findButton,
  findField,
  root,
  text,
  waitFor,
  waitForText,
  type StubCall,
} from './helpers'
import { ACCOUNT, builderSuite, mountBuilder, SAVE, type Reply } from './builder-fixtures'

const SEARCH = '/api/images/v1/search/'
const OWN = `/api/accounts/accounts/${ACCOUNT}/images`
const UPLOAD = '/api/accounts/accounts/images'

const thumb = (url: string) => ({ url, width: 200, height: 150 })

/** A stock page: 2 results a page of `total` (per_page 2). */
function shutterstock(query: string, page: number, total = 6) {
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

const giphy = {
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

const unsplash = {
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

const own = {
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

const query = (call: StubCall) => new URL(call.path, location.origin).searchParams
const answerButtons = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll<HTMLButtonElement>('button')).filter((b) =>
    /image (for|of) answer \d/.test(b.getAttribute('aria-label') ?? ''),
  )
const selector = (el: HTMLElement) =>
  root(el).querySelector<HTMLElement>('section[aria-label="Choose an image"]')
const tab = (el: HTMLElement, name: string) =>
  Array.from(root(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')).find(
    (t) => t.textContent === name,
  )!
const selected = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll('[role="tab"]'))
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent)
const sourceSelect = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll<HTMLSelectElement>('select')).find((s) =>
    Array.from(s.labels ?? []).some((l) => l.textContent?.includes('Image source')),
  ) ?? null
const uploadInput = (el: HTMLElement) =>
  root(el).querySelector<HTMLInputElement>('input[data-upload-input]')!

function chooseFile(input: HTMLInputElement, file: File) {
  const data = new DataTransfer()
  data.items.add(file)
  input.files = data.files
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

describe(`pp-embed-builder image selector (${build})`, () => {
  const suite = builderSuite()
  /** Replies of the images calls; a test may replace one. */
  let searchReply: (provider: string, call: StubCall) => Reply
  let ownReply: () => Reply

  const searches = (provider = 'SHUTTERSTOCK') =>
    suite.api.calls.filter((c) => c.method === 'GET' && c.path.startsWith(SEARCH + provider))
  const saves = () => suite.api.calls.filter((c) => c.method === 'PUT' && c.path === SAVE)
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

  it('opens for an answer image with the tabs Images, Giphy and Your Own; the search hides on Your Own (BLD-37, 58, 72)', async () => {
    const el = await openForAnswer()
    expect(text(el)).to.include('Choose an image')
    expect(
      Array.from(root(el).querySelectorAll('[role="tab"]')).map((t) => t.textContent),
    ).to.deep.equal(['Images', 'Giphy', 'Your Own'])
    expect(selected(el)).to.deep.equal(['Images'])
    // The first search is the default term, page 1, from the stock provider.
    await waitFor(() => findButton(el, 'Choose Stock nyc 1.1'))
    expect(searches().map((c) => [query(c).get('query'), query(c).get('page')])).to.deep.equal([
      ['nyc', '1'],
    ])
    expect(findField(el, 'Search images')).to.not.equal(null)
    expect(accessibilityProblems(root(el))).to.deep.equal([])

    tab(el, 'Giphy').click()
    await waitFor(() => findButton(el, 'Choose Dancing cat'))
    expect(selected(el)).to.deep.equal(['Giphy'])
    expect(query(searches('GIPHY')[0]!).get('query')).to.equal('nyc')
    expect(findField(el, 'Search images')).to.not.equal(null)

    tab(el, 'Your Own').click()
    await waitFor(() => findButton(el, /^Choose Your image of /))
    expect(selected(el)).to.deep.equal(['Your Own'])
    expect(findField(el, 'Search images')).to.equal(null)
    expect(findButton(el, 'Upload your own photo')).to.not.equal(null)
    expect(text(el)).to.include('Upload & Crop')
    expect(suite.api.calls.some((c) => c.path.startsWith(`${OWN}?`) || c.path === OWN)).to.equal(
      true,
    )
    // The file input is hidden from assistive technology (the Upload button opens it): the
    // helper's label check does not know aria-hidden, so that one input is left out here.
    const input = uploadInput(el)
    expect([input.getAttribute('aria-hidden'), input.tabIndex]).to.deep.equal(['true', -1])
    const unlabelled = Array.from(root(el).querySelectorAll('input')).filter(
      (i) => i.type !== 'hidden' && !accessibleName(i),
    )
    expect(unlabelled).to.deep.equal([input])
    expect(accessibilityProblems(root(el))).to.deep.equal(['<input> has no label'])

    // The arrow keys move between the tabs too.
    tab(el, 'Your Own').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
    )
    await waitFor(() => selected(el)[0] === 'Images')
    ;(await button(el, 'Close')).click()
    await waitFor(() => !selector(el))
  })

  it('loads the selector 100 ms after a selection opens the panel; a quick switch searches once (BLD-37)', async () => {
    const el = mountBuilder('customize')
    const round = await waitFor(() =>
      root(el).querySelector<HTMLInputElement>('input[type="radio"][value="image1"]'),
    )
    round.click()
    const opened = performance.now()
    ;(await button(el, 'Choose image for answer 1')).click()
    ;(await button(el, 'Choose image for answer 2')).click()
    // The panel is there at once, busy, without the selector or a search.
    await waitFor(() => root(el).querySelector('[aria-busy="true"]'))
    expect(selector(el)).to.equal(null)
    expect(searches()).to.have.length(0)
    await waitFor(() => selector(el))
    expect(performance.now() - opened).to.be.at.least(SELECTOR_PANEL_DELAY_MS)
    expect(root(el).querySelector('[aria-busy="true"]')).to.equal(null)
    await waitFor(() => findButton(el, 'Choose Stock nyc 1.1'))
    expect(searches()).to.have.length(1)
  })

  it('the search settles 500 ms after typing stops, empty means `nyc`; Next / Previous follow the page count (BLD-59)', async () => {
    const el = await openForAnswer()
    await waitFor(() => findButton(el, 'Choose Stock nyc 1.1'))
    const search = await field(el, 'Search images')
    const typed = performance.now()
    await fill(search, 'ca')
    await fill(search, 'cats')
    // Nothing is searched while typing…
    expect(searches().length).to.equal(1)
    await waitFor(() => findButton(el, 'Choose Stock cats 1.1'))
    // …and only the settled term, once, not before the 500 ms.
    expect(performance.now() - typed).to.be.at.least(480)
    expect(searches().map((c) => query(c).get('query'))).to.deep.equal(['nyc', 'cats'])

    // 6 results, 2 a page: 3 pages.
    expect(text(el)).to.include('Page 1 of 3')
    expect(findButton(el, 'Previous')).to.equal(null)
    ;(await button(el, 'Next')).click()
    await waitFor(() => findButton(el, 'Choose Stock cats 2.1'))
    expect(text(el)).to.include('Page 2 of 3')
    expect(findButton(el, 'Previous')).to.not.equal(null)
    ;(await button(el, 'Next')).click()
    await waitFor(() => findButton(el, 'Choose Stock cats 3.1'))
    expect(findButton(el, 'Next')).to.equal(null)
    ;(await button(el, 'Previous')).click()
    await waitFor(() => findButton(el, 'Choose Stock cats 2.1'))
    expect(searches().map((c) => query(c).get('page'))).to.deep.equal(['1', '1', '2', '3', '2'])

    // Emptying the search goes back to `nyc`, page 1.
    await fill(search, '   ')
    await waitFor(() => findButton(el, 'Choose Stock nyc 1.1'))
    const last = searches().at(-1)!
    expect([query(last).get('query'), query(last).get('page')]).to.deep.equal(['nyc', '1'])

    // A single page: neither Next nor Previous.
    searchReply = (_p, call) => ({ body: shutterstock(query(call).get('query')!, 1, 2) })
    await fill(search, 'one page')
    await waitFor(() => findButton(el, 'Choose Stock one page 1.1'))
    expect(findButton(el, 'Next')).to.equal(null)
    expect(findButton(el, 'Previous')).to.equal(null)
    expect(text(el)).to.not.include('Page 1 of')
  })

  it('shows the error message (with Try again) and the no-results message (BLD-59)', async () => {
    searchReply = () => ({ status: 500, body: { error: { code: 'x', message: 'x', fields: [] } } })
    const el = await openForAnswer()
    await waitForText(el, IMAGES_FETCH_FAILED_MESSAGE)
    expect(text(el)).to.not.include(NO_IMAGES_MESSAGE)
    searchReply = () => ({ body: { page: 1, per_page: 2, total_count: 0, data: [] } })
    ;(await button(el, 'Try again')).click()
    await waitForText(el, NO_IMAGES_MESSAGE)
    expect(text(el)).to.not.include(IMAGES_FETCH_FAILED_MESSAGE)
    expect(findButton(el, 'Next')).to.equal(null)
  })

  it('a pick sets the answer image and closes the panel; Save sends provider and id, imageURL only for own images (BLD-37, 60)', async () => {
    const el = await openForAnswer()
    ;(await button(el, 'Choose Stock nyc 1.2')).click()
    await waitFor(() => !selector(el))
    const first = await button(el, 'Change image of answer 1')
    expect(first.querySelector('img')!.getAttribute('src')).to.equal('/missing/ss-nyc-1-2.jpg')

    ;(await button(el, 'Choose image for answer 2')).click()
    await waitFor(() => selector(el))
    tab(el, 'Giphy').click()
    ;(await button(el, 'Choose Dancing cat')).click()
    await waitFor(() => !selector(el))

    ;(await button(el, 'Choose image for answer 3')).click()
    await waitFor(() => selector(el))
    tab(el, 'Your Own').click()
    ;(await button(el, /^Choose Your image of /)).click()
    await waitFor(() => !selector(el))
    expect(answerButtons(el).map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'Change image of answer 1',
      'Change image of answer 2',
      'Change image of answer 3',
    ])

    ;(await button(el, 'Save')).click()
    await waitFor(() => saves().length === 1)
    const body = JSON.parse(saves()[0]!.body!) as EmbedBody
    const quiz = body.contents.pages[0]!.contentProperties as QuestionProperties
    expect(quiz.type).to.equal('image1')
    const [a, b, c] = quiz.options
    expect([a!.imageProvider, a!.imageID]).to.deep.equal(['SHUTTERSTOCK', 'ss-nyc-1-2'])
    expect(a).to.not.have.property('imageURL')
    expect(b).to.include({
      imageProvider: 'GIPHY',
      imageID: 'gif-1',
      imageURL: '/missing/gif-1.gif',
    })
    expect(c).to.include({
      imageProvider: 'CLIENT_UPLOADED',
      imageID: 'own-1',
      imageURL: '/missing/own-1.jpg',
    })
  })

  it('a file over 5 MB and a file that is no image are refused with the messages before any upload (BLD-61, 62)', async () => {
    const el = await openForAnswer()
    tab(el, 'Your Own').click()
    await button(el, 'Upload your own photo')
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(png)
    chooseFile(uploadInput(el), new File([big], 'huge.png', { type: 'image/png' }))
    await waitForText(el, IMAGE_TOO_LARGE_MESSAGE)
    expect(text(el)).to.include('This image is too large. File size must be under 5MB.')
    expect(findButton(el, 'Submit')).to.equal(null)

    // A text file named like a PNG: judged by its content.
    chooseFile(
      uploadInput(el),
      new File(['hello, not an image'], 'fake.png', { type: 'image/png' }),
    )
    await waitForText(el, IMAGE_TYPE_MESSAGE)
    expect(text(el)).to.include(
      'File type not supported. Please use PNG, JPEG, or GIF file format.',
    )
    expect(text(el)).to.not.include(IMAGE_TOO_LARGE_MESSAGE)
    expect(findButton(el, 'Submit')).to.equal(null)
    expect(uploads()).to.deep.equal([])
  })

  it('the image-source switcher shows in mocked sessions only, on the Images tab (BLD-72)', async () => {
    const plain = await openForAnswer()
    await waitFor(() => findButton(plain, 'Choose Stock nyc 1.1'))
    expect(sourceSelect(plain)).to.equal(null)
    plain.remove()

    const el = await openForAnswer({ mocked: '' })
    await waitFor(() => findButton(el, 'Choose Stock nyc 1.1'))
    const select = await waitFor(() => sourceSelect(el))
    expect(select.value).to.equal('SHUTTERSTOCK')
    select.value = 'UNSPLASH'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => findButton(el, 'Choose Free skyline'))
    expect(query(searches('UNSPLASH')[0]!).get('query')).to.equal('nyc')
    expect(text(el)).to.include('Ada Lens')
    expect(accessibilityProblems(root(el))).to.deep.equal([])

    tab(el, 'Giphy').click()
    await waitFor(() => findButton(el, 'Choose Dancing cat'))
    expect(sourceSelect(el)).to.equal(null)
    // Back on Images: the stock provider again.
    tab(el, 'Images').click()
    await waitFor(() => findButton(el, 'Choose Stock nyc 1.1'))
    expect(sourceSelect(el)!.value).to.equal('SHUTTERSTOCK')
  })
})

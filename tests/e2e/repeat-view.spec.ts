/**
 * A repeat view of a publisher's article (/demo/article: the embed player, the commenting unit
 * and the ratings unit, as a publisher's page carries them) transfers no script and no public
 * read again: the pasted scripts and the player's data script come from the browser's cache, and
 * the units' reads (fetched with `cache: 'no-cache'`) are revalidated with their ETags and
 * answered 304 without a body.
 *
 * What Playwright shows of this in Chromium (microsoft/playwright#27573, #28779, #15132):
 * - a revalidated answer is reported with the cached answer's status, 200, never 304; its
 *   `sizes().responseBodySize` is 0 and its raw request headers carry If-None-Match;
 * - a cache hit (memory or disk) is reported as a 200 with no network transfer at all: Playwright
 *   works `responseBodySize` out as "bytes received − header size", so it is negative there;
 * - there is no fromCache(). The status on the wire is read from Chromium's own network events
 *   (a CDP session: `Network.responseReceivedExtraInfo` carries the real status, 304; a cache hit
 *   has no such event, as nothing went over the network).
 * So each second-view answer must have transferred no body (`responseBodySize <= 0`) and have
 * had no network answer other than a 304. Served with `no-store` or without an ETag, a script
 * or a read would come back as a 200 with its whole body on the wire and fail both.
 */
import { expect, test, type CDPSession, type Page, type Response } from '@playwright/test'
import { PUBLIC_READ_CACHE } from '../../demo/server/platform/public-cache'
import { PASTED_SCRIPT_CACHE } from '../../demo/server/platform/static-files'

const ARTICLE = '/demo/article'

type Kind =
  | 'embed.js'
  | 'commenting.js'
  | 'ratings.js'
  | 'data.js'
  | 'commenting settings'
  | 'comments'
  | 'comment counts'
  | 'ratings read'

const UUID = '[0-9a-f-]{36}'
/**
 * The scripts and public reads of the article, by path and query. Not among them: the /views
 * beacon (a write).
 */
const WATCHED: Array<{ kind: Kind; path: RegExp; cache: string[] }> = [
  { kind: 'embed.js', path: /^\/player\/v4\/embed\.js$/, cache: [PASTED_SCRIPT_CACHE] },
  { kind: 'commenting.js', path: /^\/units\/commenting\.js$/, cache: [PASTED_SCRIPT_CACHE] },
  { kind: 'ratings.js', path: /^\/units\/ratings\.js$/, cache: [PASTED_SCRIPT_CACHE] },
  {
    kind: 'data.js',
    path: new RegExp(`^/api/player/embeds/${UUID}/data\\.js$`),
    cache: [PUBLIC_READ_CACHE],
  },
  {
    kind: 'commenting settings',
    path: new RegExp(`^/api/commenting/public/v1/units/${UUID}/settings$`),
    cache: [PUBLIC_READ_CACHE],
  },
  {
    kind: 'comments',
    path: new RegExp(`^/api/commenting/public/v1/units/${UUID}/comments\\?pageId=`),
    cache: [PUBLIC_READ_CACHE],
  },
  {
    kind: 'ratings read',
    path: new RegExp(`^/api/ratings/public/v1/units/${UUID}\\?url=`),
    // A reader who never rated sends no rater id: the read is the same for everyone (public).
    cache: [PUBLIC_READ_CACHE],
  },
  {
    kind: 'comment counts',
    path: new RegExp(`^/api/commenting/public/v1/units/${UUID}/counts\\?pageIds=`),
    cache: [PUBLIC_READ_CACHE],
  },
]

/** The reads the units fetch with `cache: 'no-cache'`: on every view they go to the server. */
const REVALIDATED: Kind[] = ['commenting settings', 'comments', 'comment counts', 'ratings read']

function kindOf(url: string): Kind | undefined {
  const { pathname, search } = new URL(url)
  return WATCHED.find((w) => w.path.test(pathname + search))?.kind
}

/** The player's first card, the unit's comments and the ratings unit's count have rendered. */
async function rendered(page: Page) {
  await expect(page.locator('[data-pp-embed]').first().getByText('Card 1 of 6')).toBeVisible()
  await expect(page.locator('.pp-commenting').getByRole('article').first()).toBeVisible()
  await expect(page.locator('.pp-ratings .count')).toHaveText(/\d+ Ratings?$|^No Ratings$/)
}

interface Seen {
  view: number
  kind: Kind
  response: Response
}

/** What went over the network per request, from Chromium's own events (Playwright hides 304s). */
interface Wire {
  /** The status on the wire; undefined when no network answer came (a cache hit). */
  status?: number
  servedFromCache: boolean
}

/**
 * Records the watched responses (through Playwright) and each request's network status (through
 * CDP), attributed to the view that was open when the request started.
 */
async function recorder(page: Page) {
  const state = { view: 1 }
  const seen: Seen[] = []
  const pending = new Set<string>()
  page.on('request', (r) => {
    if (kindOf(r.url())) pending.add(r.url())
  })
  const settle = (r: { url(): string }) => pending.delete(r.url())
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  page.on('response', (response) => {
    const kind = kindOf(response.url())
    if (kind) seen.push({ view: state.view, kind, response })
  })
  const cdp: CDPSession = await page.context().newCDPSession(page)
  // By request id; Chromium may send a request's extra info before or after its other events.
  const requests = new Map<string, { view: number; url: string }>()
  const statuses = new Map<string, number>()
  const fromCache = new Set<string>()
  cdp.on('Network.requestWillBeSent', (e) => {
    if (kindOf(e.request.url)) requests.set(e.requestId, { view: state.view, url: e.request.url })
  })
  cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId))
  cdp.on('Network.responseReceivedExtraInfo', (e) => statuses.set(e.requestId, e.statusCode))
  await cdp.send('Network.enable')

  /** Waits until every watched request of the view has finished. */
  const quiet = () => expect.poll(() => [...pending], { message: 'requests in flight' }).toEqual([])
  return {
    state,
    quiet,
    seen: (view: number) => seen.filter((s) => s.view === view),
    wireOf: (view: number, url: string): Wire[] =>
      [...requests]
        .filter(([, r]) => r.view === view && r.url === url)
        .map(([id]) => ({ status: statuses.get(id), servedFromCache: fromCache.has(id) })),
  }
}

/**
 * Two ways a reader views the article again, each in the same context (one browser cache):
 * - the same address again while on it (page.goto of the current URL): the scripts come from the
 *   renderer's memory cache. page.reload() was tried too and showed the same answers (a plain
 *   reload revalidates the page itself, not its scripts), so it is not run separately;
 * - back to the article after another page (about:blank stands in for it): a new document, and
 *   the scripts come from the HTTP (disk) cache.
 * Either way the units fetch their reads again, revalidated: 304s.
 */
const REPEATS: Array<{ name: string; again: (page: Page) => Promise<unknown> }> = [
  { name: 'the same address again', again: (page) => page.goto(ARTICLE) },
  {
    name: 'back after another page',
    again: async (page) => {
      await page.goto('about:blank')
      await page.goto(ARTICLE)
    },
  },
]

for (const { name, again } of REPEATS) {
  test(`a repeat view of the article (${name}) transfers no script or read body`, async ({
    page,
  }) => {
    const record = await recorder(page)

    // First view: every script and read is fetched in full, cacheable, with an ETag.
    await page.goto(ARTICLE)
    await rendered(page)
    await expect
      .poll(() => [...new Set(record.seen(1).map((s) => s.kind))].sort())
      .toEqual(WATCHED.map((w) => w.kind).sort())
    await record.quiet()
    const etags = new Map<string, string>()
    for (const { kind, response } of record.seen(1)) {
      const what = `${kind} on the first view: ${response.url()}`
      expect(response.status(), what).toBe(200)
      const headers = await response.allHeaders()
      expect(WATCHED.find((w) => w.kind === kind)!.cache, what).toContain(headers['cache-control'])
      expect(headers['etag'], what).toMatch(/^(W\/)?".+"$/)
      expect((await response.request().sizes()).responseBodySize, what).toBeGreaterThan(0)
      etags.set(response.url(), headers['etag']!)
    }

    // Second view.
    record.state.view = 2
    await again(page)
    await rendered(page)
    await expect
      .poll(() => REVALIDATED.filter((k) => !record.seen(2).some((s) => s.kind === k)))
      .toEqual([])
    await record.quiet()

    const second = record.seen(2)
    for (const { kind, response } of second) {
      const sizes = await response.request().sizes()
      const wire = record.wireOf(2, response.url())
      const what =
        `${kind} on the second view: ${response.url()} — wire statuses ` +
        `${JSON.stringify(wire.map((w) => w.status ?? (w.servedFromCache ? 'memory cache' : 'cache')))}, ` +
        `body bytes ${sizes.responseBodySize}, headers ${JSON.stringify(await response.allHeaders())}`
      // No body over the network: 0 for a 304, below 0 for a cache hit (no bytes at all).
      expect(sizes.responseBodySize, what).toBeLessThanOrEqual(0)
      // Nothing but 304s on the wire (a cache hit has no network answer at all).
      for (const w of wire) expect([undefined, 304], what).toContain(w.status)
    }

    // The reads the units revalidate went to the server with the first view's ETag: 304s.
    for (const kind of REVALIDATED) {
      const answers = second.filter((s) => s.kind === kind)
      expect(answers.length, kind).toBeGreaterThan(0)
      for (const { response } of answers) {
        const what = `${kind} on the second view: ${response.url()}`
        const request = await response.request().allHeaders()
        expect(request['if-none-match'], what).toBe(etags.get(response.url()))
        const wire = record.wireOf(2, response.url())
        expect(wire.length, what).toBeGreaterThan(0)
        expect(
          wire.map((w) => w.status),
          what,
        ).toEqual(wire.map(() => 304))
        expect((await response.request().sizes()).responseBodySize, what).toBe(0)
      }
    }
  })
}

/**
 * The Open Graph reader behind story autopopulate (API-57, BLD-31): fetches a page the user
 * typed through the guarded fetch the ads.txt check uses (../guarded-fetch.ts: http(s) only,
 * time limit, size cap, a few redirects, no private or internal destination except the demo
 * server's own endpoint, which hosts the demo sites) and parses it with open-graph-scraper,
 * given the HTML (its `html` option), so the parser never fetches anything by itself.
 *
 * "Blocked" (decision, BLD-31 OPEN: the empty property list): the site refuses us (401, 403,
 * 429, 451, LinkedIn's 999), or asks not to be shown in previews (an `X-Robots-Tag` header or a
 * `<meta name="robots">` with `none` or `nosnippet`), or the page has neither a title nor an
 * image to fill the story with. robots.txt is not read: this is one page a user asked for, not
 * a crawl. Everything else that gives no page (timeout, too large, unreachable, 404, 5xx, a
 * private address) is a failure.
 */
import ogs from 'open-graph-scraper'
import { STORY_TITLE_MAX } from '../../../src/areas/embeds/lib/builder-rules'
import { GuardedFetchError, ReasonError, type GuardedFetchFailure } from '../platform/guarded-fetch'
import { fetchUserUrl, userUrlLimits, type UserUrlOptions } from '../platform/user-url-fetch'
import type { OpenGraphParam } from '../../../src/areas/embeds/lib/customize-rules'

/** One pair of the answer (og:title, og:image): the contract's shape. */
export type { OpenGraphParam }

export type OpenGraphFailure = GuardedFetchFailure | 'bad_status'

export class OpenGraphError extends ReasonError<OpenGraphFailure> {}

/** Defaults: 5 s for the whole fetch, 512 KB of HTML, 3 redirects (env overrides for tests). */
export const openGraphLimits = () => userUrlLimits('OPENGRAPH', 512 * 1024)

const BLOCKING_STATUS = new Set([401, 403, 429, 451, 999])

const noPreview = (value: string | null | undefined) =>
  !!value && /\b(none|nosnippet)\b/i.test(value)

/** The robots meta tag's content (any attribute order), or null. */
function robotsMeta(html: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!/\bname\s*=\s*["']?robots["']?/i.test(tag)) continue
    return /\bcontent\s*=\s*["']([^"']*)["']/i.exec(tag)?.[1] ?? null
  }
  return null
}

/** og:title and og:image of a page's HTML (the parser's fallbacks included: <title>, <img>). */
export async function parseOpenGraph(html: string, pageUrl: string): Promise<OpenGraphParam[]> {
  const params: OpenGraphParam[] = []
  let result: Awaited<ReturnType<typeof ogs>>['result']
  try {
    ;({ result } = await ogs({ html }))
  } catch {
    return params
  }
  const title = result.ogTitle?.trim()
  if (title) params.push({ property: 'og:title', content: title.slice(0, STORY_TITLE_MAX) })
  const image = result.ogImage?.find((i) => i.url)?.url
  if (image) {
    try {
      const absolute = new URL(image, pageUrl)
      if (absolute.protocol === 'http:' || absolute.protocol === 'https:')
        params.push({ property: 'og:image', content: absolute.href })
    } catch {
      // An unusable image address: no image.
    }
  }
  return params
}

/** Fetches and reads `address`; an empty list means the site blocked us (see above). */
export async function readOpenGraph(
  address: string,
  options: UserUrlOptions = {},
): Promise<OpenGraphParam[]> {
  let response
  try {
    response = await fetchUserUrl(address, options, openGraphLimits(), {
      accept: 'text/html,application/xhtml+xml',
      'user-agent': 'PublisherPortal-OpenGraph/1.0',
    })
  } catch (error) {
    if (!(error instanceof GuardedFetchError)) throw error
    throw new OpenGraphError(error.reason, error.message.replace('The file', 'The page'))
  }
  const { status, text, url } = response
  if (BLOCKING_STATUS.has(status)) return []
  if (status < 200 || status >= 300)
    throw new OpenGraphError('bad_status', `The site answered HTTP ${status}`)
  if (noPreview(response.headers.get('x-robots-tag')) || noPreview(robotsMeta(text))) return []
  return parseOpenGraph(text, url)
}

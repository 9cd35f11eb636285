/**
 * The ratings unit's calls to the public ratings API (no cookies; the visitor is known by the
 * rater id the unit keeps in the publisher page's storage), through their contract
 * (src/contracts/ratings/public.ts) with the pages' plain fetch: the unit ships without the
 * portal's fetch layer.
 */
import { RATER_HEADER, type PublicRatings } from '../../areas/ratings/lib/ratings-rules'
import type { ServiceName } from '../../core/http'
import type { Method } from '../../contracts/define'
import { pageUrl } from '../../contracts/page-call'
import { ratingsPublicCalls as calls } from '../../contracts/ratings/public'

/** The page a unit or counter stands for: its address and, when given, its page ID. */
export interface PageRef {
  url: string
  pageId: string | null
}

export type VoteResult = { ok: true; ratings: PublicRatings } | { ok: false; message: string }

export const VOTE_FAILED = 'Your rating was not saved. Please try again.'

/** The calls of one unit, against the API origin the unit script came from. */
export function ratingsApi(origin: string, unitUUID: string) {
  const send = (
    service: ServiceName,
    path: string,
    method: Method,
    rater: string | null,
    body?: object,
    query = '',
  ) =>
    fetch(pageUrl(origin, service, path, { unitUUID }) + query, {
      method,
      credentials: 'omit',
      headers: rater ? { [RATER_HEADER]: rater, 'Content-Type': 'application/json' } : {},
      // Revalidated with the answer's ETag: a repeat page view transfers a 304.
      cache: 'no-cache',
      body: body && JSON.stringify(body),
    })
  return {
    async read({ url, pageId }: PageRef, rater: string | null): Promise<PublicRatings> {
      const query = '?' + new URLSearchParams(pageId ? { url, pageId } : { url })
      const response = await send(
        calls.read.service,
        calls.read.path,
        calls.read.method,
        rater,
        undefined,
        query,
      )
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return (await response.json()) as PublicRatings
    },
    async vote(page: PageRef, stars: number, rater: string): Promise<VoteResult> {
      try {
        const response = await send(calls.vote.service, calls.vote.path, calls.vote.method, rater, {
          ...page,
          stars,
        })
        const data = await response.json()
        return response.ok
          ? { ok: true, ratings: data as PublicRatings }
          : { ok: false, message: data.error.fields[0]?.message ?? VOTE_FAILED }
      } catch {
        return { ok: false, message: VOTE_FAILED }
      }
    },
  }
}

export type RatingsApi = ReturnType<typeof ratingsApi>

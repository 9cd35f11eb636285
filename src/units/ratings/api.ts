/**
 * The ratings unit's calls to the public ratings API (no cookies; the visitor is known by the
 * rater id the unit keeps in the publisher page's storage). Plain fetch: the unit ships without
 * the portal's fetch layer.
 */
import { RATER_HEADER, type PublicRatings } from '../../areas/ratings/lib/ratings-rules'

/** The page a unit or counter stands for: its address and, when given, its page ID. */
export interface PageRef {
  url: string
  pageId: string | null
}

export type VoteResult = { ok: true; ratings: PublicRatings } | { ok: false; message: string }

export const VOTE_FAILED = 'Your rating was not saved. Please try again.'

/** The calls of one unit, against the API origin the unit script came from. */
export function ratingsApi(origin: string, unitUUID: string) {
  const base = `${origin}/api/ratings/public/v1/units/${encodeURIComponent(unitUUID)}`
  const send = (path: string, rater: string | null, body?: object) =>
    fetch(base + path, {
      method: body ? 'POST' : 'GET',
      headers: rater ? { [RATER_HEADER]: rater, 'Content-Type': 'application/json' } : {},
      credentials: 'omit',
      // Revalidated with the answer's ETag: a repeat page view transfers a 304.
      cache: 'no-cache',
      body: body && JSON.stringify(body),
    })
  return {
    async read({ url, pageId }: PageRef, rater: string | null): Promise<PublicRatings> {
      const id = pageId ? `&pageId=${encodeURIComponent(pageId)}` : ''
      const response = await send(`?url=${encodeURIComponent(url)}${id}`, rater)
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return (await response.json()) as PublicRatings
    },
    async vote(page: PageRef, stars: number, rater: string): Promise<VoteResult> {
      try {
        const response = await send('/votes', rater, { ...page, stars })
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

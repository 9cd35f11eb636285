/**
 * The commenting unit's calls to the public commenting API (no cookies; the commenter is known by
 * a token the unit keeps per unit in localStorage), through their contract
 * (src/contracts/commenting/public.ts) with plain fetch: the unit ships without the portal's fetch
 * layer. The wire shapes are the contract's schemas (types only).
 */
import { pageUrl } from '../../contracts/page-call'
import { commentingPublicCalls as calls } from '../../contracts/commenting/public'
import type { commentingPublicSchemas } from '../../contracts/commenting/public.schemas'
import type { AnswerOf, BodyOf } from '../../contracts/define'

type Schemas = typeof commentingPublicSchemas

/** GET settings: what the unit needs of the saved configuration. */
export type UnitSettings = AnswerOf<Schemas['settings']>

export type CounterLabels = NonNullable<UnitSettings['counter']>

export type PublicComment = AnswerOf<Schemas['comments']>['comments'][number] & {
  /** Set by the unit on a comment posted during this page view: it always shows. */
  fresh?: boolean
}

/** A new comment as the form makes it. */
export type NewComment = BodyOf<Schemas['post']>

/** A posted comment with the moderation's verdict and the commenter token to keep. */
export type Posted = AnswerOf<Schemas['post']>

export interface FieldProblem {
  field: string
  message: string
}

export type PostResult =
  { ok: true; posted: Posted } | { ok: false; message: string; fields: FieldProblem[] }

const TOKEN_HEADER = 'X-Commenter-Token'

/** The calls of one unit, against the API origin the unit script came from. */
export function unitApi(origin: string, unitUUID: string) {
  const headers = (token: string | null, json = false): Record<string, string> => ({
    ...(token ? { [TOKEN_HEADER]: token } : {}),
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  })
  async function getJson<T>(address: string, token: string | null, signal?: AbortSignal) {
    const response = await fetch(address, {
      headers: headers(token),
      credentials: 'omit',
      // Revalidated with the answer's ETag: a repeat page view transfers a 304.
      cache: 'no-cache',
      signal,
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return (await response.json()) as T
  }
  const post = (address: string, body: unknown, token: string | null) =>
    fetch(address, {
      method: 'POST',
      headers: headers(token, true),
      credentials: 'omit',
      body: JSON.stringify(body),
    })
  const unit = { unitUUID }

  return {
    settings: (signal?: AbortSignal) =>
      getJson<UnitSettings>(
        pageUrl(origin, calls.settings.service, calls.settings.path, unit),
        null,
        signal,
      ),
    comments: (pageId: string, token: string | null, signal?: AbortSignal) =>
      getJson<AnswerOf<Schemas['comments']>>(
        `${pageUrl(origin, calls.comments.service, calls.comments.path, unit)}?${new URLSearchParams({ pageId })}`,
        token,
        signal,
      ),
    view: (pageId: string) =>
      post(pageUrl(origin, calls.view.service, calls.view.path, unit), { pageId }, null).catch(
        () => undefined,
      ),
    async postComment(body: NewComment, token: string | null): Promise<PostResult> {
      try {
        const address = pageUrl(origin, calls.post.service, calls.post.path, unit)
        const response = await post(address, body, token)
        const data = await response.json().catch(() => null)
        if (response.ok) return { ok: true, posted: data as Posted }
        const error = data?.error
        const fields: FieldProblem[] = Array.isArray(error?.fields) ? error.fields : []
        // A refusal carries its reason as the message; a bad field says what to fix.
        const message = fields.length
          ? [...new Set(fields.map((f) => f.message))].join(' ')
          : (error?.message ?? 'Your comment could not be posted. Please try again.')
        return { ok: false, message, fields }
      } catch {
        return {
          ok: false,
          message: 'Your comment could not be sent. Please try again.',
          fields: [],
        }
      }
    },
    /**
     * Reports a comment; null when this commenter reported it already (409); `refused` with the
     * notice when a moderator banned them (403).
     */
    async mark(
      commentUUID: string,
      token: string | null,
    ): Promise<AnswerOf<Schemas['mark']> | { refused: string } | null> {
      const address = pageUrl(origin, calls.mark.service, calls.mark.path, {
        unitUUID,
        commentUUID,
      })
      const response = await post(address, {}, token)
      if (response.status === 409) return null
      if (response.status === 403) return { refused: String((await response.json()).error.message) }
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return (await response.json()) as AnswerOf<Schemas['mark']>
    },
    /** Marks this page view as open; the readers on the page now, or null when it failed. */
    presence: (pageId: string, visitorKey: string) =>
      post(
        pageUrl(origin, calls.presence.service, calls.presence.path, unit),
        { pageId, visitorKey },
        null,
      )
        .then(async (response) =>
          response.ok ? ((await response.json()) as AnswerOf<Schemas['presence']>).readers : null,
        )
        .catch(() => null),
    counts: (pageIds: string[]) =>
      getJson<AnswerOf<Schemas['counts']>>(
        `${pageUrl(origin, calls.counts.service, calls.counts.path, unit)}?pageIds=${pageIds.map(encodeURIComponent).join(',')}`,
        null,
      ),
  }
}

export type UnitApi = ReturnType<typeof unitApi>

/** The commenter token of a unit, kept across visits (storage may be blocked: then per page). */
export const commenterToken = {
  key: (unitUUID: string) => `pp-commenter:${unitUUID}`,
  read(unitUUID: string): string | null {
    try {
      return localStorage.getItem(this.key(unitUUID))
    } catch {
      return null
    }
  },
  write(unitUUID: string, token: string) {
    try {
      localStorage.setItem(this.key(unitUUID), token)
    } catch {
      // Storage blocked: the token lives only as long as the page.
    }
  },
}

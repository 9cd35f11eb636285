/**
 * The commenting unit's calls to the public commenting API (no cookies; the commenter is known by
 * a token the unit keeps per unit in localStorage). Plain fetch: the unit ships without the
 * portal's fetch layer.
 */
import type {
  AvatarPack,
  ColorValues,
  CommentsCounterAddon,
  CommentsTree,
  GeneralSettings,
  ModerationSettings,
} from '../../areas/commenting/lib/commenting-rules'
import type { MediaKind, Verdict } from '../../areas/commenting/lib/moderation-rules'

export type CounterLabels = Pick<
  CommentsCounterAddon,
  'zeroCommentsLabel' | 'singleCommentLabel' | 'multipleCommentsLabel'
>

/** GET /settings: what the unit needs of the saved configuration. */
export interface UnitSettings {
  unitUUID: string
  isActive: boolean
  general: Omit<GeneralSettings, 'name' | 'advancedSettings'>
  moderation: Omit<ModerationSettings, 'uuid'>
  commentsTree: Omit<CommentsTree, 'uuid'>
  colorSchema: ColorValues
  avatarPack: AvatarPack
  counter: CounterLabels | null
}

export interface PublicComment {
  commentUUID: string
  parentUUID: string | null
  authorName: string
  /** 0–11: one of the pack's twelve avatars. */
  avatar: number
  text: string
  mediaKind: MediaKind | null
  mediaUrl: string | null
  createdAt: string
  status: 'PUBLISHED' | 'HELD'
  /** Written by the commenter holding the token. */
  mine: boolean
  /** Set by the unit on a comment posted during this page view: it always shows. */
  fresh?: boolean
}

export interface NewComment {
  pageId: string
  parentUUID?: string
  text: string
  mediaUrl?: string
  anonymous: boolean
  name?: string
  email?: string
}

export interface Posted {
  comment: PublicComment
  verdict: Verdict
  commenterToken: string
}

export interface FieldProblem {
  field: string
  message: string
}

export type PostResult =
  { ok: true; posted: Posted } | { ok: false; message: string; fields: FieldProblem[] }

const e = encodeURIComponent
const TOKEN_HEADER = 'X-Commenter-Token'

/** The calls of one unit, against the API origin the unit script came from. */
export function unitApi(origin: string, unitUUID: string) {
  const base = `${origin}/api/commenting/public/v1/units/${e(unitUUID)}`
  const headers = (token: string | null, json = false): Record<string, string> => ({
    ...(token ? { [TOKEN_HEADER]: token } : {}),
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  })
  async function getJson<T>(path: string, token: string | null, signal?: AbortSignal) {
    const response = await fetch(base + path, {
      headers: headers(token),
      credentials: 'omit',
      // Revalidated with the answer's ETag: a repeat page view transfers a 304.
      cache: 'no-cache',
      signal,
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return (await response.json()) as T
  }
  const post = (path: string, body: unknown, token: string | null) =>
    fetch(base + path, {
      method: 'POST',
      headers: headers(token, true),
      credentials: 'omit',
      body: JSON.stringify(body),
    })

  return {
    settings: (signal?: AbortSignal) => getJson<UnitSettings>('/settings', null, signal),
    comments: (pageId: string, token: string | null, signal?: AbortSignal) =>
      getJson<{ comments: PublicComment[]; publishedCount: number }>(
        `/comments?pageId=${e(pageId)}`,
        token,
        signal,
      ),
    view: (pageId: string) => post('/views', { pageId }, null).catch(() => undefined),
    async postComment(body: NewComment, token: string | null): Promise<PostResult> {
      try {
        const response = await post('/comments', body, token)
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
    /** Reports a comment; null when this commenter reported it already (409). */
    async mark(commentUUID: string, token: string | null) {
      const response = await post(`/comments/${e(commentUUID)}/marks`, {}, token)
      if (response.status === 409) return null
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return (await response.json()) as { removed: boolean; blocked: boolean }
    },
    counts: (pageIds: string[]) =>
      getJson<{ counts: Record<string, number>; labels: Record<string, string> | null }>(
        `/counts?pageIds=${pageIds.map(e).join(',')}`,
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

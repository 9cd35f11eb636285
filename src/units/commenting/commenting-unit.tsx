/** @jsxImportSource preact */
/**
 * The commenting unit on a publisher's page (spec 002 §3–§4, COM-13..27): the saved settings are
 * read on every load, then the page's comments as the configured tree, newest first, and the form.
 */
import { useEffect, useMemo, useState } from 'preact/hooks'
import { COUNTER_PLACEHOLDERS, counterText } from '../../areas/commenting/lib/commenting-rules'
import { ActiveReaders } from './active-readers'
import {
  commenterToken,
  type NewComment,
  type PostResult,
  type PublicComment,
  type UnitApi,
  type UnitSettings,
} from './api'
import { CommentForm } from './comment-form'
import { CommentItem, visibleSlice } from './comment-item'
import { pageKeyOf, type PageKeys } from './page-id'
import { themeStyle } from './unit-styles'

interface Props {
  api: UnitApi
  unitUUID: string
  /** The host's data-page-id and the page's URL: the settings say which keys the comments. */
  page: PageKeys
  /** Called after a comment was published, so the page's counters can refresh. */
  onPublished?: () => void
}

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | {
      state: 'ready'
      settings: UnitSettings
      pageId: string
      comments: PublicComment[]
      publishedCount: number
    }

export const UNAVAILABLE = 'Comments are unavailable right now.'

const newestFirst = (a: PublicComment, b: PublicComment) => b.createdAt.localeCompare(a.createdAt)
/** With promoted comments on, featured ones lead (newest first among them). */
const featuredFirst = (a: PublicComment, b: PublicComment) =>
  Number(b.featured) - Number(a.featured) || newestFirst(a, b)

export function CommentingUnit({ api, unitUUID, page, onPublished }: Readonly<Props>) {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [shown, setShown] = useState(0)

  useEffect(() => {
    const abort = new AbortController()
    const token = commenterToken.read(unitUUID)
    const comments = (key: string) => api.comments(key, token, abort.signal)
    // The likely key (the page id, when the page set one) loads beside the settings; when the
    // settings say otherwise, the page's comments load again under the URL.
    const guess = page.id ?? page.url
    Promise.all([api.settings(abort.signal), comments(guess)])
      .then(async ([settings, first]) => {
        if (!settings.isActive) return setLoad({ state: 'failed' })
        const pageId = pageKeyOf(page, settings.general.isPageIDEnabled)
        const found = pageId === guess ? first : await comments(pageId)
        setShown(settings.commentsTree.commentsInitialLoadLimit)
        setLoad({ state: 'ready', settings, pageId, ...found })
        void api.view(pageId)
      })
      .catch(() => !abort.signal.aborted && setLoad({ state: 'failed' }))
    return () => abort.abort()
  }, [api, unitUUID, page])

  const tree = useMemo(() => {
    const byParent = new Map<string, PublicComment[]>()
    const top: PublicComment[] = []
    if (load.state !== 'ready') return { top, byParent }
    const known = new Set(load.comments.map((c) => c.commentUUID))
    const promote = load.settings.general.isPromoteCommentsEnabled
    for (const c of [...load.comments].sort(promote ? featuredFirst : newestFirst)) {
      if (c.parentUUID && known.has(c.parentUUID)) {
        byParent.set(c.parentUUID, [...(byParent.get(c.parentUUID) ?? []), c])
      } else if (!c.parentUUID) top.push(c)
    }
    return { top, byParent }
  }, [load])

  if (load.state === 'loading') return <p class="quiet">Loading comments…</p>
  if (load.state === 'failed') return <p class="quiet">{UNAVAILABLE}</p>
  const { settings, publishedCount, pageId } = load
  const { general, commentsTree } = settings

  async function submit(body: Omit<NewComment, 'pageId'>): Promise<PostResult> {
    const outcome = await api.postComment({ ...body, pageId }, commenterToken.read(unitUUID))
    if (!outcome.ok) return outcome
    const { comment, verdict, commenterToken: token } = outcome.posted
    if (token) commenterToken.write(unitUUID, token)
    const published = verdict.outcome === 'PUBLISHED'
    setLoad((current) =>
      current.state === 'ready'
        ? {
            ...current,
            comments: [...current.comments, { ...comment, mine: true, fresh: true }],
            publishedCount: current.publishedCount + (published ? 1 : 0),
          }
        : current,
    )
    if (published) onPublished?.()
    return outcome
  }

  async function report(comment: PublicComment): Promise<string> {
    try {
      const marked = await api.mark(comment.commentUUID, commenterToken.read(unitUUID))
      if (!marked) return 'You reported this comment already.'
      if ('refused' in marked) return marked.refused
      if (marked.removed)
        setLoad((current) =>
          current.state === 'ready'
            ? {
                ...current,
                comments: current.comments.filter((c) => c.commentUUID !== comment.commentUUID),
                publishedCount: Math.max(0, current.publishedCount - 1),
              }
            : current,
        )
      return marked.removed ? 'Reported; the comment was removed.' : 'Thanks, reported for review.'
    } catch {
      return 'The report could not be sent.'
    }
  }

  const thread = { settings, children_: tree.byParent, submit, report }
  const visible = visibleSlice(tree.top, shown)
  const hidden = tree.top.length - visible.length
  return (
    <section
      class="unit"
      style={themeStyle(settings.colorSchema, general.fontSize, general.weight)}
      aria-label="Comments"
    >
      <div class="head">
        <h2>{counterText(settings.counter ?? COUNTER_PLACEHOLDERS, publishedCount)}</h2>
        {general.isActiveUsersIndicatorEnabled && general.activeUsersIndicatorTitle && (
          <ActiveReaders api={api} pageId={pageId} title={general.activeUsersIndicatorTitle} />
        )}
      </div>
      <CommentForm settings={settings} submit={submit} />
      {tree.top.length === 0 ? (
        <p class="hint">Be the first to comment.</p>
      ) : (
        <ul aria-label="Comment list">
          {visible.map((c) => (
            <CommentItem key={c.commentUUID} comment={c} {...thread} />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button
          type="button"
          class="more"
          onClick={() => setShown(shown + commentsTree.commentsLoadMoreLimit)}
        >
          Load more comments
        </button>
      )}
    </section>
  )
}

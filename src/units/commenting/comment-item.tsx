/** @jsxImportSource preact */
/** One comment with its tools (reply, report, reactions) and, below it, its replies. */
import { useEffect, useRef, useState } from 'preact/hooks'
import { safeHref } from '../../core/safe-url'
import type { NewComment, PostResult, PublicComment, UnitSettings } from './api'
import { Avatar } from './avatar'
import { CommentForm } from './comment-form'

export interface ThreadProps {
  settings: UnitSettings
  /** Replies by parent, newest first. */
  children_: Map<string, PublicComment[]>
  submit: (body: Omit<NewComment, 'pageId'>) => Promise<PostResult>
  report: (comment: PublicComment) => Promise<string>
}

const REACTIONS = ['👍', '❤️', '😂', '😮'] as const
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

/** The first `shown` comments, plus any the commenter just posted (they always show at once). */
export const visibleSlice = (list: PublicComment[], shown: number) =>
  list.filter((c, i) => i < shown || c.fresh)

/** "Show more replies" pages through the replies by the configured load-more limit. */
export function Replies({ parent, ...props }: Readonly<ThreadProps & { parent: string }>) {
  const { commentsTree } = props.settings
  const replies = props.children_.get(parent) ?? []
  const [shown, setShown] = useState(commentsTree.repliesInitialLoadLimit)
  if (!replies.length) return null
  const visible = visibleSlice(replies, shown)
  const hidden = replies.length - visible.length
  return (
    <>
      {visible.length > 0 && (
        <ul class="replies" aria-label="Replies">
          {visible.map((reply) => (
            <CommentItem key={reply.commentUUID} comment={reply} {...props} />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button
          type="button"
          class="link"
          onClick={() => setShown(shown + commentsTree.repliesLoadMoreLimit)}
        >
          Show more replies ({hidden})
        </button>
      )}
    </>
  )
}

export function CommentItem({
  comment,
  ...props
}: Readonly<ThreadProps & { comment: PublicComment }>) {
  const { settings, submit, report } = props
  const [replying, setReplying] = useState(false)
  const [reported, setReported] = useState('')
  const [reactions, setReactions] = useState<string[]>([])
  /** The reply just posted: it takes the focus once drawn (its form, which had it, is gone). */
  const [posted, setPosted] = useState<string | null>(null)
  const itemRef = useRef<HTMLLIElement>(null)
  const replyRef = useRef<HTMLButtonElement>(null)
  const labelId = `c-${comment.commentUUID}`
  const held = comment.status === 'HELD'

  useEffect(() => {
    if (!posted) return
    itemRef.current?.querySelector<HTMLElement>(`[data-comment="${posted}"]`)?.focus()
    setPosted(null)
  }, [posted])

  function closeReply() {
    setReplying(false)
    replyRef.current?.focus()
  }

  async function reportComment() {
    setReported('Sending report…')
    setReported(await report(comment))
  }

  return (
    <li ref={itemRef}>
      <article
        class="comment"
        aria-labelledby={labelId}
        data-comment={comment.commentUUID}
        tabIndex={-1}
      >
        <Avatar pack={settings.avatarPack} index={comment.avatar} name={comment.authorName} />
        <div>
          <div class="meta">
            <span class="author" id={labelId}>
              {comment.authorName}
            </span>
            <time dateTime={comment.createdAt}>{when(comment.createdAt)}</time>
            {held && <span class="held">Awaiting moderation — only you can see this</span>}
            {comment.featured && settings.general.isPromoteCommentsEnabled && (
              <span class="featured">Featured</span>
            )}
          </div>
          <p class="text">{comment.text}</p>
          {comment.mediaUrl && (comment.mediaKind === 'image' || comment.mediaKind === 'gif') && (
            <img
              class="media"
              src={comment.mediaUrl}
              alt={`Shared by ${comment.authorName}`}
              loading="lazy"
            />
          )}
          {comment.mediaKind === 'video' && safeHref(comment.mediaUrl) && (
            <a
              href={safeHref(comment.mediaUrl)!}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              Watch the video
            </a>
          )}
          <div class="tools">
            {settings.moderation.isEmojiReactionsEnabled &&
              REACTIONS.map((emoji) => {
                const on = reactions.includes(emoji)
                return (
                  <button
                    key={emoji}
                    type="button"
                    class="emoji"
                    aria-pressed={on}
                    aria-label={`React ${emoji}`}
                    onClick={() =>
                      setReactions(
                        on ? reactions.filter((r) => r !== emoji) : [...reactions, emoji],
                      )
                    }
                  >
                    {emoji} {on ? 1 : ''}
                  </button>
                )
              })}
            {!settings.general.isTurnOffRepliesEnabled && !held && (
              <button
                ref={replyRef}
                type="button"
                class="link"
                aria-expanded={replying}
                onClick={() => setReplying(!replying)}
              >
                Reply
              </button>
            )}
            {!comment.mine && !held && (
              <button type="button" class="link" disabled={!!reported} onClick={reportComment}>
                Report
              </button>
            )}
            <span role="status" class="hint">
              {reported}
            </span>
          </div>
          {replying && (
            <CommentForm
              settings={settings}
              parentUUID={comment.commentUUID}
              submit={async (body) => {
                const outcome = await submit(body)
                if (outcome.ok) {
                  setReplying(false)
                  setPosted(outcome.posted.comment.commentUUID)
                }
                return outcome
              }}
              onCancel={closeReply}
            />
          )}
          <Replies parent={comment.commentUUID} {...props} />
        </div>
      </article>
    </li>
  )
}

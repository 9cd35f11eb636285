import { formatDateTime } from '../../../core/format'
import { Button } from '../../../ui/button'
import { plural, whyText, type ModerationAction, type Queue } from '../lib/queue-rules'
import type { QueueItem as Item } from './moderation-api'

export const when = (ms: number) => formatDateTime(new Date(ms))

/** The end of a ban in words. */
export const banEnd = (until: number | null) =>
  until === null ? 'for good' : `until ${when(until)}`

const clip = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

export interface QueueItemProps {
  item: Item
  queue: Queue
  current: boolean
  selected: boolean
  busy: boolean
  onFocus: () => void
  onToggle: () => void
  onAct: (action: ModerationAction) => void
  onBan: () => void
}

/**
 * One comment of the queue: its author with their history and ban, the article and the comment
 * it answers, the text, why it is here, and the actions (the queue's keyboard does the same).
 */
export function QueueItemCard({
  item,
  queue,
  current,
  selected,
  busy,
  onFocus,
  onToggle,
  onAct,
  onBan,
}: Readonly<QueueItemProps>) {
  const { author } = item
  const name = author.name ?? 'Anonymous'
  const why = whyText(item.held, item.reports)
  const history = [
    plural(author.history.published, 'published', 'published'),
    plural(author.history.rejected, 'rejected', 'rejected'),
    plural(author.history.reported, 'reported', 'reported'),
  ].join(' · ')
  return (
    <li
      data-queue-item
      tabIndex={current ? 0 : -1}
      aria-current={current || undefined}
      aria-label={`Comment by ${name}`}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus()
      }}
      onClick={onFocus}
      className={`rounded-card border bg-white p-4 outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 ${current ? 'border-accent shadow-raised' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={`Select the comment by ${name}`}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900">
            {name}
            {author.ban ? (
              <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-danger">
                Banned {banEnd(author.ban.until)}
              </span>
            ) : author.blocked ? (
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                Blocked after reports
              </span>
            ) : null}
            {item.featured ? (
              <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                Featured
              </span>
            ) : null}
          </p>
          <p className="text-xs text-slate-600">{history}</p>
        </div>
        <time
          className="basis-full pl-7 text-xs text-slate-600 sm:basis-auto sm:pl-0"
          dateTime={new Date(item.createdAt).toISOString()}
        >
          {when(item.createdAt)}
        </time>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        On <span className="font-medium text-slate-800">{item.pageId}</span>
        {item.parent ? (
          <>
            {' · replying to '}
            {item.parent.authorName ?? 'Anonymous'}: “{clip(item.parent.text)}”
          </>
        ) : null}
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-900">{item.text}</p>
      {why ? (
        <p className="mt-2 inline-block rounded-control bg-amber-50 px-2 py-1 text-xs text-amber-900">
          {why}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {queue !== 'APPROVED' ? (
          <Button variant="secondary" disabled={busy} onClick={() => onAct('APPROVE')}>
            Approve
          </Button>
        ) : null}
        {queue !== 'REJECTED' ? (
          <Button variant="secondary" disabled={busy} onClick={() => onAct('REJECT')}>
            Reject
          </Button>
        ) : null}
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => onAct(item.featured ? 'UNFEATURE' : 'FEATURE')}
        >
          {item.featured ? 'Stop featuring' : 'Feature'}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onBan}>
          {author.ban ? 'Change ban' : 'Ban author'}
        </Button>
      </div>
    </li>
  )
}

import { formatInteger } from '../../../core/format'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { usePortal } from '../../../core/store'
import { Button } from '../../../ui/button'
import { LoadError } from '../../../ui/load-error'
import { Segmented } from '../../../ui/segmented'
import { Card, EmptyState, Skeleton } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import type { TabProps } from '../manager/tab-props'
import { queueAfter, queueLabel, QUEUES, shortcutOf, type Queue } from '../lib/queue-rules'
import { BanDialog, type BanValues } from './ban-dialog'
import { BansCard } from './bans-card'
import { DigestCard } from './digest-card'
import { moderationApi, type QueueFilter, type QueueItem } from './moderation-api'
import { QueueFilters } from './queue-filters'
import { QueueItemCard } from './queue-item'
import { ShortcutsDialog } from './shortcuts-dialog'
import { QUEUE_FAILED, useQueue } from './use-queue'

/** What can be done to several comments at once (each where it moves them out of the queue). */
const BULK = [
  { action: 'APPROVE', label: 'Approve selected' },
  { action: 'REJECT', label: 'Reject selected' },
] as const

export const MOCKUP_MODERATION = 'Moderation is not available in a mockup session.'
const EMPTY: Record<Queue, string> = {
  PENDING: 'No comments are waiting for review.',
  REPORTED: 'No reported comments are waiting for a look.',
  APPROVED: 'No comments were approved by a moderator yet.',
  REJECTED: 'No comments were rejected.',
}

/**
 * Beyond the spec: the unit's moderation queue (Pending, Reported, Approved, Rejected), with
 * search, several at once, bans and a keyboard of its own (j/k, x, a, r, f, b, ?).
 */
export function ModerationTab({ config }: Readonly<TabProps>) {
  const mockup = usePortal((s) => s.session.mockupGenerator)
  if (mockup)
    return (
      <Card>
        <EmptyState text={MOCKUP_MODERATION} />
      </Card>
    )
  return <Moderation unitUUID={config.commentingUnitUUID} />
}

function Moderation({ unitUUID }: Readonly<{ unitUUID: string }>) {
  const [filter, setFilter] = useState<QueueFilter>({
    queue: 'PENDING',
    q: '',
    author: '',
    pageId: '',
  })
  const queue = useQueue(unitUUID, filter)
  const bans = useRequest((signal) => moderationApi.bans(unitUUID, signal), unitUUID)
  const [banning, setBanning] = useState<QueueItem | null>(null)
  const [help, setHelp] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  const refocus = useRef(false)
  const { items, current, selected } = queue

  const focusItem = (index: number) => {
    const at = Math.max(0, Math.min(index, items.length - 1))
    queue.setCurrent(at)
    list.current?.querySelectorAll<HTMLElement>('[data-queue-item]')[at]?.focus()
  }
  /** The selection, else the current comment. */
  const targets = () =>
    selected.size ? [...selected] : items[current] ? [items[current].commentUUID] : []

  function onKey(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement
    const key = shortcutOf({
      key: event.key,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      inField: !!target.closest('input:not([type="checkbox"]), textarea, select'),
    })
    if (!key) return
    event.preventDefault()
    const item = items[current]
    if (key === '?') setHelp(true)
    else if (key === 'j') focusItem(current + 1)
    else if (key === 'k') focusItem(current - 1)
    else if (!item) return
    else if (key === 'x') queue.toggle(item.commentUUID)
    else if (key === 'a') actAndStay('APPROVE')
    else if (key === 'r') actAndStay('REJECT')
    else if (key === 'f')
      void queue.act(item.featured ? 'UNFEATURE' : 'FEATURE', [item.commentUUID])
    else if (key === 'b') setBanning(item)
  }
  /** A keyboard action: once the list has changed, the focus goes to the comment now in its place. */
  function actAndStay(action: 'APPROVE' | 'REJECT') {
    refocus.current = true
    void queue.act(action, targets()).then((ok) => {
      if (!ok) refocus.current = false
    })
  }
  useEffect(() => {
    if (!refocus.current) return
    refocus.current = false
    list.current?.querySelectorAll<HTMLElement>('[data-queue-item]')[current]?.focus()
  }, [items, current])

  async function ban(values: BanValues) {
    const author = banning!.author
    const made = await moderationApi.ban(
      unitUUID,
      author.commenterUUID,
      values.duration,
      values.reason,
    )
    queue.setAuthorBan(author.commenterUUID, made)
    queue.setStatus(`Banned ${author.name ?? 'the anonymous commenter'}.`)
    bans.reload()
    setBanning(null)
  }

  return (
    <div onKeyDown={onKey}>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Segmented
            label="Queue"
            options={QUEUES.map((q) => ({
              id: q,
              label: `${queueLabel(q)} (${queue.counts ? formatInteger(queue.counts[q]) : '…'})`,
            }))}
            value={filter.queue}
            onChange={(q) => setFilter((f) => ({ ...f, queue: q }))}
          />
          <Button variant="ghost" aria-keyshortcuts="?" onClick={() => setHelp(true)}>
            Keyboard shortcuts
          </Button>
        </div>
        <QueueFilters filter={filter} onApply={(next) => setFilter((f) => ({ ...f, ...next }))} />
        <div className="mt-4 flex min-h-9 flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={items.length > 0 && selected.size === items.length}
              onChange={(e) => queue.selectAll(e.currentTarget.checked)}
              disabled={!items.length}
            />
            Select all shown
          </label>
          {selected.size ? (
            <>
              <span className="text-sm text-slate-600">{selected.size} selected</span>
              {BULK.filter((b) => queueAfter(b.action) !== filter.queue).map((b) => (
                <Button
                  key={b.action}
                  variant="secondary"
                  disabled={queue.busy}
                  onClick={() => void queue.act(b.action, [...selected])}
                >
                  {b.label}
                </Button>
              ))}
            </>
          ) : null}
          <p role="status" className="ml-auto text-sm text-slate-600">
            {queue.status}
          </p>
        </div>
        <div className="mt-4">
          {queue.first.error && !queue.first.loading ? (
            <LoadError text={QUEUE_FAILED} onRetry={queue.first.reload} />
          ) : queue.first.loading && !queue.first.data ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <Skeleton className="h-28 w-full" />
              <Skeleton className="h-28 w-full" />
            </div>
          ) : items.length === 0 ? (
            <EmptyState text={EMPTY[filter.queue]} />
          ) : (
            <ul
              ref={list}
              aria-label={`${queueLabel(filter.queue)} comments`}
              className="flex flex-col gap-3"
              aria-busy={queue.first.loading || undefined}
            >
              {items.map((item, index) => (
                <QueueItemCard
                  key={item.commentUUID}
                  item={item}
                  queue={filter.queue}
                  current={index === current}
                  selected={selected.has(item.commentUUID)}
                  busy={queue.busy}
                  onFocus={() => queue.setCurrent(index)}
                  onToggle={() => queue.toggle(item.commentUUID)}
                  onAct={(action) => void queue.act(action, [item.commentUUID])}
                  onBan={() => setBanning(item)}
                />
              ))}
            </ul>
          )}
          {queue.more ? (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                busy={queue.loadingMore}
                busyLabel="Loading…"
                onClick={() => void queue.loadMore()}
              >
                Load more
              </Button>
            </div>
          ) : null}
        </div>
      </Card>
      <BansCard
        bans={bans}
        onLift={async (b) => {
          await moderationApi.liftBan(unitUUID, b.banUUID)
          queue.setAuthorBan(b.commenterUUID, null)
          queue.setStatus(`Lifted the ban of ${b.authorName ?? 'the anonymous commenter'}.`)
          bans.reload()
        }}
      />
      <DigestCard unitUUID={unitUUID} />
      <BanDialog
        name={banning?.author.name ?? null}
        open={banning !== null}
        onSubmit={ban}
        onClose={() => setBanning(null)}
      />
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
    </div>
  )
}

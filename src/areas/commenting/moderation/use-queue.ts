/**
 * The Moderation tab's queue as a screen holds it: the first page loaded per queue and filter,
 * the pages added by "Load more", the counts, the current comment (for the keyboard), the
 * selection, and the actions that move comments out of the list.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { notifyFailure } from '../../../core/store'
import { useRequest } from '../../../ui/use-request'
import {
  ACTION_DONE,
  plural,
  queueLabel,
  queueAfter,
  type ModerationAction,
} from '../lib/queue-rules'
import { moderationApi, type QueueCounts, type QueueFilter, type QueueItem } from './moderation-api'

export const QUEUE_FAILED = 'There was an issue loading the comments'
export const ACTION_FAILED = 'There was an issue moderating the comments'

export function useQueue(unitUUID: string, filter: QueueFilter) {
  const key = `${unitUUID}:${JSON.stringify(filter)}`
  const first = useRequest((signal) => moderationApi.queue(unitUUID, filter, null, signal), key)
  // The list's current search, for a "Load more" answer that arrives after the search changed.
  const shownKey = useRef(key)
  useLayoutEffect(() => {
    shownKey.current = key
  }, [key])
  const [items, setItems] = useState<QueueItem[]>([])
  const [counts, setCounts] = useState<QueueCounts | null>(null)
  const [cursor, setCursor] = useState<string | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const [current, setCurrent] = useState(0)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState(false)
  /** The status line: what the last action did (announced politely). */
  const [status, setStatus] = useState('')

  useEffect(() => {
    if (!first.data) return
    setItems(first.data.items)
    setCounts(first.data.counts)
    setCursor(first.data.nextCursor)
    setCurrent(0)
    setSelected(new Set())
  }, [first.data])

  async function loadMore() {
    if (!cursor || first.loading) return
    setLoadingMore(true)
    try {
      const page = await moderationApi.queue(unitUUID, filter, cursor)
      if (shownKey.current !== key) return
      setItems((shown) => [...shown, ...page.items])
      setCounts(page.counts)
      setCursor(page.nextCursor)
    } catch (error) {
      notifyFailure(error, QUEUE_FAILED)
    } finally {
      setLoadingMore(false)
    }
  }

  /** Acts on `ids` (the selection, else the current comment); answers whether it was done. */
  async function act(action: ModerationAction, ids: readonly string[]): Promise<boolean> {
    if (!ids.length || busy) return false
    setBusy(true)
    try {
      const done = await moderationApi.act(unitUUID, action, [...ids])
      const acted = new Set(ids)
      const leaves = queueAfter(action) !== filter.queue
      setItems((shown) =>
        leaves
          ? shown.filter((i) => !acted.has(i.commentUUID))
          : shown.map((i) =>
              acted.has(i.commentUUID)
                ? { ...i, featured: action === 'FEATURE' || (action !== 'UNFEATURE' && i.featured) }
                : i,
            ),
      )
      if (leaves) setCurrent((at) => Math.max(0, Math.min(at, items.length - acted.size - 1)))
      setSelected(new Set())
      setCounts(done.counts)
      const left = done.counts[filter.queue]
      setStatus(
        `${ACTION_DONE[action]} ${plural(ids.length, 'comment')}. ${plural(left, 'comment')} in ${queueLabel(filter.queue)}.`,
      )
      return true
    } catch (error) {
      notifyFailure(error, ACTION_FAILED)
      return false
    } finally {
      setBusy(false)
    }
  }

  /** Marks an author banned (or not) in every shown comment of theirs. */
  function setAuthorBan(commenterUUID: string, ban: QueueItem['author']['ban']) {
    setItems((shown) =>
      shown.map((i) =>
        i.author.commenterUUID === commenterUUID ? { ...i, author: { ...i.author, ban } } : i,
      ),
    )
  }

  function toggle(id: string) {
    setSelected((now) => {
      const next = new Set(now)
      if (!next.delete(id)) next.add(id)
      return next
    })
  }

  return {
    first,
    items,
    counts,
    // A page of an older search never joins a newer one's list.
    more: cursor !== null && !first.loading,
    loadMore,
    loadingMore,
    current: Math.min(current, Math.max(0, items.length - 1)),
    setCurrent,
    selected,
    toggle,
    selectAll: (on: boolean) => setSelected(new Set(on ? items.map((i) => i.commentUUID) : [])),
    act,
    busy,
    status,
    setStatus,
    setAuthorBan,
  }
}

export type QueueState = ReturnType<typeof useQueue>

/**
 * The organize view (spec 001 §2 "Organize view", §4; BLD-39, 41): the live and not-live lists
 * with drag and drop between and within them and the same moves by keyboard (per card: up,
 * down, add to / remove from the embed), `Randomize Content`, search and type filter on the
 * not-live cards, pages of ten, the moved card highlighted for 3 s on the page that shows it.
 * Every move is written to the document at once; closing selects the last live card, or
 * nothing when no card is live (the customize step then says the embed has no live content).
 *
 * BLD-40: the Create Labels modal opens from here (API-51: the account's labels, which the
 * library's cards and filter use). The rest of BLD-40's control bar (Active/Archive, sort,
 * state/date/label filters) is the library's: those filter embeds, not an embed's cards.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { notify, usePortal } from '../../../../core/store'
import { Button } from '../../../../ui/button'
import { Modal } from '../../../../ui/modal'
import { MOVED_CARD_HIGHLIGHT_MS, REQUIRED_FIELDS_MESSAGE } from '../../lib/builder-rules'
import { toggleContentOrder } from '../../lib/card-rules'
import {
  filterActive,
  keyboardTarget,
  liveItems,
  matchesFilter,
  moveItem,
  NO_FILTER,
  notLiveItems,
  pageOf,
  pageShowing,
  selectionOnClose,
  toCards,
  toItems,
  wholeIndex,
  type KeyboardMove,
  type MoveTarget,
  type NotLiveFilter,
  type OrganizeItem,
} from '../../lib/organize-rules'
import { CreateLabelsDialog } from '../../components/create-labels-dialog'
import { libraryApi } from '../../library/library-api'
import { useBuilder, useBuilderActions, useBuilderStore } from '../builder-store'
import { NotLiveTools } from './not-live-tools'
import { OrganizeListView } from './organize-list'
import type { DropEvent } from './use-sortable'

export interface OrganizeModalProps {
  open: boolean
  onClose: () => void
}

export const ORGANIZE_TITLE = 'Organize Content'

export function OrganizeModal({ open, onClose }: Readonly<OrganizeModalProps>) {
  const store = useBuilderStore()
  const { update, select, updateEmbed } = useBuilderActions()
  const contentOrder = useBuilder((s) => s.doc.embed.contentOrder)
  const [items, setItems] = useState<OrganizeItem[]>([])
  const [filter, setFilter] = useState<NotLiveFilter>(NO_FILTER)
  const [pages, setPages] = useState({ live: 1, notLive: 1 })
  const [moved, setMoved] = useState<{ key: string; action: string } | null>(null)
  const body = useRef<HTMLDivElement>(null)
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const [creatingLabels, setCreatingLabels] = useState(false)

  // Opening: the selected card must pass the required-fields check (§4); nothing stays selected
  // while cards move (indexes change), and the view takes the cards with stable keys.
  useLayoutEffect(() => {
    if (!open) return
    if (!select(-1)) {
      notify('error', REQUIRED_FIELDS_MESSAGE)
      onClose()
      return
    }
    setItems(toItems(store.getState().doc.cards))
    setFilter(NO_FILTER)
    setPages({ live: 1, notLive: 1 })
    setMoved(null)
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs on opening only
  }, [open])

  // The highlight of a moved card ends after 3 s.
  useEffect(() => {
    if (!moved) return
    const timer = setTimeout(() => setMoved(null), MOVED_CARD_HIGHLIGHT_MS)
    return () => clearTimeout(timer)
  }, [moved])

  const live = useMemo(() => liveItems(items), [items])
  const notLive = useMemo(() => notLiveItems(items), [items])
  const filtered = useMemo(() => notLive.filter((i) => matchesFilter(i, filter)), [notLive, filter])
  const liveShown = pageOf(live, pages.live)
  const notLiveShown = pageOf(filtered, pages.notLive)

  const apply = useCallback(
    (key: string, target: MoveTarget, action: string) => {
      const next = moveItem(items, key, target)
      setItems(next)
      update((d) => ({ ...d, cards: toCards(next) }))
      // The page jumps to show the moved card; a filter that hides it is cleared.
      let nextFilter = filter
      if (target.list === 'notLive') {
        const card = next.find((i) => i.key === key)
        if (card && !matchesFilter(card, filter)) nextFilter = NO_FILTER
      }
      setFilter(nextFilter)
      const list =
        target.list === 'live'
          ? liveItems(next)
          : notLiveItems(next).filter((i) => matchesFilter(i, nextFilter))
      const page = pageShowing(list, key) ?? 1
      setPages((p) => ({ ...p, [target.list]: page }))
      setMoved({ key, action })
    },
    [items, filter, update],
  )

  const keyboardMove = (key: string, move: KeyboardMove) => {
    const target = keyboardTarget(items, key, move)
    if (target) apply(key, target, move)
  }

  const drop = (event: DropEvent) => {
    const toLive = event.list === 'live'
    const whole = (toLive ? live : filtered).filter((i) => i.key !== event.key)
    const shown = (toLive ? liveShown : notLiveShown).filter((i) => i.key !== event.key)
    const index = wholeIndex(whole, shown, event.index)
    // wholeIndex counts in the filtered list; the not-live target counts in the whole list.
    const anchor = whole[index]
    const target: MoveTarget = toLive
      ? { list: 'live', index }
      : {
          list: 'notLive',
          index: anchor
            ? notLive.filter((i) => i.key !== event.key).findIndex((i) => i.key === anchor.key)
            : notLive.filter((i) => i.key !== event.key).length,
        }
    apply(event.key, target, 'drag')
  }

  // Keyboard moves keep focus on the moved card (its same button when it still has one).
  useLayoutEffect(() => {
    if (!moved || moved.action === 'drag') return
    const row = body.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(moved.key)}"]`)
    const again = row?.querySelector<HTMLElement>(`[data-action="${moved.action}"]`)
    ;(again ?? row?.querySelector<HTMLElement>('button'))?.focus()
  }, [moved])

  function close() {
    // BLD-41: the last live card is selected; with none live nothing is (no live content).
    const index = selectionOnClose(toCards(items))
    if (index >= 0) select(index)
    onClose()
  }

  return (
    <Modal
      open={open}
      title={ORGANIZE_TITLE}
      onClose={close}
      size="xl"
      actions={<Button onClick={close}>Done</Button>}
    >
      <div ref={body} className="flex flex-col gap-4">
        <p>
          Drag cards between and within the lists, or use each card&rsquo;s buttons. Live cards show
          in the embed in this order.
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={contentOrder === 'random'}
              onChange={() => updateEmbed({ contentOrder: toggleContentOrder(contentOrder) })}
              className="size-4 accent-primary"
            />
            Randomize Content
          </label>
          {accountUUID ? (
            <Button variant="secondary" onClick={() => setCreatingLabels(true)}>
              Create Labels
            </Button>
          ) : null}
        </div>
        {accountUUID ? (
          <CreateLabelsDialog
            open={creatingLabels}
            create={(name) => libraryApi.createLabel(accountUUID, name)}
            onClose={() => setCreatingLabels(false)}
          />
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          <OrganizeListView
            name="live"
            title="Live"
            items={live}
            shown={liveShown}
            page={pages.live}
            onPage={(page) => setPages((p) => ({ ...p, live: page }))}
            numbered={contentOrder === 'ordered'}
            highlighted={moved?.key ?? null}
            onMove={keyboardMove}
            onDrop={drop}
            empty="No live cards. Drag cards here or add them to the embed."
          />
          <OrganizeListView
            name="notLive"
            title="Not live"
            items={filtered}
            shown={notLiveShown}
            page={pages.notLive}
            onPage={(page) => setPages((p) => ({ ...p, notLive: page }))}
            numbered={false}
            highlighted={moved?.key ?? null}
            onMove={keyboardMove}
            onDrop={drop}
            tools={
              <NotLiveTools
                filter={filter}
                onFilter={(next) => {
                  setFilter(next)
                  setPages((p) => ({ ...p, notLive: 1 }))
                }}
              />
            }
            empty={
              filterActive(filter)
                ? 'No not-live cards match.'
                : 'Every card is live. Drag cards here to take them off the embed.'
            }
          />
        </div>
      </div>
    </Modal>
  )
}

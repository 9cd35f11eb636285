import { useState } from 'react'
import { notify } from '../../../../core/store'
import { Button } from '../../../../ui/button'
import { Modal } from '../../../../ui/modal'
import { Pager } from '../../../../ui/pager'
import { deleteCard, toggleLive } from '../../lib/card-rules'
import {
  cardTitle,
  pageCount,
  pageIndexes,
  pageOf,
  requiredMessage,
} from '../../lib/customize-rules'
import { useBuilder, useBuilderActions, useBuilderStore } from '../builder-store'
import { CardTile } from './card-tile'

/**
 * The card selector strip (BLD-14, 19, 22, 23): 10 cards a page with paging; selecting another
 * card needs the selected one to be valid (else the required-fields message and its invalid
 * fields show); delete asks first; the live toggle adds to or removes from the embed.
 */
export function CardSelector() {
  const store = useBuilderStore()
  const { select, update, reselect } = useBuilderActions()
  const cards = useBuilder((s) => s.doc.cards)
  const order = useBuilder((s) => s.doc.embed.contentOrder)
  const selected = useBuilder((s) => s.selected)
  const pages = pageCount(cards.length)
  const [page, setPage] = useState(pageOf(Math.max(0, selected)))
  const [shownFor, setShownFor] = useState(selected)
  const [deleting, setDeleting] = useState<number | null>(null)
  // The page follows the selected card when the selection changes.
  if (shownFor !== selected) {
    setShownFor(selected)
    setPage(pageOf(Math.max(0, selected)))
  }
  const current = Math.min(page, pages - 1)

  function choose(index: number) {
    if (!select(index)) notify('error', requiredMessage(store.getState().doc.cards[selected]))
  }
  function confirmDelete() {
    if (deleting === null) return
    const index = deleting
    const length = cards.length
    update((doc) => ({ ...doc, cards: deleteCard(doc.cards, index) }))
    if (index === selected) reselect(Math.min(index, length - 2))
    else if (index < selected) reselect(selected - 1)
    setDeleting(null)
  }

  if (!cards.length) return null
  return (
    <nav aria-label="Cards" className="flex flex-col gap-2">
      {/* contain: inline-size — the strip scrolls inside whatever width the page gives the
          element, and its cards never widen a host layout that sizes by content. */}
      <ol className="flex gap-3 overflow-x-auto p-1 pb-2 [contain:inline-size]">
        {pageIndexes(cards.length, current).map((i) => (
          <CardTile
            key={i}
            card={cards[i]!}
            order={order}
            selected={i === selected}
            onSelect={() => choose(i)}
            onDelete={() => setDeleting(i)}
            onToggleLive={() => update((doc) => ({ ...doc, cards: toggleLive(doc.cards, i) }))}
          />
        ))}
      </ol>
      {pages > 1 ? (
        <Pager
          label="Card pages"
          page={current + 1}
          pages={pages}
          onPage={(to) => setPage(to - 1)}
        />
      ) : null}
      <Modal
        open={deleting !== null}
        title="Delete card?"
        onClose={() => setDeleting(null)}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmDelete}>
              Delete
            </Button>
          </>
        }
      >
        <p>
          {deleting !== null && cards[deleting]
            ? `“${cardTitle(cards[deleting]) || 'Untitled'}” will be removed from this embed.`
            : null}
        </p>
      </Modal>
    </nav>
  )
}

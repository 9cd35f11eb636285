import { useId, useState } from 'react'
import { notify } from '../../../../core/store'
import { Button } from '../../../../ui/button'
import type { ContentType } from '../../lib/embeds-rules'
import {
  addCardAt,
  clampAddPosition,
  liveCount,
  moveCard,
  moveEnabled,
  newCard,
} from '../../lib/card-rules'
import { requiredMessage, TYPE_NAMES } from '../../lib/customize-rules'
import { OrganizeModal } from '../organize/organize-modal'
import { PreviewModal } from '../preview/preview-modal'
import { useBuilder, useBuilderActions, useBuilderStore } from '../builder-store'

const numberField =
  'h-9 w-16 rounded-control border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm'
const TYPES: ContentType[] = ['QUIZ', 'POLL', 'STORY']

/** A card position (1 to `max`; what is typed is capped there), with its label before it. */
function PositionField({
  label,
  value,
  max,
  onChange,
}: Readonly<{ label: string; value: number; max: number; onChange: (value: number) => void }>) {
  const id = useId()
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={1}
        max={max}
        value={value}
        onChange={(e) =>
          onChange(
            Math.min(Math.max(1, Math.trunc(Number(e.currentTarget.value) || 1)), Math.max(1, max)),
          )
        }
        className={numberField}
      />
    </>
  )
}

/**
 * The card controls (BLD-20, 21, 22, 54): `Add card to position:` (capped at contents + 1) with
 * a type and Add; `Move card: [n] to position: [m]` with Move (enabled when both are live
 * positions and differ); Organize and Preview. Adding, organizing and previewing need the
 * selected card to be valid.
 */
export function CardActions() {
  const store = useBuilderStore()
  const { update, reselect, checkSelected } = useBuilderActions()
  const count = useBuilder((s) => s.doc.cards.length)
  const live = useBuilder((s) => liveCount(s.doc.cards))
  const [position, setPosition] = useState(count + 1)
  const [type, setType] = useState<ContentType>('QUIZ')
  const [from, setFrom] = useState(1)
  const [to, setTo] = useState(Math.min(2, Math.max(1, live)))
  const [organizing, setOrganizing] = useState(false)
  const [previewing, setPreviewing] = useState(false)
  const [lastCount, setLastCount] = useState(count)
  // A new card moves the default position to the end again.
  if (lastCount !== count) {
    setLastCount(count)
    setPosition(count + 1)
  }

  function refuse() {
    const { doc, selected } = store.getState()
    notify('error', requiredMessage(doc.cards[selected]))
  }
  function addCard() {
    if (!checkSelected()) return refuse()
    const at = clampAddPosition(position, store.getState().doc.cards)
    update((doc) => ({ ...doc, cards: addCardAt(doc.cards, newCard(type), at) }))
    reselect(at - 1)
  }

  return (
    <div className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <PositionField
            label="Add card to position:"
            value={position}
            max={count + 1}
            onChange={setPosition}
          />
          <label htmlFor="add-type" className="sr-only">
            Card type
          </label>
          <select
            id="add-type"
            value={type}
            onChange={(e) => setType(e.currentTarget.value as ContentType)}
            className="h-9 rounded-control border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm"
          >
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_NAMES[t]}
              </option>
            ))}
          </select>
          <Button onClick={addCard}>Add Card</Button>
        </div>
        {live > 1 ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <PositionField label="Move card:" value={from} max={live} onChange={setFrom} />
            <PositionField label="to position:" value={to} max={live} onChange={setTo} />
            <Button
              variant="secondary"
              disabled={!moveEnabled(from, to, live)}
              onClick={() => update((doc) => ({ ...doc, cards: moveCard(doc.cards, from, to) }))}
            >
              Move
            </Button>
          </div>
        ) : null}
        <div className="ml-auto flex gap-2">
          <Button
            variant="secondary"
            onClick={() => (checkSelected() ? setOrganizing(true) : refuse())}
          >
            Organize
          </Button>
          <Button
            variant="secondary"
            disabled={!count}
            onClick={() => (checkSelected() ? setPreviewing(true) : refuse())}
          >
            Preview
          </Button>
        </div>
      </div>
      <OrganizeModal open={organizing} onClose={() => setOrganizing(false)} />
      <PreviewModal open={previewing} onClose={() => setPreviewing(false)} />
    </div>
  )
}

import { useEffect, useRef } from 'react'
import { Spinner } from '../../../../ui/spinner'
import { cardHeader, emptyMessage } from '../../lib/customize-rules'
import { useBuilder } from '../builder-store'
import { CardActions } from './card-actions'
import { CardPreview } from './card-preview'
import { CardSelector } from './card-selector'
import { EmbedProperties } from './embed-properties'
import { FormattingPanel } from './formatting-panel'
import { ImagePanel } from './image-panel'
import { TypeSelector } from './type-selector'

/**
 * The customize step (spec 001 §2 "Customize step", BLD-14..38): the image-processing notice,
 * the card controls and selector strip, then the selected card — header, type, live preview
 * edited in place, its formatting — beside the embed's branding properties.
 */
export function CustomizeStep() {
  const cards = useBuilder((s) => s.doc.cards)
  const selected = useBuilder((s) => s.selected)
  const uploads = useBuilder((s) => s.uploads)
  const refusals = useBuilder((s) => s.refusals)
  const card = cards[selected]
  const empty = emptyMessage(cards)
  const editor = useRef<HTMLDivElement>(null)

  // BLD-12: a refusal takes the publisher to the first field that needs them: what is typed or
  // chosen first (title, answers, images), the correct-answer choice after them.
  useEffect(() => {
    const scope = editor.current
    if (!refusals || !scope) return
    const first =
      scope.querySelector<HTMLElement>(
        '[aria-invalid="true"]:not([type="radio"]), [data-invalid]',
      ) ?? scope.querySelector<HTMLElement>('[aria-invalid="true"]')
    first?.focus()
  }, [refusals])

  return (
    <div className="flex flex-col gap-4">
      {uploads > 0 ? (
        <p
          role="status"
          title="Your images are being optimised so that your embed loads fast."
          className="flex items-center gap-2 rounded-control border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-warning"
        >
          <Spinner /> Images processing
        </p>
      ) : null}
      <CardActions />
      <CardSelector />
      {empty ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {empty}
        </p>
      ) : null}
      <div ref={editor} className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
        {card ? (
          <section aria-labelledby="card-editor-title" className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id="card-editor-title" className="text-lg font-semibold text-slate-900">
                {cardHeader(cards, selected)}
              </h3>
              <TypeSelector index={selected} card={card} />
            </div>
            <CardPreview index={selected} card={card} />
            <ImagePanel index={selected} />
          </section>
        ) : (
          <div />
        )}
        <div className="flex flex-col gap-4">
          {card ? <FormattingPanel index={selected} card={card} /> : null}
          <EmbedProperties />
        </div>
      </div>
    </div>
  )
}

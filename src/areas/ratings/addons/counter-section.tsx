import { useId, useLayoutEffect, useRef, type FormEvent } from 'react'
import { FormActions } from '../../../site-product/form-actions'
import { Button } from '../../../ui/button'
import { CopyField } from '../../../ui/copy-field'
import { Switch } from '../../../ui/switch'
import { ChevronDownIcon } from '../../../ui/solid-icon'
import type { CounterConfiguration } from '../lib/ratings-rules'
import { TEXT } from '../lib/ratings-texts'
import type { AddonsData } from '../ratings-api'
import { useCounter, type CounterState } from './use-counter'

const TITLE = TEXT.counter

/**
 * RAT-19..21: the Ratings Counter section: its on/off switch (saved at once) and an Edit button
 * (only while on, aria-expanded) opening the settings: the full-stars switch, the Header Code and
 * Ratings Counter Code snippets, Cancel and Save. Off, Save and Cancel close it.
 */
export function CounterSection({
  data,
  onSaved,
}: Readonly<{ data: AddonsData; onSaved: (next: CounterConfiguration) => void }>) {
  const counter = useCounter(data.counterConfiguration, onSaved)
  const headingId = useId()
  const panelId = useId()
  const actions = useRef<HTMLDivElement>(null)
  // Save and Cancel close the section and take their buttons with them: focus goes back to
  // Edit, unless it already went elsewhere while the save ran.
  const refocus = useRef(false)
  useLayoutEffect(() => {
    const wanted = refocus.current
    refocus.current = false
    if (counter.open || !wanted) return
    const scope = actions.current?.getRootNode() as Document | ShadowRoot | undefined
    const lost = !scope?.activeElement || scope.activeElement === document.body
    if (lost) actions.current?.querySelector<HTMLElement>('[aria-controls]')?.focus()
  }, [counter.open])
  const closeWith = (action: () => unknown) => () => {
    refocus.current = true
    void action()
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={counter.toggling || undefined}
      className="rounded-card border border-slate-200 bg-white shadow-raised"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {TITLE}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Shows an article&apos;s average rating and how its ratings spread over the stars,
            wherever you place it on your pages.
          </p>
        </div>
        <div ref={actions} className="flex w-full items-center gap-4 sm:w-auto">
          <Switch
            label={`Enable ${TITLE}`}
            className="flex-1"
            checked={counter.checked}
            disabled={counter.toggling || counter.saving}
            onChange={(on) => void counter.toggle(on)}
          />
          <Button
            variant="secondary"
            aria-label={`Edit ${TITLE}`}
            aria-expanded={counter.open}
            aria-controls={panelId}
            title={counter.enabled ? undefined : `Switch ${TITLE} on to edit it`}
            disabled={!counter.enabled || counter.toggling}
            onClick={() => counter.setOpen(!counter.open)}
          >
            Edit
            <ChevronDownIcon
              className={`size-4 transition-transform ${counter.open ? 'rotate-180' : ''}`}
            />
          </Button>
        </div>
      </div>
      <div
        id={panelId}
        hidden={!counter.open}
        className="border-t border-slate-200 px-4 py-5 sm:px-6"
      >
        {counter.open ? (
          <CounterForm
            counter={counter}
            code={data.code}
            onSave={closeWith(counter.save)}
            onCancel={closeWith(counter.discard)}
          />
        ) : null}
      </div>
    </section>
  )
}

/** RAT-19/20: the counter's settings and code; Save stays disabled until something changed. */
function CounterForm({
  counter,
  code,
  onSave,
  onCancel,
}: Readonly<{
  counter: CounterState
  code: AddonsData['code']
  onSave: () => void
  onCancel: () => void
}>) {
  function submit(event: FormEvent) {
    event.preventDefault()
    if (counter.changed && !counter.saving) onSave()
  }
  return (
    <form noValidate onSubmit={submit} aria-label={`${TITLE} settings`}>
      <div className="flex flex-col gap-6">
        <div className="flex max-w-lg flex-col gap-1">
          <Switch
            label={TEXT.fullStars}
            checked={!counter.showHalfStars}
            disabled={counter.saving}
            onChange={(fullOnly) => counter.setShowHalfStars(!fullOnly)}
          />
          <p className="text-xs text-slate-600">
            On: averages show in whole stars only. Off: half stars show too.
          </p>
        </div>
        <Snippet
          label={TEXT.headerCode}
          rows={3}
          value={code.headerCode}
          note="Paste inside <head>, once per site: it is the same for all hard-coded units, so a page that already has it needs nothing more."
        />
        <Snippet
          label={TEXT.counterCode}
          rows={4}
          value={code.ratingCounterCode}
          note="Paste inside <body> where the counter should show. Replace {articleURL} with the article's address and {extPageId} with its page ID."
        />
      </div>
      <FormActions
        onCancel={onCancel}
        busy={counter.saving}
        saveDisabled={!counter.changed || counter.toggling}
        label={TITLE}
      />
    </form>
  )
}

function Snippet({
  label,
  value,
  note,
  rows,
}: Readonly<{ label: string; value: string; note: string; rows: number }>) {
  return (
    <div className="flex flex-col gap-1">
      <CopyField label={label} value={value} rows={rows} />
      <p className="text-xs text-slate-600">{note}</p>
    </div>
  )
}

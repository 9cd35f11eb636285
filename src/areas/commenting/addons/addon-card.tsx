import { useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { FormActions } from '../../../site-product/form-actions'
import { Button } from '../../../ui/button'
import { CopyField } from '../../../ui/copy-field'
import { Skeleton } from '../../../ui/states'
import { Switch } from '../../../ui/switch'
import type { CommentsCounterAddon, CommunityAddon } from '../lib/commenting-rules'
import type { AddonState } from './use-addon'

export interface Snippet {
  label: string
  value: string
  note?: string
}

/**
 * COM-32: one add-on: its title, an on/off switch, an Edit button (only while on) that opens
 * the settings panel, and its copyable code snippets.
 */
export function AddonCard({
  addon,
  description,
  snippets,
  children,
}: Readonly<{
  /** The add-on's state (useAddon): its label, switch and panel. */
  addon: Pick<
    AddonState<CommentsCounterAddon | CommunityAddon>,
    'label' | 'checked' | 'toggling' | 'toggle' | 'open' | 'edit'
  >
  description: string
  /** null while the code loads. */
  snippets: Snippet[] | null
  /** The settings panel, shown while open. */
  children: ReactNode
}>) {
  const { label: title, checked, toggling, open } = addon
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={toggling || undefined}
      className="rounded-card border border-slate-200 bg-white shadow-raised"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 px-6 py-4">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        <div className="flex items-center gap-4">
          <Switch
            label={`Enable ${title}`}
            checked={checked}
            disabled={toggling}
            onChange={(on) => void addon.toggle(on)}
          />
          {!open ? (
            <Button
              variant="secondary"
              onClick={addon.edit}
              disabled={!checked || toggling}
              aria-label={`Edit ${title}`}
              title={checked ? undefined : `Switch ${title} on to edit it`}
            >
              Edit
            </Button>
          ) : null}
        </div>
      </div>
      {open ? <div className="border-t border-slate-200 px-6 py-5">{children}</div> : null}
      <div className="flex flex-col gap-4 border-t border-slate-200 px-6 py-5">
        {snippets
          ? snippets.map((s) => (
              <div key={s.label} className="flex flex-col gap-1">
                <CopyField label={s.label} value={s.value} rows={4} />
                {s.note ? <p className="text-xs text-slate-600">{s.note}</p> : null}
              </div>
            ))
          : [0, 1].map((i) => <Skeleton key={i} className="h-28 w-full" />)}
      </div>
    </section>
  )
}

/**
 * COM-34: an add-on settings form: fields, the section message ("Cannot save: invalid fields")
 * and Cancel / Save. Save stays disabled until something changed.
 */
export function AddonForm({
  addon,
  onSave,
  saveDisabled = !addon.changed,
  message,
  children,
}: Readonly<{
  /** The add-on's state (useAddon): its label, whether it changed, its save and discard. */
  addon: Pick<
    AddonState<CommentsCounterAddon | CommunityAddon>,
    'label' | 'changed' | 'saving' | 'discard'
  >
  onSave: () => void
  /** Default: nothing changed. */
  saveDisabled?: boolean
  message: string | null
  children: ReactNode
}>) {
  const { label, saving } = addon
  const form = useRef<HTMLFormElement>(null)
  // The Edit button that opened the form is gone: focus moves to the first field. A layout
  // effect, so focus moves before the next paint (preact runs passive effects a frame later,
  // after which the move would take focus from wherever the user already went).
  useLayoutEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select, button')?.focus()
  }, [])
  function submit(event: FormEvent) {
    event.preventDefault()
    if (!saveDisabled && !saving) onSave()
  }
  return (
    <form ref={form} noValidate onSubmit={submit} aria-label={`${label} settings`}>
      <div className="flex flex-col gap-5">{children}</div>
      <FormActions
        error={message}
        onCancel={addon.discard}
        busy={saving}
        saveDisabled={saveDisabled}
        label={label}
      />
    </form>
  )
}

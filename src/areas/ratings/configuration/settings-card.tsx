import { useId, type FormEvent, type ReactNode } from 'react'
import { FormActions } from '../../../site-product/form-actions'
import { TEXT } from '../lib/ratings-texts'

/**
 * RAT-14/16/18: one settings section of the Configuration tab, always open: its fields, the
 * refusal message while it holds, and Cancel / Save (Save disabled while nothing changed).
 */
export function SettingsCard({
  title,
  onSubmit,
  onCancel,
  saveDisabled,
  busy,
  error,
  children,
}: Readonly<{
  title: string
  onSubmit: (event: FormEvent) => void
  onCancel: () => void
  saveDisabled: boolean
  busy: boolean
  /** The section's refusal (e.g. "Please update invalid fields."), or null. */
  error: string | null
  children: ReactNode
}>) {
  const headingId = useId()
  // Enter in a field submits too; with nothing changed (or a save running) it does nothing.
  function submit(event: FormEvent) {
    if (saveDisabled || busy) event.preventDefault()
    else onSubmit(event)
  }
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-slate-200 bg-white shadow-raised"
    >
      <h3 id={headingId} className="px-6 pt-5 text-base font-semibold text-slate-900">
        {title}
      </h3>
      <form noValidate onSubmit={submit} aria-labelledby={headingId} className="px-6 pt-4 pb-5">
        <div className="flex flex-col gap-5">{children}</div>
        <FormActions
          error={error}
          onCancel={onCancel}
          busy={busy}
          saveDisabled={saveDisabled}
          saveText={TEXT.save}
        />
      </form>
    </section>
  )
}

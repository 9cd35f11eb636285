import { useId, type FormEvent, type ReactNode } from 'react'
import { FormActions } from '../../../site-product/form-actions'
import type { Form, FormValues } from '../../../ui/use-form'
import { TEXT } from '../lib/ratings-texts'

/**
 * RAT-14/16/18: one settings section of the Configuration tab, always open: its fields, the
 * refusal message while it holds, and Cancel / Save (Save disabled while nothing changed).
 */
export function SettingsCard<V extends FormValues>({
  title,
  form,
  invalidText,
  saveDisabled = !form.dirty,
  children,
}: Readonly<{
  title: string
  form: Form<V>
  /** The section's refusal after a save attempt with invalid fields. */
  invalidText: string
  /** Default: nothing changed. */
  saveDisabled?: boolean
  children: ReactNode
}>) {
  const busy = form.submitting
  const headingId = useId()
  // Enter in a field submits too; with nothing changed (or a save running) it does nothing.
  function submit(event: FormEvent) {
    if (saveDisabled || busy) event.preventDefault()
    else form.submit(event)
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
          error={form.submitted && !form.valid ? invalidText : null}
          onCancel={() => form.reset()}
          busy={busy}
          saveDisabled={saveDisabled}
          saveText={TEXT.save}
        />
      </form>
    </section>
  )
}

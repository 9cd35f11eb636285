import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react'
import { FormActions } from '../../../site-product/form-actions'
import { Button } from '../../../ui/button'
import type { ConfigSectionState } from '../configuration/use-config-section'

/** The first control a keyboard user would reach in an opened section. */
const FIELD =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])'

/**
 * COM-12/13: a configuration section. Closed, it shows its summary and `Configure`; open, its
 * fields with `Cancel` and `Save & Close`. Save stays disabled until something changed. Opening
 * moves the focus to the first field, closing (Cancel, a save) back to `Configure`.
 */
export function ConfigSection({
  title,
  summary,
  section,
  onCancel = section.cancel,
  onSave,
  saveDisabled = !section.changed,
  error,
  children,
}: Readonly<{
  title: string
  summary: ReactNode
  /** The section's state (useConfigSection): open or closed, changed, saving. */
  section: Pick<ConfigSectionState, 'open' | 'openSection' | 'cancel' | 'changed' | 'busy'>
  /** Cancel, when the section does more than restore the saved values. */
  onCancel?: () => void
  onSave: () => void
  /** Default: nothing changed. */
  saveDisabled?: boolean
  /** The section-level message (e.g. "Cannot save: invalid fields"). */
  error?: string | null
  children: ReactNode
}>) {
  const { open, busy } = section
  const headingId = useId()
  const form = useRef<HTMLFormElement>(null)
  // The kit's Button takes no ref: Configure is the only button of the header.
  const head = useRef<HTMLDivElement>(null)
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current === open) return
    wasOpen.current = open
    if (open) form.current?.querySelector<HTMLElement>(FIELD)?.focus()
    else head.current?.querySelector('button')?.focus()
  }, [open])
  function submit(event: FormEvent) {
    event.preventDefault()
    if (!saveDisabled && !busy) onSave()
  }
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-slate-200 bg-white shadow-raised"
    >
      <div ref={head} className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h3>
          {!open ? <div className="mt-1 text-sm text-slate-600">{summary}</div> : null}
        </div>
        {!open ? (
          <Button
            variant="secondary"
            onClick={section.openSection}
            aria-label={`Configure ${title}`}
          >
            Configure
          </Button>
        ) : null}
      </div>
      {open ? (
        <form
          ref={form}
          onSubmit={submit}
          noValidate
          className="border-t border-slate-200 px-6 py-5"
        >
          <div className="flex flex-col gap-5">{children}</div>
          <FormActions
            error={error}
            errorClassName="text-red-700"
            onCancel={onCancel}
            busy={busy}
            saveDisabled={saveDisabled}
            saveText="Save & Close"
          />
        </form>
      ) : null}
    </section>
  )
}

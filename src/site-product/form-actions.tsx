import { Button } from '../ui/button'

/**
 * The end of a product's settings form (COM-13/34, RAT-14/16/20): the refusal message while it
 * holds, Cancel and the submit button ("Saving…" while a save runs). Named for `label`, the
 * buttons say what they cancel and save ("Cancel Community changes", "Save Community").
 */
export function FormActions({
  error = null,
  errorClassName = 'text-danger',
  onCancel,
  busy,
  saveDisabled,
  saveText = 'Save',
  label,
}: Readonly<{
  /** The section's refusal (e.g. "Cannot save: invalid fields"), or null. */
  error?: string | null
  errorClassName?: string
  onCancel: () => void
  busy: boolean
  saveDisabled: boolean
  saveText?: string
  label?: string
}>) {
  return (
    <>
      {error ? (
        <p role="alert" className={`mt-4 text-sm ${errorClassName}`}>
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-2">
        <Button
          variant="secondary"
          onClick={onCancel}
          disabled={busy}
          aria-label={label ? `Cancel ${label} changes` : undefined}
        >
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={saveDisabled}
          busy={busy}
          busyLabel="Saving…"
          aria-label={label ? `Save ${label}` : undefined}
        >
          {saveText}
        </Button>
      </div>
    </>
  )
}

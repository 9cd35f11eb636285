import { useId, useRef } from 'react'
import { Button } from '../../../../ui/button'
import { TAX_FORM_LABELS, taxFormProblem, type TaxFormKind } from '../../lib/payment-rules'
import type { TaxForm } from '../payment-api'
import { formatBytes, formatUpdated } from '../payment-format'

/** Checks a picked file like the server does: size, then the PDF header of its content. */
export async function checkTaxFile(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  return taxFormProblem(file.size, head)
}

/**
 * PAY-13: the tax form of a method: the stored one (name, update time, download link), the
 * newly picked PDF, the upload progress while saving, and the error style when it is missing
 * or refused.
 */
export function TaxFormField({
  kind,
  existing,
  file,
  error,
  readOnly,
  disabled = false,
  progress,
  onPick,
}: Readonly<{
  kind: TaxFormKind
  existing: TaxForm | null
  file: File | null
  error: string | null
  readOnly: boolean
  /** While saving: the picked file stays shown but cannot change. */
  disabled?: boolean
  /** 0..1 while the form is being sent; null otherwise. */
  progress: number | null
  onPick: (file: File | null, problem: string | null) => void
}>) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const label = TAX_FORM_LABELS[kind]

  async function picked(chosen: File | undefined) {
    if (input.current) input.current.value = ''
    if (!chosen) return
    const problem = await checkTaxFile(chosen)
    onPick(problem ? null : chosen, problem)
  }

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="flex flex-col gap-2 sm:col-span-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={`${id}-title`} className="text-sm font-medium text-slate-700">
          {label}
        </span>
        {!readOnly ? <span className="text-xs text-slate-600">PDF, at most 5 MB</span> : null}
      </div>
      {existing ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
          <a
            href={existing.formLink}
            download={existing.name}
            className="font-medium break-all text-link hover:underline"
          >
            {existing.name}
          </a>
          <span className="text-xs text-slate-600">
            Updated {formatUpdated(existing.updatedDate)}
          </span>
        </p>
      ) : readOnly ? (
        <p className="text-sm text-slate-600">No form uploaded.</p>
      ) : null}
      {!readOnly ? (
        <div
          className={`flex flex-wrap items-center gap-3 rounded-control border border-dashed px-4 py-3 ${
            error ? 'border-danger bg-red-50' : 'border-slate-300 bg-slate-50'
          }`}
        >
          <label className="inline-flex h-9 cursor-pointer items-center rounded-control border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent hover:bg-slate-50">
            <input
              ref={input}
              type="file"
              accept="application/pdf,.pdf"
              aria-label={`${existing ? 'Replace' : 'Upload'} ${label}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-message` : undefined}
              className="sr-only"
              disabled={disabled}
              onChange={(e) => void picked(e.currentTarget.files?.[0])}
            />
            {existing || file ? 'Choose another PDF' : 'Choose PDF'}
          </label>
          {file ? (
            <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
              <span className="break-all">{file.name}</span>
              <span className="text-xs whitespace-nowrap text-slate-600">
                ({formatBytes(file.size)})
              </span>
              {!disabled ? (
                <Button
                  variant="link"
                  onClick={() => onPick(null, null)}
                  aria-label={`Remove ${file.name}`}
                >
                  Remove
                </Button>
              ) : null}
            </span>
          ) : (
            <span className="text-xs text-slate-600">
              {existing ? 'The current form is kept unless you choose another.' : 'No file chosen'}
            </span>
          )}
        </div>
      ) : null}
      {progress !== null ? (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={`Uploading ${label}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-accent transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
          <span className="text-xs text-slate-600 tabular-nums">
            Uploading… {Math.round(progress * 100)}%
          </span>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-message`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

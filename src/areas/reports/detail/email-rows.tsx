/**
 * REP-12, REP-13, REP-15: a scheduled report's recipients: one input a row, flagged on blur when
 * not an e-mail, a remove control while more than one row is left, `Add email` up to MAX_EMAILS,
 * and the account's users offered as suggestions (a datalist: the browser's own combobox).
 */
import { useId } from 'react'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { isReportEmail, type ReportFieldError } from '../lib/report-field-rules'
import { MAX_EMAILS, type ReportEmail } from '../lib/report-rules'
import type { UserEmail } from '../reports-api'
import { errorOf } from './section-frame'

export function EmailRows({
  emails,
  onChange,
  errors,
  onTouch,
  suggestions,
}: Readonly<{
  emails: readonly ReportEmail[]
  onChange: (emails: ReportEmail[]) => void
  errors: readonly ReportFieldError[]
  onTouch: (field: string) => void
  suggestions: readonly UserEmail[]
}>) {
  const id = useId()
  const listId = `${id}-suggestions`
  const rows = emails.length ? emails : [{ value: '', valid: false }]
  const set = (i: number, value: string) =>
    onChange(rows.map((e, j) => (j === i ? { value, valid: isReportEmail(value.trim()) } : e)))
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">Send to</legend>
      {rows.map((email, i) => (
        <div key={i} className="flex items-start gap-2">
          <TextField
            className="flex-1"
            label={`Email ${i + 1}`}
            type="email"
            autoComplete="off"
            list={suggestions.length ? listId : undefined}
            value={email.value}
            error={errorOf(errors, `emails[${i}]`)}
            onChange={(value) => set(i, value)}
            onBlur={() => onTouch(`emails[${i}]`)}
          />
          {rows.length > 1 ? (
            <Button
              variant="ghost"
              className="mt-6"
              aria-label={`Remove email ${i + 1}`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          ) : null}
        </div>
      ))}
      {suggestions.length ? (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s.email} value={s.email} label={s.name || undefined} />
          ))}
        </datalist>
      ) : null}
      <div className="flex items-center gap-3">
        <Button
          variant="secondary"
          disabled={rows.length >= MAX_EMAILS}
          onClick={() => onChange([...rows, { value: '', valid: false }])}
        >
          Add email
        </Button>
        <span className="text-xs text-slate-600">
          {rows.length} of at most {MAX_EMAILS}
        </span>
      </div>
      {errorOf(errors, 'emails') ? (
        <p role="alert" className="text-sm text-danger">
          {errorOf(errors, 'emails')}
        </p>
      ) : null}
    </fieldset>
  )
}

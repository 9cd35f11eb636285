import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ApiError, errorRouteFor } from '../../../../core/http'
import { navigate } from '../../../../core/router'
import { notify, notifyFailure, usePortal } from '../../../../core/store'
import { validate } from '../../../../core/validation/rules'
import { Alert } from '../../../../ui/alert'
import { Button } from '../../../../ui/button'
import { Card, Skeleton } from '../../../../ui/states'
import { accountApi } from '../../account-api'
import {
  FETCH_FAILED,
  FORM_FIELDS,
  SAVE_MESSAGES,
  TYPE_LABELS,
  TYPE_NOTES,
  rulesFor,
  taxFormKind,
  taxFormMissing,
  type PaymentType,
} from '../../lib/payment-rules'
import { MethodFields } from '../components/method-fields'
import { LeaveDialog, PREFERRED_INFO, PreferredDialog } from '../components/payment-dialogs'
import { TaxFormField } from '../components/tax-form-field'
import { paymentApi, type MethodDetail, type PaymentSummary } from '../payment-api'

const TAG = 'pp-account-settings'

/** The check address fields the account's general information can fill (defaultAddress). */
const ACCOUNT_ADDRESS: Record<string, 'streetAddress' | 'city' | 'region' | 'zipCode' | 'country'> =
  {
    paymentStreetAddress: 'streetAddress',
    city: 'city',
    state: 'region',
    zipCode: 'zipCode',
    country: 'country',
  }

interface FormState {
  values: Record<string, string>
  defaultAddress: boolean
  preferred: boolean
  file: File | null
}

function formOf(type: PaymentType, detail: MethodDetail | null): FormState {
  const values = Object.fromEntries(
    FORM_FIELDS[type].map((f) => {
      const value = detail?.[f.key]
      return [f.key, typeof value === 'string' ? value : '']
    }),
  )
  return { values, defaultAddress: detail?.defaultAddress === true, preferred: false, file: null }
}

function sameForm(a: FormState, b: FormState): boolean {
  return (
    JSON.stringify([a.values, a.defaultAddress, a.preferred]) ===
      JSON.stringify([b.values, b.defaultAddress, b.preferred]) && a.file === b.file
  )
}

/**
 * PAY-07..17: the form of one method. A saved method opens read-only (API-29) until Edit; Save
 * validates with the shared rules, may ask about the preferred method, sends once (guarded
 * until a failure) and hands back to the list; Back with unsaved edits asks first.
 */
export function EnterInformation({
  host,
  type,
  id,
  summary,
  onSaved,
  onBack,
}: Readonly<{
  host: HTMLElement
  type: PaymentType
  id: string | null
  summary: PaymentSummary
  onSaved: () => Promise<void>
  onBack: () => void
}>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const [detail, setDetail] = useState<MethodDetail | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [initial, setInitial] = useState<FormState>(() => formOf(type, null))
  const [form, setForm] = useState<FormState>(initial)
  const [editing, setEditing] = useState(id === null)
  const [touched, setTouched] = useState<string[]>([])
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [asking, setAsking] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const [filling, setFilling] = useState(false)
  const saving = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    paymentApi
      .method(type, id, controller.signal)
      .then((found) => {
        const loaded = formOf(type, found)
        setDetail(found)
        setInitial(loaded)
        setForm(loaded)
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const status = error instanceof ApiError ? error.status : 0
        if (status === 404 || status === 403) return navigate(host, errorRouteFor(error), true)
        setLoadFailed(true)
        if (status !== 401) notify(TAG, 'error', FETCH_FAILED)
      })
    return () => controller.abort()
  }, [type, id, host])

  const label = TYPE_LABELS[type]
  const kind = taxFormKind(type, form.values.businessType)
  // A stored form counts only while it is the kind the method needs (PAY-11).
  const storedForm = detail?.taxForm && detail.taxForm.kind === kind ? detail.taxForm : null
  const dirty = !sameForm(form, initial)
  const otherPreferred = summary.paymentInfo.some((m) => m.preferredPayment && m.id !== id)
  const isPreferred = detail?.preferredPayment === true

  function problems(state: FormState): Record<string, string> {
    const found = Object.fromEntries(
      validate(state.values, rulesFor(type)).map((e) => [e.field, e.message]),
    )
    const needed = taxFormKind(type, state.values.businessType)
    if (needed && !state.file && detail?.taxForm?.kind !== needed)
      found[needed] = taxFormMissing(needed)
    return found
  }
  const live = problems(form)

  function errorOf(key: string): string | null {
    if (key === kind && fileProblem) return fileProblem
    if (serverErrors[key]) return serverErrors[key]
    return submitted || touched.includes(key) ? (live[key] ?? null) : null
  }

  function change(key: string, value: string) {
    setForm((current) => {
      const next = { ...current, values: { ...current.values, [key]: value } }
      // PAY-11: another business type needs another tax form.
      if (key === 'businessType' && value !== current.values.businessType) next.file = null
      return next
    })
    if (key === 'businessType') setFileProblem(null)
    setServerErrors(({ [key]: _dropped, ...others }) => others)
  }

  function blur(key: string) {
    if ((form.values[key] ?? '') !== '' && !touched.includes(key)) setTouched([...touched, key])
  }

  function pick(file: File | null, problem: string | null) {
    setFileProblem(problem)
    setForm((current) => ({ ...current, file }))
    if (kind) setServerErrors(({ [kind]: _dropped, ...others }) => others)
  }

  /** defaultAddress: fills the check address from the account's general information. */
  async function fillAccountAddress(checked: boolean) {
    setForm((current) => ({ ...current, defaultAddress: checked }))
    if (!checked || !accountUUID) return
    setFilling(true)
    try {
      const info = await accountApi.general(accountUUID)
      setForm((current) => {
        const values = { ...current.values }
        for (const [field, source] of Object.entries(ACCOUNT_ADDRESS))
          values[field] = info[source] ?? ''
        return { ...current, values }
      })
      setTouched((current) => [...new Set([...current, ...Object.keys(ACCOUNT_ADDRESS)])])
    } catch (error) {
      setForm((current) => ({ ...current, defaultAddress: false }))
      notifyFailure(TAG, error, FETCH_FAILED)
    } finally {
      setFilling(false)
    }
  }

  function focusFirstInvalid() {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    )
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (saving.current || !editing) return
    setSubmitted(true)
    if (Object.keys(live).length || fileProblem) return focusFirstInvalid()
    // PAY-16: another method is preferred and this one would not be.
    if (otherPreferred && !form.preferred && !isPreferred) return setAsking(true)
    void send(form.preferred)
  }

  async function send(preferred: boolean) {
    setAsking(false)
    if (saving.current || !accountUUID) return
    saving.current = true
    setBusy(true)
    const messages = SAVE_MESSAGES[type]
    try {
      await paymentApi.save({
        accountUUID,
        type,
        id,
        fields: form.values,
        preferredPayment: preferred,
        defaultAddress: type === 'CHECKS' ? form.defaultAddress : undefined,
        taxForm: kind && form.file ? { kind, file: form.file } : null,
        onProgress: form.file
          ? (sent, total) => total > 0 && setProgress(Math.min(1, sent / total))
          : undefined,
      })
      setInitial(form)
      notify(TAG, 'success', messages.success)
      await onSaved()
    } catch (error) {
      saving.current = false
      setBusy(false)
      setProgress(null)
      if (error instanceof ApiError && error.fields.length) {
        setServerErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])))
        focusFirstInvalid()
      }
      notifyFailure(TAG, error, messages.failure)
    }
  }

  function back() {
    if (editing && dirty && !busy) setLeaving(true)
    else onBack()
  }

  function cancelEdit() {
    setForm(initial)
    setEditing(false)
    setSubmitted(false)
    setTouched([])
    setServerErrors({})
    setFileProblem(null)
  }

  const loading = id !== null && !detail
  const readOnly = !editing || busy
  const locked = form.defaultAddress ? Object.keys(ACCOUNT_ADDRESS) : []
  const formError = serverErrors.paymentType ?? serverErrors._body ?? null

  return (
    <Card>
      <form ref={formRef} noValidate onSubmit={submit} aria-label={`${label} information`}>
        <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
              {label} information
              {isPreferred ? (
                <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200">
                  Preferred
                </span>
              ) : null}
            </h2>
            <p className="text-sm text-slate-600">{TYPE_NOTES[type]}</p>
          </div>
          {!editing && detail ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
        </div>

        {loadFailed ? (
          <Alert tone="error">{FETCH_FAILED}</Alert>
        ) : loading ? (
          <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="flex flex-col gap-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {type === 'CHECKS' ? (
              <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
                <input
                  type="checkbox"
                  name="defaultAddress"
                  checked={form.defaultAddress}
                  disabled={readOnly || filling}
                  onChange={(e) => void fillAccountAddress(e.currentTarget.checked)}
                  className="size-4 accent-[var(--color-primary)]"
                />
                Use my account address (from General information)
              </label>
            ) : null}
            <MethodFields
              type={type}
              values={form.values}
              errorOf={errorOf}
              readOnly={readOnly}
              locked={locked}
              onChange={change}
              onBlur={blur}
            />
            {kind ? (
              <TaxFormField
                kind={kind}
                existing={storedForm}
                file={form.file}
                error={errorOf(kind)}
                readOnly={!editing}
                disabled={busy}
                progress={progress}
                onPick={pick}
              />
            ) : type === 'WIRE' ? (
              <p className="text-sm text-slate-600 sm:col-span-2">
                Choose a business type to attach its tax form (W-8BEN-E for a corporation, W-8BEN
                for a vendor).
              </p>
            ) : null}
            <div className="flex flex-col gap-2 sm:col-span-2">
              {isPreferred ? (
                <p className="text-sm text-slate-700">This is your preferred payment method.</p>
              ) : !editing ? null : (
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    name="preferredPayment"
                    checked={form.preferred}
                    disabled={readOnly}
                    onChange={(e) => {
                      const preferred = e.currentTarget.checked
                      setForm((current) => ({ ...current, preferred }))
                    }}
                    className="size-4 accent-[var(--color-primary)]"
                  />
                  Make this my preferred payment method
                </label>
              )}
              {form.preferred && otherPreferred ? (
                <Alert tone="info">{PREFERRED_INFO}</Alert>
              ) : null}
            </div>
          </div>
        )}

        {formError ? (
          <div className="mt-4">
            <Alert tone="error">{formError}</Alert>
          </div>
        ) : null}

        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={back} disabled={busy}>
            Back
          </Button>
          {editing && detail ? (
            <Button variant="secondary" onClick={cancelEdit} disabled={busy}>
              Cancel
            </Button>
          ) : null}
          {editing ? (
            <Button type="submit" busy={busy} busyLabel="Saving…" disabled={loading}>
              Save
            </Button>
          ) : null}
        </div>
      </form>
      <PreferredDialog
        open={asking}
        methodLabel={label}
        onPrefer={() => void send(true)}
        onKeep={() => void send(false)}
        onClose={() => setAsking(false)}
      />
      <LeaveDialog
        open={leaving}
        onLeave={() => {
          setLeaving(false)
          onBack()
        }}
        onStay={() => setLeaving(false)}
      />
    </Card>
  )
}

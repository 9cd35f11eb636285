import { useState } from 'react'
import { ApiError, errorRouteFor } from '../../../../core/http'
import { navigate } from '../../../../core/router'
import { notify, notifyFailure, usePortal } from '../../../../core/store'
import { validate } from '../../../../core/validation/rules'
import { Checkbox } from '../../../../ui/checkbox'
import { Alert } from '../../../../ui/alert'
import { Button } from '../../../../ui/button'
import { Card, Skeleton } from '../../../../ui/states'
import { messagesOf, useForm, type FieldMessages } from '../../../../ui/use-form'
import { useRequest } from '../../../../ui/use-request'
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

/** The check address fields the account's general information can fill (defaultAddress). */
const ACCOUNT_ADDRESS: Record<string, 'streetAddress' | 'city' | 'region' | 'zipCode' | 'country'> =
  {
    paymentStreetAddress: 'streetAddress',
    city: 'city',
    state: 'region',
    zipCode: 'zipCode',
    country: 'country',
  }

/**
 * The method's text and choice fields, and the form's own: the two flags, the attached PDF and
 * the kind of the tax form already stored (not editable; it decides whether one is missing).
 */
type Values = Record<string, string | boolean | File | null> & {
  defaultAddress: boolean
  preferred: boolean
  file: File | null
  storedKind: string | null
}

function formOf(type: PaymentType, detail: MethodDetail | null): Values {
  const fields = Object.fromEntries(
    FORM_FIELDS[type].map((f) => {
      const value = detail?.[f.key]
      return [f.key, typeof value === 'string' ? value : '']
    }),
  )
  return {
    ...fields,
    defaultAddress: detail?.defaultAddress === true,
    preferred: false,
    file: null,
    storedKind: detail?.taxForm?.kind ?? null,
  }
}

const text = (values: Values, key: string) => {
  const value = values[key]
  return typeof value === 'string' ? value : ''
}

/**
 * PAY-07..17: the form of one method. A saved method opens read-only (API-29) until Edit; Save
 * validates with the shared rules, may ask about the preferred method, sends once (guarded
 * until a failure) and hands back to the list; leaving with unsaved edits asks first.
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
  const [editing, setEditing] = useState(id === null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [asking, setAsking] = useState(false)
  const [filling, setFilling] = useState(false)
  const messages = SAVE_MESSAGES[type]

  function problems(values: Values): FieldMessages {
    const found = messagesOf(validate(values, rulesFor(type)))
    const needed = taxFormKind(type, text(values, 'businessType'))
    if (needed && fileProblem) found[needed] = fileProblem
    else if (needed && !values.file && values.storedKind !== needed)
      found[needed] = taxFormMissing(needed)
    return found
  }

  const form = useForm<Values, MethodDetail>({
    guard: true,
    initial: formOf(type, null),
    validate: problems,
    save: (values) => {
      const needed = taxFormKind(type, text(values, 'businessType'))
      return paymentApi.save({
        accountUUID: accountUUID!,
        type,
        id,
        fields: Object.fromEntries(FORM_FIELDS[type].map((f) => [f.key, text(values, f.key)])),
        preferredPayment: values.preferred,
        defaultAddress: type === 'CHECKS' ? values.defaultAddress : undefined,
        taxForm: needed && values.file ? { kind: needed, file: values.file } : null,
        onProgress: values.file
          ? (sent, total) => total > 0 && setProgress(Math.min(1, sent / total))
          : undefined,
      })
    },
    onSaved: async () => {
      notify('success', messages.success)
      await onSaved()
    },
    onError: (error) => {
      setProgress(null)
      notifyFailure(error, messages.failure)
    },
  })
  const loaded = useRequest(
    id
      ? (signal) =>
          paymentApi.method(type, id, signal).then((found) => {
            form.reset(formOf(type, found))
            return found
          })
      : null,
    `${type}:${id}`,
    (error) => {
      const status = error instanceof ApiError ? error.status : 0
      if (status === 404 || status === 403) navigate(host, errorRouteFor(error), true)
      else if (status !== 401) notify('error', FETCH_FAILED)
    },
  )
  const detail = loaded.data
  const { leaving } = form

  const label = TYPE_LABELS[type]
  const kind = taxFormKind(type, text(form.values, 'businessType'))
  // A stored form counts only while it is the kind the method needs (PAY-11).
  const storedForm = detail?.taxForm && detail.taxForm.kind === kind ? detail.taxForm : null
  const otherPreferred = summary.paymentInfo.some((m) => m.preferredPayment && m.id !== id)
  const isPreferred = detail?.preferredPayment === true

  function change(key: string, value: string) {
    // PAY-11: another business type needs another tax form.
    if (key === 'businessType' && value !== form.values.businessType) {
      setFileProblem(null)
      form.patch({ businessType: value, file: null })
    } else form.set(key, value)
  }

  function pick(file: File | null, problem: string | null) {
    setFileProblem(problem)
    form.patch({ file }, kind ? [kind] : [])
    if (kind) form.touch([kind])
  }

  /** defaultAddress: fills the check address from the account's general information. */
  async function fillAccountAddress(checked: boolean) {
    form.set('defaultAddress', checked)
    if (!checked || !accountUUID) return
    setFilling(true)
    try {
      const info = await accountApi.general(accountUUID)
      const address = Object.entries(ACCOUNT_ADDRESS).map(([field, from]) => [
        field,
        info[from] ?? '',
      ])
      form.patch(Object.fromEntries(address))
      form.touch(Object.keys(ACCOUNT_ADDRESS))
    } catch (error) {
      form.set('defaultAddress', false)
      notifyFailure(error, FETCH_FAILED)
    } finally {
      setFilling(false)
    }
  }

  function cancelEdit() {
    form.reset()
    setFileProblem(null)
    setEditing(false)
  }

  const loading = id !== null && !detail
  const readOnly = !editing || form.submitting
  const locked = form.values.defaultAddress ? Object.keys(ACCOUNT_ADDRESS) : []
  const formError = form.serverErrors.paymentType ?? form.serverErrors._body ?? null

  return (
    <Card>
      <form
        noValidate
        aria-label={`${label} information`}
        onSubmit={(event) =>
          editing
            ? form.submit(event, (values) =>
                // PAY-16: another method is preferred and this one would not be.
                otherPreferred && !values.preferred && !isPreferred
                  ? setAsking(true)
                  : void form.send(),
              )
            : event.preventDefault()
        }
      >
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

        {loaded.error ? (
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
              <Checkbox
                label="Use my account address (from General information)"
                name="defaultAddress"
                checked={form.values.defaultAddress}
                disabled={readOnly || filling}
                onChange={(checked) => void fillAccountAddress(checked)}
                className="text-slate-700 sm:col-span-2"
              />
            ) : null}
            <MethodFields
              type={type}
              values={form.values}
              errorOf={form.error}
              readOnly={readOnly}
              locked={locked}
              onChange={change}
              onBlur={form.blur}
            />
            {kind ? (
              <TaxFormField
                kind={kind}
                existing={storedForm}
                file={form.values.file}
                error={form.error(kind)}
                readOnly={!editing}
                disabled={form.submitting}
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
                <Checkbox
                  label="Make this my preferred payment method"
                  name="preferredPayment"
                  checked={form.values.preferred}
                  disabled={readOnly}
                  onChange={(preferred) => form.set('preferred', preferred)}
                  className="text-slate-700"
                />
              )}
              {form.values.preferred && otherPreferred ? (
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
          <Button variant="secondary" onClick={onBack} disabled={form.submitting}>
            Back
          </Button>
          {editing && detail ? (
            <Button variant="secondary" onClick={cancelEdit} disabled={form.submitting}>
              Cancel
            </Button>
          ) : null}
          {editing ? (
            <Button type="submit" busy={form.submitting} busyLabel="Saving…" disabled={loading}>
              Save
            </Button>
          ) : null}
        </div>
      </form>
      <PreferredDialog
        open={asking}
        methodLabel={label}
        onPrefer={() => {
          setAsking(false)
          void form.send({ preferred: true })
        }}
        onKeep={() => {
          setAsking(false)
          void form.send({ preferred: false })
        }}
        onClose={() => setAsking(false)}
      />
      <LeaveDialog open={leaving.asking} onLeave={leaving.leave} onStay={leaving.stay} />
    </Card>
  )
}

import { useState, type FormEvent } from 'react'
import { ApiError } from '../../../core/http'
import { notify, notifyFailure, usePortal } from '../../../core/store'
import { normalizeFields, validate, type FieldError } from '../../../core/validation/rules'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Card, Skeleton } from '../../../ui/states'
import { TextField } from '../../../ui/text-field'
import { useRequest } from '../../../ui/use-request'
import type { TabProps } from '../account-root'
import { accountApi, type GeneralInfo } from '../account-api'
import { GENERAL_FIELDS, GENERAL_RULES } from '../lib/general-rules'

const TAG = 'pp-account-settings'
type Form = Record<keyof GeneralInfo, string>

function toForm(info: GeneralInfo): Form {
  return Object.fromEntries(GENERAL_FIELDS.map((f) => [f.key, info[f.key] ?? ''])) as Form
}

/** ACCT-04/05: the general information form, read-only until Edit. */
export function GeneralTab(_props: Readonly<TabProps>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const loaded = useRequest(
    accountUUID ? (signal) => accountApi.general(accountUUID, signal).then(toForm) : null,
    accountUUID ?? '',
    (error) =>
      notifyFailure(TAG, error, 'Woops, something wrong: Network error. Please try again later.'),
  )
  const saved = loaded.data
  // The edited copy; null shows the saved values.
  const [draft, setDraft] = useState<Form | null>(null)
  const form = draft ?? saved
  const [editing, setEditing] = useState(false)
  const [errors, setErrors] = useState<FieldError[]>([])
  const [busy, setBusy] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!form || !accountUUID || busy) return
    const body = normalizeFields(form) as unknown as GeneralInfo
    const found = validate(body as unknown as Record<string, unknown>, GENERAL_RULES)
    setErrors(found)
    if (found.length) return
    setBusy(true)
    try {
      loaded.setData(toForm(await accountApi.saveGeneral(accountUUID, body)))
      setDraft(null)
      setEditing(false)
      notify(TAG, 'success', 'Your General information has been saved Successfully')
    } catch (error) {
      if (error instanceof ApiError && error.fields.length) setErrors(error.fields)
      notify(TAG, 'error', 'There was a problem saving your General Information')
    } finally {
      setBusy(false)
    }
  }

  function cancel() {
    setDraft(null)
    setErrors([])
    setEditing(false)
  }

  if (loaded.error)
    return (
      <Alert tone="error">Woops, something wrong: Network error. Please try again later.</Alert>
    )
  return (
    <Card>
      <form noValidate onSubmit={save} aria-label="General information">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 className="text-base font-semibold">General information</h2>
          {!editing ? (
            <Button variant="secondary" onClick={() => setEditing(true)} disabled={!form}>
              Edit
            </Button>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {GENERAL_FIELDS.map((field) =>
            form ? (
              <TextField
                key={field.key}
                label={field.label}
                name={field.key}
                required
                readOnly={!editing}
                maxLength={field.max + 20}
                value={form[field.key]}
                error={errors.find((e) => e.field === field.key)?.message}
                onChange={(value) => setDraft({ ...form, [field.key]: value })}
                className={
                  field.key === 'streetAddress' || field.key === 'accountName'
                    ? 'sm:col-span-2'
                    : ''
                }
              />
            ) : (
              <div key={field.key} className="flex flex-col gap-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10 w-full" />
              </div>
            ),
          )}
        </div>
        {editing ? (
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" busy={busy} busyLabel="Saving…">
              Save
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  )
}

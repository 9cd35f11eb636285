import { useState } from 'react'
import { notify, notifyFailure, usePortal } from '../../../core/store'
import { normalizeFields } from '../../../core/validation/rules'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Card, Skeleton } from '../../../ui/states'
import { TextField } from '../../../ui/text-field'
import { byRules, useForm } from '../../../ui/use-form'
import { useRequest } from '../../../ui/use-request'
import type { TabProps } from '../account-root'
import { accountApi, type GeneralInfo } from '../account-api'
import { GENERAL_FIELDS, GENERAL_RULES } from '../lib/general-rules'
import { LeaveDialog } from '../payment/components/payment-dialogs'

type Form = Record<keyof GeneralInfo, string>
const EMPTY = Object.fromEntries(GENERAL_FIELDS.map((f) => [f.key, ''])) as Form
const validate = byRules(GENERAL_RULES)

function toForm(info: GeneralInfo): Form {
  return Object.fromEntries(GENERAL_FIELDS.map((f) => [f.key, info[f.key] ?? ''])) as Form
}

/** ACCT-04/05: the general information form, read-only until Edit; leaving with edits asks (PAY-17). */
export function GeneralTab(_props: Readonly<TabProps>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const [editing, setEditing] = useState(false)
  const form = useForm<Form, GeneralInfo>({
    guard: true,
    initial: EMPTY,
    validate,
    save: (values) =>
      accountApi.saveGeneral(accountUUID!, normalizeFields(values) as unknown as GeneralInfo),
    onSaved: (info) => {
      form.reset(toForm(info))
      setEditing(false)
      notify('success', 'Your General information has been saved Successfully')
    },
    onError: () => notify('error', 'There was a problem saving your General Information'),
  })
  const loaded = useRequest(
    accountUUID
      ? (signal) => accountApi.general(accountUUID, signal).then((info) => form.reset(toForm(info)))
      : null,
    accountUUID ?? '',
    (error) =>
      notifyFailure(error, 'Woops, something wrong: Network error. Please try again later.'),
  )
  const { leaving } = form
  const ready = !loaded.loading || editing

  function cancel() {
    form.reset()
    setEditing(false)
  }

  if (loaded.error)
    return (
      <Alert tone="error">Woops, something wrong: Network error. Please try again later.</Alert>
    )
  return (
    <Card>
      <form noValidate onSubmit={form.submit} aria-label="General information">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 className="text-base font-semibold">General information</h2>
          {!editing ? (
            <Button variant="secondary" onClick={() => setEditing(true)} disabled={!ready}>
              Edit
            </Button>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {GENERAL_FIELDS.map((field) =>
            ready ? (
              <TextField
                key={field.key}
                label={field.label}
                name={field.key}
                required
                readOnly={!editing}
                maxLength={field.max + 20}
                value={form.values[field.key]}
                error={form.error(field.key)}
                onChange={(value) => form.set(field.key, value)}
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
            <Button variant="secondary" onClick={cancel} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" busy={form.submitting} busyLabel="Saving…">
              Save
            </Button>
          </div>
        ) : null}
      </form>
      <LeaveDialog
        open={leaving.asking}
        what="your general information"
        onLeave={leaving.leave}
        onStay={leaving.stay}
      />
    </Card>
  )
}

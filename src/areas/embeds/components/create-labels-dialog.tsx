import { useState } from 'react'
import { ApiError } from '../../../core/http'
import { notify, notifyFailure } from '../../../core/store'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { TextField } from '../../../ui/text-field'
import { useForm } from '../../../ui/use-form'
import { cleanLabelName, labelNameError, type Label } from '../lib/embeds-rules'
import { LABEL_CREATED } from './labels-editor'

export const CREATE_LABELS_TITLE = 'Create Labels'
export const LABEL_CREATE_FAILED = 'There was an issue creating your label'
export const LABEL_NAME_FIELD = 'Label name'
const NO_NAME = { name: '' }

/**
 * BLD-40 / EMB-23: the Create Labels modal: each name (EMB-22's rule, blank ignored) is created
 * on Enter or `Create Label` through API-51 and listed; the field clears for the next one. A
 * name the server refuses (taken, invalid) shows on the field; any other failure is a toast.
 * Closing returns the focus to the opener (the native dialog).
 */
export function CreateLabelsDialog({
  open,
  create,
  onCreated,
  onClose,
}: Readonly<{
  open: boolean
  /** API-51 for the account. */
  create: (labelName: string) => Promise<Label>
  onCreated?: (label: Label) => void
  onClose: () => void
}>) {
  const [created, setCreated] = useState<Label[]>([])
  const form = useForm({
    initial: NO_NAME,
    save: ({ name }) => create(cleanLabelName(name)!),
    onSaved: (label) => {
      setCreated((list) => [...list, label])
      form.reset(NO_NAME)
      notify('success', LABEL_CREATED)
      onCreated?.(label)
    },
    onError: (failure) => {
      if (!(failure instanceof ApiError && failure.fields.length))
        notifyFailure(failure, LABEL_CREATE_FAILED)
    },
  })
  // A name the server refuses shows on the field, whichever field the server named.
  const error = form.error('name') ?? Object.values(form.serverErrors)[0] ?? null

  function close() {
    form.reset(NO_NAME)
    setCreated([])
    onClose()
  }

  // No submit event: the field keeps its focus, also after a refused name (one create at a time).
  function submit() {
    form.submit(undefined, ({ name }) => {
      const clean = cleanLabelName(name)
      if (clean === null) return
      const problem = labelNameError(clean)
      if (problem) form.showErrors({ name: problem })
      else void form.send()
    })
  }

  return (
    <ConfirmModal
      open={open}
      title={CREATE_LABELS_TITLE}
      onClose={close}
      cancelLabel="Done"
      confirm={{
        onClick: submit,
        busy: form.submitting,
        busyLabel: 'Creating…',
        children: 'Create Label',
      }}
    >
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <TextField
          label={LABEL_NAME_FIELD}
          value={form.values.name}
          onChange={(value) => form.patch({ name: value }, Object.keys(form.serverErrors))}
          error={error}
          helper="Letters, digits and underscores, single spaces between words. Enter creates it."
          autoComplete="off"
          maxLength={80}
        />
        {created.length ? (
          <div role="status">
            <p className="font-medium text-slate-800">Created</p>
            <ul aria-label="Created labels" className="mt-1 flex flex-wrap gap-2">
              {created.map((label) => (
                <li
                  key={label.labelUUID}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
                >
                  {label.labelName}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </form>
    </ConfirmModal>
  )
}

import { useRef, useState } from 'react'
import { ApiError } from '../../../core/http'
import { notify, notifyFailure } from '../../../core/store'
import { Button } from '../../../ui/button'
import { Modal } from '../../../ui/modal'
import { TextField } from '../../../ui/text-field'
import { cleanLabelName, labelNameError, type Label } from '../lib/embeds-rules'
import { LABEL_CREATED } from './labels-editor'

export const CREATE_LABELS_TITLE = 'Create Labels'
export const LABEL_CREATE_FAILED = 'There was an issue creating your label'
export const LABEL_NAME_FIELD = 'Label name'

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
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [created, setCreated] = useState<Label[]>([])
  const [busy, setBusy] = useState(false)
  // One create at a time; the field keeps its focus (disabling it would drop the focus).
  const running = useRef(false)

  function close() {
    setName('')
    setError(null)
    setCreated([])
    onClose()
  }

  async function submit() {
    const clean = cleanLabelName(name)
    if (clean === null || running.current) return
    const problem = labelNameError(clean)
    if (problem) {
      setError(problem)
      return
    }
    running.current = true
    setBusy(true)
    try {
      const label = await create(clean)
      setCreated((list) => [...list, label])
      setName('')
      setError(null)
      notify('success', LABEL_CREATED)
      onCreated?.(label)
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fields[0]?.message : undefined
      if (field) setError(field)
      else notifyFailure(failure, LABEL_CREATE_FAILED)
    } finally {
      running.current = false
      setBusy(false)
    }
  }

  return (
    <Modal
      open={open}
      title={CREATE_LABELS_TITLE}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Done
          </Button>
          <Button onClick={() => void submit()} busy={busy} busyLabel="Creating…">
            Create Label
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <TextField
          label={LABEL_NAME_FIELD}
          value={name}
          onChange={(value) => {
            setName(value)
            setError(null)
          }}
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
    </Modal>
  )
}

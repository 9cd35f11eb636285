import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '../../../ui/button'
import { Checkbox } from '../../../ui/checkbox'
import { ChevronDownIcon, SolidIcon } from '../../../ui/solid-icon'
import { selectionText } from '../../../ui/multi-select'
import { TextField } from '../../../ui/text-field'
import { usePressOutside } from '../../../ui/use-press-outside'
import { INVALID_LABEL_MESSAGE, labelNameError, type Label } from '../lib/embeds-rules'

/** The Delete button's bin. */
const TRASH_ICON =
  'M8.75 1A2.75 2.75 0 0 0 6 3.75v.44c-.8.08-1.58.18-2.37.3a.75.75 0 1 0 .23 1.49l.15-.02.84 10.52A2.75 2.75 0 0 0 7.59 19h4.82a2.75 2.75 0 0 0 2.74-2.52l.84-10.52.15.02a.75.75 0 0 0 .23-1.49A41 41 0 0 0 14 4.19v-.44A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.67.03 2.5.08v-.33c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.33C8.33 4.03 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z'

const ICON_BUTTON =
  'inline-flex size-7 shrink-0 items-center justify-center rounded-control text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50'

/**
 * EMB-07/24: the library's label filter. Ticking a label filters at once; with edit permission
 * each label can be renamed (Enter saves, Escape cancels; EMB-22's rule) or deleted after a
 * confirmation, right in the panel. Escape or a press outside closes it; focus returns to the
 * button.
 */
export function LabelFilter({
  labels,
  value,
  onChange,
  canEdit,
  onRename,
  onDelete,
}: Readonly<{
  labels: readonly Label[]
  value: readonly string[]
  onChange: (value: string[]) => void
  canEdit: boolean
  /** Resolves true when the label was renamed, or the message to show on the name. */
  onRename: (label: Label, name: string) => Promise<true | string | false>
  onDelete: (label: Label) => Promise<boolean>
}>) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  function close(returnFocus: boolean) {
    setOpen(false)
    if (returnFocus) trigger.current?.focus()
  }

  useLayoutEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('input, button')?.focus()
  }, [open])

  usePressOutside(wrapper, open, () => setOpen(false))

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    event.stopPropagation()
    close(true)
  }

  const options = labels.map((l) => ({ value: l.labelUUID, label: l.labelName }))
  return (
    <div ref={wrapper} className="relative flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
        Labels
      </span>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => (open ? close(false) : setOpen(true))}
        className="flex h-10 w-full min-w-40 items-center justify-between gap-2 rounded-control border border-slate-300 bg-white px-3 text-left text-sm text-slate-900 shadow-sm"
      >
        <span id={`${id}-value`} className="truncate">
          {selectionText(value, options, 'labels')}
        </span>
        <ChevronDownIcon className="size-4 text-slate-500" />
      </button>
      {open ? (
        <div
          ref={panel}
          role="dialog"
          aria-label="Labels"
          onKeyDown={keyDown}
          className="absolute top-full left-0 z-20 mt-1 flex w-80 max-w-[calc(100vw-32px)] flex-col gap-2 rounded-card border border-slate-200 bg-white p-3 shadow-raised"
        >
          {labels.length === 0 ? (
            <p className="px-1 py-2 text-sm text-slate-600">No labels yet.</p>
          ) : (
            <ul className="flex max-h-[428px] flex-col gap-0.5 overflow-y-auto">
              {labels.map((label) => (
                <LabelRow
                  key={label.labelUUID}
                  label={label}
                  checked={value.includes(label.labelUUID)}
                  onCheck={(checked) =>
                    onChange(
                      checked
                        ? [...value, label.labelUUID]
                        : value.filter((v) => v !== label.labelUUID),
                    )
                  }
                  canEdit={canEdit}
                  onRename={(name) => onRename(label, name)}
                  onDelete={async () => {
                    const done = await onDelete(label)
                    // The row is gone: the focus moves to the panel's first control.
                    if (done)
                      requestAnimationFrame(() =>
                        panel.current?.querySelector<HTMLElement>('input, button')?.focus(),
                      )
                    return done
                  }}
                />
              ))}
            </ul>
          )}
          <div className="flex justify-between gap-2 border-t border-slate-200 pt-2">
            <Button variant="ghost" disabled={value.length === 0} onClick={() => onChange([])}>
              Clear
            </Button>
            <Button variant="secondary" onClick={() => close(true)}>
              Close
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}

function LabelRow({
  label,
  checked,
  onCheck,
  canEdit,
  onRename,
  onDelete,
}: Readonly<{
  label: Label
  checked: boolean
  onCheck: (checked: boolean) => void
  canEdit: boolean
  onRename: (name: string) => Promise<true | string | false>
  onDelete: () => Promise<boolean>
}>) {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view')
  const [name, setName] = useState(label.labelName)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const row = useRef<HTMLLIElement>(null)

  // The row's first control takes the focus when the row changes mode.
  useLayoutEffect(() => {
    if (mode !== 'view') row.current?.querySelector<HTMLElement>('input, [data-variant]')?.focus()
  }, [mode])

  function backToView() {
    setMode('view')
    setError(null)
    setName(label.labelName)
    requestAnimationFrame(() =>
      row.current?.querySelector<HTMLElement>('[data-edit-label]')?.focus(),
    )
  }

  async function rename() {
    const problem = name.trim() === '' ? INVALID_LABEL_MESSAGE : labelNameError(name)
    setError(problem)
    if (problem) return
    if (name.trim() === label.labelName) return backToView()
    setBusy(true)
    const done = await onRename(name.trim())
    setBusy(false)
    if (done === true) setMode('view')
    else if (done) {
      setError(done)
      requestAnimationFrame(() => row.current?.querySelector<HTMLElement>('input')?.focus())
    }
  }

  async function remove() {
    setBusy(true)
    const done = await onDelete()
    setBusy(false)
    if (!done) backToView()
  }

  if (mode === 'rename') {
    return (
      <li ref={row} className="flex items-start gap-1 px-1 py-1">
        <TextField
          label={`New name for ${label.labelName}`}
          labelHidden
          value={name}
          onChange={(next) => {
            setName(next)
            setError(null)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void rename()
            } else if (event.key === 'Escape') {
              event.preventDefault()
              backToView()
            }
          }}
          error={error}
          disabled={busy}
          className="min-w-0 flex-1"
        />
        <Button onClick={() => void rename()} busy={busy} className="h-10">
          Save
        </Button>
      </li>
    )
  }
  if (mode === 'delete') {
    return (
      <li
        ref={row}
        className="flex flex-wrap items-center gap-2 rounded-sm bg-red-50 px-2 py-2 text-sm"
      >
        <span className="min-w-0 flex-1 text-red-800">{`Delete ${label.labelName}?`}</span>
        <Button variant="secondary" onClick={backToView} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void remove()} busy={busy}>
          Delete
        </Button>
      </li>
    )
  }
  return (
    <li ref={row} className="flex items-center gap-1 rounded-sm px-1 hover:bg-slate-50">
      <Checkbox
        label={
          <span className="truncate" title={label.labelName}>
            {label.labelName}
          </span>
        }
        checked={checked}
        onChange={onCheck}
        className="min-w-0 flex-1 cursor-pointer py-1.5 text-slate-800"
      />
      {canEdit ? (
        <>
          <button
            type="button"
            data-edit-label=""
            aria-label={`Rename label ${label.labelName}`}
            title="Rename"
            onClick={() => setMode('rename')}
            className={ICON_BUTTON}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <path d="m5.43 13.9 1.35-3.39a2 2 0 0 1 .44-.67l6.17-6.17a1.5 1.5 0 0 1 2.12 0l.82.82a1.5 1.5 0 0 1 0 2.12l-6.17 6.17a2 2 0 0 1-.67.44l-3.39 1.35a.5.5 0 0 1-.65-.65Z" />
              <path d="M3.5 5.75c0-.69.56-1.25 1.25-1.25H10A.75.75 0 0 0 10 3H4.75A2.75 2.75 0 0 0 2 5.75v9.5A2.75 2.75 0 0 0 4.75 18h9.5A2.75 2.75 0 0 0 17 15.25V10a.75.75 0 0 0-1.5 0v5.25c0 .69-.56 1.25-1.25 1.25h-9.5c-.69 0-1.25-.56-1.25-1.25v-9.5Z" />
            </svg>
          </button>
          <button
            type="button"
            aria-label={`Delete label ${label.labelName}`}
            title="Delete"
            onClick={() => setMode('delete')}
            className={ICON_BUTTON}
          >
            <SolidIcon path={TRASH_ICON} className="size-4" />
          </button>
        </>
      ) : null}
    </li>
  )
}

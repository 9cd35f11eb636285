import { useId, useState, type KeyboardEvent } from 'react'
import { TextField } from '../../../ui/text-field'
import type { Label } from '../lib/embeds-rules'
import { addTyped, type LabelChoice } from '../lib/label-choice'

const CHIP =
  'inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-xs text-slate-800'

/**
 * A label field (the name dialog's `Add label(s)`, the card's labels editor): the chosen labels
 * as chips with a remove button, a text box where Enter creates or selects a label, and the
 * account's other labels (filtered by what is typed) as buttons that add them.
 */
export function LabelPicker({
  label,
  hint,
  labels,
  value,
  onChange,
  disabled = false,
}: Readonly<{
  label: string
  hint?: string
  labels: readonly Label[]
  value: LabelChoice
  onChange: (next: LabelChoice) => void
  disabled?: boolean
}>) {
  const inputId = useId()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  const attached = labels.filter((l) => value.attachedLabelUUIDs.includes(l.labelUUID))
  const needle = typed.trim().toLowerCase()
  const others = labels.filter(
    (l) =>
      !value.attachedLabelUUIDs.includes(l.labelUUID) &&
      (needle === '' || l.labelName.toLowerCase().includes(needle)),
  )

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    const { next, error: problem } = addTyped(value, typed, labels)
    setError(problem)
    if (problem) return
    setTyped('')
    if (next !== value) onChange(next)
  }

  // A chip or suggestion that was used goes away: focus goes back to the text box.
  function change(next: LabelChoice, from: HTMLElement) {
    const root = from.getRootNode() as Document | ShadowRoot
    root.getElementById(inputId)?.focus()
    onChange(next)
  }

  return (
    <div className="flex flex-col gap-2">
      <TextField
        id={inputId}
        label={label}
        value={typed}
        onChange={(next) => {
          setTyped(next)
          setError(null)
        }}
        onKeyDown={keyDown}
        error={error}
        helper={hint}
        disabled={disabled}
        autoComplete="off"
        enterKeyHint="done"
      />
      {attached.length || value.newLabelNames.length ? (
        <ul aria-label="Chosen labels" className="flex flex-wrap gap-1.5">
          {attached.map((l) => (
            <li key={l.labelUUID} className={CHIP}>
              <span className="truncate">{l.labelName}</span>
              <RemoveButton
                name={l.labelName}
                disabled={disabled}
                onClick={(from) =>
                  change(
                    {
                      ...value,
                      attachedLabelUUIDs: value.attachedLabelUUIDs.filter(
                        (id) => id !== l.labelUUID,
                      ),
                    },
                    from,
                  )
                }
              />
            </li>
          ))}
          {value.newLabelNames.map((name) => (
            <li key={`new:${name}`} className={CHIP}>
              <span className="truncate">{name}</span>
              <span className="text-slate-500">(new)</span>
              <RemoveButton
                name={name}
                disabled={disabled}
                onClick={(from) =>
                  change(
                    { ...value, newLabelNames: value.newLabelNames.filter((n) => n !== name) },
                    from,
                  )
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {others.length ? (
        <div className="flex flex-col gap-1">
          <p className="text-xs font-medium text-slate-600">Your labels</p>
          <ul className="flex max-h-[100px] flex-wrap gap-1.5 overflow-y-auto p-0.5">
            {others.map((l) => (
              <li key={l.labelUUID}>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={`Add label ${l.labelName}`}
                  onClick={(event) =>
                    change(
                      {
                        ...value,
                        attachedLabelUUIDs: [...value.attachedLabelUUIDs, l.labelUUID],
                      },
                      event.currentTarget,
                    )
                  }
                  className="rounded-full border border-slate-300 bg-white px-2.5 py-0.5 text-xs text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
                >
                  + {l.labelName}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

function RemoveButton({
  name,
  disabled,
  onClick,
}: Readonly<{ name: string; disabled: boolean; onClick: (from: HTMLElement) => void }>) {
  return (
    <button
      type="button"
      disabled={disabled}
      aria-label={`Remove label ${name}`}
      onClick={(event) => onClick(event.currentTarget)}
      className="inline-flex size-5 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
        <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
      </svg>
    </button>
  )
}

import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from './button'
import { ChevronDownIcon } from './solid-icon'
import { Field, labelIdOf } from './field'
import { usePressOutside } from './use-press-outside'

export interface MultiSelectOption {
  value: string
  label: string
}

export interface MultiSelectProps {
  /** What is chosen, e.g. "Sites" (the button's label). */
  label: string
  /** The plural noun of the button's text: "All sites", "3 sites". */
  noun: string
  options: readonly MultiSelectOption[]
  /** The applied selection; empty means no filter ("All sites"). */
  value: readonly string[]
  /** Called with the new selection on Apply only. */
  onChange: (value: string[]) => void
  labelHidden?: boolean
  disabled?: boolean
}

// Text buttons in the brand colour: the accent as text is below 4.5:1 on white.
const LINK =
  'rounded-control text-sm font-medium text-primary hover:underline disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:no-underline'

/** The button's text: "All sites" (none or every option), the one option's label, or "3 sites". */
export function selectionText(
  value: readonly string[],
  options: readonly MultiSelectOption[],
  noun: string,
): string {
  const chosen = options.filter((o) => value.includes(o.value))
  if (chosen.length === 0 || chosen.length === options.length) return `All ${noun}`
  if (chosen.length === 1) return chosen[0].label
  return `${chosen.length} ${noun}`
}

/**
 * A filter with apply (analytics' sites, devices, countries): a button showing the selection and
 * a panel with a search box, checkboxes, Select all / Clear, Cancel and Apply. The selection
 * changes only on Apply; Escape, Cancel or a click outside close the panel unchanged, and focus
 * returns to the button. Arrow keys move between the checkboxes.
 */
export function MultiSelect({
  label,
  noun,
  options,
  value,
  onChange,
  labelHidden = false,
  disabled = false,
}: Readonly<MultiSelectProps>) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<string[]>([])
  const [query, setQuery] = useState('')
  const wrapper = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const search = useRef<HTMLInputElement>(null)

  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase()
    return needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options
  }, [options, query])

  function openPanel() {
    setDraft([...value])
    setQuery('')
    setOpen(true)
  }

  function close(returnFocus: boolean) {
    setOpen(false)
    if (returnFocus) trigger.current?.focus()
  }

  function apply() {
    onChange(options.filter((o) => draft.includes(o.value)).map((o) => o.value))
    close(true)
  }

  // Focus the search box as the panel opens (a layout effect: preact runs passive ones late).
  useLayoutEffect(() => {
    if (open) search.current?.focus()
  }, [open])

  // A press outside the panel and its button cancels, as Escape does (without taking focus back).
  usePressOutside(wrapper, open, () => setOpen(false))

  function toggle(option: string, checked: boolean) {
    setDraft((current) =>
      checked ? [...current, option] : current.filter((value) => value !== option),
    )
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close(true)
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const boxes = Array.from(
      wrapper.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [],
    )
    if (!boxes.length) return
    const root = wrapper.current?.getRootNode() as Document | ShadowRoot
    const at = boxes.indexOf(root.activeElement as HTMLInputElement)
    if (at === -1 && event.target !== search.current) return
    event.preventDefault()
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1
    boxes[Math.max(0, Math.min(boxes.length - 1, next))].focus()
  }

  const allShownChosen = shown.length > 0 && shown.every((o) => draft.includes(o.value))
  const panelId = `${id}-panel`
  return (
    <Field label={label} labelHidden={labelHidden}>
      {(control) => (
        <div ref={wrapper} className="relative">
          <button
            ref={trigger}
            type="button"
            id={control.id}
            aria-describedby={control['aria-describedby']}
            disabled={disabled}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-labelledby={`${labelIdOf(control.id)} ${id}-value`}
            onClick={() => (open ? close(false) : openPanel())}
            className="flex h-10 w-full min-w-44 items-center justify-between gap-2 rounded-control border border-slate-300 bg-white pr-3 pl-3 text-left text-sm text-slate-900 shadow-sm disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500"
          >
            <span id={`${id}-value`} className="truncate">
              {selectionText(value, options, noun)}
            </span>
            <ChevronDownIcon className="size-4 shrink-0 text-slate-500" />
          </button>
          {open ? (
            <div
              id={panelId}
              role="dialog"
              aria-label={label}
              onKeyDown={keyDown}
              className="absolute top-full left-0 z-20 mt-1 flex w-72 max-w-[calc(100vw-32px)] flex-col gap-3 rounded-card border border-slate-200 bg-white p-3 shadow-raised"
            >
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-search`} className="sr-only">
                  Search {noun}
                </label>
                <input
                  ref={search}
                  id={`${id}-search`}
                  type="search"
                  value={query}
                  placeholder={`Search ${noun}`}
                  autoComplete="off"
                  onChange={(e) => setQuery(e.currentTarget.value)}
                  className="h-9 rounded-control border border-slate-300 px-3 text-sm text-slate-900 placeholder:text-slate-500"
                />
              </div>
              <div className="flex items-center justify-between gap-2 text-sm">
                <span aria-live="polite" className="text-slate-600">
                  {draft.length} of {options.length} chosen
                </span>
                <span className="flex gap-3">
                  <button
                    type="button"
                    disabled={allShownChosen}
                    onClick={() =>
                      setDraft((current) => [
                        ...current,
                        ...shown.map((o) => o.value).filter((v) => !current.includes(v)),
                      ])
                    }
                    className={LINK}
                  >
                    Select all
                  </button>
                  <button
                    type="button"
                    disabled={draft.length === 0}
                    onClick={() => setDraft([])}
                    className={LINK}
                  >
                    Clear
                  </button>
                </span>
              </div>
              <fieldset className="max-h-56 overflow-y-auto">
                <legend className="sr-only">{label}</legend>
                {shown.length === 0 ? (
                  <p className="px-1 py-2 text-sm text-slate-600">
                    No {noun} match “{query}”.
                  </p>
                ) : (
                  shown.map((option) => (
                    <label
                      key={option.value}
                      className="flex cursor-pointer items-center gap-2 rounded-sm px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
                    >
                      <input
                        type="checkbox"
                        checked={draft.includes(option.value)}
                        onChange={(e) => toggle(option.value, e.currentTarget.checked)}
                        className="size-4 accent-primary"
                      />
                      <span className="truncate">{option.label}</span>
                    </label>
                  ))
                )}
              </fieldset>
              <div className="flex justify-end gap-2 border-t border-slate-200 pt-3">
                <Button variant="secondary" onClick={() => close(true)}>
                  Cancel
                </Button>
                <Button onClick={apply}>Apply</Button>
              </div>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  )
}

import { endOfMonth, isSameDay, startOfMonth, subDays, subMonths } from 'date-fns'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { DateRange } from 'react-day-picker'
import { formatDateRange, parseDay, toDay } from '../core/format'
import { Button } from './button'
import { Field, labelIdOf } from './field'
import { SolidIcon } from './solid-icon'
import { lazyModule } from './lazy-module'

const CALENDAR_ICON =
  'M5.75 2a.75.75 0 0 1 .75.75V4h7V2.75a.75.75 0 0 1 1.5 0V4h.25A2.75 2.75 0 0 1 18 6.75v8.5A2.75 2.75 0 0 1 15.25 18H4.75A2.75 2.75 0 0 1 2 15.25v-8.5A2.75 2.75 0 0 1 4.75 4H5V2.75A.75.75 0 0 1 5.75 2Zm-1 5.5c-.69 0-1.25.56-1.25 1.25v6.5c0 .69.56 1.25 1.25 1.25h10.5c.69 0 1.25-.56 1.25-1.25v-6.5c0-.69-.56-1.25-1.25-1.25H4.75Z'

/** A chosen range of calendar days, both ends included, as `yyyy-MM-dd`. */
export interface DayRange {
  from: string
  to: string
}

/** A preset: its label and the range it picks, counted back from the last selectable day. */
export interface DateRangePreset {
  label: string
  range: (last: Date) => { from: Date; to: Date }
  /** Not choosable now, and why (the button stays focusable and says so). */
  unavailable?: string
}

/** The usual presets, ending on the last selectable day (`max`, or today). */
export const DEFAULT_PRESETS: readonly DateRangePreset[] = [
  { label: 'Last 7 days', range: (last) => ({ from: subDays(last, 6), to: last }) },
  { label: 'Last 30 days', range: (last) => ({ from: subDays(last, 29), to: last }) },
  { label: 'This month', range: (last) => ({ from: startOfMonth(last), to: last }) },
  {
    label: 'Last month',
    range: (last) => ({
      from: startOfMonth(subMonths(last, 1)),
      to: endOfMonth(subMonths(last, 1)),
    }),
  },
]

export interface DateRangePickerProps {
  label: string
  value: DayRange | null
  /** Called on Apply only. */
  onChange: (range: DayRange) => void
  presets?: readonly DateRangePreset[]
  /** The first selectable day (`yyyy-MM-dd`); earlier days are disabled. */
  min?: string
  /** The last selectable day (`yyyy-MM-dd`, default today); later days are disabled. */
  max?: string
  /** 0 Sunday (en-US, the default) … 6 Saturday. */
  weekStartsOn?: 0 | 1 | 2 | 3 | 4 | 5 | 6
  /** The button's text with no range chosen. */
  placeholder?: string
  labelHidden?: boolean
  /** Text under the button, e.g. which day the data runs through. */
  hint?: string
  /**
   * A first preset meaning "no range" (e.g. `Anytime`): Apply then calls `onAnytime` instead of
   * `onChange`; with `value` null the button shows this label.
   */
  anytime?: { label: string; onAnytime: () => void }
  /**
   * Presets kept by name, e.g. a report's `Last 7 Days`, which moves with the calendar: the
   * button shows `value` (a preset's label) before the days; Apply on a preset calls `onPreset`
   * with its label, days picked on the calendar call `onChange`.
   */
  named?: { value: string | null; onPreset: (label: string) => void }
}

const toRange = (range: DayRange | null): DateRange | undefined =>
  range ? { from: parseDay(range.from), to: parseDay(range.to) } : undefined

// react-day-picker is its own chunk (day-grid.tsx), fetched on intent (a pointer over the
// button, focus on it): a page with a picker starts without it, and the calendar is usually there
// by the time the dialog opens ('Loading the calendar…' until then).
const dayGrid = lazyModule(() => import('./day-grid'))
const wantGrid = () => void dayGrid.load().catch(() => undefined)

/**
 * A date-range picker on react-day-picker (analytics and reports): a button showing the range, a
 * dialog with presets, two months (one on phones) and the chosen range, Cancel and Apply. Days
 * before `min` and after `max` are disabled; the value changes only on Apply. The calendar grid
 * takes arrow keys, Page Up/Down (months) and Home/End; Escape closes and focus returns to the
 * button.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  presets = DEFAULT_PRESETS,
  min,
  max,
  weekStartsOn = 0,
  placeholder = 'Choose dates',
  labelHidden = false,
  hint,
  anytime,
  named,
}: Readonly<DateRangePickerProps>) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<DateRange | undefined>(undefined)
  const [anytimeDraft, setAnytimeDraft] = useState(false)
  const [presetDraft, setPresetDraft] = useState<string | null>(null)
  const [months, setMonths] = useState(2)
  const [month, setMonth] = useState<Date>(() => new Date())
  const [today] = useState(() => new Date())
  const grid = dayGrid.useModule(open)

  const last = max ? parseDay(max) : today
  const first = min ? parseDay(min) : undefined
  const disabled = [...(first ? [{ before: first }] : []), { after: last }]

  function openPicker() {
    const range = toRange(value)
    const phone = trigger.current?.ownerDocument.defaultView?.matchMedia('(max-width: 739px)')
    const count = phone?.matches ? 1 : 2
    setMonths(count)
    setDraft(range)
    setAnytimeDraft(!range && Boolean(anytime))
    setPresetDraft(named?.value ?? null)
    // Show the range's end month last (or the last selectable month).
    setMonth(startOfMonth(subMonths(range?.to ?? last, count - 1)))
    setOpen(true)
  }

  function close() {
    setOpen(false)
  }

  function apply() {
    if (anytimeDraft && anytime) {
      anytime.onAnytime()
      close()
      return
    }
    if (named && presetDraft) {
      named.onPreset(presetDraft)
      close()
      return
    }
    if (!draft?.from) return
    onChange({ from: toDay(draft.from), to: toDay(draft.to ?? draft.from) })
    close()
  }

  function choosePreset(preset: DateRangePreset) {
    if (preset.unavailable) return
    const range = preset.range(last)
    setDraft(range)
    setAnytimeDraft(false)
    setPresetDraft(preset.label)
    setMonth(startOfMonth(subMonths(range.to, months - 1)))
  }

  // Opened and closed as a modal <dialog> in the shadow root (TOOLCHAIN.md trap 3); focus goes
  // back to the button on close. Layout effects: preact runs passive effects late.
  useLayoutEffect(() => {
    const node = dialog.current
    if (!node) return
    if (open && !node.open) {
      node.showModal()
      // The day to start on (its button focused itself before the dialog showed, which fails).
      node.querySelector<HTMLButtonElement>('[data-focused] button')?.focus()
    }
    if (!open && node.open) {
      node.close()
      trigger.current?.focus()
    }
  }, [open])

  // A picker removed while open leaves no modal dialog in the top layer behind it.
  useLayoutEffect(() => {
    const node = dialog.current
    return () => {
      if (node?.open) node.close()
    }
  }, [])

  useEffect(() => {
    const node = dialog.current
    if (!node) return
    const cancel = (event: Event) => {
      event.preventDefault()
      setOpen(false)
    }
    node.addEventListener('cancel', cancel)
    return () => node.removeEventListener('cancel', cancel)
  }, [])

  const isPreset = (preset: DateRangePreset) => {
    if (named) return presetDraft === preset.label
    const range = preset.range(last)
    return Boolean(
      draft?.from && draft.to && isSameDay(draft.from, range.from) && isSameDay(draft.to, range.to),
    )
  }
  const days = draft?.from ? formatDateRange(draft.from, draft.to ?? draft.from) : null
  const chosen = days
    ? named && presetDraft
      ? `${presetDraft}: ${days}`
      : days
    : anytimeDraft && anytime
      ? anytime.label
      : null
  const titleId = `${id}-title`
  const whyId = `${id}-why`
  const why = presets.find((preset) => preset.unavailable)?.unavailable
  const shown = value ? formatDateRange(value.from, value.to) : null
  return (
    <Field label={label} labelHidden={labelHidden} hint={hint}>
      {(control) => (
        <>
          <button
            ref={trigger}
            type="button"
            id={control.id}
            aria-describedby={control['aria-describedby']}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-labelledby={`${labelIdOf(control.id)} ${id}-value`}
            onClick={openPicker}
            onPointerEnter={wantGrid}
            onFocus={wantGrid}
            className="flex h-10 w-full min-w-56 items-center gap-2 rounded-control border border-slate-300 bg-white px-3 text-left text-sm text-slate-900 shadow-sm"
          >
            <SolidIcon path={CALENDAR_ICON} className="size-4 shrink-0 text-slate-500" />
            <span id={`${id}-value`} className="truncate">
              {named?.value && shown
                ? `${named.value}: ${shown}`
                : (shown ?? anytime?.label ?? placeholder)}
            </span>
          </button>
          <dialog
            ref={dialog}
            aria-labelledby={titleId}
            onClick={(event) => {
              if (event.target === dialog.current) close()
            }}
            className="m-auto w-fit max-w-[calc(100%-16px)] rounded-card bg-white p-0 text-slate-900 shadow-raised"
          >
            {open ? (
              <div className="flex flex-col gap-4 p-4 sm:p-6">
                <h2 id={titleId} className="text-lg font-semibold">
                  {label}
                </h2>
                <div className="flex flex-col gap-4 sm:flex-row">
                  {presets.length || anytime ? (
                    <ul
                      aria-label="Presets"
                      className="flex flex-wrap gap-2 sm:w-36 sm:flex-col sm:flex-nowrap sm:gap-1"
                    >
                      {anytime ? (
                        <li>
                          <button
                            type="button"
                            aria-pressed={anytimeDraft}
                            onClick={() => {
                              setDraft(undefined)
                              setAnytimeDraft(true)
                            }}
                            className="w-full rounded-control border border-slate-200 px-3 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-50 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white sm:border-transparent"
                          >
                            {anytime.label}
                          </button>
                        </li>
                      ) : null}
                      {presets.map((preset) => (
                        <li key={preset.label}>
                          <button
                            type="button"
                            aria-pressed={isPreset(preset)}
                            aria-disabled={preset.unavailable ? true : undefined}
                            aria-describedby={preset.unavailable ? whyId : undefined}
                            onClick={() => choosePreset(preset)}
                            className="w-full rounded-control border border-slate-200 px-3 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-50 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent sm:border-transparent"
                          >
                            {preset.label}
                          </button>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {grid ? (
                    <grid.DayGrid
                      selected={draft}
                      onSelect={(range) => {
                        setDraft(range)
                        setAnytimeDraft(false)
                        setPresetDraft(null)
                      }}
                      months={months}
                      month={month}
                      onMonthChange={setMonth}
                      first={first}
                      last={last}
                      disabled={disabled}
                      weekStartsOn={weekStartsOn}
                    />
                  ) : (
                    <p
                      role="status"
                      className={`flex h-80 items-center justify-center text-sm text-slate-600 ${months === 2 ? 'w-[600px]' : 'w-72'}`}
                    >
                      Loading the calendar…
                    </p>
                  )}
                </div>
                {why ? (
                  <p id={whyId} className="text-sm text-slate-600">
                    {why}
                  </p>
                ) : null}
                <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
                  <p aria-live="polite" className="text-sm text-slate-700">
                    {chosen ?? 'Choose the first and the last day.'}
                  </p>
                  <div className="flex gap-2">
                    <Button variant="secondary" onClick={close}>
                      Cancel
                    </Button>
                    <Button onClick={apply} disabled={!draft?.from && !anytimeDraft}>
                      Apply
                    </Button>
                  </div>
                </div>
              </div>
            ) : null}
          </dialog>
        </>
      )}
    </Field>
  )
}

import { format } from 'date-fns'
import { useLayoutEffect, useRef } from 'react'
import {
  DayPicker,
  type ClassNames,
  type DateRange,
  type DayButtonProps,
  type Matcher,
  type Modifiers,
} from 'react-day-picker'

/** The portal's look for react-day-picker's parts (Tailwind inside the shadow root). */
const CLASS_NAMES: Partial<ClassNames> = {
  root: 'relative text-sm text-slate-900',
  months: 'flex flex-wrap gap-6',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-9 items-center justify-center px-10',
  caption_label: 'text-sm font-semibold text-slate-900',
  nav: 'pointer-events-none absolute inset-x-0 top-0 z-10 flex h-9 items-center justify-between',
  button_previous:
    'pointer-events-auto inline-flex size-9 items-center justify-center rounded-control text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40',
  button_next:
    'pointer-events-auto inline-flex size-9 items-center justify-center rounded-control text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40',
  chevron: 'size-4 fill-current',
  month_grid: 'border-collapse',
  weekday: 'size-9 p-0 text-xs font-medium text-slate-600',
  day: 'size-9 p-0 text-center',
  day_button:
    'inline-flex size-9 items-center justify-center rounded-control text-sm text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent',
  today: 'font-semibold [&>button]:underline [&>button]:underline-offset-4',
  selected: '',
  range_start:
    'rounded-l-control bg-slate-100 [&>button]:bg-primary [&>button]:text-white [&>button]:hover:bg-primary',
  range_end:
    'rounded-r-control bg-slate-100 [&>button]:bg-primary [&>button]:text-white [&>button]:hover:bg-primary',
  range_middle: 'bg-slate-100 [&>button]:rounded-none',
  outside: 'text-slate-400',
  disabled: '',
  hidden: 'invisible',
  focused: '',
}

/**
 * A day button's name starts with its visible number (WCAG 2.5.3, axe's label-content-name-
 * mismatch): "18 November 2026, Wednesday, today, selected".
 */
function dayLabel(date: Date, modifiers: Modifiers): string {
  let label = format(date, 'd MMMM yyyy, EEEE')
  if (modifiers.today) label += ', today'
  if (modifiers.selected) label += ', selected'
  return label
}

/**
 * react-day-picker's day button, focusing in a layout effect: its own focuses in a passive effect,
 * which preact runs late, so a day clicked before that effect ran left two stale focus effects
 * handing focus to each other for ever (the page froze; a fast click did it on the lite build).
 */
function DayButton({ day: _day, modifiers, ...props }: Readonly<DayButtonProps>) {
  const ref = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus()
  }, [modifiers.focused])
  return <button ref={ref} {...props} />
}

const COMPONENTS = { DayButton }

export interface DayGridProps {
  selected: DateRange | undefined
  onSelect: (range: DateRange | undefined) => void
  months: number
  month: Date
  onMonthChange: (month: Date) => void
  /** The first and the last selectable day. */
  first: Date | undefined
  last: Date
  disabled: Matcher[]
  weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6
}

/**
 * The date-range picker's calendar (react-day-picker, its own chunk: `date-range-picker.tsx`
 * loads it after the page has started). Range mode, a new range on the next click after a
 * complete one, disabled days outside first…last and not inside a range, the focused day
 * focused on open.
 */
export function DayGrid({
  selected,
  onSelect,
  months,
  month,
  onMonthChange,
  first,
  last,
  disabled,
  weekStartsOn,
}: Readonly<DayGridProps>) {
  return (
    <DayPicker
      mode="range"
      selected={selected}
      onSelect={onSelect}
      resetOnSelect
      numberOfMonths={months}
      month={month}
      onMonthChange={onMonthChange}
      startMonth={first}
      endMonth={last}
      disabled={disabled}
      excludeDisabled
      weekStartsOn={weekStartsOn}
      autoFocus
      classNames={CLASS_NAMES}
      components={COMPONENTS}
      labels={{ labelDayButton: dayLabel }}
    />
  )
}

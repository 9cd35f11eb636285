/** EMB-26/27: the date filter of analytics and e-mails: New York days, no future days. */
import { subDays } from 'date-fns'
import { useState } from 'react'
import { EMBED_DATA_TEXT } from '../../../core/date-cutoff'
import { DateRangePicker, type DateRangePreset } from '../../../ui/date-range-picker'
import { ANYTIME, DATE_PRESETS, newYorkDay, type DayRange } from '../lib/analytics-rules'

/** The presets of spec 001 §9, counted back from the last selectable day (today, New York). */
const PRESETS: readonly DateRangePreset[] = DATE_PRESETS.map((preset) => ({
  label: preset.label,
  range: (last: Date) => ({
    from: subDays(last, preset.back + preset.days - 1),
    to: subDays(last, preset.back),
  }),
}))

/** The date picker with the embeds' presets, no future day and the data note. */
export function DateFilter({
  anytime = false,
  ...picker
}: Readonly<{
  label: string
  value: DayRange | null
  onChange: (range: DayRange | null) => void
  /** Offer `Anytime` (no range); the e-mails call always takes a range. */
  anytime?: boolean
}>) {
  // Today in New York, fixed for the screen's life (future days are disabled).
  const [today] = useState(() => newYorkDay(new Date()))
  return (
    <DateRangePicker
      {...picker}
      presets={PRESETS}
      max={today}
      hint={EMBED_DATA_TEXT}
      anytime={anytime ? { label: ANYTIME, onAnytime: () => picker.onChange(null) } : undefined}
    />
  )
}

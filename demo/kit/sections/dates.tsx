/** Kit gallery: the analytics filters — date-range picker and multi-select with apply. */
import { useState } from 'react'
import { formatDateRange } from '../../../src/core/format'
import { DateRangePicker, type DayRange } from '../../../src/ui/date-range-picker'
import { MultiSelect } from '../../../src/ui/multi-select'
import type { KitSection } from '../kit-gallery'

// Fixed days, so that the gallery and its tests look the same on any day: the last selectable
// day (analytics: yesterday after 4 PM New York, else two days back) and a year of history.
const LAST_DAY = '2026-11-24'
const FIRST_DAY = '2025-11-25'

function DateRanges() {
  const [range, setRange] = useState<DayRange | null>({ from: '2026-11-18', to: LAST_DAY })
  const [report, setReport] = useState<DayRange | null>(null)
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <DateRangePicker
          label="Date range"
          value={range}
          onChange={setRange}
          min={FIRST_DAY}
          max={LAST_DAY}
        />
        <DateRangePicker
          label="Custom report range"
          value={report}
          onChange={setReport}
          presets={[]}
          max={LAST_DAY}
          weekStartsOn={1}
          placeholder="Choose the report's days"
        />
      </div>
      <p className="text-sm text-slate-600" data-testid="applied-range">
        Applied: {range ? formatDateRange(range.from, range.to) : 'none'}
        {report ? `; report ${formatDateRange(report.from, report.to)}` : ''}
      </p>
      <p className="text-sm text-slate-600">
        Days after {formatDateRange(LAST_DAY, LAST_DAY)} and before{' '}
        {formatDateRange(FIRST_DAY, FIRST_DAY)} are disabled; the second picker starts weeks on
        Monday and has no presets.
      </p>
    </div>
  )
}

const SITES = [
  { value: 'daily-planet', label: 'Daily Planet' },
  { value: 'gotham-gazette', label: 'Gotham Gazette' },
  { value: 'metro-weekly', label: 'Metro Weekly' },
  { value: 'central-city-citizen', label: 'Central City Citizen' },
  { value: 'coast-city-chronicle', label: 'Coast City Chronicle' },
  { value: 'star-city-star', label: 'Star City Star' },
]
const DEVICES = [
  { value: 'DESKTOP', label: 'Desktop' },
  { value: 'MOBILE', label: 'Mobile' },
]

function Filters() {
  const [sites, setSites] = useState<string[]>([])
  const [devices, setDevices] = useState<string[]>(['MOBILE'])
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
        <MultiSelect label="Sites" noun="sites" options={SITES} value={sites} onChange={setSites} />
        <MultiSelect
          label="Devices"
          noun="devices"
          options={DEVICES}
          value={devices}
          onChange={setDevices}
        />
      </div>
      <p className="text-sm text-slate-600" data-testid="applied-filters">
        Applied sites: {sites.length ? sites.join(', ') : 'all'}; devices:{' '}
        {devices.length ? devices.join(', ') : 'all'}
      </p>
    </div>
  )
}

export const sections: KitSection[] = [
  { id: 'date-range', title: 'Date-range picker', Demo: DateRanges },
  { id: 'multi-select', title: 'Multi-select with apply', Demo: Filters },
]

/**
 * REP-07, REP-08, REP-10: the report's name, its date range (the kit's date picker, as on every
 * screen: REP-08's named ranges are its presets, YESTERDAY only after 5:30 PM New York time; days
 * picked on its calendar make a CUSTOM range, stopping at the last selectable day, CORE-14) and
 * its view type (a change resets the metrics to all six).
 */
import { lastSelectableDay } from '../../../core/date-cutoff'
import { parseDay } from '../../../core/format'
import { DateRangePicker, type DateRangePreset } from '../../../ui/date-range-picker'
import { TextField } from '../../../ui/text-field'
import { withDateRange, withViewType } from '../lib/report-field-rules'
import {
  defaultCustomRange,
  resolveReportRange,
  yesterdayAvailable,
} from '../lib/report-range-rules'
import {
  DATE_RANGE_LABELS,
  DATE_RANGES,
  REPORT_VIEW_TYPES,
  VIEW_TYPE_LABELS,
  type ReportViewType,
} from '../lib/report-rules'
import { RadioCards } from './radio-cards'
import { errorOf, SectionError, SectionFrame, type TouchedSectionProps } from './section-frame'

/** Ours: what each view type shows. */
const VIEW_TYPE_HINTS: Readonly<Record<ReportViewType, string>> = {
  AGGREGATE: 'Display and video summed: Impressions, Revenue and CPM',
  BREAKDOWN: 'Display and video apart: six metrics',
}

/** Ours: why Yesterday cannot be chosen yet (REP-08). */
export const YESTERDAY_HINT = 'Yesterday can be chosen once its data is ready, at 5:30 PM EST.'

export function SettingsSection(props: Readonly<TouchedSectionProps>) {
  const { report, onChange, errors, now, onTouch } = props
  const yesterday = yesterdayAvailable(now)
  const last = lastSelectableDay(now)
  const custom = report.customDateRange ?? defaultCustomRange(now)
  // #7: REP-08's choices as the presets of the kit's date picker (the one date control): a
  // named range is kept by name, days picked on the calendar make it CUSTOM.
  const presets: DateRangePreset[] = DATE_RANGES.map((range) => ({
    label: DATE_RANGE_LABELS[range],
    range: () => {
      const days = range === 'CUSTOM' ? custom : resolveReportRange(range, null, now)
      return { from: parseDay(days.from), to: parseDay(days.to) }
    },
    unavailable:
      range === 'YESTERDAY' && !yesterday && report.dateRange !== 'YESTERDAY'
        ? YESTERDAY_HINT
        : undefined,
  }))
  const days =
    report.dateRange === 'CUSTOM'
      ? report.customDateRange
      : resolveReportRange(report.dateRange, null, now)
  return (
    <SectionFrame section="settings">
      <TextField
        label="Report name"
        required
        value={report.name}
        autoComplete="off"
        error={errorOf(errors, 'name')}
        onChange={(name) => {
          onTouch('name')
          onChange({ ...report, name })
        }}
        onBlur={() => onTouch('name')}
      />
      <div className="flex flex-col gap-1 sm:max-w-md">
        <DateRangePicker
          label="Date range"
          value={days}
          max={last}
          presets={presets}
          named={{
            value: DATE_RANGE_LABELS[report.dateRange],
            onPreset: (label) => {
              const range = DATE_RANGES.find((r) => DATE_RANGE_LABELS[r] === label)
              if (range) onChange(withDateRange(report, range, now))
            },
          }}
          onChange={(customDateRange) =>
            onChange({ ...withDateRange(report, 'CUSTOM', now), customDateRange })
          }
        />
        <SectionError message={errorOf(errors, 'customDateRange')} />
      </div>
      <RadioCards
        legend="View type"
        value={report.viewType}
        options={REPORT_VIEW_TYPES.map((type) => ({
          value: type,
          label: VIEW_TYPE_LABELS[type],
          hint: VIEW_TYPE_HINTS[type],
        }))}
        onChange={(type) => onChange(withViewType(report, type))}
      />
    </SectionFrame>
  )
}

/**
 * REP-07, REP-08, REP-10: the report's name, its date range (YESTERDAY only after 5:30 PM New
 * York time; CUSTOM with a picker that stops at the last selectable day, CORE-14) and its view
 * type (a change resets the metrics to all six).
 */
import { adDataThroughText, lastSelectableDay } from '../../../core/date-cutoff'
import { DateRangePicker } from '../../../ui/date-range-picker'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { withDateRange, withViewType } from '../lib/report-field-rules'
import { rangeText, resolveReportRange, yesterdayAvailable } from '../lib/report-range-rules'
import {
  DATE_RANGE_LABELS,
  DATE_RANGES,
  REPORT_VIEW_TYPES,
  VIEW_TYPE_LABELS,
  type DateRange,
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
  // #7: the days the chosen range covers today, so they compare with home's picker.
  const days =
    report.dateRange === 'CUSTOM' ? null : resolveReportRange(report.dateRange, null, now)
  const options = DATE_RANGES.map((range) => ({
    value: range,
    label: DATE_RANGE_LABELS[range],
    disabled: range === 'YESTERDAY' && !yesterday && report.dateRange !== 'YESTERDAY',
  }))
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
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
        <SelectField
          label="Date range"
          value={report.dateRange}
          options={options}
          helper={
            [days ? rangeText(days) : '', yesterday ? '' : YESTERDAY_HINT]
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(value) => onChange(withDateRange(report, value as DateRange, now))}
        />
        {report.dateRange === 'CUSTOM' ? (
          <div className="flex flex-col gap-1">
            <DateRangePicker
              label="Custom dates"
              value={report.customDateRange}
              max={lastSelectableDay(now)}
              hint={adDataThroughText(lastSelectableDay(now))}
              onChange={(customDateRange) => onChange({ ...report, customDateRange })}
            />
            <SectionError message={errorOf(errors, 'customDateRange')} />
          </div>
        ) : null}
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

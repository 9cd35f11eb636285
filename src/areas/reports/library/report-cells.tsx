/**
 * REP-04 and beyond the spec: how the library shows a saved report's date range, dimensions,
 * schedule with its next runs (New York time, as the schedules run) and its last run.
 */
import { NEW_YORK } from '../../../core/date-cutoff'
import { formatDate, formatDateTime, formatInteger } from '../../../core/format'
import { safeHref } from '../../../core/safe-url'
import { rangeText } from '../lib/report-range-rules'
import {
  DATE_RANGE_LABELS,
  DIMENSION_LABELS,
  SCHEDULE_LABELS,
  type ReportRunInfo,
  type SavedReport,
} from '../lib/report-rules'

const nextRunFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: NEW_YORK,
  timeZoneName: 'short',
})

/** A scheduled run's time in New York: "Mon, Dec 1, 5:30 PM EST". */
export const nextRunText = (iso: string) => nextRunFormat.format(new Date(iso))

/** When something happened, in New York time: "Nov 26, 2026, 5:31 PM EST". */
export const whenText = (iso: string) => formatDateTime(new Date(iso), { timeZone: NEW_YORK })

/** REP-08: the range's label, or the custom days themselves. */
export function dateRangeText(report: SavedReport): string {
  if (report.dateRange === 'CUSTOM' && report.customDateRange)
    return rangeText(report.customDateRange)
  return DATE_RANGE_LABELS[report.dateRange]
}

/** REP-09: the dimensions in their order. */
export const dimensionsText = (report: SavedReport) =>
  report.dimensions.map((d) => DIMENSION_LABELS[d]).join(', ')

const SECONDARY = 'block text-xs text-slate-500'

/** REP-12: the schedule, its end date and the next runs (the first shown, all in the tooltip). */
export function ScheduleCell({ report }: Readonly<{ report: SavedReport }>) {
  const [first, ...later] = report.nextRuns.map(nextRunText)
  return (
    <span className="block">
      <span className="block">{SCHEDULE_LABELS[report.schedule]}</span>
      {report.schedule !== 'ONCE' && report.endDate ? (
        <span className={SECONDARY}>until {formatDate(report.endDate)}</span>
      ) : null}
      {first ? (
        <span
          className={SECONDARY}
          title={[first, ...later].join('\n')}
          data-next-runs={report.nextRuns.length}
        >
          Next: {first}
          {later.length ? <span className="sr-only">, then {later.join(', ')}</span> : null}
        </span>
      ) : null}
    </span>
  )
}

const STATUS = {
  FAILED: { label: 'Failed', tone: 'bg-red-50 text-red-700 ring-red-200' },
  DELAYED: { label: 'Delayed', tone: 'bg-amber-50 text-amber-900 ring-amber-300' },
} as const

function fileLabel(run: ReportRunInfo): string {
  return run.format === 'XLSX' ? 'Excel file' : run.format === 'CSV' ? 'CSV file' : 'File'
}

/** Beyond the spec: the last run: when, its rows and file link, or that it failed or waited. */
export function LastRunCell({ report }: Readonly<{ report: SavedReport }>) {
  const run = report.lastRun
  if (!run) return <span className="text-slate-500">Never</span>
  const href = safeHref(run.link)
  const status = run.status === 'DONE' ? null : STATUS[run.status]
  return (
    <span className="block" data-last-run={run.status}>
      <span className="block">{whenText(run.at)}</span>
      <span className={`${SECONDARY} flex flex-wrap items-center gap-x-2`}>
        {status ? (
          <span className={`rounded-sm px-1.5 font-medium ring-1 ring-inset ${status.tone}`}>
            {status.label}
          </span>
        ) : null}
        {run.rowCount !== null && !status ? (
          <span className="tabular-nums">
            {formatInteger(run.rowCount)} {run.rowCount === 1 ? 'row' : 'rows'}
          </span>
        ) : null}
        {href && !status ? (
          <a href={href} download className="text-link hover:underline">
            {fileLabel(run)}
            <span className="sr-only"> of {report.name}</span>
          </a>
        ) : null}
      </span>
    </span>
  )
}

/** The last change: the day, with the time in the tooltip. */
export function UpdatedCell({ report }: Readonly<{ report: SavedReport }>) {
  return (
    <span title={whenText(report.updatedAt)}>
      {formatDate(new Date(report.updatedAt), { timeZone: NEW_YORK })}
    </span>
  )
}

/**
 * A metric card (HOME-03..06, HOME-10, ANA-02): its title, the range's total (CORE-12), the change
 * against the previous period of the same length (beyond the spec), the line chart with the
 * previous period as a dashed second series aligned by day, its loading, error and empty states,
 * and an optional "View details" link to the metric's detail page.
 */
import { useMemo, type ReactNode } from 'react'
import { formatCompact, parseDay } from '../../../core/format'
import { Chart, type ChartSeries } from '../../../ui/chart'
import { LoadError } from '../../../ui/load-error'
import { Skeleton } from '../../../ui/states'
import {
  alignSeries,
  changePercent,
  daysOf,
  formatChange,
  formatMetric,
  type DayRange,
  type MetricData,
  type MetricFormat,
} from '../lib/analytics-filters-rules'
import { ESTIMATE_TITLE } from '../lib/metrics-rules'
import { DetailsLink } from './details-link'

export interface MetricChartCardProps {
  title: string
  /** The range the data is for (the chart's days). */
  range: DayRange
  data: MetricData | null
  loading: boolean
  /** The failure's text (fetchErrorMessage), or null. */
  error: string | null
  onRetry: () => void
  format: MetricFormat
  /** HOME-10: the detail page; the link shows only with it. */
  detailsPath?: string
  host: HTMLElement
  /** The heading level (h3 in a home section, h2 on its own). */
  level?: 2 | 3
  height?: number
  /** Extra content under the chart (a table). */
  children?: ReactNode
  /** Extra classes of the card (grid spans). */
  className?: string
}

const SERIES_COLORS = ['#1494f4', '#64748b']

/** A y-axis tick: compact, in the metric's unit ($1.25K, 45%, 1.2K). */
function formatAxisValue(value: number, format: MetricFormat): string {
  const compact = formatCompact(value, 2)
  return format === 'currency' ? `$${compact}` : format === 'percent' ? `${compact}%` : compact
}

export function MetricChartCard({
  title,
  range,
  data,
  loading,
  error,
  onRetry,
  format,
  detailsPath,
  host,
  level = 3,
  height = 200,
  children,
  className = '',
}: Readonly<MetricChartCardProps>) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const days = useMemo(() => daysOf(range), [range])
  const x = useMemo(() => days.map((day) => parseDay(day).getTime()), [days])
  // No fact in the range: the chart's empty state rather than a flat line at 0.
  const empty =
    !!data &&
    data.total.aggregate === 0 &&
    Object.values(data.series.by_date).every((value) => value === 0)
  const series = useMemo<ChartSeries[]>(() => {
    if (!data || empty) return []
    const aligned = alignSeries(days, data.series.by_date, data.series.previous_by_date)
    const list: ChartSeries[] = [{ label: title, values: aligned.current, color: SERIES_COLORS[0] }]
    if (aligned.previous)
      list.push({
        label: 'Previous period',
        values: aligned.previous,
        color: SERIES_COLORS[1],
        dash: [6, 4],
      })
    return list
  }, [data, empty, days, title])
  const change = data ? changePercent(data.total, data.series) : null
  const formatValue = useMemo(() => (value: number) => formatMetric(value, format), [format])
  // UI.md charts: the y axis in the metric's display format ($1.25K, 45%, 1.2K).
  const formatAxis = useMemo(() => (value: number) => formatAxisValue(value, format), [format])

  return (
    <section
      className={`flex min-w-0 flex-col gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-raised ${className}`}
      data-metric-card={title}
      aria-busy={loading || undefined}
    >
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
          {detailsPath ? <DetailsLink to={detailsPath} host={host} title={title} /> : null}
        </div>
        {loading && !data ? (
          <Skeleton className="h-8 w-32" />
        ) : data && !error ? (
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-2xl font-semibold text-slate-900 tabular-nums">
              {data.total.estimate ? (
                <abbr title={ESTIMATE_TITLE} className="mr-1 no-underline">
                  ≈
                </abbr>
              ) : null}
              <span data-total="">{formatMetric(data.total.aggregate, format)}</span>
            </span>
            {change !== null ? (
              <span
                data-change=""
                className={`text-sm font-medium tabular-nums ${
                  change > 0 ? 'text-green-700' : change < 0 ? 'text-red-700' : 'text-slate-600'
                }`}
              >
                {formatChange(change)}
                <span className="sr-only"> vs the previous period</span>
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      {error ? (
        <LoadError text={error} onRetry={onRetry} />
      ) : (
        <Chart
          title={title}
          x={x}
          series={series}
          formatValue={formatValue}
          formatAxis={formatAxis}
          loading={loading && !data}
          emptyText="No data for this period."
          height={height}
        />
      )}
      {children}
    </section>
  )
}

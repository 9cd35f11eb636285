import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { formatCompact, formatDate, formatDateRange, formatNumber } from '../core/format'
import type { Plot } from './chart-uplot'

export interface ChartSeries {
  label: string
  /** One value per time in `x`; null leaves a gap. */
  values: readonly (number | null)[]
  /** A CSS colour; the accent-first palette when absent (UI.md charts). */
  color?: string
  /** A dashed line (uPlot's dash: segment and gap lengths in px), e.g. a previous period. */
  dash?: number[]
}

export interface ChartProps {
  /** What the chart shows ("Revenue by day"): its accessible name starts with it. */
  title: string
  /** Times in ms since the epoch, ascending, one per point. */
  x: readonly number[]
  series: readonly ChartSeries[]
  /** The values in the legend, the table and the summary (default: en-US, up to 2 decimals). */
  formatValue?: (value: number) => string
  /** The y axis' ticks (default: compact with up to 2 decimals, "1.25K"). */
  formatAxis?: (value: number) => string
  loading?: boolean
  emptyText?: string
  /** The plot's height in px; loading and empty states keep it (no layout shift). */
  height?: number
  /** Offer the "Show table" view of the data (default true). */
  table?: boolean
  timeZone?: string
}

/** UI.md: accent first, then the brand colour and distinct hues that hold on white. */
export const PALETTE = ['#1494f4', '#092e77', '#d97706', '#15803d', '#df1d1d', '#7c3aed']

const formatAxisValue = (value: number) => formatCompact(value, 2)

type ChartModule = typeof import('./chart-uplot')
let loading: Promise<ChartModule> | null = null
/** uPlot's chunk, imported once, the first time a chart has something to draw. */
function loadChartModule(): Promise<ChartModule> {
  loading ??= import('./chart-uplot').catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/** "Revenue, Nov 1 – 7, 2026: Display from $1.00 to $5.00; Video from …" */
export function chartSummary(
  title: string,
  x: readonly number[],
  series: readonly ChartSeries[],
  formatValue: (value: number) => string,
  timeZone?: string,
): string {
  const span = formatDateRange(new Date(x[0]), new Date(x[x.length - 1]), { timeZone })
  const parts = series.map((s) => {
    const values = s.values.filter((v): v is number => v !== null)
    if (!values.length) return `${s.label}: no data`
    return `${s.label} from ${formatValue(Math.min(...values))} to ${formatValue(Math.max(...values))}`
  })
  return `${title}, ${span}: ${parts.join('; ')}.`
}

/**
 * A time-series line chart on uPlot: time x axis, formatted y axis, values under the cursor in
 * the legend (the latest ones otherwise), legend buttons that hide and show series, resize with
 * its container, loading and empty states. uPlot and its CSS load only when a chart first has
 * data (`chart-uplot.ts`, its own chunk). The plot is an image named by a summary of the data;
 * "Show table" gives the values as a table.
 */
export function Chart({
  title,
  x,
  series,
  formatValue = formatNumber,
  formatAxis = formatAxisValue,
  loading: isLoading = false,
  emptyText = 'No data for this period.',
  height = 240,
  table = true,
  timeZone,
}: Readonly<ChartProps>) {
  const id = useId()
  const target = useRef<HTMLDivElement>(null)
  const plot = useRef<Plot | null>(null)
  const [module, setModule] = useState<ChartModule | null>(null)
  const [failed, setFailed] = useState(false)
  const [cursor, setCursor] = useState<number | null>(null)
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set())
  const [tableShown, setTableShown] = useState(false)

  const empty =
    !isLoading && (x.length === 0 || series.every((s) => s.values.every((v) => v === null)))
  const drawable = !isLoading && !empty

  useEffect(() => {
    if (!drawable || module) return
    let live = true
    loadChartModule().then(
      (loaded) => live && setModule(loaded),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [drawable, module])

  // Drawn again when the data changes; hidden series stay hidden.
  const hiddenRef = useRef(hidden)
  useLayoutEffect(() => {
    hiddenRef.current = hidden
  }, [hidden])
  useLayoutEffect(() => {
    const node = target.current
    if (!module || !drawable || !node) return
    const drawn = module.drawChart(node, {
      x,
      series: series.map((s, i) => ({
        label: s.label,
        values: s.values,
        color: s.color ?? PALETTE[i % PALETTE.length],
        dash: s.dash,
        show: !hiddenRef.current.has(i),
      })),
      height,
      formatAxis,
      timeZone,
      onCursor: setCursor,
    })
    plot.current = drawn
    const observer = new ResizeObserver(() => drawn.resize(node.clientWidth))
    observer.observe(node)
    return () => {
      observer.disconnect()
      drawn.destroy()
      plot.current = null
    }
  }, [module, drawable, x, series, height, formatAxis, timeZone])

  function toggleSeries(index: number) {
    const next = new Set(hidden)
    if (next.has(index)) next.delete(index)
    else next.add(index)
    setHidden(next)
    plot.current?.showSeries(index, !next.has(index))
  }

  if (isLoading || (drawable && !module && !failed)) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <div
          aria-hidden="true"
          style={{ height }}
          className="w-full animate-pulse rounded-sm bg-slate-200"
        />
        <p className="sr-only" role="status">
          Loading {title}…
        </p>
      </div>
    )
  }
  if (empty || failed) {
    return (
      <div
        style={{ minHeight: height }}
        className="flex items-center justify-center rounded-card border border-dashed border-slate-300 bg-white px-6 text-center text-sm text-slate-600"
      >
        {failed ? 'The chart could not be shown. Reload the page to try again.' : emptyText}
      </div>
    )
  }

  const at = cursor ?? x.length - 1
  const show = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : formatValue(value)
  const colorOf = (s: ChartSeries, i: number) => s.color ?? PALETTE[i % PALETTE.length]
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm text-slate-600">
          <span className="sr-only">Values on </span>
          {formatDate(new Date(x[at]), { timeZone })}
        </p>
        <ul aria-label={`${title}: series`} className="flex flex-wrap gap-2">
          {series.map((s, i) => (
            <li key={s.label}>
              <button
                type="button"
                aria-pressed={!hidden.has(i)}
                onClick={() => toggleSeries(i)}
                className="flex items-center gap-2 rounded-control border border-slate-200 px-2 py-1 text-sm text-slate-800 hover:bg-slate-50 aria-[pressed=false]:text-slate-500"
              >
                <span
                  aria-hidden="true"
                  className="size-3 rounded-sm"
                  style={{
                    background: hidden.has(i) ? 'transparent' : colorOf(s, i),
                    borderColor: colorOf(s, i),
                    borderWidth: 2,
                    borderStyle: 'solid',
                  }}
                />
                <span>{s.label}</span>
                <span className="font-semibold tabular-nums">{show(s.values[at])}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div
        ref={target}
        role="img"
        aria-label={chartSummary(title, x, series, formatValue, timeZone)}
        style={{ minHeight: height }}
        className="w-full min-w-0 overflow-hidden"
      />
      {table ? (
        <div className="flex flex-col items-start gap-2">
          <button
            type="button"
            aria-expanded={tableShown}
            aria-controls={`${id}-table`}
            onClick={() => setTableShown(!tableShown)}
            className="rounded-control text-sm font-medium text-primary hover:underline"
          >
            {tableShown ? 'Hide table' : 'Show table'}
          </button>
          {/* A scroll region the keyboard can reach and scroll (axe scrollable-region-focusable). */}
          <div
            id={`${id}-table`}
            hidden={!tableShown}
            role="region"
            aria-label={`${title} table`}
            tabIndex={0}
            className="max-h-80 w-full overflow-auto rounded-card border border-slate-200"
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-slate-50 text-left text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Date
                  </th>
                  {series.map((s) => (
                    <th key={s.label} scope="col" className="px-3 py-2 text-right font-medium">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {/* Rows only while shown: a year of days in every hidden table slows each draw. */}
                {tableShown
                  ? x.map((time, row) => (
                      <tr key={time} className="border-t border-slate-100">
                        <th
                          scope="row"
                          className="px-3 py-1.5 text-left font-normal text-slate-800"
                        >
                          {formatDate(new Date(time), { timeZone })}
                        </th>
                        {series.map((s) => (
                          <td
                            key={s.label}
                            className="px-3 py-1.5 text-right tabular-nums text-slate-800"
                          >
                            {show(s.values[row])}
                          </td>
                        ))}
                      </tr>
                    ))
                  : null}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </div>
  )
}

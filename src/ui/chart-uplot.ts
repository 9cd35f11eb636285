/**
 * The uPlot half of the kit's chart, imported dynamically by `chart.tsx` when a chart first has
 * data to draw: uPlot and its stylesheet live in this chunk only, so pages without a chart never
 * load them. Draws one time-series chart and reports the point under the cursor.
 */
import uPlot from 'uplot'
import css from 'virtual:uplot-css'
import { formatAxisDate } from '../core/format'

let sheet: CSSStyleSheet | null = null

/** Adopts uPlot's sheet into the chart's shadow root (or the document), once per root. */
function adoptChartStyles(node: Element): void {
  const root = node.getRootNode() as ShadowRoot | Document
  if (!('adoptedStyleSheets' in root)) return
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
  }
  if (!root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}

export interface PlotSeries {
  label: string
  values: readonly (number | null)[]
  color: string
  dash?: number[]
  show: boolean
}

export interface PlotOptions {
  /** Times in ms since the epoch. */
  x: readonly number[]
  series: readonly PlotSeries[]
  height: number
  /** The y axis' tick text. */
  formatAxis: (value: number) => string
  timeZone?: string
  /** The index of the point under the cursor, or null when the cursor leaves. */
  onCursor: (index: number | null) => void
}

export interface Plot {
  resize(width: number): void
  showSeries(index: number, show: boolean): void
  destroy(): void
}

const AXIS = { stroke: '#475569', font: '12px system-ui, sans-serif' }
const DAY = 86_400_000
/** Tick steps of daily data: whole days, weeks, months (uPlot's 30 days), years; never hours. */
const DAY_STEPS = [1, 2, 3, 7, 14, 30, 60, 90, 180, 365].map((days) => days * DAY)
const GRID = { stroke: '#e2e8f0', width: 1 }

/** Draws the chart into `target`, as wide as it is. */
export function drawChart(target: HTMLElement, options: PlotOptions): Plot {
  adoptChartStyles(target)
  const { x, series, height, formatAxis, timeZone, onCursor } = options
  const span = x.length > 1 ? x[x.length - 1] - x[0] : 0
  // Daily points get ticks on days only (half-day ticks repeated each day's label).
  const daily = x.length > 1 && x[1] - x[0] >= DAY
  const plot = new uPlot(
    {
      width: Math.max(target.clientWidth, 200),
      height,
      ms: 1,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 8 } },
      scales: { x: { time: true } },
      axes: [
        {
          ...AXIS,
          grid: GRID,
          ticks: GRID,
          incrs: daily ? DAY_STEPS : undefined,
          values: (_u, splits) =>
            splits.map((v) => formatAxisDate(new Date(v), span, { timeZone })),
        },
        {
          ...AXIS,
          grid: GRID,
          ticks: GRID,
          size: 60,
          values: (_u, splits) => splits.map((v) => formatAxis(v)),
        },
      ],
      series: [
        {},
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          dash: s.dash,
          show: s.show,
          points: { show: x.length < 40 },
        })),
      ],
      hooks: {
        setCursor: [(u: uPlot) => onCursor(u.cursor.idx ?? null)],
      },
    },
    [x as number[], ...series.map((s) => s.values as (number | null)[])],
    target,
  )
  return {
    resize(width) {
      plot.setSize({ width: Math.max(width, 200), height })
    },
    showSeries(index, show) {
      plot.setSeries(index + 1, { show })
    },
    destroy() {
      plot.destroy()
    },
  }
}

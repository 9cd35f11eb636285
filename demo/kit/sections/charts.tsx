/** Kit gallery: the uPlot chart with data, loading and empty (uPlot loads with the first one). */
import { useState } from 'react'
import { formatCurrency, parseDay } from '../../../src/core/format'
import { Button } from '../../../src/ui/button'
import { Chart, type ChartSeries } from '../../../src/ui/chart'
import type { KitSection } from '../kit-gallery'

const DAYS = 30
const START = parseDay('2026-10-26').getTime()
const X = Array.from({ length: DAYS }, (_, i) => START + i * 86_400_000)
// Repeatable made-up revenue: a weekly rhythm on a slow rise; one day without video data.
const SERIES: ChartSeries[] = [
  {
    label: 'Display revenue',
    values: X.map(
      (_, i) => Math.round((820 + 14 * i + 160 * Math.sin((i / 7) * 2 * Math.PI)) * 100) / 100,
    ),
  },
  {
    label: 'Video revenue',
    values: X.map((_, i) =>
      i === 12
        ? null
        : Math.round((410 + 6 * i + 90 * Math.cos((i / 7) * 2 * Math.PI)) * 100) / 100,
    ),
  },
]

function RevenueChart() {
  const [narrow, setNarrow] = useState(false)
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="secondary" onClick={() => setNarrow(!narrow)} aria-pressed={narrow}>
          Narrow container
        </Button>
      </div>
      <div
        className={`rounded-card border border-slate-200 bg-white p-4 ${narrow ? 'max-w-sm' : ''}`}
      >
        <Chart title="Revenue by day" x={X} series={SERIES} formatValue={formatCurrency} />
      </div>
    </div>
  )
}

function ChartStates() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="rounded-card border border-slate-200 bg-white p-4">
        <Chart title="Impressions" x={[]} series={[]} loading height={160} />
      </div>
      <div className="rounded-card border border-slate-200 bg-white p-4">
        <Chart
          title="Impressions"
          x={X}
          series={[{ label: 'Impressions', values: X.map(() => null) }]}
          emptyText="No impressions in this period."
          height={160}
        />
      </div>
    </div>
  )
}

export const sections: KitSection[] = [
  { id: 'chart', title: 'Chart', Demo: RevenueChart },
  { id: 'chart-states', title: 'Chart: loading and empty', Demo: ChartStates },
]

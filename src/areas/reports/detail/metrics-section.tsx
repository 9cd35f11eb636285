/**
 * REP-10: the metrics. AGGREGATE: three checkboxes (Impressions, Revenue, CPM), each toggling
 * its DISPLAY_ and VIDEO_ pair; BREAKDOWN: the six metrics, grouped Display / Video.
 */
import { METRICS_MESSAGE } from '../lib/report-field-rules'
import {
  AD_TYPES,
  MEASURE_LABELS,
  MEASURES,
  metricOf,
  pairOf,
  REPORT_METRICS,
  type AdType,
  type Report,
  type ReportMetric,
} from '../lib/report-rules'
import { errorOf, SectionError, SectionFrame, type SectionProps } from './section-frame'

const AD_TYPE_LABELS: Readonly<Record<AdType, string>> = { DISPLAY: 'Display', VIDEO: 'Video' }

function Check({
  label,
  hidden,
  checked,
  onChange,
}: Readonly<{
  label: string
  hidden?: string
  checked: boolean
  onChange: (on: boolean) => void
}>) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-control border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className="size-4 accent-primary"
      />
      {hidden ? <span className="sr-only">{hidden} </span> : null}
      {label}
    </label>
  )
}

export function MetricsSection({ report, onChange, errors }: Readonly<SectionProps<Report>>) {
  const { metrics } = report
  const set = (which: readonly ReportMetric[], on: boolean) => {
    const next = on ? [...metrics, ...which] : metrics.filter((m) => !which.includes(m))
    onChange({ ...report, metrics: REPORT_METRICS.filter((m) => next.includes(m)) })
  }
  const message = errorOf(errors, 'metrics') ?? (metrics.length ? null : METRICS_MESSAGE)
  return (
    <SectionFrame section="metrics">
      <SectionError message={message} />
      {report.viewType === 'AGGREGATE' ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">
            Display and video summed
          </legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {MEASURES.map((measure) => (
              <Check
                key={measure}
                label={MEASURE_LABELS[measure]}
                checked={pairOf(measure).some((m) => metrics.includes(m))}
                onChange={(on) => set(pairOf(measure), on)}
              />
            ))}
          </div>
        </fieldset>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {AD_TYPES.map((adType) => (
            <fieldset key={adType}>
              <legend className="mb-2 text-sm font-medium text-slate-700">
                {AD_TYPE_LABELS[adType]}
              </legend>
              <div className="flex flex-col gap-2">
                {MEASURES.map((measure) => {
                  const metric = metricOf(adType, measure)
                  return (
                    <Check
                      key={metric}
                      hidden={AD_TYPE_LABELS[adType]}
                      label={MEASURE_LABELS[measure]}
                      checked={metrics.includes(metric)}
                      onChange={(on) => set([metric], on)}
                    />
                  )
                })}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </SectionFrame>
  )
}

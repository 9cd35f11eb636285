/**
 * A metric's chart page (ANA-02..09, ANA-12..16): the filters and date range, the chart of the
 * range with the previous period, the breakdown tabs and table, and the export. Its state lives
 * here only, so leaving the page clears it (ANA-15).
 */
import { useId, useMemo, useState } from 'react'
import { usePortal } from '../../../core/store'
import { ButtonTabs } from '../../../ui/tabs'
import { useRequest } from '../../../ui/use-request'
import { AnalyticsFilters } from '../components/analytics-filters'
import { MetricChartCard } from '../components/metric-chart-card'
import { adMetric, type FilterState, type MetricData } from '../lib/analytics-filters-rules'
import {
  adRows,
  detailQuery,
  engagementRows,
  fetchName,
  filtersOf,
  initialFilters,
  metricFormat,
  pageTitle,
  VALUE_HEADINGS,
  type TableRow,
} from '../lib/detail-page-rules'
import type { BackLink, ChartMetric, DayRange } from '../lib/detail-route-rules'
import {
  CHART_PAGES,
  exportFileName,
  fetchErrorMessage,
  tabsFor,
  type MetricQuery,
  type RevenueType,
  type ViewType,
} from '../lib/metrics-rules'
import { metricsApi } from '../metrics-api'
import { BreakdownTable } from './breakdown-table'
import { DetailHeader } from './detail-header'
import { adUnitSites } from './detail-api'
import { ExportButton } from './export-button'

interface DetailData {
  chart: MetricData
  rows: TableRow[]
}

/** One call answers the chart and the table (API-63/66/68/70 or, for revenue, API-73). */
async function loadDetail(
  metric: ChartMetric,
  query: MetricQuery,
  signal: AbortSignal,
): Promise<DetailData> {
  const page = CHART_PAGES[metric]
  if (page.family === 'revenue') {
    const value = page.value ?? 'revenue'
    const detail = await metricsApi.revenueDetail(query, signal)
    return { chart: adMetric(detail, value), rows: adRows(detail.table, value) }
  }
  const detail = await metricsApi.detailed(page.family, query, signal)
  return {
    chart: { total: detail.total, series: detail.series },
    rows: engagementRows(detail.table),
  }
}

export function ChartPage({
  host,
  metric,
  revenueType,
  back,
  range,
}: Readonly<{
  host: HTMLElement
  metric: ChartMetric
  revenueType: RevenueType | null
  back: BackLink
  range: DayRange | null
}>) {
  const id = useId()
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const page = CHART_PAGES[metric]
  const tabs = tabsFor(page, revenueType)
  const title = pageTitle(metric, revenueType)
  const format = metricFormat(metric)
  const failure = fetchErrorMessage(fetchName(metric))

  const [filters, setFilters] = useState<FilterState>(() => initialFilters(new Date(), range))
  const [viewType, setViewType] = useState<ViewType>(tabs[0].viewType)
  const [tablePage, setTablePage] = useState(1)

  const query = useMemo(
    () => (accountUUID ? detailQuery(accountUUID, metric, filters, viewType, revenueType) : null),
    [accountUUID, metric, filters, viewType, revenueType],
  )
  const detail = useRequest(
    query ? (signal) => loadDetail(metric, query, signal) : null,
    JSON.stringify(query),
  )

  // ANA-12: the Ad Units view offers the ad-unit sites in the site filter (API-37).
  const adUnits = viewType === 'AD_UNIT'
  const adSites = useRequest(
    adUnits && accountUUID ? (signal) => adUnitSites(accountUUID, signal) : null,
    `ad-sites:${accountUUID}`,
  )

  function changeFilters(next: FilterState) {
    setFilters(next)
    setTablePage(1)
  }
  /** ANA-12: a tab refetches with its viewType; choosing Sites clears the site selection. */
  function chooseView(next: ViewType) {
    if (next === viewType && next !== 'SITE') return
    setViewType(next)
    setTablePage(1)
    if (next === 'SITE' && filters.sites.length) setFilters({ ...filters, sites: [] })
  }

  const tabLabel = tabs.find((t) => t.viewType === viewType)?.label ?? ''
  return (
    <div className="flex flex-col gap-5" data-detail-page={metric}>
      <div>
        <DetailHeader
          host={host}
          back={back}
          title={title}
          actions={
            <ExportButton
              family={page.family}
              query={query}
              fileName={exportFileName(metric)}
              name={fetchName(metric)}
            />
          }
        />
        <AnalyticsFilters
          value={filters}
          onChange={changeFilters}
          filters={filtersOf(metric)}
          siteNames={adUnits ? adSites.data : null}
        />
      </div>
      <MetricChartCard
        title={title}
        range={filters.range}
        data={detail.data?.chart ?? null}
        loading={detail.loading}
        error={detail.error ? failure : null}
        onRetry={detail.reload}
        format={format}
        host={host}
        level={2}
        height={260}
      />
      <section
        aria-labelledby={`${id}-breakdown`}
        className="flex min-w-0 flex-col gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-raised"
      >
        <h2 id={`${id}-breakdown`} className="text-base font-semibold text-slate-900">
          {title} by {tabLabel}
        </h2>
        <ButtonTabs
          tabs={tabs.map((t) => ({ id: t.viewType, label: t.label }))}
          current={viewType}
          onSelect={chooseView}
          label={`${title} breakdown`}
          idBase={`${id}-view`}
        >
          {detail.error ? (
            <p className="py-6 text-center text-sm text-slate-600">
              The table shows once the data has loaded.
            </p>
          ) : (
            <BreakdownTable
              label={`${title} by ${tabLabel}`}
              viewType={viewType}
              rows={detail.loading ? null : (detail.data?.rows ?? null)}
              revenue={page.family === 'revenue'}
              valueHeading={
                page.family === 'revenue'
                  ? title
                  : VALUE_HEADINGS[metric as keyof typeof VALUE_HEADINGS]
              }
              format={format}
              loading={detail.loading}
              page={tablePage}
              onPage={setTablePage}
            />
          )}
        </ButtonTabs>
      </section>
    </div>
  )
}

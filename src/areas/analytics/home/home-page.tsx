/**
 * The home dashboard (HOME-02..12): the filter bar, the data note, and four sections that load
 * independently (one failing call shows its error, the others still show): Ad Metrics (only with
 * home.adMetrics or a mocked session; one revenue/detail call feeds Revenue, CPM and
 * Impressions), Content Engagement, Embed Engagement and Story Engagement. The filters live in
 * this component, so leaving the page clears them.
 */
import { useMemo, useState, type ReactNode } from 'react'
import { hasPermission, PERMISSIONS } from '../../../core/permissions'
import { usePortal } from '../../../core/store'
import { LoadError } from '../../../ui/load-error'
import { PageHeader } from '../../../ui/states'
import { AnalyticsFilters } from '../components/analytics-filters'
import { DetailsLink } from '../components/details-link'
import { MetricChartCard } from '../components/metric-chart-card'
import { RankedTable } from '../components/ranked-table'
import {
  adMetric,
  defaultFilterState,
  detailPath,
  toQuery,
  type DayRange,
  type FilterState,
  type MetricData,
  type MetricFormat,
} from '../lib/analytics-filters-rules'
import {
  DATA_NOTE,
  HOME_ROWS_PER_PAGE,
  HOME_TOP_RANK,
  type MetricQuery,
  type RevenueType,
} from '../lib/metrics-rules'
import { metricsApi } from '../metrics-api'
import { AdTypeToggle } from './ad-type-toggle'
import { useMetric, type MetricLoad } from './use-metric'

function Section({
  title,
  children,
  columns = 'lg:grid-cols-2',
}: Readonly<{ title: string; children: ReactNode; columns?: string }>) {
  const id = `home-${title.toLowerCase().replace(/\s+/g, '-')}`
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4" data-section={title}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className={`grid grid-cols-1 gap-4 ${columns}`}>{children}</div>
    </section>
  )
}

/** A card holding a ranked table, with its own heading and detail link. */
function TableCard({
  title,
  detailsPath,
  host,
  children,
}: Readonly<{ title: string; detailsPath: string; host: HTMLElement; children: ReactNode }>) {
  // Two thirds of a wide page: room for the table's columns (cards below 672 px).
  return (
    <section className="flex min-w-0 flex-col gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-raised xl:col-span-2">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        <DetailsLink to={detailsPath} host={host} title={title} />
      </div>
      {children}
    </section>
  )
}

function AdMetrics({ host, query }: Readonly<{ host: HTMLElement; query: MetricQuery }>) {
  const [revenueType, setRevenueType] = useState<RevenueType | null>(null)
  const adQuery = useMemo<MetricQuery>(
    () => ({ ...query, viewType: 'SITE', revenueType: revenueType ?? undefined }),
    [query, revenueType],
  )
  const detail = useMetric(metricsApi.revenueDetail, adQuery, 'Ad Metrics')
  const range = { from: query.startDate!, to: query.endDate! }
  const cards = [
    { title: 'Revenue', value: 'revenue', metric: 'revenue', format: 'currency' },
    { title: 'CPM', value: 'cpm', metric: 'cpm', format: 'currency' },
    { title: 'Impressions', value: 'impressions', metric: 'impression', format: 'number' },
  ] as const
  return (
    <section
      aria-labelledby="home-ad-metrics"
      className="flex flex-col gap-4"
      data-section="Ad Metrics"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="home-ad-metrics" className="text-lg font-semibold text-slate-900">
          Ad Metrics
        </h2>
        <AdTypeToggle value={revenueType} onChange={setRevenueType} />
      </div>
      {detail.error ? (
        // One call feeds the three charts: one message and one retry for them.
        <LoadError text={detail.error} onRetry={detail.retry} />
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          {cards.map((card) => (
            <MetricChartCard
              key={card.value}
              title={card.title}
              range={range}
              data={detail.data ? adMetric(detail.data, card.value) : null}
              loading={detail.loading}
              error={null}
              onRetry={detail.retry}
              format={card.format}
              detailsPath={detailPath(card.metric, revenueType)}
              host={host}
            />
          ))}
        </div>
      )}
    </section>
  )
}

/** One engagement metric's chart card, from its load. */
function EngagementChart({
  title,
  load,
  format = 'number',
  detail,
  range,
  host,
}: Readonly<{
  title: string
  load: MetricLoad<MetricData>
  format?: MetricFormat
  /** The detail page's metric segment. */
  detail: string
  range: DayRange
  host: HTMLElement
}>) {
  return (
    <MetricChartCard
      title={title}
      range={range}
      data={load.data}
      loading={load.loading}
      error={load.error}
      onRetry={load.retry}
      format={format}
      detailsPath={detailPath(detail)}
      host={host}
    />
  )
}

function Engagement({ host, query }: Readonly<{ host: HTMLElement; query: MetricQuery }>) {
  const range = { from: query.startDate!, to: query.endDate! }
  const detailed = useMemo<MetricQuery>(() => ({ ...query, viewType: 'SITE' }), [query])
  const top = useMemo<MetricQuery>(() => ({ ...query, topRank: HOME_TOP_RANK }), [query])
  const stories = useMemo<MetricQuery>(
    () => ({ ...query, viewType: 'STORY', dataType: 'storyclicks' }),
    [query],
  )
  const questions = useMetric(
    (q, signal) => metricsApi.detailed('questionAnswered', q, signal),
    detailed,
    'Questions Answered',
  )
  const topQuestions = useMetric(metricsApi.topQuestions, top, 'Top Questions Answered')
  const inView = useMetric(
    (q, signal) => metricsApi.detailed('embedLoad', q, signal),
    detailed,
    'Average In View',
  )
  const users = useMetric(
    (q, signal) => metricsApi.detailed('uniqueEngagedUsers', q, signal),
    detailed,
    'Unique Engaged Users',
  )
  const clicks = useMetric(
    (q, signal) => metricsApi.detailed('storyClicked', q, signal),
    stories,
    'Story Clicks',
  )
  const topStories = useMetric(metricsApi.topStories, top, 'stories')

  const chart = { range, host }
  // What both ranked tables take besides their kind, rows and empty text.
  const table = (label: string, load: MetricLoad<unknown>) => ({
    label,
    host,
    rowsPerPage: HOME_ROWS_PER_PAGE,
    loading: load.loading,
    error: load.error,
    onRetry: load.retry,
  })

  return (
    <>
      <Section title="Content Engagement" columns="xl:grid-cols-3">
        <EngagementChart
          title="Question Responses"
          load={questions}
          detail="questionsanswered"
          {...chart}
        />
        <TableCard
          title="Top Answered Questions"
          detailsPath={detailPath('topquestionsanswered')}
          host={host}
        >
          <RankedTable
            kind="questions"
            rows={topQuestions.data?.rows ?? null}
            empty="No questions answered in this period."
            {...table('Top Answered Questions', topQuestions)}
          />
        </TableCard>
      </Section>
      <Section title="Embed Engagement">
        <EngagementChart
          title="Average In-View %"
          load={inView}
          format="percent"
          detail="averageinview"
          {...chart}
        />
        <EngagementChart
          title="Unique Engaged Users"
          load={users}
          detail="uniqueengagedusers"
          {...chart}
        />
      </Section>
      <Section title="Story Engagement" columns="xl:grid-cols-3">
        <EngagementChart title="Story Clicks" load={clicks} detail="storyclicks" {...chart} />
        <TableCard title="Top Stories" detailsPath={detailPath('topstoryclicks')} host={host}>
          <RankedTable
            kind="stories"
            rows={topStories.data?.rows ?? null}
            empty="No story clicks in this period."
            {...table('Top Stories', topStories)}
          />
        </TableCard>
      </Section>
    </>
  )
}

export function HomePage({ host }: Readonly<{ host: HTMLElement }>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const permissions = usePortal((s) => s.session.permissions)
  const permissionsReceived = usePortal((s) => s.session.permissionsReceived)
  const mocked = usePortal((s) => s.session.mocked)
  const [filters, setFilters] = useState<FilterState>(() => defaultFilterState(new Date()))
  const query = useMemo<MetricQuery | null>(
    () => (accountUUID ? { accountUUID, ...toQuery(filters) } : null),
    [accountUUID, filters],
  )
  // HOME-03: the section and its calls only with the permission (a mocked session passes).
  const adMetrics =
    mocked || (permissionsReceived && hasPermission(permissions, PERMISSIONS.adMetrics))

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <PageHeader title="Home" />
        <AnalyticsFilters value={filters} onChange={setFilters} />
        <p className="text-sm text-slate-600" data-note="">
          {DATA_NOTE}
        </p>
      </div>
      {query ? (
        <>
          {adMetrics ? <AdMetrics host={host} query={query} /> : null}
          <Engagement host={host} query={query} />
        </>
      ) : null}
    </div>
  )
}

/**
 * The table-only pages (ANA-10, ANA-11): Most Clicked Stories and Top Questions Answered for the
 * chosen range, 15 rows a page with their rank; each row's embed opens that embed's analytics.
 */
import { useMemo, useState } from 'react'
import { usePortal } from '../../../core/store'
import { useRequest } from '../../../ui/use-request'
import { AnalyticsFilters } from '../components/analytics-filters'
import { RankedTable } from '../components/ranked-table'
import type { FilterState } from '../lib/analytics-filters-rules'
import { fetchName, initialFilters, pageTitle, topQuery } from '../lib/detail-page-rules'
import type { BackLink, DayRange, TopMetric } from '../lib/detail-route-rules'
import { fetchErrorMessage, RANK_ROWS_PER_PAGE } from '../lib/metrics-rules'
import { metricsApi } from '../metrics-api'
import { DetailHeader } from './detail-header'

export function TopPage({
  host,
  metric,
  back,
  range,
}: Readonly<{ host: HTMLElement; metric: TopMetric; back: BackLink; range: DayRange | null }>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const title = pageTitle(metric, null)
  const [filters, setFilters] = useState<FilterState>(() => initialFilters(new Date(), range))
  const query = useMemo(
    () => (accountUUID ? topQuery(accountUUID, filters) : null),
    [accountUUID, filters],
  )
  const key = JSON.stringify(query)
  const questions = useRequest(
    query && metric === 'topquestionsanswered'
      ? (signal) => metricsApi.topQuestions(query, signal).then((reply) => reply.rows)
      : null,
    key,
  )
  const stories = useRequest(
    query && metric === 'topstoryclicks'
      ? (signal) => metricsApi.topStories(query, signal).then((reply) => reply.rows)
      : null,
    key,
  )
  const state = metric === 'topquestionsanswered' ? questions : stories
  const common = {
    label: title,
    host,
    rowsPerPage: RANK_ROWS_PER_PAGE,
    // New filters show the skeleton rather than the old range's rows.
    loading: state.loading,
    error: state.error ? fetchErrorMessage(fetchName(metric)) : null,
    onRetry: state.reload,
  }
  return (
    <div className="flex flex-col gap-5" data-detail-page={metric}>
      <div>
        <DetailHeader host={host} back={back} title={title} />
        <AnalyticsFilters value={filters} onChange={setFilters} filters={[]} />
      </div>
      <section className="min-w-0 rounded-card border border-slate-200 bg-white p-5 shadow-raised">
        {metric === 'topquestionsanswered' ? (
          <RankedTable
            {...common}
            kind="questions"
            rows={questions.loading ? null : questions.data}
            textHeading="Top Answered Questions"
            empty="No answered questions for this period."
          />
        ) : (
          <RankedTable
            {...common}
            kind="stories"
            rows={stories.loading ? null : stories.data}
            empty="No story clicks for this period."
          />
        )}
      </section>
    </div>
  )
}

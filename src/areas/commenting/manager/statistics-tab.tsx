import { useEffect, useState } from 'react'
import { saveFile } from '../../../core/files'
import { notifyFailure } from '../../../core/store'
import { Button } from '../../../ui/button'
import { LoadError } from '../../../ui/load-error'
import { Segmented } from '../../../ui/segmented'
import { Card, EmptyState, Skeleton } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import { commentingApi } from '../commenting-api'
import { STATS_PAGE, type StatInterval, type StatsRow } from '../lib/commenting-rules'
import { TEXT } from '../lib/commenting-texts'
import { type TabProps } from './tab-props'

const INTERVALS: Array<{ id: StatInterval; label: string }> = [
  { id: 'DAY', label: 'Day' },
  { id: 'MONTH', label: 'Month' },
  { id: 'YEAR', label: 'Year' },
]
const COLUMNS = ['Date Range', 'Views', 'Comments', 'Promo Tokens', 'Other Tokens'] as const
const number = (n: number) => n.toLocaleString('en-US')

/** COM-37/38: comment statistics by day, month or year, 10 rows at a time, and the CSV export. */
export function StatisticsTab({ config }: Readonly<TabProps>) {
  const unit = config.commentingUnitUUID
  const [interval, setPeriod] = useState<StatInterval>('DAY')
  const [rows, setRows] = useState<StatsRow[]>([])
  const [more, setMore] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const [exporting, setExporting] = useState(false)
  const first = useRequest(
    (signal) => commentingApi.statistics(unit, interval, 0, signal),
    `${unit}:${interval}`,
    (error) => notifyFailure(error, TEXT.statsFetchFailed),
  )
  useEffect(() => {
    if (!first.data) return
    setRows(first.data.groups.flatMap((g) => g.rows))
    setMore(first.data.hasMoreData)
  }, [first.data])

  async function showMore() {
    setLoadingMore(true)
    try {
      const page = await commentingApi.statistics(unit, interval, rows.length)
      setRows((current) => [...current, ...page.groups.flatMap((g) => g.rows)])
      setMore(page.hasMoreData)
    } catch (error) {
      notifyFailure(error, TEXT.statsFetchFailed)
    } finally {
      setLoadingMore(false)
    }
  }

  async function exportAll() {
    setExporting(true)
    try {
      const { blob } = await commentingApi.exportStatistics(unit, interval)
      saveFile('CommentStatistics.csv', blob)
    } catch (error) {
      notifyFailure(error, TEXT.statsExportFailed, { text: TEXT.statsNoData })
    } finally {
      setExporting(false)
    }
  }

  return (
    <Card>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-4">
        <Segmented label="Interval" options={INTERVALS} value={interval} onChange={setPeriod} />
        <Button variant="secondary" onClick={exportAll} busy={exporting} busyLabel="Exporting…">
          Export All
        </Button>
      </div>
      {first.error ? (
        <LoadError text={TEXT.statsFetchFailed} onRetry={first.reload} />
      ) : first.loading ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState text="No views or comments recorded yet for this site." />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead className="sticky top-0 border-b border-slate-200 bg-white text-xs text-slate-500 uppercase">
              <tr>
                {COLUMNS.map((column, i) => (
                  <th
                    key={column}
                    scope="col"
                    className={`py-2 font-semibold ${i ? 'pl-4 text-right' : 'pr-4'}`}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.dateRange}
                  className="border-b border-slate-100 last:border-0 hover:bg-slate-50"
                >
                  <td className="py-2.5 pr-4 whitespace-nowrap text-slate-900">{row.dateRange}</td>
                  {[row.viewCount, row.commentCount, row.promoTokenCount, row.otherTokenCount].map(
                    (value, i) => (
                      <td key={i} className="py-2.5 pl-4 text-right tabular-nums text-slate-700">
                        {number(value)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {more ? (
            <div className="mt-4 flex justify-center">
              <Button variant="link" onClick={showMore} busy={loadingMore} busyLabel="Loading…">
                SHOW MORE
              </Button>
            </div>
          ) : null}
          <p className="mt-3 text-xs text-slate-500">
            {rows.length} {interval === 'DAY' ? 'days' : interval === 'MONTH' ? 'months' : 'years'}{' '}
            shown, {STATS_PAGE} more with each SHOW MORE.
          </p>
        </div>
      )}
    </Card>
  )
}

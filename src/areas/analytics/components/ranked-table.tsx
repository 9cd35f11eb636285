/**
 * The top answered questions and most clicked stories tables (HOME-04, HOME-06, HOME-07, ANA-10,
 * ANA-11): Rank, the question or story, answers or clicks, and the embed linking to its
 * analytics (a click anywhere on a row opens it); paged in the browser (5 rows on home, 15 on
 * the detail pages).
 */
import { useState } from 'react'
import { formatInteger } from '../../../core/format'
import { DataTable, type TableColumn } from '../../../ui/data-table'
import { PortalLink } from '../../../ui/link'
import { LoadError } from '../../../ui/load-error'
import { embedAnalyticsPath } from '../lib/analytics-filters-rules'
import type { TopQuestionRow, TopStoryRow } from '../lib/metrics-rules'

interface RankedRow {
  rank: number
  text: string
  count: number
  embedUUID: string
  embedName: string
}

export type RankedTableProps = Readonly<{
  /** The table's accessible name. */
  label: string
  host: HTMLElement
  rowsPerPage: number
  loading: boolean
  /** The failure's text (fetchErrorMessage), or null. */
  error: string | null
  onRetry: () => void
  empty?: string
  /** The question or story column's heading (default `Question` / `Story`). */
  textHeading?: string
}> &
  (
    | Readonly<{ kind: 'questions'; rows: readonly TopQuestionRow[] | null }>
    | Readonly<{ kind: 'stories'; rows: readonly TopStoryRow[] | null }>
  )

const HEADINGS = {
  questions: { text: 'Question', count: 'Answers' },
  stories: { text: 'Story', count: 'Clicks' },
} as const

function toRanked(props: RankedTableProps): RankedRow[] {
  if (!props.rows) return []
  if (props.kind === 'questions')
    return props.rows.map((row) => ({
      rank: row.rank,
      text: row.question,
      count: row.answers,
      embedUUID: row.embed_uuid,
      embedName: row.embed_name,
    }))
  return props.rows.map((row) => ({
    rank: row.rank,
    text: row.title,
    count: row.clicks,
    embedUUID: row.embed_uuid,
    embedName: row.embed_name,
  }))
}

export function RankedTable(props: RankedTableProps) {
  const { label, host, rowsPerPage, loading, error, onRetry, kind } = props
  const source = props.rows
  const rows = toRanked(props)
  // Back to the first page whenever new rows arrive (new filters).
  const [paged, setPaged] = useState<{ source: unknown; page: number }>({ source, page: 1 })
  const page = paged.source === source ? paged.page : 1

  const headings = HEADINGS[kind]
  const columns: TableColumn<RankedRow>[] = [
    { id: 'rank', header: 'Rank', cell: (row) => row.rank, numeric: true, className: 'w-16' },
    {
      id: 'text',
      header: props.textHeading ?? headings.text,
      cell: (row) => row.text,
      rowHeader: true,
    },
    {
      id: 'count',
      header: headings.count,
      cell: (row) => formatInteger(row.count),
      numeric: true,
    },
    {
      id: 'embed',
      header: 'Embed',
      cell: (row) => (
        <PortalLink to={embedAnalyticsPath(row.embedUUID)} from={host}>
          {row.embedName || 'Embed analytics'}
        </PortalLink>
      ),
    },
  ]

  if (error) return <LoadError text={error} onRetry={onRetry} />
  const shown = rows.slice((page - 1) * rowsPerPage, page * rowsPerPage)
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={shown}
      rowKey={(row) => `${row.rank}:${row.embedUUID}:${row.text}`}
      rowAttributes={(row) => ({ 'data-rank': String(row.rank) })}
      rowOpensLink
      loading={loading && !props.rows}
      loadingRows={Math.min(rowsPerPage, 5)}
      empty={props.empty ?? `No ${kind} for this period.`}
      paging={
        rows.length > rowsPerPage
          ? {
              page,
              size: rowsPerPage,
              total: rows.length,
              onPage: (next) => setPaged({ source, page: next }),
              label: `${label} pages`,
            }
          : undefined
      }
    />
  )
}

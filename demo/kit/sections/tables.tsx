/** Kit gallery: the data table sorted and paged, loading, empty, and with long text. */
import { useState } from 'react'
import { Button } from '../../../src/ui/button'
import { DataTable, sortRows, type TableColumn, type TableSort } from '../../../src/ui/data-table'
import type { ReactNode } from 'react'
import type { KitSection } from '../kit-gallery'

function Panel({ children }: Readonly<{ children: ReactNode }>) {
  return <div className="rounded-card border border-slate-200 bg-white p-4">{children}</div>
}

interface Story {
  id: string
  title: string
  site: string
  clicks: number
  ctr: number
}

const SITES = ['Daily Planet', 'Gotham Gazette', 'Metro Weekly']
const STORIES: Story[] = Array.from({ length: 23 }, (_, i) => ({
  id: `story-${i + 1}`,
  title: `Story ${String(i + 1).padStart(2, '0')}: council votes on the new budget`,
  site: SITES[i % 3]!,
  clicks: ((i * 7919) % 9000) + 120,
  ctr: ((i * 37) % 90) / 10 + 0.5,
}))
const LONG: Story[] = [
  {
    id: 'long-1',
    title: `A${'very'.repeat(19)} long headline without a single space in it at all`,
    site: 'An exceptionally long site name that should never push the actions off the screen',
    clicks: 1234567,
    ctr: 12.5,
  },
  { id: 'long-2', title: 'Short title', site: 'Daily Planet', clicks: 42, ctr: 3.1 },
]
const PAGE = 5

function columns(onOpen?: (story: Story) => void): TableColumn<Story>[] {
  return [
    {
      id: 'title',
      header: 'Story',
      rowHeader: true,
      sortable: true,
      overflow: 'truncate',
      className: '@2xl:w-1/2',
      text: (s) => s.title,
      cell: (s) => s.title,
    },
    { id: 'site', header: 'Site', sortable: true, text: (s) => s.site, cell: (s) => s.site },
    {
      id: 'clicks',
      header: 'Clicks',
      numeric: true,
      sortable: true,
      sortValue: (s) => s.clicks,
      cell: (s) => s.clicks.toLocaleString('en-US'),
    },
    {
      id: 'ctr',
      header: 'CTR',
      numeric: true,
      sortable: true,
      sortValue: (s) => s.ctr,
      cell: (s) => `${s.ctr.toFixed(1)}%`,
    },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      actions: true,
      cell: (s) => (
        <Button variant="ghost" onClick={() => onOpen?.(s)}>
          Open<span className="sr-only"> {s.title}</span>
        </Button>
      ),
    },
  ]
}

function Sorted() {
  const [sort, setSort] = useState<TableSort | null>({ column: 'clicks', direction: 'descending' })
  const [page, setPage] = useState(1)
  const [opened, setOpened] = useState('none')
  const cols = columns((s) => setOpened(s.title))
  const rows = sortRows(STORIES, cols, sort).slice((page - 1) * PAGE, page * PAGE)
  return (
    <Panel>
      <DataTable
        label="Top stories"
        columns={cols}
        rows={rows}
        rowKey={(s) => s.id}
        sort={sort}
        onSort={(next) => {
          setSort(next)
          setPage(1)
        }}
        empty="No stories in this range."
        paging={{
          label: 'Top stories pages',
          page,
          size: PAGE,
          total: STORIES.length,
          onPage: setPage,
        }}
      />
      <p className="pt-2 text-xs text-slate-600">
        Opened: <span data-opened="">{opened}</span>
      </p>
    </Panel>
  )
}

function Loading() {
  return (
    <Panel>
      <DataTable
        label="Loading stories"
        columns={columns()}
        rows={[]}
        rowKey={(s) => s.id}
        loading
        loadingRows={4}
        empty="No stories in this range."
      />
    </Panel>
  )
}

function Empty() {
  return (
    <Panel>
      <DataTable
        label="No stories"
        columns={columns()}
        rows={[]}
        rowKey={(s) => s.id}
        empty="No stories in this range."
      />
    </Panel>
  )
}

function LongText() {
  return (
    <Panel>
      <DataTable
        label="Long stories"
        columns={columns()}
        rows={LONG}
        rowKey={(s) => s.id}
        empty=""
      />
    </Panel>
  )
}

export const sections: KitSection[] = [
  { id: 'table-sorted', title: 'Data table: sorted and paged', Demo: Sorted },
  { id: 'table-loading', title: 'Data table: loading', Demo: Loading },
  { id: 'table-empty', title: 'Data table: empty', Demo: Empty },
  { id: 'table-long', title: 'Data table: long text', Demo: LongText },
]

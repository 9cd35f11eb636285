import { Spinner } from '../../../ui/spinner'
import { Pager } from '../../../ui/pager'
import {
  LIBRARY_PAGE_SIZE,
  type Label,
  type LibraryItem,
  type LibraryPage,
} from '../lib/embeds-rules'
import { labelNames, libraryHeading, showsPager } from '../lib/library-filters'
import type { CardAction } from './card-menu'
import { EmbedCard } from './embed-card'

export const CREATE_CARD = 'Create a new Embed!'
export const NO_MATCH = 'No embeds match your filters.'

/**
 * EMB-08..11: the heading, the grid (one column on phones, up to four on wide containers) with
 * the create card first when editing is permitted, and Previous/Next past one page.
 */
export function LibraryGrid({
  page,
  active,
  labels,
  who,
  busy,
  loading,
  preparing,
  onCreate,
  onAction,
  onPage,
}: Readonly<{
  page: LibraryPage
  active: boolean
  labels: readonly Label[]
  who: { canEdit: boolean; mocked: boolean; mockupGenerator: boolean }
  /** An action runs: every card is disabled (EMB-14). */
  busy: boolean
  loading: boolean
  preparing: boolean
  onCreate: () => void
  onAction: (item: LibraryItem, action: CardAction) => void
  onPage: (page: number) => void
}>) {
  const empty = page.items.length === 0
  return (
    <section aria-labelledby="embeds-total" aria-busy={loading || undefined} className="@container">
      <h2 id="embeds-total" className="mb-4 text-lg font-semibold text-slate-900">
        {libraryHeading(active, page.totalRows)}
      </h2>
      <ul className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4">
        {who.canEdit ? (
          <li className="flex">
            <button
              type="button"
              onClick={onCreate}
              disabled={busy || preparing}
              aria-busy={preparing || undefined}
              className="flex min-h-64 w-full flex-col items-center justify-center gap-3 rounded-card border-2 border-dashed border-slate-300 bg-white p-6 text-base font-semibold text-primary hover:border-primary hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {preparing ? (
                <Spinner className="size-8" />
              ) : (
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-8">
                  <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
                </svg>
              )}
              {CREATE_CARD}
            </button>
          </li>
        ) : null}
        {page.items.map((item) => (
          <li key={item.embedUUID} className="flex min-w-0 [&>article]:flex-1">
            <EmbedCard
              item={item}
              labelNames={labelNames(item.labelUUIDs, labels)}
              who={who}
              disabled={busy}
              onAction={(action) => onAction(item, action)}
            />
          </li>
        ))}
      </ul>
      {empty ? (
        <p className="mt-6 rounded-card border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
          {NO_MATCH}
        </p>
      ) : null}
      {showsPager(page.totalRows) ? (
        <Pager
          label="Embed pages"
          page={page.currentPage}
          size={LIBRARY_PAGE_SIZE}
          total={page.totalRows}
          busy={loading}
          onPage={onPage}
        />
      ) : null}
    </section>
  )
}

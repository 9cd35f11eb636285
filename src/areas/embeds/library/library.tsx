/** EMB-03..24: the embed library screen. */
import { useEffect, useMemo, useState } from 'react'
import { hasPermission, PERMISSIONS } from '../../../core/permissions'
import { navigate } from '../../../core/router'
import { notifyFailure, usePortal } from '../../../core/store'
import { Button } from '../../../ui/button'
import { LoadError } from '../../../ui/load-error'
import { Spinner } from '../../../ui/spinner'
import { EmptyState, PageHeader } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import { analyticsPath, editPath, emailsPath, LIBRARY, TITLE } from '../lib/embeds-routes'
import { SEARCH_DEBOUNCE_MS, type LibraryItem } from '../lib/embeds-rules'
import { DEFAULT_FILTERS, libraryQuery, type LibraryFilters } from '../lib/library-filters'
import { analyticsScreen, emailsScreen, libraryDialogs } from '../lazy-screens'
import type { CardAction } from './card-menu'
import type { LibraryDialog } from './library-dialogs'
import { LibraryFiltersBar } from './library-filters-bar'
import { LibraryGrid } from './library-grid'
import { libraryApi } from './library-api'
import { useLabels } from './use-labels'

export const LOADING_TEXT = "We're fetching your Embeds."
export const EMPTY_EDITOR =
  'Create your first embed and start driving increased engagement with your visitors!'
export const EMPTY_READER = 'No Embeds have been created for your account yet.'
export const LOAD_FAILED = 'There was an issue fetching your Embeds'

/** EMB-20: a mockup-generator session opens its embed for editing once per page load. */
const openedAtStart = new Set<string>()

export function Library({ host, route = '' }: Readonly<{ host: HTMLElement; route?: string }>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const permissions = usePortal((s) => s.session.permissions)
  const mocked = usePortal((s) => s.session.mocked)
  const mockupGenerator = usePortal((s) => s.session.mockupGenerator)
  const sessionSite = usePortal((s) => s.session.siteUUID)
  const sessionEmbed = usePortal((s) => s.session.embedUUID)
  const canEdit = mocked || hasPermission(permissions, PERMISSIONS.manageEmbeds)
  const who = useMemo(
    () => ({ canEdit, mocked, mockupGenerator }),
    [canEdit, mocked, mockupGenerator],
  )

  const [filters, setFilters] = useState<LibraryFilters>(DEFAULT_FILTERS)
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [busy, setBusy] = useState(false)
  const [dialog, setDialog] = useState<LibraryDialog>(null)

  function changeFilters(next: LibraryFilters) {
    setFilters(next)
    setPage(1)
  }

  // EMB-07: the search waits 400 ms after the last keystroke.
  useEffect(() => {
    if (keyword === filters.keyword) return
    const timer = setTimeout(() => {
      setFilters((current) => ({ ...current, keyword }))
      setPage(1)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [keyword, filters.keyword])

  const query = libraryQuery(filters, page)
  const list = useRequest(
    accountUUID ? (signal) => libraryApi.list(accountUUID, query, signal) : null,
    `${accountUUID}:${JSON.stringify(query)}`,
  )
  const labels = useLabels(accountUUID)

  // EMB-20: at start, the session's embed opens in the builder.
  useEffect(() => {
    if (!mockupGenerator || !sessionEmbed || openedAtStart.has(sessionEmbed)) return
    openedAtStart.add(sessionEmbed)
    navigate(host, editPath(sessionEmbed))
  }, [host, mockupGenerator, sessionEmbed])

  // BLD-03 / BLD-66: `?new=1` (the builder's getstarted and Create Another Embed) opens New Embed.
  const wantsNew = /[?&]new=1(&|$)/.test(route)
  useEffect(() => {
    if (!wantsNew || !canEdit || !accountUUID) return
    navigate(host, LIBRARY, true)
    void startCreate()
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once per ?new=1 visit
  }, [wantsNew, canEdit, accountUUID, host])

  // A page emptied by an archive or a delete steps back to the one before.
  const pageEmpty = !list.loading && list.data?.items.length === 0 && page > 1
  useEffect(() => {
    if (pageEmpty) setPage((p) => Math.max(1, p - 1))
  }, [pageEmpty])

  function act(item: LibraryItem, action: CardAction) {
    if (action === 'edit') navigate(host, editPath(item.embedUUID))
    else if (action === 'analytics') navigate(host, analyticsPath(item.embedUUID))
    else if (action === 'emails') navigate(host, emailsPath(item.embedUUID))
    else if (action === 'labels') setDialog({ kind: 'labels', item })
    else setDialog({ kind: action, item })
  }

  const [preparing, setPreparing] = useState(false)
  const storeSites = usePortal((s) => s.account.siteList)
  async function startCreate() {
    if (!accountUUID || preparing) return
    setPreparing(true)
    try {
      const [names, sites] = await Promise.all([
        libraryApi.names(accountUUID),
        storeSites.length ? storeSites : libraryApi.sites(accountUUID),
      ])
      setDialog({ kind: 'new', names, sites })
    } catch (error) {
      notifyFailure(error, LOAD_FAILED)
    } finally {
      setPreparing(false)
    }
  }

  const data = list.data
  // Once the cards show (or a dialog is asked for first: ?new=1, Let's Start) the dialogs load;
  // after a moment the analytics and e-mails chunks too: a card's View Analytics or Email
  // Collection then opens without waiting for them.
  const shown = !!data
  const dialogs = libraryDialogs.useModule(shown || dialog !== null)
  useEffect(() => {
    if (!shown) return
    const timer = setTimeout(() => {
      analyticsScreen.load().catch(() => undefined)
      emailsScreen.load().catch(() => undefined)
    }, 500)
    return () => clearTimeout(timer)
  }, [shown])

  let body
  if (list.error && !data) {
    body = <LoadError text={LOAD_FAILED} onRetry={list.reload} />
  } else if (!data) {
    body = (
      <div className="flex min-h-64 flex-col items-center justify-center gap-3 text-slate-600">
        <Spinner className="size-6" />
        <p role="status">{LOADING_TEXT}</p>
      </div>
    )
  } else if (data.totalEmbeds === 0) {
    body = (
      <EmptyState
        text={canEdit ? EMPTY_EDITOR : EMPTY_READER}
        action={
          canEdit ? (
            <Button onClick={() => void startCreate()} busy={preparing}>
              Let's Start
            </Button>
          ) : undefined
        }
      />
    )
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <LibraryFiltersBar
          filters={filters}
          keyword={keyword}
          onKeyword={setKeyword}
          onChange={changeFilters}
          labels={labels.list}
          canEdit={canEdit}
          onRenameLabel={labels.rename}
          onCreateLabels={() => setDialog({ kind: 'createLabels' })}
          onDeleteLabel={async (label) => {
            const done = await labels.remove(label)
            // The cards lose the label: a new query when the filter held it, else a reload.
            if (done && filters.labelUUIDs.includes(label.labelUUID))
              changeFilters({
                ...filters,
                labelUUIDs: filters.labelUUIDs.filter((id) => id !== label.labelUUID),
              })
            else if (done) list.reload()
            return done
          }}
        />
        {list.error ? <LoadError text={LOAD_FAILED} onRetry={list.reload} /> : null}
        <LibraryGrid
          page={data}
          active={filters.active}
          labels={labels.list}
          who={who}
          busy={busy}
          loading={list.loading}
          preparing={preparing}
          onCreate={() => void startCreate()}
          onAction={act}
          onPage={setPage}
        />
      </div>
    )
  }

  return (
    <div>
      <PageHeader title={TITLE} />
      {body}
      {dialogs ? (
        <dialogs.LibraryDialogs
          host={host}
          dialog={dialog}
          onClose={() => setDialog(null)}
          busy={busy}
          setBusy={setBusy}
          labels={labels}
          sessionSite={mockupGenerator ? sessionSite : null}
          onChanged={list.reload}
          onLabelsApplied={(embedUUID, attached) =>
            list.setData((current) =>
              current
                ? {
                    ...current,
                    items: current.items.map((i) =>
                      i.embedUUID === embedUUID ? { ...i, labelUUIDs: attached } : i,
                    ),
                  }
                : current,
            )
          }
        />
      ) : null}
    </div>
  )
}

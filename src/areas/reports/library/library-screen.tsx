/**
 * REP-04, REP-23, REP-25: the library of the account's saved reports (API-80), with Create
 * Report and each report's Run, Edit, Schedule, Delete and (beyond the spec) Send now.
 */
import { useState } from 'react'
import { navigate } from '../../../core/router'
import { usePortal } from '../../../core/store'
import { Button } from '../../../ui/button'
import { LoadError } from '../../../ui/load-error'
import { Modal } from '../../../ui/modal'
import { Card, EmptyState, PageHeader } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import { DETAIL_PATH } from '../lib/report-route-rules'
import { newReport } from '../lib/report-field-rules'
import { type SavedReport } from '../lib/report-rules'
import { deleteQuestion, TEXT } from '../lib/report-texts'
import { reportsApi } from '../reports-api'
import { useReportsState } from '../report-state'
import { ReportsTable } from './reports-table'
import { useLibraryActions, type RowAction } from './use-library-actions'

/** Ours: the spec gives the library no empty text. */
export const EMPTY_LIBRARY =
  'You have no saved reports yet. Create a report to choose its date range, dimensions and metrics, run it, download it or have it emailed on a schedule.'

export function LibraryScreen({ host }: Readonly<{ host: HTMLElement }>) {
  const accountUUID = usePortal((s) => s.session.accountUUID) ?? ''
  const { setDraft } = useReportsState()
  const list = useRequest(
    accountUUID ? (signal) => reportsApi.list(accountUUID, signal) : null,
    accountUUID,
  )
  const actions = useLibraryActions(host, list.reload)
  const [deleting, setDeleting] = useState<SavedReport | null>(null)

  function createReport() {
    setDraft({ report: newReport(accountUUID), saved: null })
    navigate(host, DETAIL_PATH)
  }

  function act(report: SavedReport, action: RowAction) {
    if (action === 'run') void actions.run(report)
    else if (action === 'edit' || action === 'schedule') void actions.open(report, action)
    else if (action === 'send') void actions.send(report)
    else setDeleting(report)
  }

  async function confirmDelete() {
    if (!deleting) return
    await actions.remove(deleting)
    setDeleting(null)
  }

  const create = <Button onClick={createReport}>{TEXT.createReport}</Button>
  const reports = list.data
  let body
  if (list.error && !reports) {
    body = <LoadError text={TEXT.fetchReportsFailed} onRetry={list.reload} />
  } else if (reports && reports.length === 0) {
    body = <EmptyState text={EMPTY_LIBRARY} action={create} />
  } else {
    body = (
      <Card className="p-4 sm:p-6">
        {list.error ? (
          <div className="mb-4">
            <LoadError text={TEXT.fetchReportsFailed} onRetry={list.reload} />
          </div>
        ) : null}
        <ReportsTable reports={reports} loading={!reports} busy={actions.busy} onAction={act} />
      </Card>
    )
  }

  return (
    <div>
      <PageHeader title="Reports" actions={reports?.length === 0 ? undefined : create} />
      {body}
      <Modal
        open={deleting !== null}
        title="Delete report"
        size="sm"
        onClose={() => {
          if (actions.busy?.action !== 'delete') setDeleting(null)
        }}
        actions={
          <>
            <Button
              variant="secondary"
              disabled={actions.busy?.action === 'delete'}
              onClick={() => setDeleting(null)}
            >
              Cancel
            </Button>
            <Button
              variant="danger"
              busy={actions.busy?.action === 'delete'}
              busyLabel="Deleting…"
              onClick={() => void confirmDelete()}
            >
              {TEXT.delete}
            </Button>
          </>
        }
      >
        <p className="break-words">{deleting ? deleteQuestion(deleting.name) : ''}</p>
      </Modal>
    </div>
  )
}

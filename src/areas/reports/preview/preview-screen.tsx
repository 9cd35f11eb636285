/**
 * REP-20..22, REP-17/18: the preview of the last run — its date range, row count and rows under
 * the totals, with Edit, Download Excel, Download CSV, Exit and Save.
 */
import { navigate } from '../../../core/router'
import { formatInteger } from '../../../core/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Card, PageHeader } from '../../../ui/states'
import { DETAIL_PATH, REPORTS_PATH } from '../lib/report-route-rules'
import { firstInvalidSection, reportErrors } from '../lib/report-field-rules'
import { rangeText } from '../lib/report-range-rules'
import { PREVIEW_ROW_LIMIT, type ReportPreview } from '../lib/report-rules'
import { reportTitle, rowCapText, TEXT } from '../lib/report-texts'
import { useReportsState, type ReportDraft } from '../report-state'
import { useReportActions } from '../use-report-actions'
import { PreviewTable } from './preview-table'
import { useReportDownload, type DownloadType } from './use-report-download'

const DOWNLOADS: ReadonlyArray<[DownloadType, string]> = [
  ['XLSX', TEXT.downloadExcel],
  ['CSV', TEXT.downloadCsv],
]

export function PreviewScreen({ host }: Readonly<{ host: HTMLElement }>) {
  const { draft, preview } = useReportsState()
  // The route switch shows this screen only with both (REP-02).
  if (!draft || !preview) return null
  return <Preview host={host} draft={draft} preview={preview} />
}

function Preview({
  host,
  draft,
  preview,
}: Readonly<{ host: HTMLElement; draft: ReportDraft; preview: ReportPreview }>) {
  const { clear } = useReportsState()
  const actions = useReportActions(host)
  const downloads = useReportDownload(draft.report, preview.range)
  const rowCount = preview.total.rowCount

  function exit() {
    navigate(host, REPORTS_PATH)
    clear()
  }

  // A report the rules refuse (never named, say) is finished in the editor, at its first problem.
  async function save() {
    const section = firstInvalidSection(reportErrors(draft.report, new Date()))
    if (section) navigate(host, `${DETAIL_PATH}?section=${section}`)
    else await actions.save()
  }

  return (
    <div>
      {/* REP-03: in the preview an empty name reads "Report Name". */}
      <PageHeader
        title={`Reports / ${reportTitle(draft.report.name, false)}`}
        actions={
          <>
            <Button variant="secondary" onClick={exit}>
              {TEXT.exit}
            </Button>
            <Button variant="secondary" onClick={() => navigate(host, DETAIL_PATH)}>
              {TEXT.edit}
            </Button>
            <Button
              disabled={actions.disabled}
              title={actions.disabled && !actions.saving ? 'No unsaved changes' : undefined}
              busy={actions.saving}
              busyLabel="Saving…"
              onClick={() => void save()}
            >
              {TEXT.save}
            </Button>
          </>
        }
      />
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-slate-600">
            <span data-range="" className="font-medium text-slate-900">
              {rangeText(preview.range)}
            </span>
            <span aria-hidden="true"> · </span>
            <span data-row-count="" className="tabular-nums">
              {formatInteger(rowCount)} {rowCount === 1 ? 'row' : 'rows'}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            {DOWNLOADS.map(([type, label]) => (
              <Button
                key={type}
                variant="secondary"
                busy={downloads.busy === type}
                busyLabel="Downloading…"
                disabled={downloads.busy !== null && downloads.busy !== type}
                onClick={() => void downloads.download(type)}
              >
                {label}
              </Button>
            ))}
          </div>
        </div>
        {downloads.delayed ? <Alert tone="warning">{TEXT.delayed}</Alert> : null}
        {rowCount > PREVIEW_ROW_LIMIT ? (
          <p data-row-cap="" className="text-sm text-slate-600">
            {rowCapText(PREVIEW_ROW_LIMIT, rowCount)}
          </p>
        ) : null}
        <PreviewTable preview={preview} />
      </Card>
    </div>
  )
}

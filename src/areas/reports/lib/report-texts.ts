/**
 * The spec's texts of the reports area (spec 002 §2, §4, §8, §9; REP-01..25) and the inventory's
 * defaults where the spec gives none (marked OPEN). The field messages are in report-rules.ts.
 */

export const TEXT = {
  /** REP-01 (CORE-19). */
  movedNotice: 'Reports Configuration has been moved to the new portal',
  movedButton: 'Go to Reports Configuration',
  /** REP-03. */
  newReportTitle: 'New Report',
  emptyNameTitle: 'Report Name',
  /** REP-06. */
  backToReports: 'Back to all reports',
  /** REP-04 (OPEN: layout and labels). */
  createReport: 'Create Report',
  run: 'Run',
  edit: 'Edit',
  delete: 'Delete',
  schedule: 'Schedule',
  /** REP-16. */
  discard: 'Discard',
  /** REP-17. */
  save: 'Save',
  saveAndRun: 'Save and Run',
  /** REP-20. */
  downloadExcel: 'Download Excel',
  downloadCsv: 'Download CSV',
  exit: 'Exit',
  /** REP-04, REP-05. */
  fetchReportsFailed: 'There was an issue fetching your reports',
  fetchReportFailed: 'There was an issue fetching your report data',
  /** REP-18. */
  saved: 'We have successfully saved your report',
  saveFailed: 'Something went wrong while saving your report',
  /** REP-19. */
  runFailed: 'Something went wrong while running your report',
  /** REP-22 (OPEN: the delayed-data text). */
  delayed:
    'Your report data is delayed. Please try exporting later in the day or contact your account manager.',
  /** REP-23 (OPEN: all three). */
  deleted: 'We have successfully deleted your report',
  deleteFailed: 'Something went wrong while deleting your report',
  /** Beyond the spec: Send now. */
  sent: 'Your report is on its way to its recipients',
  sendFailed: 'Something went wrong while sending your report',
} as const

/** REP-22. */
export const downloadedText = (type: string) =>
  `We have successfully downloaded your ${type} report`
export const downloadFailedText = (type: string) => `We were unable to download your ${type} report`

/** REP-23 (OPEN). */
export const deleteQuestion = (name: string) => `Are you sure you want to delete ${name}?`

/** REP-21. */
export const rowCapText = (shown: number, total: number) =>
  `${shown} of ${total} rows are displayed (and sorting is disabled). Download your report for full access.`

/** REP-03: the title suffix of the detail and preview screens. */
export function reportTitle(name: string, creating: boolean): string {
  if (name.trim()) return name
  return creating ? TEXT.newReportTitle : TEXT.emptyNameTitle
}

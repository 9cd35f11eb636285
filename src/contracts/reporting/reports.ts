/** The reporting service's saved-report and run calls (spec 002 §2, API-80..85): the calls half. */
import { calls } from '../define'

export const reportCalls = calls({
  list: {
    id: 'API-80',
    service: 'reporting',
    method: 'GET',
    path: '/accounts/:accountUUID/reports',
    summary: "The account's saved reports, newest change first",
  },
  get: {
    id: 'API-81',
    service: 'reporting',
    method: 'GET',
    path: '/report/:reportUUID',
    summary: 'One saved report with its last run and next scheduled runs',
  },
  create: {
    id: 'API-82',
    service: 'reporting',
    method: 'POST',
    path: '/report',
    summary: 'Save a new report (reportUUID null)',
    status: 201,
  },
  update: {
    id: 'API-83',
    service: 'reporting',
    method: 'PUT',
    path: '/report/:reportUUID',
    summary: 'Replace a saved report (accountUUID nulled, REP-18)',
  },
  remove: {
    id: 'API-84',
    service: 'reporting',
    method: 'DELETE',
    path: '/report/:reportUUID',
    summary: "Delete a report; its files' links keep working until they expire",
    status: 204,
  },
  sendNow: {
    id: 'OPEN-send-now',
    service: 'reporting',
    method: 'POST',
    path: '/report/:reportUUID/send',
    summary: 'Run a scheduled report now and e-mail its recipients',
    status: 202,
  },
  run: {
    id: 'API-85',
    service: 'reporting',
    method: 'POST',
    path: '/report/client',
    summary: 'Run a report: a preview (returnType JSON) or a file link (CSV, XLSX)',
  },
  file: {
    id: 'OPEN-report-file',
    service: 'reporting',
    method: 'GET',
    path: '/report/files/:token',
    summary: "A report file from its link (a run's or an e-mail's): no session needed",
  },
})

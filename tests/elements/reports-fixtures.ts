/**
 * Shared fixtures of the pp-reports element tests: saved reports and run previews as the
 * reporting calls answer them (typed by the contract's schemas through lib/report-rules.ts), the
 * calls' paths from the contract, the area's working state put in sessionStorage (the "loaded
 * data" of REP-02) and a suite's before/after.
 */
import type {
  ReportColumn,
  ReportPreview,
  ReportRow,
  SavedReport,
} from '../../src/areas/reports/lib/report-rules'
import type { ReportDraft } from '../../src/areas/reports/report-state'
import { reportCalls } from '../../src/contracts/reporting/reports'
import { pathOf } from './contract-stubs'
import { elementSuite, mount } from './helpers'

export const ACCOUNT = 'acc-rep'
export const SERVICE = '/api/reporting'
// The calls' addresses come from their contract (src/contracts/reporting/reports.ts).
export const LIST = pathOf(reportCalls.list, { accountUUID: ACCOUNT })
export const CLIENT = pathOf(reportCalls.run)
export const reportPath = (id: string) => pathOf(reportCalls.get, { reportUUID: id })

export const LIBRARY = '/dashboard/reports'
export const DETAIL = '/dashboard/reports/detail'
export const PREVIEW = '/dashboard/reports/preview'

/** The sessionStorage key of the area's working state (report-state.tsx). */
export const WORK_KEY = 'pp-reports:work'

/** A saved report of the test account; `overrides` change single fields. */
export function savedReport(overrides: Partial<SavedReport> = {}): SavedReport {
  const id = overrides.reportUUID ?? 'rep-1'
  return {
    accountUUID: ACCOUNT,
    reportUUID: id,
    name: 'Weekly revenue',
    dateRange: 'LAST_SEVEN_DAYS',
    customDateRange: null,
    endDate: null,
    dimensions: ['DATE', 'SITE'],
    viewType: 'AGGREGATE',
    metrics: ['DISPLAY_IMPRESSION', 'VIDEO_IMPRESSION', 'DISPLAY_REVENUE', 'VIDEO_REVENUE'],
    sites: [],
    devices: [],
    countries: [],
    schedule: 'ONCE',
    emails: [],
    createdAt: '2026-11-01T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    lastRun: null,
    nextRuns: [],
    ...overrides,
  }
}

/** A weekly report with two recipients, ending on 2027-06-30, its next runs at 5:30 PM EST. */
export const scheduledReport = (overrides: Partial<SavedReport> = {}) =>
  savedReport({
    reportUUID: 'rep-2',
    name: 'Monday digest',
    schedule: 'WEEKLY',
    endDate: '2027-06-30',
    emails: [
      { value: 'ana@example.com', valid: true },
      { value: 'bo@example.com', valid: true },
    ],
    nextRuns: ['2026-11-30T22:30:00.000Z', '2026-12-07T22:30:00.000Z'],
    updatedAt: '2026-11-25T15:00:00.000Z',
    ...overrides,
  })

export const PREVIEW_COLUMNS: ReportColumn[] = [
  { key: 'SITE', label: 'Site', kind: 'text' },
  { key: 'IMPRESSION', label: 'Impressions', kind: 'integer' },
  { key: 'REVENUE', label: 'Revenue', kind: 'money' },
]

/** Site names that sort differently from their order: "Site 07" is row 1. */
function previewRow(i: number, count: number): ReportRow {
  const n = ((i * 7) % count) + 1
  return {
    SITE: `Site ${String(n).padStart(3, '0')}`,
    IMPRESSION: 1000 + ((i * 13) % count) * 10,
    REVENUE: 2.5 + i,
  }
}

/** A run's preview of `rowCount` rows (the first 100 given, as the server does). */
export function previewOf(rowCount: number): ReportPreview {
  const rows = Array.from({ length: Math.min(rowCount, 100) }, (_, i) => previewRow(i, rowCount))
  return {
    range: { from: '2026-11-16', to: '2026-11-22' },
    columns: PREVIEW_COLUMNS,
    rows,
    total: {
      rowCount,
      dimensions: ['SITE'],
      values: { IMPRESSION: 1_234_567, REVENUE: 4321.5 },
    },
  }
}

/** Puts the area's working state (a draft and a preview) in sessionStorage, before a mount. */
export function seedWork(draft: ReportDraft | null, preview: ReportPreview | null): void {
  sessionStorage.setItem(WORK_KEY, JSON.stringify({ account: ACCOUNT, draft, preview }))
}

/** The working state stored now (null when none). */
export function storedWork(): { draft: ReportDraft | null; preview: ReportPreview | null } | null {
  const raw = sessionStorage.getItem(WORK_KEY)
  return raw ? JSON.parse(raw) : null
}

/** Mounts pp-reports at `route` for a session of the test account with `permissions`. */
export function openReports(
  route: string,
  permissions: string[] = ['home.adMetrics'],
  extra: Record<string, string> = {},
): HTMLElement {
  return mount('pp-reports', {
    route,
    'account-uuid': ACCOUNT,
    'user-uuid': 'usr-rep',
    permissions: JSON.stringify(permissions),
    ...extra,
  })
}

/** The usual before/after of a pp-reports suite (each test installs its `api`; state cleared). */
export function reportsSuite() {
  beforeEach(() => sessionStorage.clear())
  const suite = elementSuite('pp-reports')
  afterEach(() => sessionStorage.clear())
  return suite
}

/**
 * Shared fixtures of the pp-reports editor's element tests (REP-03, REP-06..17): reports and
 * saved reports, the editor opened on a draft (the area's work kept in sessionStorage, as the
 * library leaves it), the calls it makes stubbed, a fixed clock, and the stored draft to read
 * back what an edit changed.
 */
import { newReport } from '../../src/areas/reports/lib/report-field-rules'
import { type Report, type SavedReport } from '../../src/areas/reports/lib/report-rules'
import { type ApiRoutes, elementSuite, nextFrame, root, stubApi, waitFor } from './helpers'
import {
  ACCOUNT,
  DETAIL,
  openReports,
  savedReport,
  seedWork,
  storedWork,
  WORK_KEY,
} from './reports-fixtures'

export { ACCOUNT, DETAIL, PREVIEW } from './reports-fixtures'

export const ROUTES = {
  create: 'POST /api/reporting/report',
  update: 'PUT /api/reporting/report/*',
  run: 'POST /api/reporting/report/client',
  sites: `GET /api/accounts/accounts/${ACCOUNT}/sites`,
  countries: `GET /api/accounts/accounts/${ACCOUNT}/countries`,
  users: `GET /api/accounts/accounts/${ACCOUNT}/users/permissions`,
} as const

/** A new report as the library's Create Report starts it (REP-09, REP-10, REP-12 defaults). */
export const fresh = (over: Partial<Report> = {}): Report => ({ ...newReport(ACCOUNT), ...over })

/** A saved report (API-81). */
export const saved = (over: Partial<Report> = {}): SavedReport =>
  savedReport({
    ...fresh({ name: 'Weekly revenue', ...over }),
    accountUUID: ACCOUNT,
    reportUUID: 'rep-1',
    createdAt: '2026-07-01T12:00:00Z',
    updatedAt: '2026-07-01T12:00:00Z',
  })

/** A preview answer (API-85, JSON). */
export const PREVIEW_ANSWER = {
  range: { from: '2026-07-08', to: '2026-07-14' },
  columns: [{ key: 'AD_UNIT', label: 'Ad Unit', kind: 'text' }],
  rows: [],
  total: { rowCount: 0, dimensions: ['AD_UNIT'], values: {} },
}

/** The stubs of every call the editor makes; `extra` adds or replaces routes. */
export function stubReports(extra: ApiRoutes = {}) {
  return stubApi({
    [ROUTES.sites]: {
      body: {
        items: [
          { siteUUID: 'site-dp', name: 'Daily Planet', url: 'https://dp.example' },
          { siteUUID: 'site-gg', name: 'Gotham Gazette', url: 'https://gg.example' },
        ],
      },
    },
    [ROUTES.countries]: { body: { countries: { US: 'United States', DE: 'Germany' } } },
    [ROUTES.users]: {
      body: {
        items: [
          { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' },
          { email: 'bob@example.com', firstName: 'Bob' },
        ],
      },
    },
    [ROUTES.create]: (call) => ({
      status: 201,
      body: { ...saved(), ...JSON.parse(call.body ?? '{}'), reportUUID: 'rep-new' },
    }),
    [ROUTES.update]: (call) => ({
      body: { ...saved(), ...JSON.parse(call.body ?? '{}'), accountUUID: ACCOUNT },
    }),
    [ROUTES.run]: { body: PREVIEW_ANSWER },
    ...extra,
  })
}

/** Opens the editor on `report` (last saved as `savedAs`, null for a new one). */
export function openEditor(
  report: Report,
  savedAs: SavedReport | null = null,
  options: { permissions?: string[]; mocked?: boolean; query?: string } = {},
): HTMLElement {
  seedWork({ report, saved: savedAs }, null)
  return openReports(
    `${DETAIL}${options.query ?? ''}`,
    options.permissions,
    options.mocked ? { mocked: 'true' } : {},
  )
}

/** The draft as the editor keeps it (what an edit changed). */
export function storedReport(): Report {
  const stored = storedWork()
  if (!stored?.draft) throw new Error('no stored draft')
  return stored.draft.report
}

/** Waits for the editor's form (its name field) and returns the element. */
export async function editorReady(el: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => root(el).querySelector('[data-section="schedule"]'))
  return el
}

/** A section's card. */
export const card = (el: HTMLElement, section: string) =>
  root(el).querySelector<HTMLElement>(`[data-section="${section}"]`)!

/** The checkbox or radio in `scope` whose label reads `label`. */
export function choice(scope: ParentNode, label: string): HTMLInputElement {
  const inputs = Array.from(scope.querySelectorAll<HTMLInputElement>('input'))
  const found = inputs.find(
    (i) =>
      (i.type === 'checkbox' || i.type === 'radio') &&
      (i.closest('label')?.textContent ?? '').replace(/\s+/g, ' ').trim().startsWith(label),
  )
  if (!found) throw new Error(`no choice ${label}`)
  return found
}

/** The select labelled `label`. */
export const select = (el: HTMLElement, label: string) =>
  Array.from(root(el).querySelectorAll('select')).find((s) =>
    Array.from(s.labels).some((l) => l.textContent === label),
  )!

/** Picks `value` in a select, or clicks a checkbox or radio (a user's change). */
export function choose(target: HTMLSelectElement | HTMLInputElement, value?: string) {
  if (value !== undefined) target.value = value
  else target.click()
  if (target instanceof HTMLSelectElement)
    target.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Leaves a field (the blur React and preact listen to). */
export const blur = (input: HTMLElement) =>
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))

/** The usual before/after of an editor suite: `elementSuite` with the reports stub. */
export function editorSuite() {
  const suite = elementSuite('pp-reports', () => stubReports())
  afterEach(async () => {
    sessionStorage.removeItem(WORK_KEY)
    // preact runs an unmounted editor's effect cleanups a frame later: until then its leave
    // guard would still hold the page's unload (the runner's next page load).
    await nextFrame()
  })
  return suite
}

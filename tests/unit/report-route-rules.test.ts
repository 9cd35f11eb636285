// The pp-reports route rules (REP-01, REP-02, REP-25): which screen a route shows, the gates of
// the permission and the mockup generator, the moved notice and the redirects without data.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  DETAIL_PATH,
  PREVIEW_PATH,
  REPORTS_PATH,
  REPORTS_REDIRECT,
  reportsView,
  type ReportsGate,
} from '../../src/areas/reports/lib/report-route-rules'

const OPEN: ReportsGate = {
  permissionsReceived: true,
  adMetrics: true,
  mockupGenerator: false,
  moved: false,
  hasDraft: true,
  hasPreview: true,
}
const gate = (change: Partial<ReportsGate> = {}): ReportsGate => ({ ...OPEN, ...change })

describe('reportsView (REP-01, REP-02, REP-25)', () => {
  it('shows the three screens at their paths, with or without a trailing slash or query', () => {
    assert.deepEqual(reportsView(REPORTS_PATH, gate()), { kind: 'library' })
    assert.deepEqual(reportsView(REPORTS_REDIRECT, gate()), { kind: 'library' })
    assert.deepEqual(reportsView(`${DETAIL_PATH}?section=schedule`, gate()), { kind: 'detail' })
    assert.deepEqual(reportsView(`${DETAIL_PATH}/`, gate()), { kind: 'detail' })
    assert.deepEqual(reportsView(`${PREVIEW_PATH}#rows`, gate()), { kind: 'preview' })
  })

  it('waits for the permissions before deciding anything', () => {
    for (const route of [REPORTS_PATH, DETAIL_PATH, '/dashboard/reports/other'])
      assert.deepEqual(reportsView(route, gate({ permissionsReceived: false, adMetrics: false })), {
        kind: 'loading',
      })
  })

  it('sends unknown paths to /error/404, before the permission gate', () => {
    for (const route of [
      '/dashboard/reports/other',
      `${DETAIL_PATH}/x`,
      `${PREVIEW_PATH}/1`,
      '/dashboard/reportsx',
    ])
      assert.deepEqual(reportsView(route, gate({ adMetrics: false })), {
        kind: 'redirect',
        to: '/error/404',
      })
  })

  it('REP-01: without home.adMetrics every screen goes to /error/403', () => {
    for (const route of [REPORTS_PATH, DETAIL_PATH, PREVIEW_PATH])
      assert.deepEqual(reportsView(route, gate({ adMetrics: false })), {
        kind: 'redirect',
        to: '/error/403',
      })
  })

  it('REP-25: a mockup-generator session never sees reports (403), even with the permission', () => {
    for (const route of [REPORTS_PATH, DETAIL_PATH, PREVIEW_PATH])
      assert.deepEqual(reportsView(route, gate({ mockupGenerator: true })), {
        kind: 'redirect',
        to: '/error/403',
      })
  })

  it('REP-01: with new-portal-url the library is the moved notice and the others go back to it', () => {
    assert.deepEqual(reportsView(REPORTS_PATH, gate({ moved: true })), { kind: 'moved' })
    for (const route of [DETAIL_PATH, PREVIEW_PATH])
      assert.deepEqual(reportsView(route, gate({ moved: true })), {
        kind: 'redirect',
        to: REPORTS_REDIRECT,
      })
    // The permission still comes first.
    assert.deepEqual(reportsView(REPORTS_PATH, gate({ moved: true, adMetrics: false })), {
      kind: 'redirect',
      to: '/error/403',
    })
  })

  it('REP-02: the editor needs a draft; the preview needs a draft and a preview', () => {
    const back = { kind: 'redirect', to: '/dashboard/reports/' }
    assert.equal(REPORTS_REDIRECT, '/dashboard/reports/')
    assert.deepEqual(reportsView(DETAIL_PATH, gate({ hasDraft: false })), back)
    assert.deepEqual(reportsView(DETAIL_PATH, gate({ hasPreview: false })), { kind: 'detail' })
    assert.deepEqual(reportsView(PREVIEW_PATH, gate({ hasPreview: false })), back)
    assert.deepEqual(reportsView(PREVIEW_PATH, gate({ hasDraft: false })), back)
    // The library needs no loaded data.
    assert.deepEqual(reportsView(REPORTS_PATH, gate({ hasDraft: false, hasPreview: false })), {
      kind: 'library',
    })
  })
})

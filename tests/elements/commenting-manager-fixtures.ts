/**
 * The suite of the pp-commenting comment manager tests (pp-commenting-manager.test.ts and
 * pp-commenting-stats.test.ts): two sites with a unit each, their configuration and code, the
 * first unit's statistics in pages, its exports and its migration status. `state` makes a call
 * fail (`fail`), sets the exports' status and the migration's; downloads are caught at
 * URL.createObjectURL and the link's click, so no file is saved.
 */
import { configurationCalls } from '../../src/contracts/commenting/configuration'
import { migrationCalls } from '../../src/contracts/commenting/migration'
import { statisticsCalls } from '../../src/contracts/commenting/statistics'
import type { statisticsSchemas } from '../../src/contracts/commenting/statistics.schemas'
import type { Call, PathParams } from '../../src/contracts/define'
import { approvedAccount, FAILURE, mountCommenting, type Site } from './commenting-fixtures'
import { callsTo, routeOf, type AnswerIn } from './contract-stubs'
import { failed, stubApi, type StubCall } from './fake-api'
import { captureDownloads, type SavedFile } from './page-fakes'
import { elementSuite } from './fixtures'

export const ACCOUNT = 'acc-manager'
const SITES: Site[] = [
  { siteUUID: 'site-1', name: 'Demo News', url: 'https://news.example/' },
  { siteUUID: 'site-2', name: 'Second Site', url: 'https://second.example/' },
]
const UNIT_OF: Record<string, string> = { 'site-1': 'unit-1', 'site-2': 'unit-2' }
const NOT_FOUND = failed(404, 'not_found')
/** The first site's unit, whose statistics, exports and migration the tests see. */
export const UNIT = { unitUUID: 'unit-1' }

/** The site named in a path like /api/commenting/v1/sites/site-2/… */
const siteIn = (call: StubCall) => /\/sites\/([^/?]+)/.exec(call.path)![1]!
/** The query of a call. */
export const query = (call: StubCall) => new URL(call.path, location.origin).searchParams
/** A statistics page: `count` rows from `skip` on, named by interval and position. */
function statsPage(call: StubCall, count: number, hasMoreData: boolean) {
  const q = query(call)
  const skip = Number(q.get('skip'))
  const rows = Array.from({ length: count }, (_, i) => ({
    dateRange: `${q.get('interval')} ${skip + i + 1}`,
    viewCount: 1000 + i,
    commentCount: i,
    promoTokenCount: 2,
    otherTokenCount: 3,
  }))
  const page: AnswerIn<typeof statisticsSchemas.statistics> = {
    groups: [{ date: 'g', rows }],
    hasMoreData,
  }
  return { body: page }
}

/** Registers the suite's hooks (call it inside `describe`); read its fields inside tests. */
export function managerSuite() {
  const state = {
    fail: new Set<string>(),
    exportStatus: 200,
    migration: 'READY',
    failedAt: null as number | null,
    saved: [] as SavedFile[],
  }
  const unless = (key: string, reply: () => object) => () =>
    state.fail.has(key) ? FAILURE : reply()
  const file = () => {
    if (state.exportStatus === 200) return { body: 'a,b\n1,2' }
    state.failedAt = performance.now()
    return state.exportStatus === 404 ? NOT_FOUND : FAILURE
  }
  const c = configurationCalls
  const stats = statisticsCalls
  const suite = elementSuite('pp-commenting', () => {
    state.fail = new Set()
    state.exportStatus = 200
    state.migration = 'READY'
    state.failedAt = null
    // Downloads: keep the file name and size, save nothing.
    const downloads = captureDownloads()
    state.saved = downloads.saved
    suite.undo.push(downloads.restore)
    return stubApi({
      ...approvedAccount(ACCOUNT, () => SITES),
      [routeOf(c.configuration)]: (call) =>
        state.fail.has('config')
          ? FAILURE
          : {
              body: {
                commentingUnitUUID: UNIT_OF[siteIn(call)],
                commentingUnitConfigurationUUID: `conf-${siteIn(call)}`,
                isActive: true,
              },
            },
      [routeOf(c.unitCode)]: (call) =>
        state.fail.has('code')
          ? FAILURE
          : {
              body: {
                commentingUnitCode: {
                  headerCode: `<script src="https://cdn.example/${siteIn(call)}.js"></script>`,
                  bodyCode: `<div data-unit="${siteIn(call)}"></div>`,
                },
              },
            },
      [routeOf(c.addonsCode)]: unless('addons', () => ({
        body: {
          communityCode: { code: '<div class="community"></div>' },
          commentsCounterCode: { headerCode: '<script src="counter.js"></script>', bodyCode: '' },
        },
      })),
      [routeOf(stats.statistics, UNIT)]: (call) =>
        state.fail.has('stats')
          ? FAILURE
          : query(call).get('skip') === '0'
            ? statsPage(call, 10, true)
            : statsPage(call, 3, false),
      [routeOf(stats.exportStatistics, UNIT)]: file,
      [routeOf(stats.exportProfiles, UNIT)]: file,
      [routeOf(migrationCalls.status, UNIT)]: () => ({
        body: { migrationStatus: state.migration, commentingUnitUUID: 'unit-1' },
      }),
      [routeOf(migrationCalls.start, UNIT)]: () => {
        state.migration = 'STARTED'
        return { body: { commentingUnitUUID: 'unit-1' } }
      },
    })
  })
  /** The manager on `tab`. */
  const open = (tab: string) => mountCommenting(ACCOUNT, tab)
  /** The calls made so far to `call`, with these parameters (any where not given). */
  const callsOf = <C extends Call>(call: C, params: Partial<PathParams<C['path']>> = {}) =>
    callsTo(suite.api.calls, call, params)
  return { suite, state, open, callsOf }
}

/** The commenting statistics and exports (spec 002 §7: API-102..104): the calls half of the contract. */
import { calls } from '../define'

const METRICS = '/v1/commenting-units/:unitUUID/metrics'

export const statisticsCalls = calls({
  statistics: {
    id: 'API-104',
    service: 'commenting',
    method: 'GET',
    path: `${METRICS}/commenting-units`,
    summary: "A unit's counts by day, month or year: 10 periods from `skip`, newest first",
  },
  exportStatistics: {
    id: 'API-103',
    service: 'commenting',
    method: 'GET',
    path: `${METRICS}/commenting-units/export`,
    summary: 'Every period as CommentStatistics.csv, without the revenue column (404 without data)',
  },
  exportProfiles: {
    id: 'API-102',
    service: 'commenting',
    method: 'GET',
    path: `${METRICS}/user-profiles/export`,
    summary: "The unit's signed-up commenters as user-profiles.csv or .xml (404 without any)",
  },
})

/**
 * The ratings service's portal calls (spec 002 §7: API-111..119; API-115 is API-116's path): the
 * calls half of the contract. The public calls (the unit on a page) are not here yet.
 */
import { calls } from '../define'

export const ratingsCalls = calls({
  hasUnit: {
    id: 'API-111',
    service: 'ratings',
    method: 'GET',
    path: '/v1/accounts/:accountUUID/rating-units/exists',
    summary: 'Whether the account (or, with siteUUID, that site) has a ratings unit',
  },
  configuration: {
    id: 'API-112',
    service: 'ratings',
    method: 'GET',
    path: '/v1/rating-units/configurations',
    summary: "A site's ratings configuration",
  },
  saveColors: {
    id: 'API-113',
    service: 'ratings',
    method: 'PUT',
    path: '/v1/rating-units/color-configurations/:uuid',
    summary: 'Save the colours (six hex digits without #, stored upper-case)',
  },
  saveGeneral: {
    id: 'API-114',
    service: 'ratings',
    method: 'PUT',
    path: '/v1/rating-units/general-configurations/:uuid',
    summary: 'Save the general settings; answers the whole configuration',
  },
  saveCounter: {
    id: 'API-116',
    service: 'ratings',
    method: 'PUT',
    path: '/v1/rating-units/counter-configurations/:uuid',
    summary: "Save the counter add-on (API-115, the add-on's Save, is the same call)",
  },
  code: {
    id: 'API-117',
    service: 'ratings',
    method: 'GET',
    path: '/v1/rating-units/code',
    summary: "A site's code: the unit's (RATING_UNIT) or the counter's with its settings",
  },
  exportFile: {
    id: 'API-118',
    service: 'ratings',
    method: 'GET',
    path: '/v1/ratings/analytics/export',
    summary: "The address of the site's ratings export (404 without any rating)",
  },
  file: {
    id: 'API-119',
    service: 'ratings',
    method: 'GET',
    path: '/v1/ratings/analytics/files/:file',
    summary: 'The export file, CSV or XML (<siteUUID>.csv|xml)',
  },
})

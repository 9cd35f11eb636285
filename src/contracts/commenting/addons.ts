/**
 * The commenting add-ons (spec 002 §7: API-87..89): the comments counter and the community add-on
 * of a site's unit. API-88 and API-89 name the add-on in the path (`comments-counters`,
 * `community`); each add-on is its own call here, with its own body. The calls half.
 */
import { calls } from '../define'

export const addonCalls = calls({
  addons: {
    id: 'API-87',
    service: 'commenting',
    method: 'GET',
    path: '/v1/sites/:siteUUID/add-ons',
    summary: "The site's add-ons (null when never switched on), with their code",
  },
  createCounter: {
    id: 'API-88',
    service: 'commenting',
    method: 'POST',
    path: '/add-ons/comments-counters',
    summary: 'Create the comments counter setting (the first switch-on; 409 when it exists)',
    status: 201,
  },
  createCommunity: {
    id: 'API-88',
    service: 'commenting',
    method: 'POST',
    path: '/add-ons/community',
    summary: 'Create the community add-on setting (the first switch-on; 409 when it exists)',
    status: 201,
  },
  updateCounter: {
    id: 'API-89',
    service: 'commenting',
    method: 'PUT',
    path: '/add-ons/comments-counters/:configurationUUID',
    summary: "Update the comments counter (the unit's configuration uuid or the add-on's own)",
  },
  updateCommunity: {
    id: 'API-89',
    service: 'commenting',
    method: 'PUT',
    path: '/add-ons/community/:configurationUUID',
    summary: "Update the community add-on (the unit's configuration uuid or the add-on's own)",
  },
})

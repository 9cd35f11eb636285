/**
 * The commenting unit's configuration (spec 002 §7: API-91..97) and its code snippets (API-100,
 * API-101): the calls half of the contract.
 */
import { calls } from '../define'

const CONFIGS = '/v1/commenting-units/configurations'

export const configurationCalls = calls({
  configuration: {
    id: 'API-91',
    service: 'commenting',
    method: 'GET',
    path: '/v1/sites/:siteUUID/configurations',
    summary: "A site's commenting unit configuration (404 when the site has no unit)",
  },
  saveColors: {
    id: 'API-92',
    service: 'commenting',
    method: 'PUT',
    path: `${CONFIGS}/color-schemes/:uuid`,
    summary: 'Save the colour scheme (six hex digits without #, stored upper-case)',
  },
  saveModeration: {
    id: 'API-93',
    service: 'commenting',
    method: 'PUT',
    path: `${CONFIGS}/moderations/:uuid`,
    summary: 'Save the moderation settings (advancedSettings from mocked sessions only)',
  },
  saveGeneral: {
    id: 'API-94',
    service: 'commenting',
    method: 'PUT',
    path: `${CONFIGS}/:configurationUUID/generals`,
    summary: 'Save the general settings (advancedSettings from mocked sessions only)',
  },
  saveAvatarPack: {
    id: 'API-95',
    service: 'commenting',
    method: 'PUT',
    path: `${CONFIGS}/:configurationUUID/avatar-packs`,
    summary: 'Save the avatar pack',
  },
  saveTree: {
    id: 'API-96',
    service: 'commenting',
    method: 'PUT',
    path: `${CONFIGS}/comments-tree/:uuid`,
    summary: 'Save the comments tree (a preset keeps its own initial limits)',
  },
  saveCommunity: {
    id: 'API-97',
    service: 'commenting',
    method: 'PUT',
    path: `${CONFIGS}/community/:uuid`,
    summary: 'Save the community (an empty title is saved as null)',
  },
  addonsCode: {
    id: 'API-100',
    service: 'commenting',
    method: 'GET',
    path: '/v1/sites/:siteUUID/commenting-units/add-ons/code',
    summary: "The add-ons' code for a site",
  },
  unitCode: {
    id: 'API-101',
    service: 'commenting',
    method: 'GET',
    path: '/v1/sites/:siteUUID/commenting-units/code',
    summary: "The header script and the unit's body code for a site",
  },
})

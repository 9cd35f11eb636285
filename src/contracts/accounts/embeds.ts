/**
 * The account service's embed calls (spec 001 §2–§7; API-40..48, API-78): the library, an embed
 * for the builder, its saves, its code and a story page's Open Graph pairs. The labels are labels.ts, the analytics and e-mails
 * embed-metrics.ts.
 */
import { calls } from '../define'

export const embedCalls = calls({
  library: {
    id: 'API-40',
    service: 'accounts',
    method: 'POST',
    path: '/accounts/:accountUUID/embeds/content',
    summary: 'One page of the embed library, filtered (EMB-06/07)',
  },
  names: {
    id: 'API-41',
    service: 'accounts',
    method: 'GET',
    path: '/accounts/:accountUUID/embeds/names',
    summary: "Every embed's name with its site (the duplicate-name rule)",
  },
  map: {
    id: 'API-78',
    service: 'accounts',
    method: 'GET',
    path: '/accounts/:accountUUID/embeds',
    summary: "The account's embeds, uuid → name",
  },
  get: {
    id: 'API-42',
    service: 'accounts',
    method: 'GET',
    path: '/embeds/:embedUUID/sites/content',
    summary: 'An embed with its site and cards (any member of the account)',
  },
  create: {
    id: 'API-43',
    service: 'accounts',
    method: 'POST',
    path: '/sites/:siteUUID/embeds/content',
    summary: "Create an embed: the name dialog's short body or the builder's full body",
    status: 201,
  },
  save: {
    id: 'API-44',
    service: 'accounts',
    method: 'PUT',
    path: '/sites/:siteUUID/embeds/:embedUUID/content',
    summary: "Save an embed with the builder's full body, in one transaction",
  },
  code: {
    id: 'API-45',
    service: 'accounts',
    method: 'GET',
    path: '/embeds/:embedUUID/embedcode/',
    summary: 'The header and body code a publisher pastes',
  },
  codeNoSlash: {
    id: 'API-45',
    service: 'accounts',
    method: 'GET',
    path: '/embeds/:embedUUID/embedcode',
    summary: 'API-45 without the trailing slash',
  },
  openGraph: {
    id: 'API-57',
    service: 'accounts',
    method: 'GET',
    path: '/utils/getopengraphparams',
    summary: "A story page's Open Graph pairs for autopopulate ([] = the site does not allow it)",
  },
  remove: {
    id: 'API-46',
    service: 'accounts',
    method: 'DELETE',
    path: '/embeds/:embedUUID',
    summary: 'Delete an embed (mocked sessions only); its engagement facts go with it',
    status: 204,
  },
  archive: {
    id: 'API-47',
    service: 'accounts',
    method: 'PUT',
    path: '/embeds/:embedUUID/archive',
    summary: 'Archive an embed (409 while it is online)',
    status: 204,
  },
  unarchive: {
    id: 'API-48',
    service: 'accounts',
    method: 'PUT',
    path: '/embeds/:embedUUID/unarchive',
    summary: 'Unarchive an embed',
    status: 204,
  },
})

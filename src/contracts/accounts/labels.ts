/** The account service's embed-label calls (spec 001 §2, §5; API-50..54): the calls half. */
import { calls } from '../define'

export const labelCalls = calls({
  list: {
    id: 'API-50',
    service: 'accounts',
    method: 'GET',
    path: '/accounts/:accountUUID/labels',
    summary: "The account's labels by name",
  },
  create: {
    id: 'API-51',
    service: 'accounts',
    method: 'POST',
    path: '/accounts/:accountUUID/labels',
    summary: 'Create a label (one name per account whatever the case)',
    status: 201,
  },
  rename: {
    id: 'API-52',
    service: 'accounts',
    method: 'PUT',
    path: '/v1/labels/:labelUUID',
    summary: 'Rename a label',
  },
  remove: {
    id: 'API-53',
    service: 'accounts',
    method: 'DELETE',
    path: '/v1/labels/:labelUUID',
    summary: 'Delete a label and its links; failedLabelUUIDs lists what could not go',
  },
  attach: {
    id: 'API-54',
    service: 'accounts',
    method: 'PUT',
    path: '/embeds/:embedUUID/labels',
    summary: "Replace an embed's labels (existing ones by id, new ones by name)",
  },
})

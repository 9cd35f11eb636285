/** The account service's account, profile and shell calls (spec 000): the calls half. */
import { calls } from '../define'

export const accountCalls = calls({
  general: {
    id: 'API-01',
    service: 'accounts',
    method: 'GET',
    path: '/accounts/:accountUUID',
    summary: 'Account information (any user of the account; API-25 is the same call)',
  },
  saveGeneral: {
    id: 'API-02',
    service: 'accounts',
    method: 'PUT',
    path: '/accounts/:accountUUID',
    summary: 'Save the general information (settings.general)',
  },
  sites: {
    id: 'API-35',
    service: 'accounts',
    method: 'GET',
    path: '/accounts/:accountUUID/sites',
    summary: "The account's sites, all of them or one page (API-36: `page`, `size`)",
  },
  paymentSummary: {
    id: 'API-28',
    service: 'accounts',
    method: 'GET',
    path: '/accounts/:accountUUID/paymentinfo',
    summary: 'The payment summary: threshold, saved methods (masked), types (settings.paymentInfo)',
  },
  saveProfile: {
    id: 'API-10',
    service: 'accounts',
    method: 'PUT',
    path: '/users/:userUUID',
    summary: "The user's own profile; a new e-mail also needs the current password",
  },
  ip: {
    id: 'API-23',
    service: 'accounts',
    method: 'GET',
    path: '/utils/ip',
    summary: "The caller's address",
  },
  dashboardMessage: {
    id: 'API-21',
    service: 'accounts',
    method: 'GET',
    path: '/dashboard/message',
    summary: 'The reporting-delay message',
  },
  feedback: {
    id: 'SHELL-20',
    service: 'accounts',
    method: 'POST',
    path: '/feedback',
    summary: "Feedback from the footer's button (20 an hour per user)",
    status: 201,
  },
})

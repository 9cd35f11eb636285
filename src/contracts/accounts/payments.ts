/** The account service's payment-method calls (spec 000 §4, API-29..34): the calls half. */
import { calls } from '../define'

export const paymentCalls = calls({
  method: {
    id: 'API-29',
    service: 'accounts',
    method: 'GET',
    path: '/paymentinfo/:type/:methodUUID',
    summary: 'One saved method with its fields, preferred flag and tax form (settings.paymentInfo)',
  },
  taxForm: {
    id: 'PAY-13',
    service: 'accounts',
    method: 'GET',
    path: '/paymentinfo/:type/:methodUUID/taxform',
    summary: "The method's tax form, to its own account only",
  },
  create: {
    id: 'API-30',
    service: 'accounts',
    method: 'POST',
    path: '/accounts/:accountUUID/paymentinfo/:type',
    summary: 'Save a new method (API-30..33 by type; PayPal as JSON, the others with their PDF)',
    status: 201,
  },
  update: {
    id: 'API-34',
    service: 'accounts',
    method: 'PUT',
    path: '/paymentinfo/:type/:methodUUID',
    summary: 'Update a method; its tax form stays unless a new one is sent',
  },
  makePreferred: {
    id: 'PAY-16',
    service: 'accounts',
    method: 'PUT',
    path: '/paymentinfo/:type/:methodUUID/preferred',
    summary: 'Make a saved method the only preferred one',
  },
})

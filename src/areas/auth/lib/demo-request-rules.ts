/** AUTH-07 request-demo rules, shared by the form and the demo server. */
import { email, maxLength, required, type Rule } from '../../../core/validation/rules'

const DOMAIN = /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i
const domain: Rule = (value) =>
  value && !DOMAIN.test(value.replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
    ? 'Please enter a valid domain'
    : null
const count: Rule = (value) => (value && !/^\d[\d,]*$/.test(value) ? 'Please enter a number' : null)

export const DEMO_REQUEST_RULES: Record<string, Rule[]> = {
  firstName: [required(), maxLength(100)],
  lastName: [required(), maxLength(100)],
  email: [required(), email()],
  phone: [required(), maxLength(40)],
  domain: [required(), maxLength(253), domain],
  pageviews: [required(), maxLength(20), count],
}

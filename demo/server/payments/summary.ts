/**
 * API-28's items (the summary served with the shell's calls in accounts/routes.ts): id, type,
 * preferred flag and last update, and what tells the method apart (PAY-05, issue 7 review
 * finding): the PayPal user name, the payee, the bank name, and only the end of an account
 * number or IBAN, never the whole (those stay behind API-29, for the method's own form).
 */
import { methodTag, paymentTypeOf } from '../../../src/areas/account/lib/payment-rules'
import type { PaymentMethodsTable } from '../platform/schema'

export function summaryItem(method: PaymentMethodsTable) {
  const type = paymentTypeOf(method.payment_type)
  let data: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(method.data)
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>
  } catch {
    // An unreadable row still lists, without its tag.
  }
  return {
    id: method.method_uuid,
    paymentType: method.payment_type,
    preferredPayment: method.preferred === 1,
    lastUpdate: new Date(method.last_update).toISOString(),
    ...(type ? methodTag(type, data) : {}),
  }
}

import type { TabProps } from '../account-root'
import { MovedNotice } from '../../../ui/states'

/** PAY-01..18: Payment Information (being built: the moved notice only for now). */
export function PaymentTab({ newPortalUrl }: Readonly<TabProps>) {
  return newPortalUrl ? (
    <MovedNotice
      text="Payment Information has been moved to the new portal"
      button="Go to Payment Information"
      url={newPortalUrl}
    />
  ) : null
}

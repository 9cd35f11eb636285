import type { RequestStatus } from '../lib/ratings-routes'
import { TEXT } from '../lib/ratings-texts'

/**
 * RAT-04..07: the request screen. Placeholder of the contract commit; filled by the access slice.
 * `onStatus` gets APPROVED (after the 100 ms delay of an immediate approval) or PENDING.
 */
export function RequestScreen(
  _props: Readonly<{
    host: HTMLElement
    requestStatus: RequestStatus
    onStatus: (status: RequestStatus) => void
  }>,
) {
  return <h1>{TEXT.requestTitle}</h1>
}

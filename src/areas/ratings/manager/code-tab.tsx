import { Card } from '../../../ui/states'
import type { TabProps } from './tab-props'

/** The code tab (placeholder of the contract commit; filled by its slice). */
export function CodeTab(_props: Readonly<TabProps>) {
  return <Card>code</Card>
}

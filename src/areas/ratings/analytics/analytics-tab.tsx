import { Card } from '../../../ui/states'
import type { TabProps } from '../manager/tab-props'

/** The analytics tab (placeholder of the contract commit; filled by its slice). */
export function AnalyticsTab(_props: Readonly<TabProps>) {
  return <Card>analytics</Card>
}

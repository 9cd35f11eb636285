import { Card } from '../../../ui/states'
import type { TabProps } from '../manager/tab-props'

/** The addons tab (placeholder of the contract commit; filled by its slice). */
export function AddonsTab(_props: Readonly<TabProps>) {
  return <Card>addons</Card>
}

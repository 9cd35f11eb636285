import { Card } from '../../../ui/states'
import type { TabProps } from '../manager/tab-props'

/** The configuration tab (placeholder of the contract commit; filled by its slice). */
export function ConfigurationTab(_props: Readonly<TabProps>) {
  return <Card>configuration</Card>
}

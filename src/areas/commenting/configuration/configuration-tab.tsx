import { MovedNotice } from '../../../ui/states'
import { TEXT } from '../lib/commenting-texts'
import type { TabProps } from '../manager/tab-props'
import { AvatarSection } from './avatar-section'
import { ColorSection } from './color-section'
import { CommunitySection } from './community-section'
import { GeneralSection } from './general-section'
import { ModerationSection } from './moderation-section'
import { TreeSection } from './tree-section'

/**
 * COM-10, COM-12..31: the comment manager's Configuration tab: the moved notice when the
 * feature lives in the newer portal, else the six sections, each opened with Configure.
 */
export function ConfigurationTab(props: Readonly<TabProps>) {
  if (props.newPortalUrl)
    return (
      <MovedNotice
        text={TEXT.configMoved}
        button={TEXT.configMovedButton}
        url={props.newPortalUrl}
      />
    )
  return (
    <div className="flex flex-col gap-4">
      <GeneralSection {...props} />
      <ModerationSection {...props} />
      <TreeSection {...props} />
      <ColorSection {...props} />
      <AvatarSection {...props} />
      <CommunitySection {...props} />
    </div>
  )
}

import { MovedNotice } from '../../../ui/states'
import { TEXT } from '../lib/commenting-texts'
import type { AvatarPack } from '../lib/commenting-rules'
import type { TabProps } from '../manager/tab-props'
import { AvatarSection } from './avatar-section'
import { ColorSection } from './color-section'
import { CommunitySection } from './community-section'
import { GeneralSection } from './general-section'
import { ModerationSection } from './moderation-section'
import { TreeSection } from './tree-section'
import { UnitPreview } from './unit-preview'
import { WordListsSection } from './word-lists-section'
import { moderationApi } from '../moderation/moderation-api'
import { useRequest } from '../../../ui/use-request'
import { useWorkingCopies, WorkingCopiesProvider } from './working-copies'

/** The User Avatars section edits `{avatarPack}` (a stored object of its own). */
const isPackDraft = (draft: unknown): draft is { avatarPack: AvatarPack } =>
  typeof draft === 'object' && draft !== null && 'avatarPack' in draft

/**
 * COM-10, COM-12..31: the comment manager's Configuration tab: the moved notice when the
 * feature lives in the newer portal, else the six sections (and the word lists, beyond the spec),
 * each opened with Configure, beside a live preview of the unit that follows their unsaved edits
 * (#15).
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
  return <Configuration {...props} />
}

function Configuration(props: Readonly<TabProps>) {
  const copies = useWorkingCopies()
  const { config } = props
  const unitUUID = config.commentingUnitUUID
  const lists = useRequest((signal) => moderationApi.wordLists(unitUUID, signal), unitUUID)
  const pack = [...copies.drafts.values()].find(isPackDraft)?.avatarPack ?? config.avatarPack
  return (
    <WorkingCopiesProvider value={copies.publish}>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex flex-col gap-4">
          <GeneralSection {...props} />
          <ModerationSection {...props} wordLists={lists.data} />
          <WordListsSection unitUUID={unitUUID} lists={lists} />
          <TreeSection {...props} />
          <ColorSection {...props} />
          <AvatarSection {...props} />
          <CommunitySection {...props} />
        </div>
        {/* Clear of the portal header (sticky too) when the page scrolls. */}
        <div className="lg:sticky lg:top-20">
          <UnitPreview
            general={copies.working(config.general)}
            colors={copies.working(config.colorSchema)}
            avatarPack={pack}
            edited={copies.edited}
          />
        </div>
      </div>
    </WorkingCopiesProvider>
  )
}

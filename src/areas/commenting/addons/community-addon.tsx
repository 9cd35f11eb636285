import type { CommunityAddon as Community } from '../lib/commenting-rules'
import { AddonCard } from './addon-card'
import { CommunityForm } from './community-form'
import { useAddon, type AddonProps } from './use-addon'

/** COM-32/36: the Community add-on: toggle, settings panel and its code. */
export function CommunityAddon({
  stored,
  code,
  configurationUUID,
  unitUUID,
  onCreated,
}: Readonly<
  AddonProps<Community> & {
    /** The commenting unit the placeholder image is uploaded for. */
    unitUUID: string
  }
>) {
  const addon = useAddon('community', stored, 'isCommunityEnabled', configurationUUID, onCreated)
  const snippets = code
    ? [
        {
          label: 'Community Add-On Code',
          value: code.communityCode.code,
          note: 'Paste inside <body> where the community should show.',
        },
      ]
    : null
  return (
    <AddonCard
      addon={addon}
      description="Shows your community's top articles and top commenters."
      snippets={snippets}
    >
      <CommunityForm key={addon.version} addon={addon} unitUUID={unitUUID} />
    </AddonCard>
  )
}

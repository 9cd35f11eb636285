import { useMemo } from 'react'
import { commentingApi } from '../commenting-api'
import { ConfigSection } from '../components/config-section'
import { AVATAR_PACKS, AVATARS_IN_PREVIEW, AVATARS_IN_SUMMARY } from '../lib/commenting-rules'
import { TEXT } from '../lib/commenting-texts'
import type { TabProps } from '../manager/tab-props'
import { AVATAR_PACK_LABELS, AvatarPreview } from './avatar-preview'
import { ChoiceGroup } from './choice-group'
import { useConfigSection } from './use-config-section'

const CHOICES = AVATAR_PACKS.map((value) => ({ value, label: AVATAR_PACK_LABELS[value] }))

/** COM-26: the User Avatars section; Save only when another pack is chosen. */
export function AvatarSection({ config, setConfig }: Readonly<TabProps>) {
  // One stored object per saved pack, so the working copy resets only when the pack does.
  const stored = useMemo(() => ({ avatarPack: config.avatarPack }), [config.avatarPack])
  const s = useConfigSection(stored)
  const pack = s.draft.avatarPack

  function save() {
    void s.save({
      problems: [],
      send: () => commentingApi.saveAvatarPack(config.commentingUnitConfigurationUUID, pack),
      done: ({ avatarPack }) => setConfig({ ...config, avatarPack }),
      ok: TEXT.avatarSaved,
      failed: TEXT.avatarFailed,
    })
  }

  return (
    <ConfigSection
      title="User Avatars"
      summary={
        <span className="flex flex-col gap-2">
          <span>{AVATAR_PACK_LABELS[s.saved.avatarPack]} pack</span>
          <AvatarPreview pack={s.saved.avatarPack} count={AVATARS_IN_SUMMARY} size={28} />
        </span>
      }
      section={s}
      onSave={save}
      saveDisabled={pack === s.saved.avatarPack}
    >
      <ChoiceGroup
        legend="Avatar pack"
        value={pack}
        choices={CHOICES}
        columns="grid-cols-2 sm:grid-cols-5"
        onChange={(avatarPack) => s.update({ avatarPack })}
      />
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-700">Preview</p>
        <AvatarPreview pack={pack} count={AVATARS_IN_PREVIEW} />
      </div>
    </ConfigSection>
  )
}

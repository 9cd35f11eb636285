import {
  FONT_SIZE_LABELS,
  FONT_WEIGHT_LABELS,
  fontSizeOptions,
  fontWeightOptions,
} from '../../../site-product/font-options'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { commentingApi } from '../commenting-api'
import { FlagSwitches } from '../components/flag-switches'
import { ConfigSection } from '../components/config-section'
import { SettingsGroup } from '../components/settings-group'
import {
  FONT_SIZE_PX,
  FONT_SIZES,
  FONT_WEIGHT_VALUE,
  FONT_WEIGHTS,
  generalProblems,
  GROUPS,
  NAME_MAX,
  TITLE_MAX,
  type FontSize,
  type FontWeight,
  type GeneralAdvanced,
  type GeneralSettings,
  type Group,
} from '../lib/commenting-rules'
import { TEXT } from '../lib/commenting-texts'
import type { TabProps } from '../manager/tab-props'
import { useConfigSection } from './use-config-section'

const SIZE_OPTIONS = fontSizeOptions(FONT_SIZES, FONT_SIZE_PX)
const WEIGHT_OPTIONS = fontWeightOptions(FONT_WEIGHTS, FONT_WEIGHT_VALUE)
const GROUP_OPTIONS = GROUPS.map((v) => ({ value: v, label: v }))
const DEFAULT_ADVANCED: GeneralAdvanced = {
  group: 'INTERNAL',
  isLoadCommentsButtonEnabled: false,
  allowDisqusAccountLink: false,
}

const FLAGS = [
  ['Enable page ID', 'isPageIDEnabled'],
  ['Promote comments', 'isPromoteCommentsEnabled'],
  ['Turn off replies', 'isTurnOffRepliesEnabled'],
  ['Active users indicator', 'isActiveUsersIndicatorEnabled'],
] as const
const ADVANCED_FLAGS = [
  ['Load comments button', 'isLoadCommentsButtonEnabled'],
  ['Allow Disqus account link', 'allowDisqusAccountLink'],
] as const

/** An empty indicator title and none are the same. */
const comparable = (g: GeneralSettings) => ({
  ...g,
  activeUsersIndicatorTitle: g.activeUsersIndicatorTitle || null,
})
const differs = (a: GeneralSettings, b: GeneralSettings) =>
  JSON.stringify(comparable(a)) !== JSON.stringify(comparable(b))

/** COM-14..17: the General section; advanced settings only in mocked sessions. */
export function GeneralSection({ config, setConfig, mocked }: Readonly<TabProps>) {
  const s = useConfigSection(config.general, differs)
  const g = s.draft
  const advanced = g.advancedSettings ?? DEFAULT_ADVANCED
  const problems = generalProblems(g)
  // From the latest working copy, so quick successive changes all count.
  const setAdvanced = (patch: Partial<GeneralAdvanced>) =>
    s.setDraft((d) => ({
      ...d,
      advancedSettings: { ...(d.advancedSettings ?? DEFAULT_ADVANCED), ...patch },
    }))

  function save() {
    const { advancedSettings: _omit, ...plain } = g
    const body: GeneralSettings = mocked ? { ...plain, advancedSettings: advanced } : plain
    void s.save({
      problems,
      send: () => commentingApi.saveGeneral(config.commentingUnitConfigurationUUID, body),
      done: (general) => setConfig({ ...config, general }),
      ok: TEXT.generalSaved,
      failed: TEXT.generalFailed,
    })
  }

  const saved = s.saved
  const summary = `${saved.name} · ${FONT_SIZE_LABELS[saved.fontSize]} ${FONT_SIZE_PX[saved.fontSize]} px, ${FONT_WEIGHT_LABELS[saved.weight]} · replies ${saved.isTurnOffRepliesEnabled ? 'off' : 'on'}`

  return (
    <ConfigSection
      title="General"
      summary={summary}
      section={s}
      onSave={save}
      error={s.errorWhile(problems.length > 0)}
    >
      <TextField
        label="Integration name"
        required
        value={g.name}
        maxLength={NAME_MAX + 20}
        onChange={(name) => s.update({ name })}
        onBlur={() => s.leave('name')}
        error={s.shown(problems, 'name')}
        helper={`1 to ${NAME_MAX} characters`}
      />
      <div className="flex flex-col gap-3">
        <FlagSwitches values={g} onChange={s.update} flags={FLAGS} />
      </div>
      <TextField
        label="Active users indicator title"
        required={g.isActiveUsersIndicatorEnabled}
        value={g.activeUsersIndicatorTitle ?? ''}
        maxLength={TITLE_MAX + 20}
        onChange={(activeUsersIndicatorTitle) => s.update({ activeUsersIndicatorTitle })}
        onBlur={() => s.leave('activeUsersIndicatorTitle')}
        error={s.shown(problems, 'activeUsersIndicatorTitle')}
        helper={`Up to ${TITLE_MAX} characters; required while the indicator is on`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Font size"
          value={g.fontSize}
          options={SIZE_OPTIONS}
          onChange={(v) => s.update({ fontSize: v as FontSize })}
        />
        <SelectField
          label="Font weight"
          value={g.weight}
          options={WEIGHT_OPTIONS}
          onChange={(v) => s.update({ weight: v as FontWeight })}
        />
      </div>
      {mocked ? (
        <SettingsGroup legend="Advanced settings">
          <SelectField
            label="Group"
            className="sm:max-w-xs"
            value={advanced.group}
            options={GROUP_OPTIONS}
            onChange={(v) => setAdvanced({ group: v as Group })}
          />
          <FlagSwitches values={advanced} onChange={setAdvanced} flags={ADVANCED_FLAGS} />
        </SettingsGroup>
      ) : null}
    </ConfigSection>
  )
}

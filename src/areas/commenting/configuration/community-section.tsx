import { useMemo, useState, type ReactNode } from 'react'
import { SelectField } from '../../../ui/select-field'
import { Switch } from '../../../ui/switch'
import { TextField } from '../../../ui/text-field'
import { commentingApi } from '../commenting-api'
import { ConfigSection } from '../components/config-section'
import { ImageUpload } from '../components/image-upload'
import { SettingsGroup } from '../components/settings-group'
import {
  LOAD_OPTIONS,
  PLACEHOLDER_CHOICES,
  TOP_ARTICLES,
  TOP_COMMENTERS,
  type TopListSettings,
} from '../components/community-choices'
import {
  communityProblems,
  communityToSave,
  DAYS_MAX_DIGITS,
  daysProblem,
  DEFAULT_CUSTOM_DAYS,
  TITLE_MAX,
  type CommunityPosition,
  type CommunitySettings,
} from '../lib/commenting-rules'
import { TEXT } from '../lib/commenting-texts'
import type { TabProps } from '../manager/tab-props'
import { ChoiceGroup, type Choice } from './choice-group'
import { useConfigSection } from './use-config-section'

const POSITION_CHOICES: ReadonlyArray<Choice<CommunityPosition>> = [
  { value: 'IN_UNIT', label: 'In unit' },
  { value: 'ABOVE_UNIT', label: 'Above unit' },
  { value: 'BELOW_UNIT', label: 'Below unit' },
]
const FRAME_CHOICES: ReadonlyArray<Choice<'all' | 'custom'>> = [
  { value: 'all', label: 'All time' },
  { value: 'custom', label: 'Custom' },
]
const POSITION_LABEL = Object.fromEntries(POSITION_CHOICES.map((c) => [c.value, c.label]))

const ARTICLES = { ...TOP_ARTICLES, limitLabel: 'Top articles shown first' }
const COMMENTERS = { ...TOP_COMMENTERS, limitLabel: 'Top commenters shown first' }

/** The working copy: the settings plus the time frame as chosen and the days as typed. */
interface CommunityDraft extends CommunitySettings {
  customDays: boolean
  daysText: string
}
const toDraft = (c: CommunitySettings): CommunityDraft => ({
  ...c,
  customDays: c.topArticlesDaysTimeFrame !== 0,
  daysText: String(c.topArticlesDaysTimeFrame),
})
/** COM-28: all time is 0; custom is the typed number of days (empty stays invalid). */
function toSettings({ customDays, daysText, ...c }: CommunityDraft): CommunitySettings {
  const days = !customDays ? 0 : daysText === '' ? NaN : Number(daysText)
  return communityToSave({ ...c, topArticlesDaysTimeFrame: days })
}
const differs = (a: CommunityDraft, b: CommunityDraft) =>
  JSON.stringify(toSettings(a)) !== JSON.stringify(toSettings(b))

/** COM-27..31: the Community section with its placeholder image upload. */
export function CommunitySection({ config, setConfig }: Readonly<TabProps>) {
  const stored = useMemo(() => toDraft(config.community), [config.community])
  const s = useConfigSection(stored, differs)
  const [uploading, setUploading] = useState(false)
  const d = s.draft
  const settings = toSettings(d)
  // The typed days are checked as typed (COM-28); an empty field is invalid, 0 is valid.
  const problems = [
    ...communityProblems({ ...settings, topArticlesDaysTimeFrame: 0 }),
    ...(d.customDays && daysProblem(d.daysText)
      ? [{ field: 'days', message: daysProblem(d.daysText)! }]
      : []),
  ]

  function save() {
    void s.save({
      // A custom type without an image keeps Save disabled rather than refusing it.
      problems: problems.filter((p) => p.field !== 'placeholderImageUrl'),
      send: async () => toDraft(await commentingApi.saveCommunity(settings)),
      done: ({ customDays: _c, daysText: _t, ...community }) => setConfig({ ...config, community }),
      ok: TEXT.communitySaved,
      failed: TEXT.communityFailed,
    })
  }

  const saved = s.saved
  const summary = saved.isCommunityEnabled
    ? `On · ${saved.title ?? 'No title'} · ${POSITION_LABEL[saved.position]}`
    : 'Off'
  const noImage = d.placeholderImageType === 'custom' && !d.placeholderImageUrl

  return (
    <ConfigSection
      title="Community"
      summary={summary}
      section={s}
      onSave={save}
      saveDisabled={!s.changed || uploading || noImage}
      error={s.errorWhile(problems.some((p) => p.field !== 'placeholderImageUrl'))}
    >
      <Switch
        label="Enable community"
        checked={d.isCommunityEnabled}
        onChange={(isCommunityEnabled) => s.update({ isCommunityEnabled })}
      />
      <TextField
        label="Community title"
        value={d.title ?? ''}
        maxLength={TITLE_MAX + 20}
        onChange={(title) => s.update({ title })}
        onBlur={() => s.leave('title')}
        error={s.shown(problems, 'title')}
        helper={`Up to ${TITLE_MAX} characters`}
      />
      <ChoiceGroup
        legend="Position"
        value={d.position}
        choices={POSITION_CHOICES}
        onChange={(position) => s.update({ position })}
      />
      <TopList list={ARTICLES} draft={d} update={s.update}>
        <ChoiceGroup
          legend="Time frame"
          value={d.customDays ? 'custom' : 'all'}
          choices={FRAME_CHOICES}
          columns="sm:grid-cols-2"
          onChange={(frame) =>
            s.update(
              frame === 'all'
                ? { customDays: false }
                : { customDays: true, daysText: String(DEFAULT_CUSTOM_DAYS) },
            )
          }
        />
        {d.customDays ? (
          <TextField
            label="Number of days"
            className="sm:max-w-xs"
            inputMode="numeric"
            maxLength={DAYS_MAX_DIGITS}
            value={d.daysText}
            onChange={(v) => s.update({ daysText: v.replace(/\D/g, '').slice(0, DAYS_MAX_DIGITS) })}
            onBlur={() => s.leave('days')}
            error={s.shown(problems, 'days')}
            helper={`Up to ${DAYS_MAX_DIGITS} digits`}
          />
        ) : null}
      </TopList>
      <TopList list={COMMENTERS} draft={d} update={s.update} />
      <ChoiceGroup
        legend="Placeholder image"
        value={d.placeholderImageType}
        choices={PLACEHOLDER_CHOICES}
        columns="sm:grid-cols-2"
        onChange={(placeholderImageType) => s.update({ placeholderImageType })}
      />
      {d.placeholderImageType === 'custom' ? (
        <ImageUpload
          unitUUID={config.commentingUnitUUID}
          workflow="COMMUNITY"
          imageUrl={d.placeholderImageUrl}
          imageName={d.placeholderImageName}
          onUploading={setUploading}
          onUploaded={(placeholderImageUrl, placeholderImageName) =>
            s.update({ placeholderImageUrl, placeholderImageName })
          }
        />
      ) : null}
    </ConfigSection>
  )
}

/** One top list's group: its switch, its first load, and what else it has (`children`). */
function TopList({
  list,
  draft,
  update,
  children,
}: Readonly<{
  list: TopListSettings & { limitLabel: string }
  draft: CommunityDraft
  update: (patch: Partial<CommunityDraft>) => void
  children?: ReactNode
}>) {
  return (
    <SettingsGroup legend={list.legend}>
      <Switch
        label={list.showLabel}
        checked={draft[list.show]}
        onChange={(on) => update({ [list.show]: on })}
      />
      <SelectField
        label={list.limitLabel}
        className="sm:max-w-xs"
        value={String(draft[list.limit])}
        options={LOAD_OPTIONS}
        onChange={(v) => update({ [list.limit]: Number(v) })}
      />
      {children}
    </SettingsGroup>
  )
}

import { SelectField } from '../../../ui/select-field'
import { Switch } from '../../../ui/switch'
import { commentingApi } from '../commenting-api'
import { FlagSwitches } from '../components/flag-switches'
import { ConfigSection } from '../components/config-section'
import { SettingsGroup } from '../components/settings-group'
import {
  anonymousSwitches,
  AUTO_BLOCK_MARKS,
  AUTO_REMOVE_MARKS,
  SCORE_MAX,
  scoresProblems,
  userTypeFrom,
  type ModerationAdvanced,
  type ModerationSettings,
  type ModerationType,
} from '../lib/commenting-rules'
import { TEXT } from '../lib/commenting-texts'
import type { TabProps } from '../manager/tab-props'
import { ChoiceGroup, type Choice } from './choice-group'
import { TryComment } from './try-comment'
import type { WordLists } from '../lib/word-list-rules'
import { useConfigSection } from './use-config-section'

const FLAGS = [
  [`Auto block a commenter after ${AUTO_BLOCK_MARKS} inappropriate marks`, 'autoBlockAuthors'],
  [`Auto remove a comment after ${AUTO_REMOVE_MARKS} marks`, 'autoRemoveComments'],
  ['Block comments with links', 'blockCommentsWithLink'],
  ['Emoji reactions', 'isEmojiReactionsEnabled'],
] as const
const MEDIA = [['Allow media in comments', 'isMediaContentEnabled']] as const
const MEDIA_KINDS = [
  ['Videos', 'isVideosEnabled'],
  ['Images', 'isImagesEnabled'],
  ['GIFs', 'isGifsEnabled'],
] as const

const TYPE_CHOICES: ReadonlyArray<Choice<ModerationType>> = [
  {
    value: 'POST_MODERATION',
    label: 'Publish, then review',
    note: 'Comments show at once; you can remove them after review.',
  },
  {
    value: 'PRE_MODERATION',
    label: 'Review before publishing',
    note: 'Every comment waits for your approval before it shows.',
  },
  { value: 'NO_MODERATION', label: 'No moderation', note: 'Comments show at once, unreviewed.' },
]
const TYPE_LABEL = Object.fromEntries(TYPE_CHOICES.map((c) => [c.value, c.label]))
const DEFAULT_ADVANCED: ModerationAdvanced = {
  isAIModerationEnabled: false,
  minApprovalScore: 0,
  maxApprovalScore: 0,
}
const scoreOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    value: String(from + i),
    label: String(from + i),
  }))

/** COM-18..21: the Moderation section; AI moderation only in mocked sessions. */
export function ModerationSection({
  config,
  setConfig,
  mocked,
  wordLists,
}: Readonly<TabProps & { wordLists: WordLists | null }>) {
  const s = useConfigSection(config.moderation)
  const m = s.draft
  const advanced = m.advancedSettings ?? DEFAULT_ADVANCED
  const { anonymous, onlyAnonymous } = anonymousSwitches(m.commentingUserType)
  // From the latest working copy, so quick successive changes all count.
  const setAdvanced = (patch: Partial<ModerationAdvanced>) =>
    s.setDraft((d) => ({
      ...d,
      advancedSettings: { ...(d.advancedSettings ?? DEFAULT_ADVANCED), ...patch },
    }))
  // What would be sent: the AI settings travel only in mocked sessions.
  const { advancedSettings: _omit, ...plain } = m
  const body: ModerationSettings = mocked ? { ...plain, advancedSettings: advanced } : plain

  function save() {
    void s.save({
      problems: mocked ? scoresProblems(advanced) : [],
      send: () => commentingApi.saveModeration(body),
      done: (moderation) => setConfig({ ...config, moderation }),
      ok: TEXT.moderationSaved,
      failed: TEXT.moderationFailed,
    })
  }

  const saved = s.saved
  const summary = `${TYPE_LABEL[saved.moderationType]} · ${
    anonymousSwitches(saved.commentingUserType).anonymous
      ? 'anonymous comments allowed'
      : 'signed-up users only'
  }`

  return (
    <ConfigSection
      title="Moderation"
      summary={summary}
      section={s}
      onSave={save}
      error={s.errorWhile(mocked && scoresProblems(advanced).length > 0)}
    >
      <ChoiceGroup
        legend="When a comment is posted"
        value={m.moderationType}
        choices={TYPE_CHOICES}
        onChange={(moderationType) => s.update({ moderationType })}
      />
      <div className="flex flex-col gap-3">
        <Switch
          label="Allow anonymous comments"
          checked={anonymous}
          onChange={(on) => s.update({ commentingUserType: userTypeFrom(on, false) })}
        />
        <Switch
          label="Only anonymous comments"
          className="pl-6"
          disabled={!anonymous}
          checked={onlyAnonymous}
          onChange={(only) => s.update({ commentingUserType: userTypeFrom(true, only) })}
        />
        <FlagSwitches values={m} onChange={s.update} flags={MEDIA} />
        <FlagSwitches
          values={m}
          onChange={s.update}
          flags={MEDIA_KINDS}
          nested
          disabled={!m.isMediaContentEnabled}
        />
        <FlagSwitches values={m} onChange={s.update} flags={FLAGS} />
      </div>
      {mocked ? (
        <SettingsGroup legend="Rule-based score (AI moderation)">
          <Switch
            label="Score comments by rule"
            checked={advanced.isAIModerationEnabled}
            onChange={(isAIModerationEnabled) => setAdvanced({ isAIModerationEnabled })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Minimum approval score"
              value={String(advanced.minApprovalScore)}
              options={scoreOptions(0, advanced.maxApprovalScore)}
              onChange={(v) => setAdvanced({ minApprovalScore: Number(v) })}
            />
            <SelectField
              label="Maximum approval score"
              value={String(advanced.maxApprovalScore)}
              options={scoreOptions(advanced.minApprovalScore, SCORE_MAX)}
              onChange={(v) => setAdvanced({ maxApprovalScore: Number(v) })}
            />
          </div>
          <p className="text-xs text-slate-600">
            A fixed rule, not a trained model: two points for each flagged word, one for shouting,
            from 0 (clean) to {SCORE_MAX}. Above the maximum a comment is refused; above the minimum
            it waits for review.
          </p>
        </SettingsGroup>
      ) : null}
      <TryComment
        settings={body}
        edited={s.changed}
        repliesOff={config.general.isTurnOffRepliesEnabled}
        wordLists={wordLists}
      />
    </ConfigSection>
  )
}

import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { commentingApi } from '../commenting-api'
import { ConfigSection } from '../components/config-section'
import {
  applyTreePreset,
  LOAD_MORE_CHOICES,
  TREE_MAX,
  TREE_PRESETS,
  treeProblems,
  type CommentsTree,
  type TreeType,
} from '../lib/commenting-rules'
import { TEXT } from '../lib/commenting-texts'
import type { TabProps } from '../manager/tab-props'
import { ChoiceGroup, type Choice } from './choice-group'
import { useConfigSection } from './use-config-section'

const TREE_LABELS: Record<TreeType, string> = {
  BASIC: 'Basic',
  COMPACT: 'Compact',
  ADVANCED: 'Advanced',
  CUSTOM: 'Custom',
}
const presetNote = (comments: number, replies: number) =>
  `${comments} ${comments === 1 ? 'comment' : 'comments'}, ${replies} ${replies === 1 ? 'reply' : 'replies'}`
const PRESET_CHOICES: ReadonlyArray<Choice<TreeType>> = (
  ['BASIC', 'COMPACT', 'ADVANCED'] as const
).map((type) => ({
  value: type,
  label: TREE_LABELS[type],
  note: presetNote(TREE_PRESETS[type].comments, TREE_PRESETS[type].replies),
}))
const CHOICES: ReadonlyArray<Choice<TreeType>> = [
  ...PRESET_CHOICES,
  { value: 'CUSTOM', label: 'Custom', note: `Your own limits, up to ${TREE_MAX} each` },
]
const LOAD_MORE_OPTIONS = LOAD_MORE_CHOICES.map((n) => ({ value: String(n), label: String(n) }))
/** COM-23: the Custom type's limits, typed. */
const CUSTOM_LIMITS = [
  { label: 'Visible comments', key: 'commentsInitialLoadLimit', min: 1 },
  { label: 'Visible replies', key: 'repliesInitialLoadLimit', min: 0 },
] as const
const LOAD_MORE = [
  { label: 'Comments per “Load more”', key: 'commentsLoadMoreLimit' },
  { label: 'Replies per “Load more”', key: 'repliesLoadMoreLimit' },
] as const

/** COM-22: custom limits count only while the type is CUSTOM. */
function differs(a: CommentsTree, b: CommentsTree): boolean {
  return (
    a.treeType !== b.treeType ||
    a.commentsLoadMoreLimit !== b.commentsLoadMoreLimit ||
    a.repliesLoadMoreLimit !== b.repliesLoadMoreLimit ||
    (a.treeType === 'CUSTOM' &&
      (a.commentsInitialLoadLimit !== b.commentsInitialLoadLimit ||
        a.repliesInitialLoadLimit !== b.repliesInitialLoadLimit))
  )
}

/** A typed limit: empty or not a whole number stays NaN, which the rules refuse. */
const typed = (value: string) => (/^\d{1,3}$/.test(value) ? Number(value) : NaN)
const shownNumber = (n: number) => (Number.isNaN(n) ? '' : String(n))

/** COM-22/23: the Comments Tree section; the Custom card shows only while it is open. */
export function TreeSection({ config, setConfig }: Readonly<TabProps>) {
  const s = useConfigSection(config.commentsTree, differs)
  const t = s.draft
  const problems = treeProblems(t)

  function save() {
    void s.save({
      problems,
      send: () => commentingApi.saveTree(t),
      done: (commentsTree) => setConfig({ ...config, commentsTree }),
      ok: TEXT.treeSaved,
      failed: TEXT.treeFailed,
    })
  }

  const saved = s.saved
  const summary = `${TREE_LABELS[saved.treeType]} · ${presetNote(saved.commentsInitialLoadLimit, saved.repliesInitialLoadLimit)} shown first · load more ${saved.commentsLoadMoreLimit} / ${saved.repliesLoadMoreLimit}`

  return (
    <ConfigSection
      title="Comments Tree"
      summary={summary}
      section={s}
      onSave={save}
      error={s.errorWhile(problems.length > 0)}
    >
      <ChoiceGroup
        legend="Tree layout"
        value={t.treeType}
        choices={CHOICES}
        columns="sm:grid-cols-2 lg:grid-cols-4"
        onChange={(type) => s.setDraft((d) => applyTreePreset(d, type))}
      />
      {t.treeType === 'CUSTOM' ? (
        <div className="flex flex-col gap-2">
          <div className="grid gap-4 sm:grid-cols-2">
            {CUSTOM_LIMITS.map(({ label, key, min }) => (
              <TextField
                key={key}
                label={label}
                type="number"
                inputMode="numeric"
                min={min}
                max={TREE_MAX}
                step={1}
                value={shownNumber(t[key])}
                onChange={(v) => s.update({ [key]: typed(v) })}
                onBlur={() => s.leave(key)}
                error={s.shown(problems, key)}
              />
            ))}
          </div>
          <p className="text-xs text-slate-600">{TEXT.treeTip}</p>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {LOAD_MORE.map(({ label, key }) => (
          <SelectField
            key={key}
            label={label}
            value={String(t[key])}
            options={LOAD_MORE_OPTIONS}
            onChange={(v) => s.update({ [key]: Number(v) })}
          />
        ))}
      </div>
    </ConfigSection>
  )
}

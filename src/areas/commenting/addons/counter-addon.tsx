import { useState } from 'react'
import { TextField } from '../../../ui/text-field'
import {
  COUNTER_PLACEHOLDERS,
  counterProblems,
  counterText,
  type CommentsCounterAddon,
} from '../lib/commenting-rules'
import { TEXT } from '../lib/commenting-texts'
import { AddonCard, AddonForm } from './addon-card'
import { useAddon, type AddonProps, type AddonState } from './use-addon'

type LabelKey = keyof typeof COUNTER_PLACEHOLDERS

const LABELS: ReadonlyArray<{ key: LabelKey; label: string; helper?: string }> = [
  { key: 'zeroCommentsLabel', label: 'Zero comments label' },
  { key: 'singleCommentLabel', label: 'Single comment label' },
  {
    key: 'multipleCommentsLabel',
    label: 'Multiple comments label',
    helper: '{count} is replaced by the number of comments.',
  },
]
const PREVIEW_COUNTS = [0, 1, 12] as const

/** COM-32/35: the Comments Counter add-on: toggle, labels with a live preview, code. */
export function CounterAddon({
  stored,
  code,
  configurationUUID,
  onCreated,
}: Readonly<AddonProps<CommentsCounterAddon>>) {
  const addon = useAddon(
    'comments-counters',
    stored,
    'isCommentsCounterEnabled',
    configurationUUID,
    onCreated,
  )
  const snippets = code
    ? [
        {
          label: 'Header Code',
          value: code.commentsCounterCode.headerCode,
          note: 'Paste inside <head>, once per page.',
        },
        {
          label: 'Comments Counter Code',
          value: code.commentsCounterCode.bodyCode,
          note: 'Paste inside <body> where the counter should show.',
        },
      ]
    : null
  return (
    <AddonCard
      addon={addon}
      description="Shows the number of comments of an article, e.g. on your home page."
      snippets={snippets}
    >
      <CounterForm key={addon.version} addon={addon} />
    </AddonCard>
  )
}

function CounterForm({ addon }: Readonly<{ addon: AddonState<CommentsCounterAddon> }>) {
  const { draft } = addon
  const [touched, setTouched] = useState<ReadonlySet<LabelKey>>(new Set())
  const [message, setMessage] = useState<string | null>(null)
  const problems = counterProblems(draft)
  const problemOf = (key: LabelKey) =>
    touched.has(key) ? (problems.find((p) => p.field === key)?.message ?? null) : null

  function save() {
    if (problems.length) {
      setTouched(new Set(LABELS.map((l) => l.key)))
      setMessage(TEXT.invalidFields)
      return
    }
    setMessage(null)
    void addon.save(draft)
  }

  return (
    <AddonForm addon={addon} onSave={save} message={message}>
      <div className="grid gap-4 sm:grid-cols-3">
        {LABELS.map(({ key, label, helper }) => (
          <TextField
            key={key}
            label={label}
            name={key}
            required
            value={draft[key]}
            placeholder={COUNTER_PLACEHOLDERS[key]}
            error={problemOf(key)}
            helper={helper}
            onChange={(value) => addon.update({ [key]: value })}
            onBlur={() => setTouched((t) => new Set(t).add(key))}
          />
        ))}
      </div>
      <div>
        <h3 className="text-sm font-medium text-slate-700">Preview</h3>
        <ul aria-label="Counter preview" className="mt-2 flex flex-wrap gap-2">
          {PREVIEW_COUNTS.map((count) => (
            <li
              key={count}
              className="rounded-control border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm text-slate-800"
            >
              <span className="sr-only">{count} comments: </span>
              {counterText(draft, count) || '—'}
            </li>
          ))}
        </ul>
      </div>
    </AddonForm>
  )
}

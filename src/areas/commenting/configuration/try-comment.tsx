import { useId, useMemo, useState } from 'react'
import { Checkbox } from '../../../ui/checkbox'
import { lazyModule } from '../../../ui/lazy-module'
import { SelectField } from '../../../ui/select-field'
import type { ModerationSettings } from '../lib/commenting-rules'
import { COMMENT_MAX, moderate, type MediaKind, type Outcome } from '../lib/moderation-rules'
import type { WordLists } from '../lib/word-list-rules'

// The word matcher (obscenity) loads only once a comment is tried against lists.
const wordRules = lazyModule(() => import('../lib/word-match-rules'))

const OUTCOME_TEXT: Record<Outcome, string> = {
  PUBLISHED: 'Published',
  HELD: 'Held',
  REFUSED: 'Refused',
}
const OUTCOME_STYLE: Record<Outcome, string> = {
  PUBLISHED: 'bg-green-50 text-success ring-green-200',
  HELD: 'bg-amber-50 text-warning ring-amber-200',
  REFUSED: 'bg-red-50 text-red-700 ring-red-200',
}
const MEDIA_OPTIONS = [
  { value: '', label: 'None' },
  { value: 'image', label: 'An image' },
  { value: 'gif', label: 'A GIF' },
  { value: 'video', label: 'A video' },
]

/**
 * A sandbox for the Moderation section: type a comment and see what the section's current
 * working settings (saved, or as edited and not yet saved) and the saved word lists would do with
 * it, decided by the same rule modules as the server.
 */
export function TryComment({
  settings,
  edited,
  repliesOff,
  wordLists,
}: Readonly<{
  settings: ModerationSettings
  edited: boolean
  repliesOff: boolean
  /** The unit's saved word lists (null until loaded). */
  wordLists: WordLists | null
}>) {
  const id = useId()
  const [text, setText] = useState('')
  const [anonymous, setAnonymous] = useState(false)
  const [isReply, setIsReply] = useState(false)
  const [media, setMedia] = useState<MediaKind | ''>('')
  const listed = !!wordLists && wordLists.banned.length + wordLists.suspect.length > 0
  const rules = wordRules.useModule(listed && !!text.trim())
  const match = useMemo(
    () => (rules && wordLists ? rules.wordMatcher(wordLists) : null),
    [rules, wordLists],
  )
  const verdict = text.trim()
    ? moderate(
        settings,
        { text, anonymous, isReply, media: media || null },
        { repliesOff, authorBlocked: false, words: match?.(text) ?? null },
      )
    : null

  return (
    <fieldset className="flex flex-col gap-3 rounded-card border border-dashed border-slate-300 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">Try a comment</legend>
      <label htmlFor={`${id}-text`} className="text-sm text-slate-700">
        Comment text
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        rows={3}
        maxLength={COMMENT_MAX + 50}
        onChange={(e) => setText(e.currentTarget.value)}
        className="w-full rounded-control border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
      />
      <div className="flex flex-wrap items-end gap-4">
        <Checkbox
          label="Post anonymously"
          checked={anonymous}
          onChange={setAnonymous}
          className="text-slate-800"
        />
        <Checkbox
          label="As a reply"
          checked={isReply}
          onChange={setIsReply}
          className="text-slate-800"
        />
        <SelectField
          label="Attached media"
          value={media}
          options={MEDIA_OPTIONS}
          onChange={(v) => setMedia(v as MediaKind | '')}
          className="w-40"
        />
      </div>
      <div role="status" aria-live="polite" className="min-h-12 text-sm">
        {verdict ? (
          <p>
            <span className="text-slate-600">
              {edited
                ? 'With these settings as edited (not saved yet): '
                : 'With the saved settings: '}
            </span>
            <span
              className={`mr-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${OUTCOME_STYLE[verdict.outcome]}`}
            >
              {OUTCOME_TEXT[verdict.outcome]}
            </span>
            <span className="text-slate-800">{verdict.reason}</span>
            {verdict.word ? <span className="text-slate-600"> (“{verdict.word}”)</span> : null}
            {verdict.score !== undefined ? (
              <span className="block text-xs text-slate-600">
                Rule-based score: {verdict.score} of 6
              </span>
            ) : null}
          </p>
        ) : (
          <p className="text-slate-500">Type a comment to see what these settings would do.</p>
        )}
      </div>
    </fieldset>
  )
}

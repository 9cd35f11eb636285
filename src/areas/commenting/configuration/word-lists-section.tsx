import { useMemo } from 'react'
import type { FieldError } from '../../../core/validation/rules'
import { LoadError } from '../../../ui/load-error'
import type { RequestState } from '../../../ui/use-request'
import { TextAreaField } from '../../../ui/text-area-field'
import { ConfigSection } from '../components/config-section'
import { plural } from '../lib/queue-rules'
import { WORDS_MAX, wordListProblems, type WordLists } from '../lib/word-list-rules'
import { moderationApi } from '../moderation/moderation-api'
import { useConfigSection } from './use-config-section'

export const WORD_LISTS_SAVED = 'Word lists saved.'
export const WORD_LISTS_FAILED = 'There was an issue saving the word lists'
export const WORD_LISTS_LOAD_FAILED = 'There was an issue loading the word lists'

/** The lists as the fields hold them: one word or phrase a line. */
interface ListTexts {
  banned: string
  suspect: string
}
const asTexts = (lists: WordLists): ListTexts => ({
  banned: lists.banned.join('\n'),
  suspect: lists.suspect.join('\n'),
})
const asLists = (texts: ListTexts): WordLists => ({
  banned: texts.banned.split('\n'),
  suspect: texts.suspect.split('\n'),
})

const FIELDS = [
  {
    field: 'banned',
    label: 'Banned words',
    helper: 'One word or phrase a line. A comment using one is refused at once.',
  },
  {
    field: 'suspect',
    label: 'Suspect words',
    helper: 'One word or phrase a line. A comment using one waits in the Moderation tab.',
  },
] as const

/**
 * Beyond the spec: the unit's word lists. Matched whatever the case, with look-alike letters
 * ("ѕсаm"), digits for letters ("1d10t"), stretched ("scaaam") or spaced out ("s c a m"), as whole
 * words; the server decides with the same rule module.
 */
export function WordListsSection({
  unitUUID,
  lists,
}: Readonly<{ unitUUID: string; lists: RequestState<WordLists> }>) {
  if (lists.error && !lists.data)
    return <LoadError text={WORD_LISTS_LOAD_FAILED} onRetry={lists.reload} />
  if (!lists.data) return null
  return <WordListsForm unitUUID={unitUUID} saved={lists.data} onSaved={lists.setData} />
}

function WordListsForm({
  unitUUID,
  saved,
  onSaved,
}: Readonly<{ unitUUID: string; saved: WordLists; onSaved: (lists: WordLists) => void }>) {
  const stored = useMemo(() => asTexts(saved), [saved])
  const s = useConfigSection<ListTexts>(stored)
  const problems: FieldError[] = wordListProblems(asLists(s.draft))
  function save() {
    void s.save({
      problems,
      send: () => moderationApi.saveWordLists(unitUUID, asLists(s.draft)).then(asTexts),
      done: (texts) => onSaved(asLists(texts)),
      ok: WORD_LISTS_SAVED,
      failed: WORD_LISTS_FAILED,
    })
  }
  const summary = `${plural(saved.banned.length, 'banned word')} · ${plural(saved.suspect.length, 'suspect word')}`
  const error = s.errorWhile(problems.length > 0)
  return (
    <ConfigSection title="Word lists" {...{ summary, section: s, onSave: save, error }}>
      <p className="text-sm text-slate-600">
        Words match whatever their case, written with look-alike letters of other alphabets, digits
        for letters (1d10t), stretched (scaaam) or spaced out (s c a m), as whole words. At most{' '}
        {WORDS_MAX} a list.
      </p>
      {FIELDS.map(({ field, label, helper }) => (
        <TextAreaField
          key={field}
          label={label}
          helper={helper}
          rows={5}
          value={s.draft[field]}
          onChange={(value) => s.update({ [field]: value })}
          onBlur={() => s.leave(field)}
          error={s.shown(problems, field)}
        />
      ))}
    </ConfigSection>
  )
}

import { notify } from '../../../../core/store'
import { changeContentType, type EditorCard } from '../../lib/card-rules'
import type { ContentType } from '../../lib/embeds-rules'
import { TYPE_NAMES } from '../../lib/customize-rules'
import { useBuilderActions } from '../builder-store'

const TYPES: ContentType[] = ['QUIZ', 'POLL', 'STORY']

/**
 * The content-type selector (BLD-15, 24, 25): quiz, poll or story. Between question and story the
 * other family's copy stays on the card (switching back restores it); a poll in the emoji
 * style cannot become a quiz (the spec's message).
 */
export function TypeSelector({ index, card }: Readonly<{ index: number; card: EditorCard }>) {
  const { updateCard } = useBuilderActions()
  function choose(to: ContentType, input: HTMLInputElement) {
    const { card: next, message } = changeContentType(card, to)
    if (message) {
      // Nothing changes, so nothing re-renders: preact leaves the refused radio checked.
      const group = input.closest('fieldset')
      const current = group?.querySelector<HTMLInputElement>(`input[value="${card.contentType}"]`)
      if (current) current.checked = true
      notify('error', message)
      return
    }
    updateCard(index, () => next)
  }
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Content type</legend>
      <div className="inline-flex rounded-control border border-slate-300 bg-white p-0.5 shadow-sm">
        {TYPES.map((type) => {
          const checked = card.contentType === type
          return (
            <label
              key={type}
              className={`cursor-pointer rounded-[4px] px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${checked ? 'bg-primary text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              <input
                type="radio"
                name={`content-type-${index}`}
                value={type}
                checked={checked}
                onChange={(e) => choose(type, e.currentTarget)}
                className="sr-only"
              />
              {TYPE_NAMES[type]}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

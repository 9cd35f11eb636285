import { DEFAULT_CARD_BACKGROUND } from '../../lib/builder-rules'
import type { EditorCard } from '../../lib/card-rules'
import { QuestionEditor } from './question-editor'
import { StoryEditor } from './story-editor'

/**
 * The live preview of the selected card, edited in place (BLD-15): the card's background colour
 * or image behind its title and answers (or story title and button).
 */
export function CardPreview({ index, card }: Readonly<{ index: number; card: EditorCard }>) {
  const background = card.contentType === 'STORY' ? card.story : card.question
  const image = background?.backgroundImageURL
  return (
    <div
      data-card-preview=""
      className="relative overflow-hidden rounded-card p-4 shadow-raised sm:p-6"
      style={{
        backgroundColor: background?.backgroundColor ?? DEFAULT_CARD_BACKGROUND,
        backgroundImage: image ? `url("${image.replace(/"/g, '%22')}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {/* A dark veil keeps the labels on the card readable over any image or colour. */}
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/40" />
      <div className="relative">
        {card.contentType === 'STORY' ? (
          <StoryEditor index={index} card={card} />
        ) : (
          <QuestionEditor index={index} card={card} />
        )}
      </div>
    </div>
  )
}

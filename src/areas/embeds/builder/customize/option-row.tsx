import type { QuestionType } from '../../lib/builder-rules'
import { IMAGE_OPTION_TYPES, TEXT_OPTION_TYPES } from '../../lib/builder-rules'
import { textLimit, type EditorOption } from '../../lib/card-rules'
import { IconButton } from './icon-button'
import { LimitedText } from './limited-text'

const EMOJI_CHOICES = ['😍', '😂', '😮', '😡', '👍', '👎', '😢', '🔥', '🎉', '🤔', '❤️', '👏']

export interface OptionRowProps {
  option: EditorOption
  index: number
  count: number
  type: QuestionType
  quiz: boolean
  /** The text shows as an error (showInvalid and the text fails, or a duplicate). */
  textInvalid: boolean
  /** The correct-answer choice shows as missing (a quiz without one, marked invalid). */
  correctMissing: string | null
  /** The image shows as missing (showInvalid on an image format without an image). */
  imageInvalid: boolean
  duplicate: boolean
  canRemove: boolean
  onText: (text: string) => void
  onEmoji: (emoji: string) => void
  onCorrect: () => void
  onMove: (to: number) => void
  onRemove: () => void
  onChooseImage: () => void
  groupName: string
}

/**
 * One answer of the live preview (BLD-26, 27, 29): a drag handle, the correct-answer choice on
 * quizzes, the answer's image, text or emoji, Move up / Move down (the keyboard way to reorder)
 * and delete (hidden at two answers).
 */
export function OptionRow({
  option,
  index,
  count,
  type,
  quiz,
  textInvalid,
  correctMissing,
  imageInvalid,
  duplicate,
  canRemove,
  onText,
  onEmoji,
  onCorrect,
  onMove,
  onRemove,
  onChooseImage,
  groupName,
}: Readonly<OptionRowProps>) {
  const n = index + 1
  const hasImage = !!(option.imageURL || option.imageID)
  return (
    <li
      data-option={index}
      className={`flex items-center gap-2 rounded-control border bg-white/95 p-2 shadow-sm ${textInvalid || imageInvalid ? 'border-danger' : 'border-transparent'}`}
    >
      <span
        aria-hidden="true"
        data-drag-handle=""
        title="Drag to reorder"
        className="cursor-grab px-1 text-slate-400 select-none"
      >
        ⋮⋮
      </span>
      {quiz ? (
        <input
          type="radio"
          name={groupName}
          checked={option.correctOption}
          onChange={onCorrect}
          aria-label={`Answer ${n} is correct`}
          aria-invalid={correctMissing ? true : undefined}
          aria-describedby={correctMissing ?? undefined}
          className="size-4 shrink-0 accent-[var(--color-success,#15803d)]"
        />
      ) : null}
      {IMAGE_OPTION_TYPES.includes(type) ? (
        <button
          type="button"
          onClick={onChooseImage}
          aria-label={hasImage ? `Change image of answer ${n}` : `Choose image for answer ${n}`}
          data-invalid={imageInvalid ? '' : undefined}
          className={`flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-control border bg-slate-100 text-xs text-slate-600 ${imageInvalid ? 'border-danger' : 'border-slate-300'} ${type === 'image1' ? 'rounded-full' : ''}`}
        >
          {hasImage && option.imageURL ? (
            <img src={option.imageURL} alt="" className="size-full object-cover" />
          ) : (
            <span aria-hidden="true">+ Image</span>
          )}
        </button>
      ) : null}
      {TEXT_OPTION_TYPES.includes(type) ? (
        <LimitedText
          label={`Answer ${n}`}
          labelHidden
          placeholder={`Answer ${n}`}
          value={option.text}
          limit={textLimit('option', type)}
          counter={false}
          invalid={textInvalid}
          message={duplicate ? 'This answer is the same as another one' : 'Enter an answer'}
          onChange={onText}
          className="min-w-0 flex-1"
          inputClassName="h-9 text-sm"
        />
      ) : null}
      {type === 'emoji' ? (
        <label className="flex flex-1 items-center gap-2 text-sm text-slate-700">
          <span className="sr-only">Emoji of answer {n}</span>
          <select
            value={option.emoji ?? ''}
            onChange={(e) => onEmoji(e.currentTarget.value)}
            className="h-9 rounded-control border border-slate-300 bg-white px-2 text-xl"
          >
            {[...new Set([option.emoji ?? '', ...EMOJI_CHOICES])].filter(Boolean).map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {type === 'image2' ? <span className="flex-1 text-sm text-slate-700">Answer {n}</span> : null}
      <div className="flex shrink-0 items-center">
        <IconButton
          label={`Move answer ${n} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <path d="M10 5l-5 6h10z" />
        </IconButton>
        <IconButton
          label={`Move answer ${n} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <path d="M10 15l5-6H5z" />
        </IconButton>
        {canRemove ? (
          <IconButton label={`Delete answer ${n}`} onClick={onRemove}>
            <path d="M6 6l8 8M14 6l-8 8" stroke="currentColor" strokeWidth="2" fill="none" />
          </IconButton>
        ) : null}
      </div>
    </li>
  )
}

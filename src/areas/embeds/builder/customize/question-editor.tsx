import { useId, useLayoutEffect, useRef, useState } from 'react'
import { ReactSortable } from 'react-sortablejs'
import { TEXT_OPTION_TYPES, type QuestionType } from '../../lib/builder-rules'
import {
  addOption,
  canAddOption,
  canRemoveOption,
  duplicateOptions,
  moveOption,
  optionValid,
  removeOption,
  setCorrectOption,
  textLimit,
  textValidity,
  titleValid,
  type EditorCard,
  type QuestionEditor as Question,
} from '../../lib/card-rules'
import { TITLE_SIZES, smallerTitleSize } from '../../lib/customize-rules'
import { useBuilder, useBuilderActions } from '../builder-store'
import { LimitedText } from './limited-text'
import { OptionRow } from './option-row'

/**
 * BLD-28: the title steps down through the 11 sizes while its text overflows the field's two
 * lines; past the smallest the field grows, so no text is ever cut off (a phone, issue 27 #10).
 */
function useTitleSize(title: string) {
  const ref = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState<number>(TITLE_SIZES[0])
  useLayoutEffect(() => {
    const field = ref.current?.querySelector('textarea')
    if (!field) return
    const fit = () => {
      const overflows = () => field.scrollHeight > field.clientHeight + 1
      let next: number = TITLE_SIZES[0]
      field.style.height = ''
      field.style.fontSize = `${next}px`
      while (overflows() && next > TITLE_SIZES[TITLE_SIZES.length - 1]) {
        next = smallerTitleSize(next)
        field.style.fontSize = `${next}px`
      }
      if (overflows())
        field.style.height = `${field.scrollHeight + field.offsetHeight - field.clientHeight}px`
      setSize(next)
    }
    fit()
    // A narrower screen (or the panel appearing) is an overflow too.
    let width = field.clientWidth
    const observer = new ResizeObserver(() => {
      if (field.clientWidth === width) return
      width = field.clientWidth
      fit()
    })
    observer.observe(field)
    return () => observer.disconnect()
  }, [title])
  return { ref, size }
}

/**
 * The editable preview of a quiz or poll (BLD-26..29): the title (counter, no Enter, shrinking
 * type) and the answers — drag to reorder (react-sortablejs) or Move up / Move down, the correct
 * answer on quizzes, images, texts or emoji, `Add Answer` below four, delete above two.
 */
export function QuestionEditor({ index, card }: Readonly<{ index: number; card: EditorCard }>) {
  const { updateCard, setActiveSelection } = useBuilderActions()
  const showInvalid = useBuilder((s) => s.showInvalid)
  const question = card.question!
  const quiz = card.contentType === 'QUIZ'
  const duplicates = duplicateOptions(question)
  const { ref, size } = useTitleSize(question.title)
  const change = (fn: (q: Question) => Question) =>
    updateCard(index, (c) => (c.question ? { ...c, question: fn(c.question) } : c))
  const list = question.options.map((_, i) => ({ id: i }))
  const type: QuestionType = question.type
  const noCorrect = quiz && showInvalid && !question.options.some((o) => o.correctOption)
  const noCorrectId = `${useId()}-correct`

  const rows = question.options.map((option, i) => {
    const textInvalid =
      TEXT_OPTION_TYPES.includes(type) &&
      (duplicates.has(i) || (showInvalid && !textValidity(option.text, textLimit('option', type))))
    const imageInvalid =
      showInvalid && !optionValid(question, i) && !textInvalid && type !== 'emoji'
    return (
      <OptionRow
        key={i}
        option={option}
        index={i}
        count={question.options.length}
        type={type}
        quiz={quiz}
        textInvalid={textInvalid}
        correctMissing={noCorrect ? noCorrectId : null}
        imageInvalid={imageInvalid}
        duplicate={duplicates.has(i)}
        canRemove={canRemoveOption(question)}
        groupName={`correct-${index}`}
        onText={(text) =>
          change((q) => ({
            ...q,
            options: q.options.map((o, j) => (j === i ? { ...o, text } : o)),
          }))
        }
        onEmoji={(emoji) =>
          change((q) => ({
            ...q,
            options: q.options.map((o, j) => (j === i ? { ...o, emoji } : o)),
          }))
        }
        onCorrect={() => updateCard(index, (c) => setCorrectOption(c, i))}
        onMove={(to) => change((q) => moveOption(q, i, to))}
        onRemove={() => change((q) => removeOption(q, i))}
        onChooseImage={() => setActiveSelection(`option_${i}`)}
      />
    )
  })

  return (
    <div className="flex flex-col gap-4">
      <div ref={ref}>
        <LimitedText
          label="Question"
          value={question.title}
          limit={textLimit('title')}
          placeholder="Type your question"
          invalid={showInvalid && !titleValid(question.title)}
          message="Enter a question"
          onChange={(title) => change((q) => ({ ...q, title }))}
          inputClassName="font-semibold leading-tight"
          wrap
          onCard
          style={{ fontSize: `${size}px` }}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 rounded-sm bg-white px-1.5 text-sm font-medium text-slate-700">
          {quiz ? 'Answers (choose the correct one)' : 'Answers'}
        </legend>
        {noCorrect ? (
          <p
            id={noCorrectId}
            role="alert"
            className="self-start rounded-control bg-white px-2 py-1 text-xs text-danger"
          >
            Choose the correct answer
          </p>
        ) : null}
        <ReactSortable
          tag="ol"
          list={list}
          setList={() => undefined}
          handle="[data-drag-handle]"
          animation={150}
          onUpdate={(evt) => {
            if (evt.oldIndex === undefined || evt.newIndex === undefined) return
            const from = evt.oldIndex
            const to = evt.newIndex
            change((q) => moveOption(q, from, to))
          }}
          className="flex flex-col gap-2"
        >
          {rows}
        </ReactSortable>
        {canAddOption(question) ? (
          <button
            type="button"
            onClick={() => change(addOption)}
            className="self-start rounded-control border border-dashed border-white/70 bg-white/90 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-white"
          >
            Add Answer
          </button>
        ) : null}
      </fieldset>
    </div>
  )
}

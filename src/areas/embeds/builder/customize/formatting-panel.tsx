import { ColorPicker } from '../../../../ui/color-picker'
import { DEFAULT_CARD_BACKGROUND } from '../../lib/builder-rules'
import { setQuestionType, type EditorBackground, type EditorCard } from '../../lib/card-rules'
import { formattingTitle, stylesFor, type QuestionStyle } from '../../lib/customize-rules'
import { useBuilderActions } from '../builder-store'
import { BackgroundImage } from './background-image'
import { StoryUrl } from './story-url'

/** The small diagram of each question style (how its answers are laid out). */
function StyleDiagram({ type }: Readonly<{ type: QuestionStyle['type'] }>) {
  const box = 'rounded-[2px] bg-current'
  switch (type) {
    case 'image1':
      return (
        <span className="flex gap-1">
          <span className="size-3 rounded-full bg-current" />
          <span className="size-3 rounded-full bg-current" />
        </span>
      )
    case 'image2':
      return (
        <span className="flex gap-1">
          <span className={`h-4 w-3 ${box}`} />
          <span className={`h-4 w-3 ${box}`} />
        </span>
      )
    case 'text1':
      return (
        <span className="flex flex-col gap-0.5">
          <span className={`h-1 w-7 ${box}`} />
          <span className={`h-1 w-7 ${box}`} />
          <span className={`h-1 w-7 ${box}`} />
        </span>
      )
    case 'text2':
      return (
        <span className="grid grid-cols-2 gap-0.5">
          <span className={`h-1.5 w-3 ${box}`} />
          <span className={`h-1.5 w-3 ${box}`} />
          <span className={`h-1.5 w-3 ${box}`} />
          <span className={`h-1.5 w-3 ${box}`} />
        </span>
      )
    case 'emoji':
      return <span className="text-sm leading-none">😍</span>
  }
}

/**
 * '{Type} Formatting' (BLD-18, 35, 36): Question Style for quizzes and polls (Emoji for polls
 * only), the story URL with Autopopulate for stories, then Background Color and the
 * background image.
 */
export function FormattingPanel({ index, card }: Readonly<{ index: number; card: EditorCard }>) {
  const { updateCard } = useBuilderActions()
  const background: EditorBackground | null =
    card.contentType === 'STORY' ? card.story : card.question
  const setBackground = (change: Partial<EditorBackground>) =>
    updateCard(index, (c) =>
      c.contentType === 'STORY'
        ? c.story
          ? { ...c, story: { ...c.story, ...change } }
          : c
        : c.question
          ? { ...c, question: { ...c.question, ...change } }
          : c,
    )
  const question = card.contentType === 'STORY' ? null : card.question
  return (
    <section
      aria-labelledby={`formatting-${index}`}
      className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={`formatting-${index}`} className="text-base font-semibold text-slate-900">
        {formattingTitle(card.contentType)}
      </h3>
      {question ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Question Style</legend>
          <div className="flex flex-wrap gap-2">
            {stylesFor(card.contentType).map((style) => {
              const checked = question.type === style.type
              return (
                <label
                  key={style.type}
                  className={`relative flex min-w-16 cursor-pointer flex-col items-center gap-1 rounded-control border px-2 py-2 text-xs font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent has-[:focus-visible]:ring-offset-2 ${checked ? 'border-primary bg-primary/5 text-primary' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
                >
                  <input
                    type="radio"
                    name={`style-${index}`}
                    value={style.type}
                    checked={checked}
                    onChange={() =>
                      updateCard(index, (c) =>
                        c.question
                          ? { ...c, question: setQuestionType(c.question, style.type) }
                          : c,
                      )
                    }
                    className="sr-only"
                  />
                  <span aria-hidden="true" className="flex h-5 items-center">
                    <StyleDiagram type={style.type} />
                  </span>
                  <span className="text-center leading-tight">{style.label}</span>
                </label>
              )
            })}
          </div>
        </fieldset>
      ) : (
        <StoryUrl index={index} card={card} />
      )}
      <ColorPicker
        label="Background Color"
        value={background?.backgroundColor ?? DEFAULT_CARD_BACKGROUND}
        onChange={(backgroundColor) => setBackground({ backgroundColor })}
      />
      {background ? (
        <BackgroundImage
          background={background}
          onRemove={() =>
            setBackground({ backgroundImageURL: null, imageProvider: null, imageID: null })
          }
        />
      ) : null}
    </section>
  )
}

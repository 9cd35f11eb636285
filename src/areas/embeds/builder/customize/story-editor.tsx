import {
  ctaValid,
  storyTitleValid,
  textLimit,
  type EditorCard,
  type StoryEditor as Story,
} from '../../lib/card-rules'
import { storyTitleSize } from '../../lib/customize-rules'
import { useBuilder, useBuilderActions } from '../builder-store'
import { LimitedText } from './limited-text'

/** The editable preview of a story (BLD-30): its title (size steps with length) and CTA text. */
export function StoryEditor({ index, card }: Readonly<{ index: number; card: EditorCard }>) {
  const { updateCard } = useBuilderActions()
  const showInvalid = useBuilder((s) => s.showInvalid)
  const story = card.story!
  const change = (fn: (s: Story) => Story) =>
    updateCard(index, (c) => (c.story ? { ...c, story: fn(c.story) } : c))
  return (
    <div className="flex flex-col gap-4">
      <LimitedText
        label="Story title"
        value={story.title}
        limit={textLimit('storyTitle')}
        placeholder="Type the story's title"
        invalid={showInvalid && !storyTitleValid(story.title)}
        message="Enter a title"
        onChange={(title) => change((s) => ({ ...s, title }))}
        inputClassName="h-14 font-semibold leading-tight"
        onCard
        style={{ fontSize: `${storyTitleSize(story.title.length)}px` }}
      />
      <LimitedText
        label="Button text"
        value={story.ctaText}
        limit={textLimit('cta')}
        invalid={showInvalid && !ctaValid(story.ctaText)}
        message="Enter the button text"
        onChange={(ctaText) => change((s) => ({ ...s, ctaText }))}
        onCard
        className="max-w-xs"
      />
    </div>
  )
}

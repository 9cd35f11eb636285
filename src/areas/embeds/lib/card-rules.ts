/**
 * The embed builder's card rules (spec 001 §4 cards, §5 validation; BLD-20..34, 50, 51, 64):
 * tri-state validity, text limits, counters and paste, question / option / story rules, content
 * validity, option operations and type changes; with the card list (card-list-rules.ts), the
 * e-mail card (email-card-rules.ts) and the save shape (card-body-rules.ts), re-exported here.
 * Works on a thin editor shape that converts to PageBody. Pure: no DOM.
 */
import {
  CTA_TEXT_MAX,
  COUNTER_WARN_RATIO,
  DEFAULT_CARD_BACKGROUND,
  DEFAULT_CTA_TEXT,
  DEFAULT_EMOJI,
  EMAIL_BODY_MAX,
  EMAIL_HEADLINE_MAX,
  EMOJI_QUIZ_MESSAGE,
  IMAGE_OPTION_TYPES,
  NEW_QUESTION_OPTIONS,
  OPTION_TEXT_MAX,
  OPTION_TEXT_MAX_ROUND,
  OPTIONS_MAX,
  OPTIONS_MIN,
  QUESTION_TITLE_MAX,
  STORY_TITLE_MAX,
  STORY_URL,
  TEXT_OPTION_TYPES,
  type ImageProvider,
  type QuestionType,
} from './builder-rules'
import type { ContentType } from './embeds-rules'

// ---------------------------------------------------------------------------------------------
// Editor shapes

export interface EditorOption {
  optionUUID: string | null
  text: string
  /** 1-based, renumbered on every add, remove and drag. */
  position: number
  correctOption: boolean
  emoji: string | null
  imageProvider: ImageProvider | null
  imageID: string | null
  imageURL: string | null
}

export interface EditorBackground {
  backgroundColor: string | null
  backgroundImageURL: string | null
  imageProvider: ImageProvider | null
  imageID: string | null
}

export interface QuestionEditor extends EditorBackground {
  type: QuestionType
  title: string
  options: EditorOption[]
}

export interface StoryEditor extends EditorBackground {
  title: string
  ctaText: string
  url: string
}

/**
 * One card. `question` and `story` are both kept: the one of the other family is the offline
 * copy that a type change keeps (BLD-24); contentType says which one is the card.
 */
export interface EditorCard {
  contentUUID: string | null
  contentType: ContentType
  contentLive: boolean
  /** 0-based among live cards; null when not live. */
  queuePosition: number | null
  question: QuestionEditor | null
  story: StoryEditor | null
}

export interface EmailCard {
  contentUUID: string | null
  /** 1-based, 1..10 (default 7). */
  queuePosition: number
  publisherName: string
  publisherPrivacyPolicyURL: string
  backgroundColor: string | null
  backgroundImageURL: string | null
  headline: string
  body: string
}

// ---------------------------------------------------------------------------------------------
// Validity flags, limits, counters, paste (BLD-33, 34)

/** null = untouched, true = valid, false = invalid. */
export type Validity = boolean | null

/** BLD-33: focus on an invalid field resets its flag to null; other flags stay. */
export function focusValidity(flag: Validity): Validity {
  return flag === false ? null : flag
}

/** BLD-33: empty (after trim) or over-long text → false; otherwise true. */
export function textValidity(text: string, limit: number): boolean {
  const length = text.trim().length
  return length > 0 && length <= limit
}

export type TextField = 'title' | 'option' | 'storyTitle' | 'cta' | 'headline' | 'body'

/** The character limit of a field; options depend on the question format (image1: 15). */
export function textLimit(field: TextField, questionType?: QuestionType): number {
  switch (field) {
    case 'title':
      return QUESTION_TITLE_MAX
    case 'option':
      return questionType === 'image1' ? OPTION_TEXT_MAX_ROUND : OPTION_TEXT_MAX
    case 'storyTitle':
      return STORY_TITLE_MAX
    case 'cta':
      return CTA_TEXT_MAX
    case 'headline':
      return EMAIL_HEADLINE_MAX
    case 'body':
      return EMAIL_BODY_MAX
  }
}

/** BLD-34: the counter is hidden for options. */
export const counterVisible = (field: TextField): boolean => field !== 'option'

/** BLD-34: amber ('warn') at 85 % of the limit or more, red ('limit') at the limit. */
export function counterTone(length: number, limit: number): 'normal' | 'warn' | 'limit' {
  if (length >= limit) return 'limit'
  if (length >= limit * COUNTER_WARN_RATIO) return 'warn'
  return 'normal'
}

export interface Selection {
  start: number
  end: number
}

/**
 * BLD-34: a paste replaces the selection with the pasted plain text cut to the remaining
 * allowance (limit − text kept outside the selection). The fields are single-line, so line
 * breaks and tabs in the pasted text become single spaces (Enter is not accepted in titles,
 * BLD-28). Returns the new value and the caret after the inserted text.
 */
export function truncatePaste(
  current: string,
  pasted: string,
  limit: number,
  selection: Selection = { start: current.length, end: current.length },
): { value: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, selection.end, current.length))
  const end = Math.min(current.length, Math.max(selection.start, selection.end))
  const kept = current.length - (end - start)
  const plain = pasted.replace(/[\r\n\t]+/g, ' ')
  const insert = plain.slice(0, Math.max(0, limit - kept))
  return {
    value: current.slice(0, start) + insert + current.slice(end),
    caret: start + insert.length,
  }
}

// ---------------------------------------------------------------------------------------------
// Field rules (BLD-28..30, 51)

/** BLD-28: 1–134 characters after trimming; no line breaks (Enter is not accepted). */
export function titleValid(title: string): boolean {
  return !/[\r\n]/.test(title) && textValidity(title, QUESTION_TITLE_MAX)
}

/** BLD-28: the title field swallows Enter. */
export const titleAcceptsKey = (key: string): boolean => key !== 'Enter'

/** The key used for option uniqueness. Decision: case-insensitive after trim ("Yes" = " yes "). */
export const optionKey = (text: string): string => text.trim().toLowerCase()

/** BLD-29: the indexes of options whose text duplicates another's (image1, text1, text2 only). */
export function duplicateOptions(question: Pick<QuestionEditor, 'type' | 'options'>): Set<number> {
  const dup = new Set<number>()
  if (!TEXT_OPTION_TYPES.includes(question.type)) return dup
  const seen = new Map<string, number>()
  question.options.forEach((option, i) => {
    const key = optionKey(option.text)
    if (!key) return
    const first = seen.get(key)
    if (first === undefined) seen.set(key, i)
    else dup.add(first).add(i)
  })
  return dup
}

/**
 * BLD-29: one option's validity. Emoji options are always valid; text formats need text
 * within the limit (15 on image1, 32 otherwise) and not duplicated; image formats need an image.
 */
export function optionValid(
  question: Pick<QuestionEditor, 'type' | 'options'>,
  index: number,
): boolean {
  const { type } = question
  const option = question.options[index]
  if (type === 'emoji') return true
  if (IMAGE_OPTION_TYPES.includes(type) && !(option.imageID || option.imageURL)) return false
  if (TEXT_OPTION_TYPES.includes(type)) {
    if (!textValidity(option.text, textLimit('option', type))) return false
    if (duplicateOptions(question).has(index)) return false
  }
  return true
}

/** BLD-30: story title 1–150, CTA 1–25, URL matching the story-URL pattern. */
export const storyTitleValid = (title: string): boolean => textValidity(title, STORY_TITLE_MAX)
export const ctaValid = (cta: string): boolean => textValidity(cta, CTA_TEXT_MAX)
export const storyUrlValid = (url: string): boolean => STORY_URL.test(url.trim())

/** The inline URL hint ('Format should be {host}'). */
export const urlFormatMessage = (host: string): string => `Format should be ${host}`

export type ContentProblem =
  'title' | 'options' | 'duplicates' | 'correct' | 'storyTitle' | 'storyURL' | 'cta'

/**
 * BLD-32: why a card's content is not valid (empty = valid). Quiz: a correct option; quiz and
 * poll: a valid title and every option valid, options unique on image1/text1/text2; story: a
 * valid title, URL and CTA. 'duplicates' is reported alongside 'options' so the screen can
 * choose REQUIRED_FIELDS_UNIQUE_MESSAGE.
 */
export function contentProblems(card: EditorCard): ContentProblem[] {
  const problems: ContentProblem[] = []
  if (card.contentType === 'STORY') {
    const story = card.story
    if (!story || !storyTitleValid(story.title)) problems.push('storyTitle')
    if (!story || !storyUrlValid(story.url)) problems.push('storyURL')
    if (!story || !ctaValid(story.ctaText)) problems.push('cta')
    return problems
  }
  const question = card.question
  if (!question) return ['title', 'options']
  if (!titleValid(question.title)) problems.push('title')
  if (question.options.some((_, i) => !optionValid(question, i))) problems.push('options')
  if (duplicateOptions(question).size) problems.push('duplicates')
  if (card.contentType === 'QUIZ' && !question.options.some((o) => o.correctOption))
    problems.push('correct')
  return problems
}

export const isContentValid = (card: EditorCard): boolean => contentProblems(card).length === 0

// ---------------------------------------------------------------------------------------------
// New cards and options

export function newOption(type: QuestionType, index: number): EditorOption {
  return {
    optionUUID: null,
    text: '',
    position: index + 1,
    correctOption: false,
    emoji: type === 'emoji' ? (DEFAULT_EMOJI[index] ?? DEFAULT_EMOJI[0]) : null,
    imageProvider: null,
    imageID: null,
    imageURL: null,
  }
}

const emptyBackground = (): EditorBackground => ({
  backgroundColor: DEFAULT_CARD_BACKGROUND,
  backgroundImageURL: null,
  imageProvider: null,
  imageID: null,
})

/** BLD-27: a new question gets three options. */
export function newQuestion(type: QuestionType = 'text1'): QuestionEditor {
  const options = Array.from({ length: NEW_QUESTION_OPTIONS }, (_, i) => newOption(type, i))
  return { ...emptyBackground(), type, title: '', options }
}

export function newStory(): StoryEditor {
  return { ...emptyBackground(), title: '', ctaText: DEFAULT_CTA_TEXT, url: '' }
}

/** A new card; addCardAt gives it its queue position. */
export function newCard(contentType: ContentType): EditorCard {
  return {
    contentUUID: null,
    contentType,
    contentLive: true,
    queuePosition: null,
    question: contentType === 'STORY' ? null : newQuestion(),
    story: contentType === 'STORY' ? newStory() : null,
  }
}

// ---------------------------------------------------------------------------------------------
// Option list operations (BLD-26, 27)

const renumber = (options: EditorOption[]): EditorOption[] =>
  options.map((o, i) => (o.position === i + 1 ? o : { ...o, position: i + 1 }))

/** `Add Answer` is shown below four options; delete is shown above two. */
export const canAddOption = (q: QuestionEditor): boolean => q.options.length < OPTIONS_MAX
export const canRemoveOption = (q: QuestionEditor): boolean => q.options.length > OPTIONS_MIN

export function addOption(q: QuestionEditor): QuestionEditor {
  if (!canAddOption(q)) return q
  return { ...q, options: [...q.options, newOption(q.type, q.options.length)] }
}

export function removeOption(q: QuestionEditor, index: number): QuestionEditor {
  if (!canRemoveOption(q) || index < 0 || index >= q.options.length) return q
  return { ...q, options: renumber(q.options.filter((_, i) => i !== index)) }
}

/** BLD-27: dragging an option renumbers positions; the others shift by one. */
export function moveOption(q: QuestionEditor, from: number, to: number): QuestionEditor {
  const n = q.options.length
  if (from < 0 || from >= n || to < 0 || to >= n || from === to) return q
  const options = [...q.options]
  const [moved] = options.splice(from, 1)
  options.splice(to, 0, moved)
  return { ...q, options: renumber(options) }
}

/** BLD-26: quiz only; exactly one correct option. Other content types are unchanged. */
export function setCorrectOption(card: EditorCard, index: number): EditorCard {
  const q = card.question
  if (card.contentType !== 'QUIZ' || !q || index < 0 || index >= q.options.length) return card
  return {
    ...card,
    question: { ...q, options: q.options.map((o, i) => ({ ...o, correctOption: i === index })) },
  }
}

/** correctOptionSelected of the spec. */
export const correctOptionSelected = (card: EditorCard): boolean =>
  card.contentType === 'QUIZ' && !!card.question?.options.some((o) => o.correctOption)

/**
 * The question format. Emoji options get the default emoji where they have none; leaving
 * emoji keeps the emoji field (toPageBody sends it only for emoji).
 */
export function setQuestionType(q: QuestionEditor, type: QuestionType): QuestionEditor {
  const options = q.options.map((o, i) =>
    type === 'emoji' && !o.emoji ? { ...o, emoji: DEFAULT_EMOJI[i] ?? DEFAULT_EMOJI[0] } : o,
  )
  return { ...q, type, options }
}

/** Emoji is a poll format only: the quiz format list hides it. */
export const questionTypesFor = (contentType: ContentType): QuestionType[] =>
  contentType === 'QUIZ'
    ? ['image1', 'image2', 'text1', 'text2']
    : ['image1', 'image2', 'text1', 'text2', 'emoji']

// ---------------------------------------------------------------------------------------------
// Type change (BLD-24, 25)

/**
 * BLD-24 / 25: change a card's content type. To quiz while the format is emoji → refused with
 * EMOJI_QUIZ_MESSAGE. Between quiz/poll and story the original stays on the card as the
 * offline copy (question or story) and switching back restores it. OPEN: the spec ("keeps the
 * original as an offline copy; switching back restores it") could also mean a separate
 * not-live card in the list; we keep the copy on the card (it is not sent with a save, so the
 * server keeps only the current type). Quiz ↔ poll share the question; poll → quiz keeps any
 * correct option (none → the quiz needs one before it is valid).
 */
export function changeContentType(
  card: EditorCard,
  to: ContentType,
): { card: EditorCard; message: null | typeof EMOJI_QUIZ_MESSAGE } {
  if (card.contentType === to) return { card, message: null }
  if (to === 'QUIZ' && card.contentType === 'POLL' && card.question?.type === 'emoji')
    return { card, message: EMOJI_QUIZ_MESSAGE }
  if (to === 'QUIZ' && card.contentType === 'STORY' && card.question?.type === 'emoji')
    return { card, message: EMOJI_QUIZ_MESSAGE }
  if (to === 'STORY')
    return { card: { ...card, contentType: to, story: card.story ?? newStory() }, message: null }
  return {
    card: { ...card, contentType: to, question: card.question ?? newQuestion() },
    message: null,
  }
}

// The card list, the e-mail card and the save shape, in modules of their own.
export * from './card-list-rules'
export * from './email-card-rules'
export * from './card-body-rules'

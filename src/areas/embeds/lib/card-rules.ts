/**
 * The embed builder's card rules (spec 001 §4 cards, §5 validation; BLD-20..34, 50, 51, 64):
 * tri-state validity, text limits, counters and paste, question / option / story / email-card
 * rules, content validity, option and card list operations, type changes, and the save shape
 * of a card (toPageBody). Works on a thin editor shape that converts to PageBody. Pure: no DOM.
 */
import {
  CTA_TEXT_MAX,
  COUNTER_WARN_RATIO,
  DEFAULT_BRAND_COLOR,
  DEFAULT_CARD_BACKGROUND,
  DEFAULT_CTA_TEXT,
  DEFAULT_EMOJI,
  EMAIL_BODY_MAX,
  EMAIL_HEADLINE_MAX,
  EMAIL_POSITION_DEFAULT,
  EMAIL_POSITION_MAX,
  EMAIL_POSITION_MIN,
  EMOJI_QUIZ_MESSAGE,
  IMAGE_OPTION_TYPES,
  NEW_QUESTION_OPTIONS,
  OPTION_TEXT_MAX,
  OPTION_TEXT_MAX_ROUND,
  OPTIONS_MAX,
  OPTIONS_MIN,
  QUESTION_TITLE_MAX,
  STOCK_PROVIDERS,
  STORY_TITLE_MAX,
  STORY_URL,
  TEXT_OPTION_TYPES,
  WEB_URL,
  type ImageProvider,
  type OptionBody,
  type PageBody,
  type QuestionType,
  type UserDataCollectionBody,
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

// ---------------------------------------------------------------------------------------------
// Card list operations (BLD-20, 21, 23, 39)

export const liveCount = (cards: readonly EditorCard[]): number =>
  cards.filter((c) => c.contentLive).length

/** BLD-21: the 'Add card to position:' field is capped at the number of contents plus 1. */
export function clampAddPosition(position: number, cards: readonly EditorCard[]): number {
  if (!Number.isFinite(position)) return cards.length + 1
  return Math.min(Math.max(1, Math.trunc(position)), cards.length + 1)
}

/**
 * BLD-21 / 23: add a live card at a 1-based position (capped at contents + 1). Its 0-based
 * queue position is position − 1, no further than the end of the live cards; live cards at or
 * after it move up by one. The card is inserted in the list at the same place.
 */
export function addCardAt(
  cards: readonly EditorCard[],
  card: EditorCard,
  position: number,
): EditorCard[] {
  const pos = clampAddPosition(position, cards)
  const queue = Math.min(pos - 1, liveCount(cards))
  const shifted = cards.map((c) =>
    c.contentLive && c.queuePosition !== null && c.queuePosition >= queue
      ? { ...c, queuePosition: c.queuePosition + 1 }
      : c,
  )
  shifted.splice(pos - 1, 0, { ...card, contentLive: true, queuePosition: queue })
  return shifted
}

const closeGap = (cards: EditorCard[], removed: number | null): EditorCard[] =>
  removed === null
    ? cards
    : cards.map((c) =>
        c.contentLive && c.queuePosition !== null && c.queuePosition > removed
          ? { ...c, queuePosition: c.queuePosition - 1 }
          : c,
      )

/** BLD-23: delete a card; later live positions move down. */
export function deleteCard(cards: readonly EditorCard[], index: number): EditorCard[] {
  const card = cards[index]
  if (!card) return [...cards]
  const rest = cards.filter((_, i) => i !== index)
  return closeGap(rest, card.contentLive ? card.queuePosition : null)
}

/**
 * BLD-23: add to / remove from the embed. A card made live takes the last position; a card
 * taken off loses its position and later live positions move down.
 */
export function toggleLive(cards: readonly EditorCard[], index: number): EditorCard[] {
  const card = cards[index]
  if (!card) return [...cards]
  if (!card.contentLive) {
    const last = liveCount(cards)
    return cards.map((c, i) => (i === index ? { ...c, contentLive: true, queuePosition: last } : c))
  }
  const off = cards.map((c, i) =>
    i === index ? { ...c, contentLive: false, queuePosition: null } : c,
  )
  return closeGap(off, card.queuePosition)
}

/** BLD-20: Move is enabled when both positions are 1..live count and differ. */
export function moveEnabled(n: number, m: number, live: number): boolean {
  const ok = (p: number) => Number.isInteger(p) && p >= 1 && p <= live
  return ok(n) && ok(m) && n !== m
}

/**
 * BLD-20: 'Move card: [n] to position: [m]' (1-based among live cards): the card at n takes
 * position m and the cards between shift by one. Unchanged when Move would be disabled.
 */
export function moveCard(cards: readonly EditorCard[], n: number, m: number): EditorCard[] {
  if (!moveEnabled(n, m, liveCount(cards))) return [...cards]
  const from = n - 1
  const to = m - 1
  return cards.map((c) => {
    if (!c.contentLive || c.queuePosition === null) return c
    const q = c.queuePosition
    if (q === from) return { ...c, queuePosition: to }
    if (from < to && q > from && q <= to) return { ...c, queuePosition: q - 1 }
    if (from > to && q >= to && q < from) return { ...c, queuePosition: q + 1 }
    return c
  })
}

/** The live cards in queue order. */
export function liveCards(cards: readonly EditorCard[]): EditorCard[] {
  return cards
    .filter((c) => c.contentLive && c.queuePosition !== null)
    .sort((a, b) => (a.queuePosition ?? 0) - (b.queuePosition ?? 0))
}

/** BLD-39: Randomize Content toggles contentOrder. */
export type ContentOrder = 'ordered' | 'random'
export const toggleContentOrder = (order: ContentOrder): ContentOrder =>
  order === 'ordered' ? 'random' : 'ordered'
/** The wire value is upper-case. */
export const contentOrderBody = (order: ContentOrder): 'ORDERED' | 'RANDOM' =>
  order === 'random' ? 'RANDOM' : 'ORDERED'

// ---------------------------------------------------------------------------------------------
// Email card (BLD-50, 51)

export const EMAIL_POSITIONS: number[] = Array.from(
  { length: EMAIL_POSITION_MAX - EMAIL_POSITION_MIN + 1 },
  (_, i) => EMAIL_POSITION_MIN + i,
)

export function newEmailCard(publisherName = ''): EmailCard {
  return {
    contentUUID: null,
    queuePosition: EMAIL_POSITION_DEFAULT,
    publisherName,
    publisherPrivacyPolicyURL: '',
    backgroundColor: DEFAULT_BRAND_COLOR,
    backgroundImageURL: null,
    headline: '',
    body: '',
  }
}

export type EmailProblem = 'headline' | 'body' | 'publisherName' | 'privacyURL' | 'position'

/** BLD-51: headline 1–40, body 1–80, publisher name required, privacy URL matching the pattern. */
export function emailProblems(card: EmailCard): EmailProblem[] {
  const problems: EmailProblem[] = []
  if (!textValidity(card.headline, EMAIL_HEADLINE_MAX)) problems.push('headline')
  if (!textValidity(card.body, EMAIL_BODY_MAX)) problems.push('body')
  if (!card.publisherName.trim()) problems.push('publisherName')
  if (!WEB_URL.test(card.publisherPrivacyPolicyURL.trim())) problems.push('privacyURL')
  if (!EMAIL_POSITIONS.includes(card.queuePosition)) problems.push('position')
  return problems
}
export const isEmailValid = (card: EmailCard): boolean => emailProblems(card).length === 0

// ---------------------------------------------------------------------------------------------
// The save shape (BLD-63, 64; §5 "Request payload field rules")

/** Text fields are trimmed; empty becomes null. */
export function trimToNull(text: string | null | undefined): string | null {
  const t = (text ?? '').trim()
  return t ? t : null
}

function backgroundBody(b: EditorBackground) {
  return {
    backgroundColor: trimToNull(b.backgroundColor),
    backgroundImageURL: trimToNull(b.backgroundImageURL),
    imageProvider: b.imageProvider,
    imageID: trimToNull(b.imageID),
  }
}

/** On the wire (and in the database) option positions are 0-based; the editor counts from 1. */
function optionBody(o: EditorOption, type: QuestionType, quiz: boolean): OptionBody {
  const body: OptionBody = { optionUUID: o.optionUUID, position: o.position - 1 }
  if (TEXT_OPTION_TYPES.includes(type)) body.text = trimToNull(o.text)
  if (IMAGE_OPTION_TYPES.includes(type)) {
    body.imageProvider = o.imageProvider
    body.imageID = trimToNull(o.imageID)
    if (!(o.imageProvider && STOCK_PROVIDERS.includes(o.imageProvider)))
      body.imageURL = trimToNull(o.imageURL)
  }
  if (type === 'emoji') body.emoji = o.emoji
  if (quiz) body.correctOption = o.correctOption
  return body
}

/**
 * A card as sent with a save: option text only for text1/text2/image1, image fields only for
 * image1/image2 (imageURL omitted for stock providers), emoji only for emoji, correctOption
 * only for quizzes; text trimmed, empty → null (the required title stays a string: an invalid
 * card is never saved). queuePosition null for cards not live. The offline copy is not sent.
 */
export function toPageBody(card: EditorCard): PageBody {
  const base = {
    contentUUID: card.contentUUID,
    contentType: card.contentType,
    contentLive: card.contentLive,
    queuePosition: card.contentLive ? card.queuePosition : null,
  }
  if (card.contentType === 'STORY') {
    const s = card.story ?? newStory()
    return {
      ...base,
      contentProperties: {
        ...backgroundBody(s),
        title: s.title.trim(),
        ctaText: s.ctaText.trim(),
        storyURL: s.url.trim(),
      },
    }
  }
  const q = card.question ?? newQuestion()
  const quiz = card.contentType === 'QUIZ'
  return {
    ...base,
    contentProperties: {
      ...backgroundBody(q),
      title: q.title.trim(),
      type: q.type,
      options: q.options.map((o) => optionBody(o, q.type, quiz)),
    },
  }
}

/** The email card as sent at the add_ons step. */
export function toUserDataCollectionBody(card: EmailCard): UserDataCollectionBody {
  return {
    contentUUID: card.contentUUID,
    queuePosition: card.queuePosition,
    publisherName: card.publisherName.trim(),
    publisherPrivacyPolicyURL: card.publisherPrivacyPolicyURL.trim(),
    backgroundColor: trimToNull(card.backgroundColor),
    backgroundImageURL: trimToNull(card.backgroundImageURL),
    headline: card.headline.trim(),
    body: card.body.trim(),
  }
}

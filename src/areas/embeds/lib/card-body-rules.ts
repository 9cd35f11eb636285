/** A card's save shape (spec 001 §5 "Request payload field rules"; BLD-63, 64). Pure. */
import {
  IMAGE_OPTION_TYPES,
  STOCK_PROVIDERS,
  TEXT_OPTION_TYPES,
  type OptionBody,
  type PageBody,
  type QuestionType,
  type UserDataCollectionBody,
} from './builder-rules'
import {
  newQuestion,
  newStory,
  type EditorBackground,
  type EditorCard,
  type EditorOption,
  type EmailCard,
} from './card-rules'

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

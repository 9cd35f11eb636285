/**
 * The builder's preview (spec 001 §2 "Preview modal", §4 "Preview"; BLD-54..57): the unsaved
 * document as the player's embed (player-rules.ts), the order of its frames and the no-content
 * message. Pure: no DOM.
 */
import { displayMode } from './ads-rules'
import type { BuilderDoc } from './builder-doc-rules'
import { IMAGE_OPTION_TYPES, TEXT_OPTION_TYPES } from './builder-rules'
import { liveCards, type EditorCard } from './card-rules'
import type { PlayerCard, PlayerEmbed } from './player-rules'

/** BLD-55, exactly. */
export const PREVIEW_NO_CONTENT_MESSAGE =
  'Your embed has NO content! Your embed will have ONLY alternate addons generating features like Profiling Questions (as seen on the addons tab) Click "Preview" to see how it looks.'

/** The message that hands the loaded frame its embed (player-rules.ts). */
export const PREVIEW_MESSAGE = 'pp-preview'
/** The frame's content height (the parent sizes the frame). */
export const PREVIEW_HEIGHT = 'pp-preview-height'
export const PREVIEW_PATH = '/player/v4/preview.html'

/** BLD-57: the preview-only sample settings (spec 001 §9). */
export const PREVIEW_SAMPLE = {
  numberOfQuestionsLimit: 10,
  resultShownMs: 5000,
  adFrameShownMs: 15_000,
  rewardsRedeemThreshold: 1000,
  /** The first option's random sample weight, in percent. */
  firstOptionWeight: { min: 1, max: 40 },
} as const

/**
 * BLD-57: sample answer counts for a question's options (the preview has no readers): the first
 * option a random 1–40 %, the rest of 100 split at random among the others; one option takes 100.
 */
export function sampleCounts(options: number, random: () => number = Math.random): number[] {
  if (options <= 0) return []
  if (options === 1) return [100]
  const { min, max } = PREVIEW_SAMPLE.firstOptionWeight
  const first = min + Math.floor(random() * (max - min + 1))
  const weights = Array.from({ length: options - 1 }, () => random() + 0.01)
  const sum = weights.reduce((s, w) => s + w, 0)
  const rest = weights.map((w) => Math.floor(((100 - first) * w) / sum))
  // Rounding leftovers go to the last option, so the counts always sum to 100.
  rest[rest.length - 1]! += 100 - first - rest.reduce((s, n) => s + n, 0)
  return [first, ...rest]
}

export interface PreviewOptions {
  /** Previewing from the add-ons step's open panel: the e-mail card comes first (BLD-56). */
  addOnMode?: boolean
  /** Random content order shuffles the cards (BLD-56); injectable for tests. */
  random?: () => number
}

/** Whether the preview shows the e-mail card: collection on and a card made. */
export const emailShown = (doc: BuilderDoc): boolean =>
  doc.embed.showUserDataCollection && doc.email !== null

/**
 * BLD-55: no live content (no live card) → the message. The spec shows it whenever the embed has
 * no live content; an e-mail card made meanwhile is still previewed under it (the message's
 * "alternate addons").
 */
export const previewEmpty = (doc: BuilderDoc): boolean => liveCards(doc.cards).length === 0

/**
 * BLD-56: the 1-based place of the e-mail card among the frames, or null when it is not shown.
 * Shown with live cards: inserted at queuePosition − 1 (0-based), so it is the queuePosition-th
 * frame, never past the end; in add-on mode, or with no live card, it comes first.
 */
export function emailFramePosition(doc: BuilderDoc, options: PreviewOptions = {}): number | null {
  if (!emailShown(doc) || !doc.email) return null
  const live = liveCards(doc.cards).length
  if (options.addOnMode || live === 0) return 1
  return Math.min(Math.max(1, doc.email.queuePosition), live + 1)
}

/** Fisher–Yates with the given source of randomness. */
function shuffle<T>(list: T[], random: () => number): T[] {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

function playerCard(card: EditorCard, n: number, random: () => number): PlayerCard {
  const id = card.contentUUID ?? `preview-${n}`
  if (card.contentType === 'STORY') {
    const s = card.story
    return {
      contentUUID: id,
      contentType: 'STORY',
      title: s?.title.trim() ?? '',
      backgroundColor: s?.backgroundColor ?? null,
      backgroundImageURL: s?.backgroundImageURL ?? null,
      question: null,
      story: { ctaText: s?.ctaText.trim() ?? '', url: s?.url.trim() ?? '' },
    }
  }
  const q = card.question
  const type = q?.type ?? 'text1'
  let counts: number[] | undefined
  return {
    contentUUID: id,
    contentType: card.contentType,
    title: q?.title.trim() ?? '',
    backgroundColor: q?.backgroundColor ?? null,
    backgroundImageURL: q?.backgroundImageURL ?? null,
    story: null,
    question: {
      type,
      options: (q?.options ?? []).map((o, i, all) => ({
        optionUUID: o.optionUUID ?? `${id}-option-${i + 1}`,
        text: TEXT_OPTION_TYPES.includes(type) ? o.text.trim() : null,
        emoji: type === 'emoji' ? o.emoji : null,
        imageURL: IMAGE_OPTION_TYPES.includes(type) ? o.imageURL : null,
        correct: card.contentType === 'QUIZ' && o.correctOption,
        chosen: (counts ??= sampleCounts(all.length, random))[i] ?? 0,
      })),
    },
  }
}

/**
 * BLD-54..57: the unsaved embed as the player renders it: live cards in queue order (shuffled
 * for random order, at most ten), sample answer counts, the e-mail card at its frame position, the desktop ad mode for both
 * devices (§4 "Mobile copies desktop in the preview"), no embedUUID (nothing is reported).
 */
export function toPlayerEmbed(doc: BuilderDoc, options: PreviewOptions = {}): PlayerEmbed {
  const e = doc.embed
  const random = options.random ?? Math.random
  const ordered = liveCards(doc.cards).map((card, n) => playerCard(card, n, random))
  // BLD-57: at most ten questions in the preview (after the shuffle of a random order).
  const cards = (e.contentOrder === 'random' ? shuffle(ordered, random) : ordered).slice(
    0,
    PREVIEW_SAMPLE.numberOfQuestionsLimit,
  )
  const position = emailFramePosition(doc, options)
  const mode = displayMode(e.ads.desktop) ?? 'REGULAR'
  const logo = e.partnerLogoUrl?.trim()
  return {
    embedUUID: null,
    location: e.location,
    contentOrder: e.contentOrder,
    brandColor: e.brandColor,
    partnerLogo:
      e.showPartnerLogo && logo ? { src: logo, url: e.logoClickThroughUrl.trim() || null } : null,
    ads: { desktop: mode, mobile: mode },
    cards,
    preview: {
      resultMs: PREVIEW_SAMPLE.resultShownMs,
      birthDateQuestion: e.showProfilingQuestions,
    },
    email:
      position !== null && doc.email
        ? {
            position,
            headline: doc.email.headline.trim(),
            body: doc.email.body.trim(),
            publisherName: doc.email.publisherName.trim(),
            privacyPolicyURL: doc.email.publisherPrivacyPolicyURL.trim(),
            backgroundColor: doc.email.backgroundColor,
            backgroundImageURL: doc.email.backgroundImageURL,
          }
        : null,
  }
}

export type PreviewFrame = { kind: 'card'; contentUUID: string } | { kind: 'email' }

/** BLD-56: the frames in the order the player shows them (the e-mail card at its position). */
export function frameOrder(embed: PlayerEmbed): PreviewFrame[] {
  const frames: PreviewFrame[] = embed.cards.map((c) => ({
    kind: 'card',
    contentUUID: c.contentUUID,
  }))
  if (embed.email) frames.splice(embed.email.position - 1, 0, { kind: 'email' })
  return frames
}

/**
 * The embed the builder edits (spec 001 §3 "Selected embed data", "Content status"; BLD-68..71)
 * as one plain document: the embed's fields, its cards and the e-mail card. Loads from API-42,
 * starts new from the name dialog, turns into the API-43/44 save body, and says whether two
 * documents differ (the change detection behind Save / Saved, Discard and the leave warnings).
 * Pure: no DOM, no fetch; the drafts (drafts.ts) store this shape.
 */
import { adsFromEmbed, displayMode, type AdsState } from './ads-rules'
import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_CTA_TEXT,
  DEFAULT_CARD_BACKGROUND,
  type EmbedBody,
  type ImageProvider,
  type QuestionType,
  type Step,
} from './builder-rules'
import {
  contentOrderBody,
  newEmailCard,
  toPageBody,
  toUserDataCollectionBody,
  trimToNull,
  type ContentOrder,
  type EditorCard,
  type EditorOption,
  type EmailCard,
} from './card-rules'
import type { Content, EmbedForEdit } from './embeds-rules'
import { workflowStep } from './steps-rules'

export type Location = 'rail' | 'in-content'

/** BLD-68: the selected embed's own fields, as the editor holds them. */
export interface EditorEmbed {
  /** null until the add_ons Save of a new embed created it. */
  embedUUID: string | null
  embedName: string
  siteUUID: string
  siteUrl: string
  location: Location
  contentOrder: ContentOrder
  /** A CSS colour ('#092e77' or an rgba string); sent as brandColorCode. */
  brandColor: string
  ads: AdsState
  showUserDataCollection: boolean
  showPartnerLogo: boolean
  /** The provider-branding flag (show{product}Branding); shown only in a mocked session. */
  showBranding: boolean
  partnerLogoUrl: string | null
  logoClickThroughUrl: string
  showProfilingQuestions: boolean
  attachedLabelUUIDs: string[]
  newLabelNames: string[]
}

export interface BuilderDoc {
  embed: EditorEmbed
  /** Every card, live or not, in the order the editor lists them. */
  cards: EditorCard[]
  /** The Collect User Emails card, or null while none was created (dataPresent false). */
  email: EmailCard | null
}

const DEFAULT_ADS: AdsState = {
  desktop: { ad1: true, ad2: true, overlay: false },
  mobile: { ad1: true, ad2: true, overlay: false },
  video: { desktop: false, mobile: false },
}

/** BLD-07: what the name dialog hands to the builder for a new embed. */
export interface NewEmbedStart {
  embedName: string
  siteUUID: string
  siteUrl: string
  attachedLabelUUIDs: string[]
  newLabelNames: string[]
}

/** BLD-07 / BLD-65: a new embed with the server's defaults and no cards. */
export function newDoc(start: NewEmbedStart): BuilderDoc {
  return {
    embed: {
      embedUUID: null,
      embedName: start.embedName,
      siteUUID: start.siteUUID,
      siteUrl: start.siteUrl,
      location: 'rail',
      contentOrder: 'ordered',
      brandColor: DEFAULT_BRAND_COLOR,
      ads: structuredClone(DEFAULT_ADS),
      showUserDataCollection: false,
      showPartnerLogo: true,
      showBranding: true,
      partnerLogoUrl: null,
      logoClickThroughUrl: '',
      showProfilingQuestions: false,
      attachedLabelUUIDs: [...start.attachedLabelUUIDs],
      newLabelNames: [...start.newLabelNames],
    },
    cards: [],
    email: null,
  }
}

type LooseOption = Partial<Omit<EditorOption, 'position'>> & { position?: number }
type LooseProperties = Content['contentProperties'] & {
  imageProvider?: ImageProvider | null
  imageID?: string | null
  options?: LooseOption[]
}

function background(p: LooseProperties) {
  return {
    backgroundColor: p.backgroundColor ?? DEFAULT_CARD_BACKGROUND,
    backgroundImageURL: p.backgroundImageURL ?? null,
    imageProvider: p.imageProvider ?? null,
    imageID: p.imageID ?? null,
  }
}

/** A saved card (API-42) as the editor holds it; option positions become 1-based. */
export function cardFromContent(content: Content): EditorCard {
  const p = content.contentProperties as LooseProperties
  const base = {
    contentUUID: content.contentUUID,
    contentType: content.contentType,
    contentLive: content.contentLive,
    queuePosition: content.contentLive ? content.queuePosition : null,
  }
  if (content.contentType === 'STORY') {
    return {
      ...base,
      question: null,
      story: {
        ...background(p),
        title: p.title ?? '',
        ctaText: p.ctaText ?? DEFAULT_CTA_TEXT,
        url: p.storyURL ?? '',
      },
    }
  }
  const options = [...(p.options ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((o, i): EditorOption => ({
      optionUUID: o.optionUUID ?? null,
      text: o.text ?? '',
      position: i + 1,
      correctOption: o.correctOption ?? false,
      emoji: o.emoji ?? null,
      imageProvider: o.imageProvider ?? null,
      imageID: o.imageID ?? null,
      imageURL: o.imageURL ?? null,
    }))
  return {
    ...base,
    story: null,
    question: {
      ...background(p),
      type: (p.type ?? 'text1') as QuestionType,
      title: p.title ?? '',
      options,
    },
  }
}

function emailFromAddOns(addOns: unknown): EmailCard | null {
  const data = (addOns as { userDataCollection?: Partial<EmailCard> } | null)?.userDataCollection
  if (!data) return null
  const card = newEmailCard()
  return {
    contentUUID: data.contentUUID ?? null,
    queuePosition: data.queuePosition ?? card.queuePosition,
    publisherName: data.publisherName ?? '',
    publisherPrivacyPolicyURL: data.publisherPrivacyPolicyURL ?? '',
    backgroundColor: data.backgroundColor ?? card.backgroundColor,
    backgroundImageURL: data.backgroundImageURL ?? null,
    headline: data.headline ?? '',
    body: data.body ?? '',
  }
}

/** API-42 → the document. */
export function docFromEmbed(data: EmbedForEdit): BuilderDoc {
  const e = data.embed
  return {
    embed: {
      embedUUID: e.embedUUID,
      embedName: e.embedName,
      siteUUID: e.siteUUID,
      siteUrl: e.siteUrl,
      location: e.embedPosition === 'IN_CONTENT' ? 'in-content' : 'rail',
      contentOrder: e.contentOrder === 'RANDOM' ? 'random' : 'ordered',
      brandColor: e.brandColorCode || DEFAULT_BRAND_COLOR,
      ads: adsFromEmbed(e),
      showUserDataCollection: e.showUserDataCollection,
      showPartnerLogo: e.showPartnerLogo,
      showBranding: e.showBranding,
      partnerLogoUrl: e.partnerLogoUrl,
      logoClickThroughUrl: e.logoClickThroughUrl ?? '',
      showProfilingQuestions: e.showProfilingQuestions,
      attachedLabelUUIDs: [...e.attachedLabelUUIDs],
      newLabelNames: [],
    },
    cards: data.contents.pages.map(cardFromContent),
    email: emailFromAddOns(data.contents.addOns),
  }
}

/**
 * BLD-52 / 63: the save body. addOns only at the add_ons step; createdBy only on create. The
 * click-through URL is saved only when valid (the caller checks; an invalid one is sent as
 * null). Display modes the two-ads rule cannot reach fall back to REGULAR.
 */
export function toEmbedBody(
  doc: BuilderDoc,
  step: Step,
  options: { executorUUID?: string | null; clickThroughValid: boolean },
): EmbedBody {
  const e = doc.embed
  const body: EmbedBody = {
    embed: {
      contentOrder: contentOrderBody(e.contentOrder),
      embedName: e.embedName.trim(),
      embedPosition: e.location === 'in-content' ? 'IN_CONTENT' : 'RAIL',
      webAdDisplayMode: displayMode(e.ads.desktop) ?? 'REGULAR',
      mobileAdDisplayMode: displayMode(e.ads.mobile) ?? 'REGULAR',
      showVideoAdForDesktop: e.ads.video.desktop,
      showVideoAdForMobile: e.ads.video.mobile,
      partnerLogoUrl: trimToNull(e.partnerLogoUrl),
      showBranding: e.showBranding,
      logoClickThroughUrl: options.clickThroughValid ? trimToNull(e.logoClickThroughUrl) : null,
      brandColorCode: e.brandColor,
      showMarketResearch: false,
      showProfilingQuestions: e.showProfilingQuestions,
      showRewards: false,
      showPartnerLogo: e.showPartnerLogo,
      showUserDataCollection: e.showUserDataCollection,
      attachedLabelUUIDs: [...e.attachedLabelUUIDs],
      newLabelNames: [...e.newLabelNames],
    },
    contents: { pages: doc.cards.map(toPageBody) },
    embedWorkflowStep: workflowStep(step),
  }
  if (step === 'add_ons') {
    body.contents.addOns = {
      userDataCollection: doc.email ? toUserDataCollectionBody(doc.email) : null,
    }
  }
  if (!e.embedUUID && options.executorUUID) body.createdBy = options.executorUUID
  return body
}

/** Change detection: two documents differ when anything a save would send differs. */
export function docChanged(a: BuilderDoc, b: BuilderDoc): boolean {
  return JSON.stringify(a) !== JSON.stringify(b)
}

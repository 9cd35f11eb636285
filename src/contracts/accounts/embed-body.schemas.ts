/**
 * The builder's save body (API-43 with `createdBy`, API-44 without; spec 001 §7 "Create/update
 * body"). The builder's rule module takes its types of these shapes from here
 * (src/areas/embeds/lib/builder-rules.ts). The routes check a body field by field with the
 * embeds' rule module (embed-body-rules.ts: its messages and per-format rules), so these schemas
 * type the calls and the reference; they are not what reads the body.
 */
import { z } from 'zod'
import {
  AD_DISPLAY_MODES,
  IMAGE_PROVIDERS,
  QUESTION_TYPES,
} from '../../areas/embeds/lib/builder-rules'
import {
  CONTENT_ORDERS,
  EMBED_POSITIONS,
  WORKFLOW_STEPS,
} from '../../areas/embeds/lib/embed-body-rules'
import { CONTENT_TYPES } from '../../areas/embeds/lib/embeds-rules'

const imageProvider = z.enum(IMAGE_PROVIDERS).nullable().optional()
const adDisplayMode = z.enum(AD_DISPLAY_MODES)

export const optionBody = z.object({
  optionUUID: z.string().nullable(),
  /** image1, text1, text2 only. */
  text: z.string().nullable().optional(),
  position: z.number(),
  /** Quizzes only. */
  correctOption: z.boolean().optional(),
  /** emoji only. */
  emoji: z.string().nullable().optional(),
  /** image1, image2 only; imageURL omitted for stock providers. */
  imageProvider,
  imageID: z.string().nullable().optional(),
  imageURL: z.string().nullable().optional(),
})

export const backgroundBody = z.object({
  backgroundColor: z.string().nullable().optional(),
  backgroundImageURL: z.string().nullable().optional(),
  imageProvider,
  imageID: z.string().nullable().optional(),
})

export const questionProperties = backgroundBody.extend({
  title: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(optionBody),
})

export const storyProperties = backgroundBody.extend({
  title: z.string(),
  ctaText: z.string(),
  storyURL: z.string(),
})

export const pageBody = z.object({
  contentUUID: z.string().nullable(),
  contentType: z.enum(CONTENT_TYPES),
  contentLive: z.boolean(),
  /** 0-based among live cards; null for cards not live. */
  queuePosition: z.number().nullable(),
  contentProperties: z.union([questionProperties, storyProperties]),
})

export const userDataCollectionBody = z.object({
  contentUUID: z.string().nullable(),
  queuePosition: z.number(),
  publisherName: z.string(),
  publisherPrivacyPolicyURL: z.string(),
  backgroundColor: z.string().nullable(),
  backgroundImageURL: z.string().nullable(),
  headline: z.string(),
  body: z.string(),
})

export const embedFieldsBody = z.object({
  contentOrder: z.enum(CONTENT_ORDERS),
  embedName: z.string(),
  embedPosition: z.enum(EMBED_POSITIONS),
  webAdDisplayMode: adDisplayMode,
  mobileAdDisplayMode: adDisplayMode,
  showVideoAdForDesktop: z.boolean(),
  showVideoAdForMobile: z.boolean(),
  partnerLogoUrl: z.string().nullable(),
  /** The provider-branding flag (show{product}Branding). */
  showBranding: z.boolean(),
  logoClickThroughUrl: z.string().nullable(),
  brandColorCode: z.string(),
  showMarketResearch: z.boolean(),
  showProfilingQuestions: z.boolean(),
  showRewards: z.boolean(),
  showPartnerLogo: z.boolean(),
  showUserDataCollection: z.boolean(),
  attachedLabelUUIDs: z.array(z.string()),
  newLabelNames: z.array(z.string()),
})

/** API-44's body; API-43's adds `createdBy`. */
export const embedBody = z.object({
  embed: embedFieldsBody,
  contents: z.object({
    pages: z.array(pageBody),
    /** Only at the add_ons step. */
    addOns: z.object({ userDataCollection: userDataCollectionBody.nullable() }).optional(),
  }),
  /** The executor's user id, on create only. */
  createdBy: z.string().optional(),
  embedWorkflowStep: z.enum(WORKFLOW_STEPS),
})

export const createBody = embedBody.extend({ createdBy: z.string() })

/**
 * The embed builder's shared constants, messages and wire shapes (spec 001 §3–§9, BLD-01..72),
 * used by the builder's rule modules (steps-rules, card-rules, ads-rules), the save-body
 * validation (embed-body-rules) and the demo server. Pure: no DOM, no fetch.
 *
 * Calls (accounts service, /api/accounts/…; API.md §4):
 * - API-42 GET  embeds/{embedUUID}/sites/content          → EmbedForEdit (embeds-rules.ts)
 * - API-43 POST sites/{siteUUID}/embeds/content            EmbedBody (with createdBy) → EmbedForEdit (201)
 * - API-44 PUT  sites/{siteUUID}/embeds/{embedUUID}/content EmbedBody (no createdBy) → EmbedForEdit
 * - API-45 GET  embeds/{embedUUID}/embedcode/?siteUUID={uuid}&version=VERSION_4_0
 *                                                          → { headerCode, bodyCode }
 */
import type { z } from 'zod'
import type * as body from '../../../contracts/accounts/embed-body.schemas'
import type * as embeds from '../../../contracts/accounts/embeds.schemas'

// ---------------------------------------------------------------------------------------------
// Steps (spec 001 §2 "Routes", §4 "Creation flow")

export const STEPS = ['placement', 'customize', 'ads', 'add_ons', 'code'] as const
export type Step = (typeof STEPS)[number]
export const STEP_TITLES: Record<Step, string> = {
  placement: 'Select Placement',
  customize: 'Customize',
  ads: 'Select Ads',
  add_ons: 'Add-ons',
  code: 'Get Code',
}
/** The workflow step sent with a save: the step name upper-cased. */
export type WorkflowStep = EmbedBody['embedWorkflowStep']
export const EMBED_CODE_VERSION = 'VERSION_4_0'

// ---------------------------------------------------------------------------------------------
// Limits (spec 001 §5, §9)

export const QUESTION_TITLE_MAX = 134
export const STORY_TITLE_MAX = 150
export const CTA_TEXT_MAX = 25
export const DEFAULT_CTA_TEXT = 'Read More'
export const OPTION_TEXT_MAX = 32
/** Option text on the Round (image1) question style. */
export const OPTION_TEXT_MAX_ROUND = 15
export const OPTIONS_MIN = 2
export const OPTIONS_MAX = 4
export const NEW_QUESTION_OPTIONS = 3
export const EMAIL_HEADLINE_MAX = 40
export const EMAIL_BODY_MAX = 80
export const EMAIL_POSITION_MIN = 1
export const EMAIL_POSITION_MAX = 10
export const EMAIL_POSITION_DEFAULT = 7
export const CARD_SELECTOR_PAGE_SIZE = 10
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const
/** Counter colours: amber from 85 % of the limit, red at the limit. */
export const COUNTER_WARN_RATIO = 0.85
export const DEFAULT_BRAND_COLOR = '#092e77'
export const DEFAULT_CARD_BACKGROUND = 'rgba(48,48,48,0.8)'
export const DEFAULT_EMOJI = ['😍', '😂', '😮', '😡'] as const

export const PLACEMENT_ADVANCE_MS = 250
export const STORY_URL_DEBOUNCE_MS = 500
export const IMAGE_SEARCH_DEBOUNCE_MS = 500
export const MOVED_CARD_HIGHLIGHT_MS = 3000
export const CONFETTI_DELAY_MS = 1000
/** BLD-37: the image selector panel loads this long after a selection opens it. */
export const SELECTOR_PANEL_DELAY_MS = 100

// ---------------------------------------------------------------------------------------------
// Question styles and wire enums (spec 001 §3, §7)

/** Question formats: Round (image1), Large (image2), Text (text1), Text (text2), Emoji (polls). */
export const QUESTION_TYPES = ['image1', 'image2', 'text1', 'text2', 'emoji'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]
/** Formats whose options carry text (and must be unique). */
export const TEXT_OPTION_TYPES: readonly QuestionType[] = ['image1', 'text1', 'text2']
/** Formats whose options carry an image. */
export const IMAGE_OPTION_TYPES: readonly QuestionType[] = ['image1', 'image2']

export const AD_DISPLAY_MODES = [
  'REGULAR',
  'OVERLAY_TOP_AD',
  'OVERLAY_BOTTOM_AD',
  'BOTH_OVERLAY_ADS',
  'BOTH_BOTTOM_ADS',
  'NONE',
] as const
export type AdDisplayMode = (typeof AD_DISPLAY_MODES)[number]

export const IMAGE_PROVIDERS = ['SHUTTERSTOCK', 'UNSPLASH', 'GIPHY', 'CLIENT_UPLOADED'] as const
export type ImageProvider = (typeof IMAGE_PROVIDERS)[number]
/** Stock providers: the image URL is not sent with a save (spec 001 §5). */
export const STOCK_PROVIDERS: readonly ImageProvider[] = ['SHUTTERSTOCK', 'UNSPLASH']

// ---------------------------------------------------------------------------------------------
// Patterns

/** A story URL: http(s) with a dotted host ('Format should be {host}'). */
export const STORY_URL = /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?(\/\S*)?$/
/** Partner-logo click-through and privacy-policy URLs: the same shape. */
export const WEB_URL = STORY_URL
export const URL_MAX = 2048
/**
 * An image the builder shows (option, background, partner logo, e-mail card background): any
 * http(s) URL, or a path on the portal's own server (the demo's sample images and uploads are
 * served at `/…`; the seed's posters are such paths).
 */
export const IMAGE_URL = /^(https?:\/\/[^\s/]+(\/\S*)?|\/(?!\/)\S*)$/

// ---------------------------------------------------------------------------------------------
// Messages (spec 001 §8, exactly)

export const REQUIRED_FIELDS_MESSAGE =
  'There are required fields you must fill out before continuing.'
export const REQUIRED_FIELDS_UNIQUE_MESSAGE =
  'There are required fields you must fill out before continuing. Please check if all the options are unique.'
export const SAVE_DURING_UPLOAD_MESSAGE =
  'You can save once your image has been uploaded successfully'
export const EMOJI_QUIZ_MESSAGE =
  'We’re sorry, Quiz does not support emoji format. Please change the format first to make this a Quiz question.'
export const ADS_TOGGLED_MESSAGE =
  "You must always have two ads showing. We've toggled the other ad on for you"
export const ADS_REFUSED_MESSAGE =
  "Sorry, two ad types must always be showing. You can't toggle this off."
export const IMAGE_TOO_LARGE_MESSAGE = 'This image is too large. File size must be under 5MB.'
export const IMAGE_TYPE_MESSAGE =
  'File type not supported. Please use PNG, JPEG, or GIF file format.'
export const IMAGE_UPLOAD_FAILED_MESSAGE = 'There was an issue uploading your image/Logo'
export const IMAGES_FETCH_FAILED_MESSAGE = 'Sorry, an error occurred while retrieving images.'
export const NO_IMAGES_MESSAGE = 'Sorry, no results were found.'
export const AUTOFILL_BLOCKED_MESSAGE =
  'Sorry, this website will not allow us to autopopulate this story.'
export const AUTOFILL_FAILED_MESSAGE =
  'Sorry, we encountered an issue while autopopulating this story.'
export const UPDATE_SUCCESS_MESSAGE = 'Your embed has been updated successfully!'
export const CODE_FETCH_FAILED_MESSAGE = 'There was an issue fetching your Header and Body code'
export const CREATE_FAILED_MESSAGE = 'We are facing issues with embed creation.'

// ---------------------------------------------------------------------------------------------
// The save body (API-43 / API-44, spec 001 §7 "Create/update body")
// (the contract's shapes: src/contracts/accounts/embed-body.schemas.ts)

export type OptionBody = z.input<typeof body.optionBody>
export type BackgroundBody = z.input<typeof body.backgroundBody>
export type QuestionProperties = z.input<typeof body.questionProperties>
export type StoryProperties = z.input<typeof body.storyProperties>
export type PageBody = z.input<typeof body.pageBody>
export type UserDataCollectionBody = z.input<typeof body.userDataCollectionBody>
export type EmbedFieldsBody = z.input<typeof body.embedFieldsBody>
export type EmbedBody = z.input<typeof body.embedBody>
/** API-45: the code of a saved embed. */
export type EmbedCode = z.output<typeof embeds.embedCode>

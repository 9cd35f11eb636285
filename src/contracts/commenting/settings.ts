/**
 * The commenting unit's settings as the commenting service sends them (spec 002 §3; API-87..97),
 * and the field shapes its saves share. Not a group: the configuration and add-on groups'
 * schemas use these. The enumerations are the settings rule module's; its types of these shapes
 * are these schemas' (src/areas/commenting/lib/commenting-settings-rules.ts), so each shape is
 * written once. Bodies keep their texts loose: the rule module's checks give the spec's messages.
 */
import { z } from 'zod'
import {
  AVATAR_PACKS,
  COLOR_KEYS,
  FONT_SIZES,
  FONT_WEIGHTS,
  GROUPS,
  MODERATION_TYPES,
  PLACEHOLDER_TYPES,
  POSITIONS,
  TREE_TYPES,
  USER_TYPES,
  type ColorKey,
} from '../../areas/commenting/lib/commenting-settings-rules'

// ---- the fields of the saves (the server reads bodies with these) ----

export const flag = z.boolean('Send true or false')
export const whole = z.number('Send a number')
export const text = (max: number) => z.string('Send text').max(max, `Use at most ${max} characters`)

/** An image address as the upload answers it, or any http(s) address. */
export const imageUrlShape = text(2000)
  .regex(/^(https?:\/\/|\/)[^\s<>"']*$/i, 'Use an image address')
  .nullable()

/** The six colours, each as `value`. */
export const colorsOf = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(COLOR_KEYS.map((k) => [k, value])) as Record<ColorKey, T>)

// ---- the settings as sent ----

export const generalAdvanced = z.object({
  group: z.enum(GROUPS, 'Choose DEMO, CUSTOMER, INTERNAL or TEST'),
  isLoadCommentsButtonEnabled: flag,
  allowDisqusAccountLink: flag,
})

export const generalSettings = z.object({
  isPageIDEnabled: z.boolean(),
  name: z.string(),
  isPromoteCommentsEnabled: z.boolean(),
  isTurnOffRepliesEnabled: z.boolean(),
  isActiveUsersIndicatorEnabled: z.boolean(),
  activeUsersIndicatorTitle: z.string().nullable(),
  fontSize: z.enum(FONT_SIZES),
  weight: z.enum(FONT_WEIGHTS),
  /** Sent and shown only in mocked sessions (COM-14). */
  advancedSettings: generalAdvanced.optional(),
})

export const moderationAdvanced = z.object({
  isAIModerationEnabled: flag,
  minApprovalScore: whole,
  maxApprovalScore: whole,
})

export const moderationSettings = z.object({
  uuid: z.string(),
  moderationType: z.enum(MODERATION_TYPES),
  commentingUserType: z.enum(USER_TYPES),
  isMediaContentEnabled: z.boolean(),
  isVideosEnabled: z.boolean(),
  isImagesEnabled: z.boolean(),
  isGifsEnabled: z.boolean(),
  /** Auto block a commenter after 10 inappropriate marks. */
  autoBlockAuthors: z.boolean(),
  /** Auto remove a comment after 3 marks. */
  autoRemoveComments: z.boolean(),
  blockCommentsWithLink: z.boolean(),
  isEmojiReactionsEnabled: z.boolean(),
  /** Sent and shown only in mocked sessions (COM-20). */
  advancedSettings: moderationAdvanced.optional(),
})

export const commentsTree = z.object({
  uuid: z.string(),
  treeType: z.enum(TREE_TYPES),
  commentsInitialLoadLimit: z.number(),
  repliesInitialLoadLimit: z.number(),
  commentsLoadMoreLimit: z.number(),
  repliesLoadMoreLimit: z.number(),
})

/** Colours as six hex digits without '#' (COM-24). */
export const colorSchema = colorsOf(z.string()).extend({ uuid: z.string() })

export const communitySettings = z.object({
  uuid: z.string(),
  isCommunityEnabled: z.boolean(),
  title: z.string().nullable(),
  position: z.enum(POSITIONS),
  showTopArticles: z.boolean(),
  topArticlesInitialLoadLimit: z.number(),
  /** 0 = all time; otherwise a number of days. */
  topArticlesDaysTimeFrame: z.number(),
  placeholderImageType: z.enum(PLACEHOLDER_TYPES),
  placeholderImageUrl: z.string().nullable(),
  placeholderImageName: z.string().nullable(),
  showTopCommenters: z.boolean(),
  topCommentersInitialLoadLimit: z.number(),
})

export const avatarPack = z.enum(AVATAR_PACKS, 'Choose one of the avatar packs')

/** API-91: one site's commenting unit configuration. */
export const commentingConfiguration = z.object({
  commentingUnitUUID: z.string(),
  commentingUnitConfigurationUUID: z.string(),
  isActive: z.boolean(),
  general: generalSettings,
  moderation: moderationSettings,
  commentsTree,
  colorSchema,
  avatarPack,
  community: communitySettings,
})

// ---- the add-ons as sent (API-87..89) ----

export const commentsCounterAddon = z.object({
  uuid: z.string(),
  isCommentsCounterEnabled: z.boolean(),
  commentingUnitConfigurationUUID: z.string(),
  zeroCommentsLabel: z.string(),
  singleCommentLabel: z.string(),
  multipleCommentsLabel: z.string(),
  headerCode: z.string(),
  bodyCode: z.string(),
})

export const communityAddon = z.object({
  uuid: z.string(),
  isCommunityEnabled: z.boolean(),
  commentingUnitConfigurationUUID: z.string(),
  title: z.string().nullable(),
  topArticlesDaysTimeFrame: z.number(),
  placeholderImageType: z.enum(PLACEHOLDER_TYPES),
  placeholderImageUrl: z.string().nullable(),
  showTopArticles: z.boolean(),
  topArticlesInitialLoadLimit: z.number(),
  showTopCommenters: z.boolean(),
  topCommentersInitialLoadLimit: z.number(),
  code: z.string(),
  isCustomColorEnabled: z.boolean(),
  customColorSchema: colorsOf(z.string()),
})

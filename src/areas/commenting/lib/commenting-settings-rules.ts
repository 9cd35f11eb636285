/**
 * The commenting unit's settings (spec 002 §3, §4, §5, §9; COM-13..36): their shapes, choices,
 * limits and defaults (a new unit's in `defaultSections`, which the server and the element tests
 * read). Pure; commenting-rules.ts re-exports it with the rules that check them.
 */
import type { z } from 'zod'
import type * as settings from '../../../contracts/commenting/settings'
import type * as statistics from '../../../contracts/commenting/statistics.schemas'

export const MODERATION_TYPES = ['POST_MODERATION', 'PRE_MODERATION', 'NO_MODERATION'] as const
export type ModerationType = (typeof MODERATION_TYPES)[number]

/** COM-19: the spec's spelling of the anonymous-only value is kept. */
export const USER_TYPES = ['ONLY_AUTHORIZED_USER', 'EVERY_USER', 'ONLY_ANONYMOUSE_USER'] as const
export type CommentingUserType = (typeof USER_TYPES)[number]

export const TREE_TYPES = ['BASIC', 'COMPACT', 'ADVANCED', 'CUSTOM'] as const
export type TreeType = (typeof TREE_TYPES)[number]

export const FONT_SIZES = ['REGULAR', 'COMFORTABLE', 'ACCESSIBLE'] as const
export type FontSize = (typeof FONT_SIZES)[number]
export const FONT_WEIGHTS = ['REGULAR', 'MEDIUM'] as const
export type FontWeight = (typeof FONT_WEIGHTS)[number]
export const GROUPS = ['DEMO', 'CUSTOMER', 'INTERNAL', 'TEST'] as const
export type Group = (typeof GROUPS)[number]

export const AVATAR_PACKS = ['DEFAULT', 'NEWS', 'SPORTS', 'FINANCE', 'MOVIE'] as const
export type AvatarPack = (typeof AVATAR_PACKS)[number]

export const POSITIONS = ['IN_UNIT', 'ABOVE_UNIT', 'BELOW_UNIT'] as const
export type CommunityPosition = (typeof POSITIONS)[number]
export const PLACEHOLDER_TYPES = ['standard', 'custom'] as const
export type PlaceholderType = (typeof PLACEHOLDER_TYPES)[number]

export const IMAGE_WORKFLOWS = ['COMMUNITY', 'STAND_ALONE_COMMUNITY', 'SSO_LOGO'] as const
export const MIGRATION_STATUSES = ['READY', 'STARTED', 'COMPLETED', 'NOT_REQUIRED'] as const
export type MigrationStatus = (typeof MIGRATION_STATUSES)[number]
export const STAT_INTERVALS = ['DAY', 'MONTH', 'YEAR'] as const
export type StatInterval = (typeof STAT_INTERVALS)[number]
export const EXPORT_FORMATS = ['CSV', 'XML'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]
export const ADDON_PATHS = ['comments-counters', 'community'] as const
export type AddonPath = (typeof ADDON_PATHS)[number]

/** COM-16: labels and the sizes/weights they stand for. */
export const FONT_SIZE_PX: Record<FontSize, number> = {
  REGULAR: 15,
  COMFORTABLE: 16,
  ACCESSIBLE: 17,
}
export const FONT_WEIGHT_VALUE: Record<FontWeight, number> = { REGULAR: 400, MEDIUM: 500 }

export const COLOR_KEYS = [
  'background',
  'primaryText',
  'secondaryText',
  'branding',
  'primaryButtonLabel',
  'errorValidation',
] as const
export type ColorKey = (typeof COLOR_KEYS)[number]
/** Colours as six hex digits without '#' (COM-24). */
export type ColorValues = Record<ColorKey, string>
// The wire shapes are declared once, as the contract's schemas (src/contracts/commenting).
export type GeneralAdvanced = z.output<typeof settings.generalAdvanced>
export type GeneralSettings = z.output<typeof settings.generalSettings>
export type ModerationAdvanced = z.output<typeof settings.moderationAdvanced>
export type ModerationSettings = z.output<typeof settings.moderationSettings>
export type CommentsTree = z.output<typeof settings.commentsTree>
export type ColorSchema = z.output<typeof settings.colorSchema>
export type CommunitySettings = z.output<typeof settings.communitySettings>
/** API-91: one site's commenting unit configuration. */
export type CommentingConfiguration = z.output<typeof settings.commentingConfiguration>
export type CommentsCounterAddon = z.output<typeof settings.commentsCounterAddon>
export type CommunityAddon = z.output<typeof settings.communityAddon>

export type StatsRow = z.output<typeof statistics.statsRow>

// ---- constants (spec 002 §9) ----

export const NAME_MAX = 191
export const TITLE_MAX = 64
export const LABEL_MAX = 64
export const TREE_MAX = 25
export const SCORE_MAX = 6
export const DAYS_MAX_DIGITS = 3
export const DEFAULT_CUSTOM_DAYS = 5
export const STATS_PAGE = 10
export const AUTO_BLOCK_MARKS = 10
export const AUTO_REMOVE_MARKS = 3
export const LOAD_MORE_CHOICES = [5, 10, 15, 20, 25] as const
export const INITIAL_LOAD_CHOICES = [2, 6, 10, 14, 18, 20] as const
export const AVATARS_IN_PREVIEW = 12
export const AVATARS_IN_SUMMARY = 6
/** COM-30 (units OPEN: pixels and kilobytes). */
export const IMAGE_MAX_PX = 5000
export const IMAGE_MAX_KB = 5000
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const

/** COM-22: the presets' initial limits. */
export const TREE_PRESETS: Record<
  Exclude<TreeType, 'CUSTOM'>,
  { comments: number; replies: number }
> = {
  BASIC: { comments: 5, replies: 1 },
  COMPACT: { comments: 2, replies: 0 },
  ADVANCED: { comments: 10, replies: 3 },
}

/**
 * COM-24 defaults, stored without the '#'. Two depart from the spec's #ABB2C3 and #1494F4 (issue
 * 27): those fail WCAG AA on white (2.1:1, 3.2:1), so secondary text is #64748B (4.8:1) and
 * branding #0A6CC2 (5.3:1, the portal's own link colour); every pair in COLOR_PAIRS passes.
 */
export const DEFAULT_COLORS: ColorValues = {
  background: 'FFFFFF',
  primaryText: '062B75',
  secondaryText: '64748B',
  branding: '0A6CC2',
  primaryButtonLabel: 'FFFFFF',
  errorValidation: 'DF1D1D',
}

export const COUNTER_PLACEHOLDERS = {
  zeroCommentsLabel: 'Comments',
  singleCommentLabel: '1 Comment',
  multipleCommentsLabel: '{count} Comments',
} as const

/** What each section row holds (general and avatarPack have no uuid of their own in the API). */
export interface SectionData {
  general: GeneralSettings
  moderation: Omit<ModerationSettings, 'uuid'>
  commentsTree: Omit<CommentsTree, 'uuid'>
  colorSchema: Omit<ColorSchema, 'uuid'>
  community: Omit<CommunitySettings, 'uuid'>
  avatarPack: { avatarPack: AvatarPack }
}

/** The spec's defaults for a new unit (spec 002 §9; COM-14..28). */
export function defaultSections(siteName: string): SectionData {
  return {
    general: {
      isPageIDEnabled: false,
      name: siteName.slice(0, 191),
      isPromoteCommentsEnabled: false,
      isTurnOffRepliesEnabled: false,
      isActiveUsersIndicatorEnabled: false,
      activeUsersIndicatorTitle: null,
      fontSize: 'REGULAR',
      weight: 'REGULAR',
      advancedSettings: {
        group: 'INTERNAL',
        isLoadCommentsButtonEnabled: false,
        allowDisqusAccountLink: false,
      },
    },
    moderation: {
      moderationType: 'POST_MODERATION',
      commentingUserType: 'EVERY_USER',
      isMediaContentEnabled: false,
      isVideosEnabled: false,
      isImagesEnabled: false,
      isGifsEnabled: false,
      autoBlockAuthors: true,
      autoRemoveComments: true,
      blockCommentsWithLink: false,
      isEmojiReactionsEnabled: true,
      advancedSettings: { isAIModerationEnabled: false, minApprovalScore: 2, maxApprovalScore: 4 },
    },
    commentsTree: {
      treeType: 'BASIC',
      commentsInitialLoadLimit: TREE_PRESETS.BASIC.comments,
      repliesInitialLoadLimit: TREE_PRESETS.BASIC.replies,
      commentsLoadMoreLimit: 10,
      repliesLoadMoreLimit: 5,
    },
    colorSchema: { ...DEFAULT_COLORS },
    community: {
      isCommunityEnabled: false,
      title: null,
      position: 'IN_UNIT',
      showTopArticles: true,
      topArticlesInitialLoadLimit: 10,
      topArticlesDaysTimeFrame: 0,
      placeholderImageType: 'standard',
      placeholderImageUrl: null,
      placeholderImageName: null,
      showTopCommenters: true,
      topCommentersInitialLoadLimit: 10,
    },
    avatarPack: { avatarPack: 'DEFAULT' },
  }
}

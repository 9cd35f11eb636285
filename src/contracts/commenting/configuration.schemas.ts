/** The schemas of the commenting configuration calls (configuration.ts); the settings in settings.ts. */
import { z } from 'zod'
import {
  FONT_SIZES,
  FONT_WEIGHTS,
  MODERATION_TYPES,
  PLACEHOLDER_TYPES,
  POSITIONS,
  TREE_TYPES,
  USER_TYPES,
} from '../../areas/commenting/lib/commenting-settings-rules'
import type { SchemasOf } from '../define'
import type { configurationCalls } from './configuration'
import {
  avatarPack,
  colorSchema,
  colorsOf,
  commentingConfiguration,
  commentsTree,
  communitySettings,
  flag,
  generalAdvanced,
  generalSettings,
  imageUrlShape,
  moderationAdvanced,
  moderationSettings,
  text,
  whole,
} from './settings'

const uuid = z.string().optional()

const generalBody = z.object({
  isPageIDEnabled: flag,
  name: text(1000),
  isPromoteCommentsEnabled: flag,
  isTurnOffRepliesEnabled: flag,
  isActiveUsersIndicatorEnabled: flag,
  activeUsersIndicatorTitle: text(1000).nullable(),
  fontSize: z.enum(FONT_SIZES, 'Choose REGULAR, COMFORTABLE or ACCESSIBLE'),
  weight: z.enum(FONT_WEIGHTS, 'Choose REGULAR or MEDIUM'),
  advancedSettings: generalAdvanced.nullable().optional(),
})

const moderationBody = z.object({
  uuid,
  moderationType: z.enum(MODERATION_TYPES, 'Choose a moderation type'),
  commentingUserType: z.enum(USER_TYPES, 'Choose a commenting user type'),
  isMediaContentEnabled: flag,
  isVideosEnabled: flag,
  isImagesEnabled: flag,
  isGifsEnabled: flag,
  autoBlockAuthors: flag,
  autoRemoveComments: flag,
  blockCommentsWithLink: flag,
  isEmojiReactionsEnabled: flag,
  advancedSettings: moderationAdvanced.nullable().optional(),
})

const treeBody = z.object({
  uuid,
  treeType: z.enum(TREE_TYPES, 'Choose BASIC, COMPACT, ADVANCED or CUSTOM'),
  commentsInitialLoadLimit: whole,
  repliesInitialLoadLimit: whole,
  commentsLoadMoreLimit: whole,
  repliesLoadMoreLimit: whole,
})

const communityBody = z.object({
  uuid,
  isCommunityEnabled: flag,
  title: text(1000).nullable(),
  position: z.enum(POSITIONS, 'Choose IN_UNIT, ABOVE_UNIT or BELOW_UNIT'),
  showTopArticles: flag,
  topArticlesInitialLoadLimit: whole,
  topArticlesDaysTimeFrame: whole,
  placeholderImageType: z.enum(PLACEHOLDER_TYPES, 'Choose standard or custom'),
  placeholderImageUrl: imageUrlShape,
  placeholderImageName: text(255).nullable(),
  showTopCommenters: flag,
  topCommentersInitialLoadLimit: whole,
})

const snippet = z.object({ headerCode: z.string(), bodyCode: z.string() })

export const configurationSchemas = {
  configuration: {
    // Sent by the portal and not read: the session and the site's id name the unit.
    query: z.object({ accountUUID: z.string().optional(), siteURL: z.string().optional() }),
    answer: commentingConfiguration,
  },
  saveColors: { body: colorsOf(text(100)).extend({ uuid }), answer: colorSchema },
  saveModeration: { body: moderationBody, answer: moderationSettings },
  saveGeneral: { body: generalBody, answer: generalSettings },
  saveAvatarPack: {
    body: z.object({ avatarPack }),
    answer: z.object({ avatarPack }),
  },
  saveTree: { body: treeBody, answer: commentsTree },
  saveCommunity: { body: communityBody, answer: communitySettings },
  addonsCode: {
    // Accepted and ignored: there is only new code.
    query: z.object({ showOnlyNewCode: z.enum(['true', 'false']).optional() }),
    answer: z.object({
      communityCode: z.object({ code: z.string() }),
      commentsCounterCode: snippet,
    }),
  },
  unitCode: { answer: z.object({ commentingUnitCode: snippet }) },
} satisfies SchemasOf<typeof configurationCalls>

/** The schemas of the add-on calls (addons.ts); the add-ons as sent are in settings.ts. */
import { z } from 'zod'
import { PLACEHOLDER_TYPES } from '../../areas/commenting/lib/commenting-settings-rules'
import type { SchemasOf } from '../define'
import type { addonCalls } from './addons'
import {
  colorsOf,
  commentsCounterAddon,
  communityAddon,
  flag,
  imageUrlShape,
  text,
  whole,
} from './settings'

const uuid = z.string().optional()

const counterBody = z.object({
  uuid,
  commentingUnitConfigurationUUID: text(64),
  isCommentsCounterEnabled: flag,
  zeroCommentsLabel: text(1000),
  singleCommentLabel: text(1000),
  multipleCommentsLabel: text(1000),
})

const communityBody = z.object({
  uuid,
  commentingUnitConfigurationUUID: text(64),
  isCommunityEnabled: flag,
  title: text(1000).nullable(),
  topArticlesDaysTimeFrame: whole,
  placeholderImageType: z.enum(PLACEHOLDER_TYPES, 'Choose standard or custom').optional(),
  placeholderImageUrl: imageUrlShape,
  showTopArticles: flag,
  topArticlesInitialLoadLimit: whole,
  showTopCommenters: flag,
  topCommentersInitialLoadLimit: whole,
  isCustomColorEnabled: flag,
  customColorSchema: colorsOf(text(100)),
})

const counterAnswer = z.object({ data: commentsCounterAddon })
const communityAnswer = z.object({ data: communityAddon })

export const addonSchemas = {
  addons: {
    answer: z.object({
      commentsCounter: commentsCounterAddon.nullable(),
      community: communityAddon.nullable(),
    }),
  },
  createCounter: { body: counterBody, answer: counterAnswer },
  createCommunity: { body: communityBody, answer: communityAnswer },
  updateCounter: { body: counterBody, answer: counterAnswer },
  updateCommunity: { body: communityBody, answer: communityAnswer },
} satisfies SchemasOf<typeof addonCalls>

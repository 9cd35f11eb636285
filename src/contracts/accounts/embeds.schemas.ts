/**
 * The schemas of the embed calls (embeds.ts): the library's query and page, an embed as the
 * builder loads it, the name dialog's create body and the code. The embeds' rule module takes its
 * types of these shapes from here (src/areas/embeds/lib/embeds-rules.ts), so each is written once;
 * the builder's full save body is embed-body.schemas.ts.
 */
import { z } from 'zod'
import { AD_DISPLAY_MODES, QUESTION_TYPES } from '../../areas/embeds/lib/builder-rules'
import {
  CONTENT_ORDERS,
  EMBED_POSITIONS,
  WORKFLOW_STEPS,
} from '../../areas/embeds/lib/embed-body-rules'
import { CONTENT_TYPES, EMBED_NAME_MAX } from '../../areas/embeds/lib/embeds-rules'
import type { SchemasOf } from '../define'
import { createBody, embedBody } from './embed-body.schemas'
import type { embedCalls } from './embeds'
import { labelNames, uuids } from './labels.schemas'

/** Cards the name dialog's create may carry. */
export const MAX_PAGES = 100

/** A real calendar day, YYYY-MM-DD (days in New York time on the wire). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}
export const day = z.string('Send a date').refine(isDay, 'Use a YYYY-MM-DD date')
export const pageNumber = z
  .number('Send a page number')
  .int('Send a whole page number')
  .min(1, 'Pages start at 1')
  .max(100_000, 'No such page')
  .default(1)
export const contentTypes = z
  .array(z.enum(CONTENT_TYPES, 'Send QUIZ, POLL or STORY'), 'Send a list of content types')
  .max(CONTENT_TYPES.length, 'Too many content types')
  .default([...CONTENT_TYPES])
export const keyword = z
  .string('Send text')
  .max(200, 'Use at most 200 characters')
  .nullable()
  .default(null)

const embedState = z.enum(['online', 'offline'])
const embedPosition = z.enum(EMBED_POSITIONS, 'Send RAIL or IN_CONTENT')
const contentOrder = z.enum(CONTENT_ORDERS, 'Send ORDERED or RANDOM')
const questionType = z.enum(QUESTION_TYPES)

/** EMB-06: the library request (omitted fields take these defaults). */
export const libraryQuery = z.object({
  /** true = live, false = archived. */
  active: z.boolean('Send true or false').default(true),
  /** null when both or neither status is chosen. */
  embedState: z.enum(embedState.options, 'Send online, offline or null').nullable().default(null),
  contentTypes,
  lastModifiedStartDate: day.nullable().default(null),
  lastModifiedEndDate: day.nullable().default(null),
  labelUUIDs: uuids('labels').default([]),
  keyword,
  /** 1-based. */
  page: pageNumber,
})

/** EMB-13: one card of the library grid. */
export const libraryItem = z.object({
  embedUUID: z.string(),
  embedName: z.string(),
  siteUUID: z.string(),
  /** The site's URL, shown under the name (EMB-11). */
  siteUrl: z.string(),
  embedState,
  /** false when archived. */
  active: z.boolean(),
  /** URL of the poster image, or null for the default logo. */
  posterImage: z.string().nullable(),
  /** Live cards per type, e.g. { QUIZ: 3, POLL: 1 }; types without live cards are absent. */
  liveContentTypes: z.partialRecord(z.enum(CONTENT_TYPES), z.number()),
  addOns: z.array(z.literal('USER_DATA_COLLECTION')),
  labelUUIDs: z.array(z.string()),
  embedDetails: z.object({ embedPosition, lastModified: z.string(), created: z.string() }),
  imagesUploadStatus: z.enum(['IN_PROGRESS', 'FAILED']).nullable(),
})

export const libraryPage = z.object({
  items: z.array(libraryItem),
  currentPage: z.number(),
  /** Embeds in the account (any state): 0 means the account has none (EMB-05's empty state). */
  totalEmbeds: z.number(),
  /** Rows matching the query (the heading's n, EMB-08). */
  totalRows: z.number(),
  totalPages: z.number(),
})

export const embedName = z.object({
  embedUUID: z.string(),
  embedName: z.string(),
  siteUUID: z.string(),
})

export const option = z.object({
  optionUUID: z.string(),
  text: z.string().nullable(),
  position: z.number(),
  correctOption: z.boolean(),
  emoji: z.string().nullable(),
  imageURL: z.string().nullable(),
})

/** A card as stored and loaded. */
export const content = z.object({
  contentUUID: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  contentLive: z.boolean(),
  /** 0-based; null for inactive cards. */
  queuePosition: z.number().nullable(),
  contentProperties: z.object({
    title: z.string(),
    /** Question formats (quiz, poll). */
    type: questionType.optional(),
    options: z.array(option).optional(),
    /** Story cards. */
    ctaText: z.string().optional(),
    storyURL: z.string().optional(),
    backgroundColor: z.string().nullable().optional(),
    backgroundImageURL: z.string().nullable().optional(),
  }),
})

const adDisplayMode = z.enum(AD_DISPLAY_MODES)

/** API-42: an embed with its site and cards (the builder's load; the library's edit action). */
export const embedForEdit = z.object({
  embed: z.object({
    embedUUID: z.string(),
    embedName: z.string(),
    siteUUID: z.string(),
    siteUrl: z.string(),
    contentOrder,
    embedPosition,
    partnerLogoUrl: z.string().nullable(),
    logoClickThroughUrl: z.string().nullable(),
    showPartnerLogo: z.boolean(),
    brandColorCode: z.string(),
    showUserDataCollection: z.boolean(),
    attachedLabelUUIDs: z.array(z.string()),
    /** The rest of spec 001 §3's embed server fields (what API-44 saves). */
    webAdDisplayMode: adDisplayMode,
    mobileAdDisplayMode: adDisplayMode,
    showVideoAdForDesktop: z.boolean(),
    showVideoAdForMobile: z.boolean(),
    /** The provider-branding flag (show{product}Branding). */
    showBranding: z.boolean(),
    showMarketResearch: z.boolean(),
    showRewards: z.boolean(),
    showProfilingQuestions: z.boolean(),
    /** False while the builder's new-embed flow has not passed its add_ons Save (BLD-10, 11, 52). */
    creationCompleted: z.boolean(),
  }),
  site: z.object({ siteUUID: z.string(), siteName: z.string(), siteUrl: z.string() }),
  contents: z.object({ pages: z.array(content), addOns: z.unknown().nullable() }),
})

const text = (max: number) => z.string('Send text').max(max, `Use at most ${max} characters`)
const dialogOption = z.object({
  optionUUID: z.string().max(64).optional(),
  text: text(32).nullable().default(null),
  position: z.number('Send a number').int().min(0).max(3),
  correctOption: z.boolean('Send true or false').default(false),
  emoji: text(16).nullable().default(null),
  imageURL: text(2000).nullable().default(null),
})
const dialogContent = z.object({
  contentUUID: z.string().max(64).optional(),
  contentType: z.enum(CONTENT_TYPES, 'Send QUIZ, POLL or STORY'),
  contentLive: z.boolean('Send true or false'),
  queuePosition: z.number('Send a number').int().min(0).max(MAX_PAGES).nullable(),
  contentProperties: z.object({
    title: text(150),
    type: questionType.optional(),
    options: z.array(dialogOption).max(4, 'At most 4 options').optional(),
    ctaText: text(25).optional(),
    storyURL: text(2000).optional(),
    backgroundColor: text(64).nullable().optional(),
    backgroundImageURL: text(2000).nullable().optional(),
  }),
})

/**
 * API-43 as the name dialog sends it: a name and labels (the builder sends the full body of spec
 * 001 §7 instead). Server defaults fill every embed field not given (spec 001 §3).
 */
export const createEmbed = z.object({
  embed: z.object({
    embedName: z.string('Send a name').max(200, `Use at most ${EMBED_NAME_MAX} characters`),
    embedPosition: embedPosition.default('RAIL'),
    contentOrder: contentOrder.default('ORDERED'),
    attachedLabelUUIDs: uuids('labels').default([]),
    newLabelNames: labelNames.default([]),
  }),
  contents: z
    .object({ pages: z.array(dialogContent).max(MAX_PAGES, `At most ${MAX_PAGES} cards`) })
    .default({ pages: [] }),
  /** The executor's user id. */
  createdBy: z.string('Send the executor id').max(64, 'Too long').optional(),
  embedWorkflowStep: z.enum(WORKFLOW_STEPS, 'Send a workflow step').default('PLACEMENT'),
})

/** API-45: the code of a saved embed (VERSION_4_0). */
export const embedCode = z.object({ headerCode: z.string(), bodyCode: z.string() })
const codeQuery = z.object({ siteUUID: z.string().optional(), version: z.string().optional() })

/** API-57: one Open Graph pair of a story page (og:title, og:image, …). */
export const openGraphParam = z.object({ property: z.string(), content: z.string() })

export const embedSchemas = {
  library: { body: libraryQuery, answer: libraryPage },
  names: { answer: z.object({ names: z.array(embedName) }) },
  map: { answer: z.object({ embeds: z.record(z.string(), z.string()) }) },
  get: { answer: embedForEdit },
  create: { body: z.union([createBody, createEmbed]), answer: embedForEdit },
  save: { body: embedBody, answer: embedForEdit },
  code: { query: codeQuery, answer: embedCode },
  codeNoSlash: { query: codeQuery, answer: embedCode },
  openGraph: {
    query: z.object({ url: z.string().optional() }),
    answer: z.array(openGraphParam),
  },
  remove: {},
  archive: {},
  unarchive: {},
} satisfies SchemasOf<typeof embedCalls>

/**
 * The schemas of an embed's analytics and e-mails calls (embed-metrics.ts). The embeds' rule
 * module takes its types of these shapes from here (src/areas/embeds/lib/embeds-rules.ts).
 */
import { z } from 'zod'
import { CONTENT_TYPES, ORDER_BY } from '../../areas/embeds/lib/embeds-rules'
import type { SchemasOf } from '../define'
import type { embedMetricCalls } from './embed-metrics'
import { contentTypes, day, keyword, pageNumber } from './embeds.schemas'

/** EMB-25/26: the per-card analytics request (omitted fields take these defaults). */
export const analyticsQuery = z.object({
  keyword,
  orderBy: z
    .enum(ORDER_BY, 'Send QUEUE_POSITION, CREATED_DATE or ENGAGEMENT')
    .default('QUEUE_POSITION'),
  orderDirection: z.enum(['ASC', 'DESC'], 'Send ASC or DESC').default('ASC'),
  /** null = Anytime. */
  startDate: day.nullable().default(null),
  endDate: day.nullable().default(null),
  contentTypes,
  /** null unless exactly one status is chosen. */
  contentLive: z.boolean('Send true, false or null').nullable().default(null),
  /** 1-based. */
  page: pageNumber,
})

export const analyticsOption = z.object({
  optionUUID: z.string(),
  text: z.string().nullable(),
  emoji: z.string().nullable(),
  imageURL: z.string().nullable(),
  correctOption: z.boolean(),
  numOfTimesChosen: z.number(),
})

export const analyticsCard = z.object({
  contentUUID: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  contentLive: z.boolean(),
  queuePosition: z.number().nullable(),
  /** Question text or story title. */
  title: z.string(),
  /** Story: the story URL; questions: null. */
  storyURL: z.string().nullable(),
  imageURL: z.string().nullable(),
  created: z.string(),
  /** Answers (questions) or clicks (stories) in the range. */
  engagement: z.number(),
  totalNumberAnswered: z.number(),
  clicks: z.number(),
  options: z.array(analyticsOption),
})

export const analyticsPage = z.object({
  contents: z.array(analyticsCard),
  currentPage: z.number(),
  totalRows: z.number(),
  totalPages: z.number(),
  /** When the facts were last rolled up (hourly), ISO UTC. */
  lastUpdatedAt: z.string(),
})

/** API-62's query: both dates or neither; isExport=true answers the CSV file. */
export const emailsQuery = z.object({
  embedUUID: z.string('Choose an embed').max(64, 'Not a valid id'),
  startDate: day.optional(),
  endDate: day.optional(),
  currentPage: z
    .string()
    .regex(/^\d{1,6}$/, 'Send a page number')
    .transform(Number)
    .refine((n) => n >= 1, 'Pages start at 1')
    .default(1),
  isExport: z.enum(['true', 'false'], 'Send true or false').default('false'),
})

export const emailRow = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
})

export const emailsPage = z.object({
  userData: z.array(emailRow),
  currentPage: z.number(),
  totalRows: z.number(),
  totalPages: z.number(),
})

export const embedMetricSchemas = {
  cards: { body: analyticsQuery, answer: analyticsPage },
  emails: { query: emailsQuery, answer: emailsPage },
} satisfies SchemasOf<typeof embedMetricCalls>

/**
 * Per-card embed analytics (API-49, on the accounts service) and the collected e-mails (API-62,
 * on the metrics service), spec 001 §2/§3/§7, EMB-25..33. Read by any session of the embed's
 * account except a mockup-generator session (analytics and e-mails are hidden there); another
 * account's embed answers 404. Facts are summed over New York days.
 */
import { Hono } from 'hono'
import { stringify } from 'csv-stringify/sync'
import { sql } from 'kysely'
import {
  ANALYTICS_PAGE_SIZE,
  CONTENT_TYPES,
  EMAILS_PAGE_SIZE,
  type AnalyticsCard,
  type AnalyticsPage,
  type Content,
  type EmailsPage,
} from '../../../src/areas/embeds/lib/embeds-rules'
import { embedMetricCalls } from '../../../src/contracts/accounts/embed-metrics'
import { embedMetricSchemas } from '../../../src/contracts/accounts/embed-metrics.schemas'
import { requirePortalAccess, takeExport, type Ctx, type Env } from '../platform/context'
import { neutralise, NO_DATA_MESSAGE } from '../platform/export-cells'
import { ApiFailure, fail } from '../platform/http-errors'
import { accountOf, ownEmbed, refuseMockup } from '../platform/access'
import { serve } from '../platform/serve-contract'
import { contentJson, optionsInOrder } from './queries'

/** API-49 (mounted under /api/accounts). */
export const embedAnalyticsRoutes = new Hono<Env>()
/** API-62 (mounted under /api/metrics). */
export const embedEmailRoutes = new Hono<Env>()
const analytics = serve(embedAnalyticsRoutes, embedMetricCalls, embedMetricSchemas)
const emails = serve(embedEmailRoutes, embedMetricCalls, embedMetricSchemas)

const HOUR = 3_600_000

const idPattern = /^[0-9a-fA-F-]{36}$/
function dateRange(start: string | null, end: string | null, endField: string) {
  if (start && end && start > end)
    throw fail.badRequest([
      { field: endField, message: 'The end date must not be before the start date' },
    ])
}

/** The embed of the path (404 unless the session's account's), after the session checks. */
async function embedOf(c: Ctx, embedUUID: string | undefined) {
  // Engagement and collected e-mails (names, addresses, cities): not for a user the screens
  // send to /error/permission.
  await requirePortalAccess(c)
  const { session, accountUUID } = accountOf(c)
  refuseMockup(session)
  if (!embedUUID || !idPattern.test(embedUUID)) throw fail.notFound('No such embed')
  return ownEmbed(c.get('services').db, accountUUID, embedUUID.toLowerCase())
}

/** API-49: the embed's cards with their engagement in the range, 20 a page. */
analytics.handle('cards', async (c, { params: { embedUUID }, read }) => {
  const embed = await embedOf(c, embedUUID)
  const query = await read()
  dateRange(query.startDate, query.endDate, 'endDate')
  const { db } = c.get('services')
  let facts = db
    .selectFrom('embed_engagement_daily')
    .select([
      'content_uuid',
      'option_uuid',
      sql<number>`sum(answers)`.as('answers'),
      sql<number>`sum(clicks)`.as('clicks'),
    ])
    .where('embed_uuid', '=', embed.embed_uuid)
    .groupBy(['content_uuid', 'option_uuid'])
  if (query.startDate) facts = facts.where('day', '>=', query.startDate)
  if (query.endDate) facts = facts.where('day', '<=', query.endDate)
  const [rows, sums] = await Promise.all([
    db
      .selectFrom('embed_contents')
      .selectAll()
      .where('embed_uuid', '=', embed.embed_uuid)
      .execute(),
    facts.execute(),
  ])
  const chosen = new Map<string, number>()
  const clicks = new Map<string, number>()
  for (const s of sums) {
    if (s.option_uuid === '') clicks.set(s.content_uuid, Number(s.clicks))
    else chosen.set(`${s.content_uuid}/${s.option_uuid}`, Number(s.answers))
  }
  const types = query.contentTypes.length ? query.contentTypes : [...CONTENT_TYPES]
  const keyword = query.keyword?.trim().toLowerCase()
  const cards = rows
    .map((row) => ({ row, content: contentJson(row) }))
    .filter(({ content }) => types.includes(content.contentType))
    .filter(
      ({ content }) => query.contentLive === null || content.contentLive === query.contentLive,
    )
    .filter(
      ({ content }) => !keyword || content.contentProperties.title.toLowerCase().includes(keyword),
    )
    .map(({ row, content }) => card(content, row.created_at, chosen, clicks))
  const direction = query.orderDirection === 'ASC' ? 1 : -1
  const position = (card: AnalyticsCard) => card.queuePosition ?? Number.MAX_SAFE_INTEGER
  cards.sort((a, b) => {
    const primary =
      query.orderBy === 'QUEUE_POSITION'
        ? // Cards without a position (offline) stay last either way.
          a.queuePosition === null || b.queuePosition === null
          ? position(a) - position(b)
          : (position(a) - position(b)) * direction
        : query.orderBy === 'CREATED_DATE'
          ? (Date.parse(a.created) - Date.parse(b.created)) * direction
          : (a.engagement - b.engagement) * direction
    return primary || position(a) - position(b) || a.contentUUID.localeCompare(b.contentUUID)
  })
  const start = (query.page - 1) * ANALYTICS_PAGE_SIZE
  const page: AnalyticsPage = {
    contents: cards.slice(start, start + ANALYTICS_PAGE_SIZE),
    currentPage: query.page,
    totalRows: cards.length,
    totalPages: Math.ceil(cards.length / ANALYTICS_PAGE_SIZE),
    // The facts roll up hourly: the last full hour.
    lastUpdatedAt: new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString(),
  }
  return page
})

function card(
  content: Content,
  created: number,
  chosen: Map<string, number>,
  clicks: Map<string, number>,
): AnalyticsCard {
  const p = content.contentProperties
  const options = optionsInOrder(content).map((o) => ({
    optionUUID: o.optionUUID,
    text: o.text,
    emoji: o.emoji,
    imageURL: o.imageURL,
    correctOption: o.correctOption,
    numOfTimesChosen: chosen.get(`${content.contentUUID}/${o.optionUUID}`) ?? 0,
  }))
  const story = content.contentType === 'STORY'
  const totalNumberAnswered = story ? 0 : options.reduce((sum, o) => sum + o.numOfTimesChosen, 0)
  const clicked = story ? (clicks.get(content.contentUUID) ?? 0) : 0
  return {
    contentUUID: content.contentUUID,
    contentType: content.contentType,
    contentLive: content.contentLive,
    queuePosition: content.queuePosition,
    title: p.title,
    storyURL: story ? (p.storyURL ?? null) : null,
    imageURL: p.backgroundImageURL ?? null,
    created: new Date(created).toISOString(),
    engagement: story ? clicked : totalNumberAnswered,
    totalNumberAnswered,
    clicks: clicked,
    options,
  }
}

/** API-62: collected e-mails of an embed, newest first, 10 a page; or all of them as CSV. */
emails.handle('emails', async (c, { query: q }) => {
  if ((q.startDate === undefined) !== (q.endDate === undefined))
    throw fail.badRequest([
      {
        field: q.startDate === undefined ? 'startDate' : 'endDate',
        message: 'Send both dates or neither',
      },
    ])
  dateRange(q.startDate ?? null, q.endDate ?? null, 'endDate')
  const embed = await embedOf(c, q.embedUUID)
  const { db } = c.get('services')
  let base = db.selectFrom('embed_emails').where('embed_uuid', '=', embed.embed_uuid)
  if (q.startDate) base = base.where('day', '>=', q.startDate)
  if (q.endDate) base = base.where('day', '<=', q.endDate)
  const rows = base
    .select(['day', 'email', 'city', 'country'])
    .orderBy('collected_at', 'desc')
    .orderBy('id', 'desc')
  if (q.isExport === 'true') {
    await takeExport(c, 'embed-emails')
    const all = await rows.execute()
    if (!all.length) throw new ApiFailure(404, 'NO_DATA', NO_DATA_MESSAGE)
    const csv = stringify(
      all.map((r) => [r.day, r.email, r.city ?? '', r.country ?? ''].map(neutralise)),
      { header: true, columns: ['Date', 'Email', 'City', 'Country'] },
    )
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="collected-emails.csv"',
    })
  }
  const [total, page] = await Promise.all([
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
    rows
      .limit(EMAILS_PAGE_SIZE)
      .offset((q.currentPage - 1) * EMAILS_PAGE_SIZE)
      .execute(),
  ])
  const reply: EmailsPage = {
    userData: page.map((r) => ({ date: r.day, email: r.email, city: r.city, country: r.country })),
    currentPage: q.currentPage,
    totalRows: total,
    totalPages: Math.ceil(total / EMAILS_PAGE_SIZE),
  }
  return reply
})

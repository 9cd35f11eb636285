/**
 * Commenting statistics and exports (API-102..104) under /api/commenting: the unit's daily counts
 * grouped by day, month or year (10 periods a page, newest first), the same as a CSV file without
 * the revenue column, and the commenters' profiles as CSV or XML. Tenant-checked (404).
 */
import { Hono } from 'hono'
import { sql, type Kysely } from 'kysely'
import { stringify } from 'csv-stringify/sync'
import { XMLBuilder } from 'fast-xml-parser'
import {
  EXPORT_FORMATS,
  STATS_PAGE,
  STAT_INTERVALS,
  statsDateRange,
  type ExportFormat,
  type StatInterval,
  type StatsRow,
} from '../../../src/areas/commenting/lib/commenting-rules'
import { statisticsCalls } from '../../../src/contracts/commenting/statistics'
import { statisticsSchemas } from '../../../src/contracts/commenting/statistics.schemas'
import { takeExport, type Ctx, type Env } from '../platform/context'
import { neutralise, xmlText } from '../platform/export-cells'
import { fail } from '../platform/http-errors'
import type { Database } from '../platform/schema'
import { serve } from '../platform/serve-contract'
import { ownUnit } from '../site-products/commenting-units'

export const metricsRoutes = new Hono<Env>()
const stats = serve(metricsRoutes, statisticsCalls, statisticsSchemas)

const MAX_SKIP = 100_000

function intervalParam(sent: string | undefined): StatInterval {
  const value = sent as StatInterval
  if (!STAT_INTERVALS.includes(value))
    throw fail.badRequest([{ field: 'interval', message: 'Choose DAY, MONTH or YEAR' }])
  return value
}

function skipParam(raw = '0'): number {
  const skip = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN
  if (!(skip >= 0 && skip <= MAX_SKIP && skip % STATS_PAGE === 0))
    throw fail.badRequest([
      { field: 'skip', message: `Use a multiple of ${STATS_PAGE} from 0 to ${MAX_SKIP}` },
    ])
  return skip
}

/** The first day of the period a day belongs to (portable SQL: substr and ||). */
function periodOf(interval: StatInterval) {
  if (interval === 'DAY') return sql<string>`day`
  if (interval === 'MONTH') return sql<string>`substr(day, 1, 7) || '-01'`
  return sql<string>`substr(day, 1, 4) || '-01-01'`
}

/** Periods with their sums, newest first. */
async function periods(
  db: Kysely<Database>,
  unitUUID: string,
  interval: StatInterval,
  page?: { skip: number; take: number },
) {
  const period = periodOf(interval)
  let query = db
    .selectFrom('commenting_daily')
    .select([
      period.as('period'),
      sql<number>`sum(views)`.as('views'),
      sql<number>`sum(comments)`.as('comments'),
      sql<number>`sum(promo_tokens)`.as('promo'),
      sql<number>`sum(other_tokens)`.as('other'),
    ])
    .where('unit_uuid', '=', unitUUID)
    .groupBy(period)
    .orderBy(period, 'desc')
  if (page) query = query.limit(page.take).offset(page.skip)
  const rows = await query.execute()
  return rows.map((r) => ({
    date: r.period,
    row: {
      dateRange: statsDateRange(interval, r.period),
      viewCount: Number(r.views),
      commentCount: Number(r.comments),
      promoTokenCount: Number(r.promo),
      otherTokenCount: Number(r.other),
    } satisfies StatsRow,
  }))
}

/** API-104: {groups:[{date, rows:[…]}], hasMoreData}, 10 periods from `skip`. */
stats.handle('statistics', async (c, input) => {
  const unit = await ownUnit(c, input.params.unitUUID)
  const { query } = input
  const interval = intervalParam(query.interval)
  const skip = skipParam(query.skip)
  const found = await periods(c.get('services').db, unit.unit_uuid, interval, {
    skip,
    take: STATS_PAGE + 1,
  })
  return {
    groups: found.slice(0, STATS_PAGE).map((p) => ({ date: p.date, rows: [p.row] })),
    hasMoreData: found.length > STATS_PAGE,
  }
})

function attachment(c: Ctx, body: string, type: string, fileName: string) {
  return c.body(body, 200, {
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Disposition': `attachment; filename="${fileName}"`,
  })
}

/** API-103: every period as CommentStatistics.csv (no revenue column); 404 without data. */
stats.handle('exportStatistics', async (c, input) => {
  const unit = await ownUnit(c, input.params.unitUUID)
  await takeExport(c, 'commenting')
  const { query } = input
  const interval = intervalParam(query.interval)
  const found = await periods(c.get('services').db, unit.unit_uuid, interval)
  if (!found.length) throw fail.notFound('No commenting recorded yet to the selected site.')
  const csv = stringify(
    found.map(({ row }) =>
      [
        row.dateRange,
        row.viewCount,
        row.commentCount,
        row.promoTokenCount,
        row.otherTokenCount,
      ].map(neutralise),
    ),
    {
      header: true,
      columns: ['Date Range', 'Views', 'Comments', 'Promo Tokens', 'Other Tokens'],
    },
  )
  return attachment(c, csv, 'text/csv', 'CommentStatistics.csv')
})

const iso = (ms: number) => new Date(ms).toISOString()

/** API-102: the unit's signed-up commenters as user-profiles.csv or .xml; 404 without any. */
stats.handle('exportProfiles', async (c, input) => {
  const unit = await ownUnit(c, input.params.unitUUID)
  await takeExport(c, 'commenting')
  const { query } = input
  const format = query.format as ExportFormat
  if (!EXPORT_FORMATS.includes(format))
    throw fail.badRequest([{ field: 'format', message: 'Choose CSV or XML' }])
  const rows = await c
    .get('services')
    .db.selectFrom('commenters as p')
    .leftJoin('comments as m', 'm.commenter_uuid', 'p.commenter_uuid')
    .select(({ fn }) => [
      'p.name',
      'p.email',
      'p.location',
      'p.signed_up_at',
      'p.last_login_at',
      fn.count<number>('m.comment_uuid').as('comments'),
    ])
    .where('p.unit_uuid', '=', unit.unit_uuid)
    .where('p.anonymous', '=', 0)
    .groupBy([
      'p.commenter_uuid',
      'p.name',
      'p.email',
      'p.location',
      'p.signed_up_at',
      'p.last_login_at',
    ])
    .orderBy('p.signed_up_at')
    .orderBy('p.commenter_uuid')
    .execute()
  if (!rows.length) throw fail.notFound('No commenting recorded yet to the selected site.')
  const profiles = rows.map((r) => ({
    name: r.name ?? '',
    email: r.email ?? '',
    location: r.location ?? '',
    signUpDate: iso(r.signed_up_at),
    lastLogin: iso(r.last_login_at),
    comments: Number(r.comments),
  }))
  if (format === 'CSV') {
    const csv = stringify(
      profiles.map((p) => Object.values(p).map(neutralise)),
      { header: true, columns: Object.keys(profiles[0]!) },
    )
    return attachment(c, csv, 'text/csv', 'user-profiles.csv')
  }
  const xml = new XMLBuilder({ format: true, ignoreAttributes: false }).build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    userProfiles: {
      userProfile: profiles.map((p) => ({
        ...p,
        name: xmlText(p.name),
        email: xmlText(p.email),
        location: xmlText(p.location),
      })),
    },
  }) as string
  return attachment(c, xml, 'application/xml', 'user-profiles.xml')
})

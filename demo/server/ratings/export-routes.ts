/**
 * The ratings export (API-118, API-119) under /api/ratings: the site's pages with their total and
 * average ratings as CSV or XML. API-118 answers the file's address on this server; the file
 * itself checks the same session, ownership and approval (another account's site → 404).
 */
import { sql, type Kysely } from 'kysely'
import { stringify } from 'csv-stringify/sync'
import { XMLBuilder } from 'fast-xml-parser'
import {
  EXPORT_COLUMNS,
  EXPORT_FORMATS,
  EXPORT_NONE,
  pageOfKey,
  type ExportFormat,
  type ExportRow,
} from '../../../src/areas/ratings/lib/ratings-rules'
import { ratingsCalls } from '../../../src/contracts/ratings/ratings'
import { ratingsSchemas } from '../../../src/contracts/ratings/ratings.schemas'
import { originOf, takeExport, type Ctx } from '../platform/context'
import { neutralise, xmlText } from '../platform/export-cells'
import { fail } from '../platform/http-errors'
import type { Database } from '../platform/schema'
import { contractRoutes } from '../platform/serve-contract'
import { ownSite, unitOfSite } from '../site-products/ratings-units'

export const [ratingsExportRoutes, ratings] = contractRoutes(ratingsCalls, ratingsSchemas)

const FILES = '/v1/ratings/analytics/files'

function formatOf(value: string | undefined): ExportFormat {
  if (!EXPORT_FORMATS.includes(value as ExportFormat))
    throw fail.badRequest([{ field: 'format', message: 'Choose csv or xml' }])
  return value as ExportFormat
}

/** One row per page of the unit's votes (half steps averaged in SQL), ordered by page as shown. */
async function exportRows(db: Kysely<Database>, unitUUID: string): Promise<ExportRow[]> {
  const rows = await db
    .selectFrom('rating_votes')
    .select(({ fn }) => [
      'page_key',
      fn.count<number>('vote_uuid').as('total'),
      sql<number>`avg(half_stars * 1.0)`.as('average'),
    ])
    .where('unit_uuid', '=', unitUUID)
    .groupBy('page_key')
    .execute()
  return rows
    .map((r) => ({
      page: pageOfKey(r.page_key),
      totalRatings: Number(r.total),
      averageRating: Math.round((Number(r.average) / 2) * 10) / 10,
    }))
    .sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0))
}

/** The unit's rows, or 404 when nobody has rated any of its pages yet. */
async function rowsOrNone(c: Ctx, siteUUID: string | undefined) {
  const unit = await unitOfSite(c, siteUUID)
  const rows = await exportRows(c.get('services').db, unit.unit_uuid)
  if (!rows.length) throw fail.notFound(EXPORT_NONE)
  return rows
}

const shown = (r: ExportRow) => [r.page, r.totalRatings, r.averageRating.toFixed(1)]

function fileBody(rows: ExportRow[], format: ExportFormat): string {
  if (format === 'csv')
    return stringify(
      rows.map((r) => shown(r).map(neutralise)),
      { header: true, columns: [...EXPORT_COLUMNS] },
    )
  return new XMLBuilder({ format: true, ignoreAttributes: false }).build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    ratings: {
      page: rows.map((r) => ({
        url: xmlText(r.page),
        totalRatings: r.totalRatings,
        averageRating: r.averageRating.toFixed(1),
      })),
    },
  }) as string
}

/**
 * The origin the file's address names. The portal fetches it with the session and refuses another
 * origin than its ratings service's, so in demo mode it is the address the browser used
 * (localhost and 127.0.0.1 both work); production names PUBLIC_URL (behind a TLS proxy the
 * request's own URL is the internal one).
 */
function fileOrigin(c: Ctx): string {
  const { config } = c.get('services')
  return config.mode === 'production' ? originOf(c) : new URL(c.req.url).origin
}

/** API-118: {exportedFileUrl}, an absolute address of the file below; 404 without any ratings. */
ratings.handle('exportFile', async (c, { query: { format, siteUUID } }) => {
  // Only whether there is a vote: the file's own call aggregates them.
  const unit = await unitOfSite(c, siteUUID)
  const anyVote = await c
    .get('services')
    .db.selectFrom('rating_votes')
    .select('vote_uuid')
    .where('unit_uuid', '=', unit.unit_uuid)
    .limit(1)
    .executeTakeFirst()
  if (!anyVote) throw fail.notFound(EXPORT_NONE)
  const file = `${encodeURIComponent(siteUUID ?? '')}.${format}`
  return { exportedFileUrl: `${fileOrigin(c)}/api/ratings${FILES}/${file}` }
})

/** API-119: the file, named ratings-<site slug or uuid>.csv|xml. */
ratings.handle('file', async (c, { params }) => {
  const match = /^(.+)\.([a-z]+)$/.exec(params.file)
  if (!match) throw fail.notFound('No such file')
  const format = formatOf(match[2])
  const site = await ownSite(c, match[1])
  await takeExport(c, 'ratings')
  const rows = await rowsOrNone(c, match[1])
  const name = `ratings-${(site.slug || site.site_uuid).replace(/[^A-Za-z0-9._-]/g, '-')}.${format}`
  return c.body(fileBody(rows, format), 200, {
    'Content-Type': `${format === 'csv' ? 'text/csv' : 'application/xml'}; charset=utf-8`,
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
  })
})

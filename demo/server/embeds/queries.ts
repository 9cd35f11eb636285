/**
 * The embeds reads: the library page (API-40) with every filter of EMB-06/07, and an embed with
 * its site and cards (API-42, also the answer of API-43). Plain SQL both engines run alike: the
 * keyword matches the stored lower-case name key with LIKE and an escape character, or the site's
 * URL as the library shows it; days in New York time.
 */
import { sql } from 'kysely'
import {
  CONTENT_TYPES,
  LIBRARY_PAGE_SIZE,
  type Content,
  type ContentType,
  type EmbedForEdit,
  type EmbedState,
  type LibraryItem,
  type LibraryPage,
  type LibraryQuery,
} from '../../../src/areas/embeds/lib/embeds-rules'
import type { AdDisplayMode } from '../../../src/areas/embeds/lib/builder-rules'
import type { DB } from '../platform/db'
import type { EmbedContentsTable, EmbedsTable } from '../platform/schema'
import { nyDayEnd, nyDayStart } from '../platform/days'

/** A LIKE pattern matching `text` anywhere, with % _ and \ taken literally (escape '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
}

/** A stored URL (relative ones are the demo's own) as an absolute URL. */
export const absolute = (url: string | null, origin: string) =>
  url === null ? null : new URL(url, origin).href

const iso = (ms: number) => new Date(ms).toISOString()

export interface LibraryScope {
  accountUUID: string
  /** Mockup-generator sessions: only this site (EMB-20). */
  siteUUID: string | null
  origin: string
}

/** API-40: one page of the library. */
export async function libraryPage(
  db: DB,
  scope: LibraryScope,
  query: LibraryQuery,
): Promise<LibraryPage> {
  let base = db
    .selectFrom('embeds as e')
    .where('e.account_uuid', '=', scope.accountUUID)
    .where('e.active', '=', query.active ? 1 : 0)
  if (scope.siteUUID) base = base.where('e.site_uuid', '=', scope.siteUUID)
  if (query.embedState) base = base.where('e.embed_state', '=', query.embedState)
  const sites = await db
    .selectFrom('sites')
    .select(['site_uuid', 'url'])
    .where('account_uuid', '=', scope.accountUUID)
    .execute()
  const keyword = query.keyword?.trim()
  if (keyword) {
    const pattern = containsPattern(keyword)
    // The account's few sites are matched first, so the embeds need no join: a name matches on
    // its lower-cased key, a site on its URL.
    const matchingSites = sites
      .filter((s) => absolute(s.url, scope.origin)!.toLowerCase().includes(keyword.toLowerCase()))
      .map((s) => s.site_uuid)
    base = base.where((eb) =>
      eb.or([
        eb('e.name_key', 'like', sql<string>`${pattern} escape '\\'`),
        ...(matchingSites.length ? [eb('e.site_uuid', 'in', matchingSites)] : []),
      ]),
    )
  }
  if (query.lastModifiedStartDate)
    base = base.where('e.modified_at', '>=', nyDayStart(query.lastModifiedStartDate))
  if (query.lastModifiedEndDate)
    base = base.where('e.modified_at', '<', nyDayEnd(query.lastModifiedEndDate))
  // Every type (or none) chosen: no filter, so embeds without content stay listed; otherwise
  // embeds with a live card of a chosen type.
  const types = [...new Set(query.contentTypes)]
  if (types.length && types.length < CONTENT_TYPES.length)
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('embed_contents as c')
          .select(sql`1`.as('one'))
          .whereRef('c.embed_uuid', '=', 'e.embed_uuid')
          .where('c.live', '=', 1)
          .where('c.content_type', 'in', types),
      ),
    )
  const labels = [...new Set(query.labelUUIDs)]
  if (labels.length)
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('embed_label_links as l')
          .select(sql`1`.as('one'))
          .whereRef('l.embed_uuid', '=', 'e.embed_uuid')
          .where('l.label_uuid', 'in', labels),
      ),
    )

  let all = db
    .selectFrom('embeds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_uuid', '=', scope.accountUUID)
  if (scope.siteUUID) all = all.where('site_uuid', '=', scope.siteUUID)
  const [totalEmbeds, totalRows, rows] = await Promise.all([
    all.executeTakeFirstOrThrow().then((r) => Number(r.n)),
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
    base
      .select([
        'e.embed_uuid',
        'e.name',
        'e.site_uuid',
        'e.embed_state',
        'e.active',
        'e.poster_image',
        'e.show_user_data_collection',
        'e.embed_position',
        'e.modified_at',
        'e.created_at',
        'e.images_upload_status',
      ])
      .orderBy('e.modified_at', 'desc')
      .orderBy('e.embed_uuid')
      .limit(LIBRARY_PAGE_SIZE)
      .offset((query.page - 1) * LIBRARY_PAGE_SIZE)
      .execute(),
  ])
  const ids = rows.map((r) => r.embed_uuid)
  const live = new Map<string, Partial<Record<ContentType, number>>>()
  const labelsOf = new Map<string, string[]>()
  if (ids.length) {
    const [counts, links] = await Promise.all([
      db
        .selectFrom('embed_contents')
        .select(['embed_uuid', 'content_type', (eb) => eb.fn.countAll<number>().as('n')])
        .where('embed_uuid', 'in', ids)
        .where('live', '=', 1)
        .groupBy(['embed_uuid', 'content_type'])
        .execute(),
      db
        .selectFrom('embed_label_links as l')
        .innerJoin('embed_labels as b', 'b.label_uuid', 'l.label_uuid')
        .select(['l.embed_uuid', 'l.label_uuid'])
        .where('l.embed_uuid', 'in', ids)
        .orderBy('b.name_key')
        .execute(),
    ])
    for (const c of counts) {
      const map = live.get(c.embed_uuid) ?? {}
      map[c.content_type as ContentType] = Number(c.n)
      live.set(c.embed_uuid, map)
    }
    for (const l of links)
      labelsOf.set(l.embed_uuid, [...(labelsOf.get(l.embed_uuid) ?? []), l.label_uuid])
  }
  const urls = new Map(sites.map((s) => [s.site_uuid, s.url]))
  const items: LibraryItem[] = rows.map((r) => {
    const counts = live.get(r.embed_uuid) ?? {}
    return {
      embedUUID: r.embed_uuid,
      embedName: r.name,
      siteUUID: r.site_uuid,
      siteUrl: absolute(urls.get(r.site_uuid) ?? '', scope.origin)!,
      embedState: r.embed_state as EmbedState,
      active: r.active === 1,
      posterImage: absolute(r.poster_image, scope.origin),
      // In the contract's type order.
      liveContentTypes: Object.fromEntries(
        CONTENT_TYPES.filter((t) => counts[t]).map((t) => [t, counts[t]]),
      ),
      addOns: r.show_user_data_collection ? ['USER_DATA_COLLECTION'] : [],
      labelUUIDs: labelsOf.get(r.embed_uuid) ?? [],
      embedDetails: {
        embedPosition: r.embed_position as LibraryItem['embedDetails']['embedPosition'],
        lastModified: iso(r.modified_at),
        created: iso(r.created_at),
      },
      imagesUploadStatus: r.images_upload_status as LibraryItem['imagesUploadStatus'],
    }
  })
  return {
    items,
    currentPage: query.page,
    totalEmbeds,
    totalRows,
    totalPages: Math.ceil(totalRows / LIBRARY_PAGE_SIZE),
  }
}

/** Cards in the builder's order: live ones by queue position, then the rest by creation. */
export function contentOrder(a: EmbedContentsTable, b: EmbedContentsTable): number {
  if (a.live !== b.live) return b.live - a.live
  const byPosition = (a.queue_position ?? 0) - (b.queue_position ?? 0)
  return byPosition || a.created_at - b.created_at || a.content_uuid.localeCompare(b.content_uuid)
}

/** The kind of the e-mail collection add-on's row in embed_addons. */
export const USER_DATA_COLLECTION = 'USER_DATA_COLLECTION'

/** An embed's e-mail collection add-on (its stored JSON), if it has one. */
export const userDataAddon = (db: DB, embedUUID: string) =>
  db
    .selectFrom('embed_addons')
    .select('data')
    .where('embed_uuid', '=', embedUUID)
    .where('kind', '=', USER_DATA_COLLECTION)
    .executeTakeFirst()

/** A card's options in their shown order (by position). */
export const optionsInOrder = (content: Content) =>
  (content.contentProperties.options ?? []).slice().sort((a, b) => a.position - b.position)

export function contentJson(row: EmbedContentsTable): Content {
  return {
    contentUUID: row.content_uuid,
    contentType: row.content_type as ContentType,
    contentLive: row.live === 1,
    queuePosition: row.queue_position,
    contentProperties: JSON.parse(row.properties) as Content['contentProperties'],
  }
}

/** API-42: the embed with its site, labels, cards and add-ons. */
export async function embedForEdit(
  db: DB,
  embed: EmbedsTable,
  origin: string,
): Promise<EmbedForEdit> {
  const [site, labels, contents, addons] = await Promise.all([
    db
      .selectFrom('sites')
      .select(['site_uuid', 'name', 'url'])
      .where('site_uuid', '=', embed.site_uuid)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('embed_label_links as l')
      .innerJoin('embed_labels as b', 'b.label_uuid', 'l.label_uuid')
      .select('l.label_uuid')
      .where('l.embed_uuid', '=', embed.embed_uuid)
      .orderBy('b.name_key')
      .execute(),
    db
      .selectFrom('embed_contents')
      .selectAll()
      .where('embed_uuid', '=', embed.embed_uuid)
      .execute(),
    db
      .selectFrom('embed_addons')
      .select(['kind', 'data'])
      .where('embed_uuid', '=', embed.embed_uuid)
      .execute(),
  ])
  const siteUrl = absolute(site.url, origin)!
  const collection = addons.find((a) => a.kind === 'USER_DATA_COLLECTION')
  return {
    embed: {
      embedUUID: embed.embed_uuid,
      embedName: embed.name,
      siteUUID: embed.site_uuid,
      siteUrl,
      contentOrder: embed.content_order as EmbedForEdit['embed']['contentOrder'],
      embedPosition: embed.embed_position as EmbedForEdit['embed']['embedPosition'],
      partnerLogoUrl: embed.partner_logo_url,
      logoClickThroughUrl: embed.logo_click_through_url,
      showPartnerLogo: embed.show_partner_logo === 1,
      brandColorCode: embed.brand_color_code,
      showUserDataCollection: embed.show_user_data_collection === 1,
      attachedLabelUUIDs: labels.map((l) => l.label_uuid),
      webAdDisplayMode: embed.web_ad_display_mode as AdDisplayMode,
      mobileAdDisplayMode: embed.mobile_ad_display_mode as AdDisplayMode,
      showVideoAdForDesktop: embed.show_video_ad_for_desktop === 1,
      showVideoAdForMobile: embed.show_video_ad_for_mobile === 1,
      showBranding: embed.show_branding === 1,
      showMarketResearch: embed.show_market_research === 1,
      showRewards: embed.show_rewards === 1,
      showProfilingQuestions: embed.show_profiling_questions === 1,
      creationCompleted: embed.creation_completed === 1,
    },
    site: { siteUUID: site.site_uuid, siteName: site.name, siteUrl },
    contents: {
      pages: contents.sort(contentOrder).map(contentJson),
      addOns: collection ? { userDataCollection: JSON.parse(collection.data) as unknown } : null,
    },
  }
}

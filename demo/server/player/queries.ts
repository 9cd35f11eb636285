/**
 * The player's reads and writes (issue 9, DESIGN.md "The embed player"): the PlayerEmbed of a
 * live embed, and a checked batch of engagement events added to the facts the analytics read
 * (embed_engagement_daily by card, option and New York day; embed_emails for the e-mail card).
 */
import { sql } from 'kysely'
import type { ContentType, Content } from '../../../src/areas/embeds/lib/embeds-rules'
import type { AdDisplayMode } from '../../../src/areas/embeds/lib/builder-rules'
import { AD_DISPLAY_MODES, DEFAULT_BRAND_COLOR } from '../../../src/areas/embeds/lib/builder-rules'
import type {
  PlayerCard,
  PlayerEmbed,
  PlayerEvent,
} from '../../../src/areas/embeds/lib/player-rules'
import type { DB } from '../platform/db'
import type { EmbedsTable } from '../platform/schema'
import { nyDay } from '../platform/days'
import { absolute, optionsInOrder, userDataAddon } from '../embeds/queries'
import { markLoaded } from '../embeds/online-state'
import { addToRollups, type FactIncrement } from '../metrics/rollup'
import { addToSketches } from '../metrics/sketches'
import { visitorIds } from '../metrics/visitors'
import { UNKNOWN_COUNTRY, type Segment } from '../metrics/segment'

/** A colour the player may put in a style: #hex or rgb()/rgba() with plain numbers. */
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?(\s*,\s*[\d.]+%?){2,3}\s*\))$/i
export const safeColor = (value: string | null | undefined, fallback: string | null) =>
  value && COLOR.test(value.trim()) ? value.trim() : fallback

const adMode = (value: string): AdDisplayMode =>
  (AD_DISPLAY_MODES as readonly string[]).includes(value) ? (value as AdDisplayMode) : 'REGULAR'

/**
 * An embed the public player may show: live (not archived), online or offline. Its state follows
 * the player's loads (embeds/online-state.ts), so it never decides whether the embed shows.
 */
export async function publicEmbed(db: DB, embedUUID: string): Promise<EmbedsTable | undefined> {
  return db
    .selectFrom('embeds')
    .selectAll()
    .where('embed_uuid', '=', embedUUID)
    .where('active', '=', 1)
    .executeTakeFirst()
}

/** The live cards of an embed in queue order, as stored. */
export async function liveCards(db: DB, embedUUID: string): Promise<Content[]> {
  const rows = await db
    .selectFrom('embed_contents')
    .selectAll()
    .where('embed_uuid', '=', embedUUID)
    .where('live', '=', 1)
    .orderBy('queue_position')
    .orderBy('content_uuid')
    .execute()
  return rows.map((row) => ({
    contentUUID: row.content_uuid,
    contentType: row.content_type as ContentType,
    contentLive: true,
    queuePosition: row.queue_position,
    contentProperties: JSON.parse(row.properties) as Content['contentProperties'],
  }))
}

interface EmailAddon {
  queuePosition?: number
  publisherName?: string
  publisherPrivacyPolicyURL?: string
  backgroundColor?: string | null
  backgroundImageURL?: string | null
  headline?: string
  body?: string
}

/** A PlayerEmbed with its account (the public cache's tag; never sent to the player). */
export type CachedEmbed = PlayerEmbed & { accountUUID: string }

/**
 * GET embeds/{uuid}: the PlayerEmbed, or null when the embed is unknown, archived or has no live
 * card. Option counts are all-time sums of the facts; image URLs are absolute (the player
 * runs on publishers' pages).
 */
export async function playerEmbed(
  db: DB,
  embedUUID: string,
  origin: string,
): Promise<CachedEmbed | null> {
  const embed = await publicEmbed(db, embedUUID)
  if (!embed) return null
  const cards = await liveCards(db, embedUUID)
  if (!cards.length) return null
  const [sums, addon] = await Promise.all([
    db
      .selectFrom('embed_engagement_daily')
      .select(['option_uuid', sql<number>`sum(answers)`.as('answers')])
      .where('embed_uuid', '=', embedUUID)
      .where('option_uuid', '<>', '')
      .groupBy('option_uuid')
      .execute(),
    embed.show_user_data_collection ? userDataAddon(db, embedUUID) : undefined,
  ])
  const chosen = new Map(sums.map((s) => [s.option_uuid, Number(s.answers)]))
  const url = (value: string | null | undefined) => absolute(value ?? null, origin)
  const playerCards: PlayerCard[] = cards.map((card) => {
    const p = card.contentProperties
    const story = card.contentType === 'STORY'
    return {
      contentUUID: card.contentUUID,
      contentType: card.contentType,
      title: p.title,
      backgroundColor: safeColor(p.backgroundColor, null),
      backgroundImageURL: url(p.backgroundImageURL),
      question: story
        ? null
        : {
            type: p.type ?? 'text1',
            options: optionsInOrder(card).map((o) => ({
              optionUUID: o.optionUUID,
              text: o.text,
              emoji: o.emoji,
              imageURL: url(o.imageURL),
              correct: card.contentType === 'QUIZ' && o.correctOption,
              chosen: chosen.get(o.optionUUID) ?? 0,
            })),
          },
      story: story ? { ctaText: p.ctaText || 'Read More', url: p.storyURL ?? '' } : null,
    }
  })
  let email: PlayerEmbed['email'] = null
  if (addon) {
    const data = JSON.parse(addon.data) as EmailAddon
    email = {
      position: Math.min(10, Math.max(1, Math.round(data.queuePosition ?? 7))),
      headline: data.headline ?? '',
      body: data.body ?? '',
      publisherName: data.publisherName ?? '',
      privacyPolicyURL: data.publisherPrivacyPolicyURL ?? '',
      backgroundColor: safeColor(data.backgroundColor, null),
      backgroundImageURL: url(data.backgroundImageURL),
    }
  }
  return {
    accountUUID: embed.account_uuid,
    embedUUID: embed.embed_uuid,
    location: embed.embed_position === 'IN_CONTENT' ? 'in-content' : 'rail',
    contentOrder: embed.content_order === 'RANDOM' ? 'random' : 'ordered',
    brandColor: safeColor(embed.brand_color_code, DEFAULT_BRAND_COLOR)!,
    partnerLogo:
      embed.show_partner_logo && embed.partner_logo_url
        ? { src: url(embed.partner_logo_url)!, url: url(embed.logo_click_through_url) }
        : null,
    ads: {
      desktop: adMode(embed.web_ad_display_mode),
      mobile: adMode(embed.mobile_ad_display_mode),
    },
    cards: playerCards,
    email,
  }
}

/** What one checked batch adds: counters per card/option row, and the e-mails. */
export interface BatchEffect {
  rows: Map<
    string,
    {
      accountUUID: string
      embedUUID: string
      contentUUID: string
      optionUUID: string
      siteUUID: string
      loads: number
      inviewLoads: number
      answers: number
      clicks: number
      inviewMs: number
    }
  >
  emails: { accountUUID: string; embedUUID: string; email: string }[]
  /** Engaged visitors (an answer or a story click with a visitor id), hashed; issue 10. */
  visitors: Map<
    string,
    { accountUUID: string; siteUUID: string; embedUUID: string; visitorHash: string }
  >
}

/**
 * Adds a checked batch to the facts, in the caller's transaction; the embeds it loaded go online
 * (embeds/online-state.ts).
 */
export async function writeBatch(
  trx: DB,
  effect: BatchEffect,
  now: number,
  segment: Segment = { device: 'DESKTOP', country: UNKNOWN_COUNTRY },
): Promise<void> {
  const day = nyDay(now)
  const { device, country } = segment
  const rows = [...effect.rows.values()]
  const increments = rows.map((row): FactIncrement => ({
    account_uuid: row.accountUUID,
    day,
    embed_uuid: row.embedUUID,
    site_uuid: row.siteUUID,
    content_uuid: row.contentUUID,
    option_uuid: row.optionUUID,
    device,
    country,
    loads: row.loads,
    inview_loads: row.inviewLoads,
    answers: row.answers,
    clicks: row.clicks,
  }))
  for (const [i, inc] of increments.entries()) {
    const inview_ms = rows[i]!.inviewMs
    await trx
      .insertInto('embed_engagement_daily')
      .values({ ...inc, inview_ms })
      .onConflict((oc) =>
        oc
          .columns(['account_uuid', 'day', 'content_uuid', 'option_uuid', 'device', 'country'])
          .doUpdateSet({
            loads: sql<number>`embed_engagement_daily.loads + ${inc.loads}`,
            inview_loads: sql<number>`embed_engagement_daily.inview_loads + ${inc.inview_loads}`,
            answers: sql<number>`embed_engagement_daily.answers + ${inc.answers}`,
            clicks: sql<number>`embed_engagement_daily.clicks + ${inc.clicks}`,
            inview_ms: sql<number>`embed_engagement_daily.inview_ms + ${inview_ms}`,
          }),
      )
      .execute()
  }
  // The rollups in the same transaction.
  await addToRollups(trx, increments)
  const engaged = [...effect.visitors.values()]
  for (const accountUUID of new Set(engaged.map((v) => v.accountUUID))) {
    const mine = engaged.filter((v) => v.accountUUID === accountUUID)
    const ids = await visitorIds(
      trx,
      accountUUID,
      mine.map((v) => v.visitorHash),
    )
    const inserted = await trx
      .insertInto('engagement_visitors_daily')
      .values(
        mine.map((v) => ({
          account_uuid: accountUUID,
          day,
          site_uuid: v.siteUUID,
          embed_uuid: v.embedUUID,
          device,
          country,
          visitor_id: ids.get(v.visitorHash)!,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .execute()
    // Only the rows new to the day: a visitor already counted there is in its sketches.
    await addToSketches(
      trx,
      inserted.map((r) => ({ ...r, visitor_id: Number(r.visitor_id) })),
    )
  }

  // Every embed with a load in the batch (its code is live on a page), in one statement.
  await markLoaded(
    trx,
    [...new Set([...effect.rows.values()].filter((r) => r.loads > 0).map((r) => r.embedUUID))],
    now,
  )

  if (effect.emails.length)
    await trx
      .insertInto('embed_emails')
      .values(
        effect.emails.map((e) => ({
          account_uuid: e.accountUUID,
          embed_uuid: e.embedUUID,
          day,
          collected_at: now,
          email: e.email,
          city: null,
          country: null,
        })),
      )
      .execute()
}

export type { PlayerEvent }

/**
 * Writing an embed from the builder's body (spec 001 §7; API-43 full body, API-44): the body
 * checked by embed-body-rules (400 with field paths), then, inside the caller's transaction, the
 * embed's fields, its cards replaced (sent contentUUIDs and optionUUIDs kept, new ones get server
 * ids; an id not of this embed/card is a 400), the e-mail collection add-on at the ADD_ONS step,
 * its labels (the account's own uuids; new names created or selected as API-54 does) and
 * modified_at. The library derives liveContentTypes from the cards at read time (queries.ts).
 */
import { randomUUID } from 'node:crypto'
import {
  STOCK_PROVIDERS,
  type EmbedBody,
  type ImageProvider,
  type OptionBody,
} from '../../../src/areas/embeds/lib/builder-rules'
import { embedBodyErrors } from '../../../src/areas/embeds/lib/embed-body-rules'
import { DUPLICATE_EMBED_NAME_MESSAGE } from '../../../src/areas/embeds/lib/embeds-rules'
import type { DB } from '../platform/db'
import { fail } from '../platform/http-errors'
import type { EmbedContentsTable } from '../platform/schema'
import { ENGAGEMENT_ROLLUPS, factDaysOf, rebuildRollups } from '../metrics/rollup'
import { checkedNewNames, resolveLabels, setEmbedLabels } from './labels'
import { USER_DATA_COLLECTION, userDataAddon } from './queries'

/** A save at the add_ons or code step ends the builder's new-embed flow (migration 0006). */
export const completesCreation = (step: EmbedBody['embedWorkflowStep']): boolean =>
  step === 'ADD_ONS' || step === 'CODE'

/** The builder's full body (as opposed to the name dialog's short one): it names the ad modes. */
export function isFullBody(raw: unknown): boolean {
  const embed = (raw as { embed?: unknown } | null)?.embed
  return typeof embed === 'object' && embed !== null && 'webAdDisplayMode' in embed
}

/** The body as an EmbedBody, or 400 with every problem. */
export function checkedBody(raw: unknown, create: boolean): EmbedBody {
  const errors = embedBodyErrors(raw, { create })
  if (errors.length) throw fail.badRequest(errors)
  return raw as EmbedBody
}

const trimmed = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : v)
const orNull = (v: string | null | undefined) => {
  const t = trimmed(v)
  return t ? t : null
}

/** An option as stored: trimmed, stock-provider image URLs dropped (spec 001 §5). */
function storedOption(o: OptionBody, optionUUID: string) {
  const stock = o.imageProvider && STOCK_PROVIDERS.includes(o.imageProvider as ImageProvider)
  return {
    optionUUID,
    text: orNull(o.text),
    position: o.position,
    correctOption: o.correctOption === true,
    emoji: orNull(o.emoji),
    imageProvider: o.imageProvider ?? null,
    imageID: o.imageID ?? null,
    imageURL: stock ? null : orNull(o.imageURL),
  }
}

/** 400 on embed.embedName when another embed of the site has the name (case-insensitive, trimmed). */
export async function requireFreeName(
  trx: DB,
  siteUUID: string,
  name: string,
  embedUUID: string,
  /** Full-body saves name it by its place in the body; the name dialog's short body by itself. */
  field: 'embed.embedName' | 'embedName' = 'embed.embedName',
): Promise<void> {
  const clash = await trx
    .selectFrom('embeds')
    .select('embed_uuid')
    .where('site_uuid', '=', siteUUID)
    .where('name_key', '=', name.toLowerCase())
    .where('embed_uuid', '!=', embedUUID)
    .executeTakeFirst()
  if (clash) throw fail.badRequest([{ field, message: DUPLICATE_EMBED_NAME_MESSAGE }])
}

/**
 * Inside a transaction: writes `body` onto the embed row `embedUUID` (which exists), replaces its
 * cards, add-on and labels. Throws 400 (nothing written: the caller's transaction rolls back).
 */
export async function writeEmbedBody(
  trx: DB,
  args: { accountUUID: string; embedUUID: string; siteUUID: string; body: EmbedBody; now: number },
): Promise<void> {
  const { accountUUID, embedUUID, siteUUID, body, now } = args
  const e = body.embed
  const name = e.embedName.trim()
  await requireFreeName(trx, siteUUID, name, embedUUID)

  // Cards: sent ids must be this embed's; the rest are removed.
  const stored = await trx
    .selectFrom('embed_contents')
    .selectAll()
    .where('embed_uuid', '=', embedUUID)
    .execute()
  const byId = new Map(stored.map((r) => [r.content_uuid, r]))
  const keep = new Set<string>()
  const rows: { row: EmbedContentsTable; isNew: boolean }[] = []
  for (const [i, page] of body.contents.pages.entries()) {
    const sentId = page.contentUUID?.toLowerCase() ?? null
    const old = sentId ? byId.get(sentId) : undefined
    if (sentId && !old)
      throw fail.badRequest([
        { field: `contents.pages[${i}].contentUUID`, message: 'No such card in this embed' },
      ])
    const oldOptions = new Set<string>(
      old
        ? (
            (JSON.parse(old.properties) as { options?: { optionUUID: string }[] }).options ?? []
          ).map((o) => o.optionUUID)
        : [],
    )
    const p = page.contentProperties
    const options =
      'options' in p
        ? p.options.map((o, j) => {
            const id = o.optionUUID?.toLowerCase() ?? null
            if (id && !oldOptions.has(id))
              throw fail.badRequest([
                {
                  field: `contents.pages[${i}].contentProperties.options[${j}].optionUUID`,
                  message: 'No such option in this card',
                },
              ])
            return storedOption(o, id ?? randomUUID())
          })
        : undefined
    const properties = {
      ...p,
      title: p.title.trim(),
      ...('ctaText' in p ? { ctaText: p.ctaText.trim(), storyURL: p.storyURL.trim() } : {}),
      ...(options ? { options } : {}),
      backgroundColor: orNull(p.backgroundColor),
      backgroundImageURL: orNull(p.backgroundImageURL),
    }
    if (sentId) keep.add(sentId)
    rows.push({
      isNew: !old,
      row: {
        content_uuid: sentId ?? randomUUID(),
        embed_uuid: embedUUID,
        content_type: page.contentType,
        live: page.contentLive ? 1 : 0,
        queue_position: page.contentLive ? page.queuePosition : null,
        properties: JSON.stringify(properties),
        created_at: old?.created_at ?? now + i,
      },
    })
  }
  const gone = stored.map((r) => r.content_uuid).filter((id) => !keep.has(id))
  if (gone.length) {
    const span = await factDaysOf(trx, gone)
    await trx.deleteFrom('embed_contents').where('content_uuid', 'in', gone).execute()
    // Their facts went with them: the analytics rollups of those days follow (issue 10).
    if (span) await rebuildRollups(trx, span.accountUUID, span.days, ENGAGEMENT_ROLLUPS)
  }
  for (const { row, isNew } of rows) {
    if (isNew) await trx.insertInto('embed_contents').values(row).execute()
    else
      await trx
        .updateTable('embed_contents')
        .set({
          content_type: row.content_type,
          live: row.live,
          queue_position: row.queue_position,
          properties: row.properties,
        })
        .where('content_uuid', '=', row.content_uuid)
        .execute()
  }

  // The e-mail collection add-on, only when the ADD_ONS step sends it.
  const addOns = body.embedWorkflowStep === 'ADD_ONS' ? body.contents.addOns : undefined
  if (addOns) {
    const old = await userDataAddon(trx, embedUUID)
    const oldId = old
      ? ((JSON.parse(old.data) as { contentUUID?: string }).contentUUID ?? null)
      : null
    const sentId = addOns.userDataCollection?.contentUUID?.toLowerCase() ?? null
    if (sentId && sentId !== oldId)
      throw fail.badRequest([
        {
          field: 'contents.addOns.userDataCollection.contentUUID',
          message: 'No such add-on in this embed',
        },
      ])
    await trx
      .deleteFrom('embed_addons')
      .where('embed_uuid', '=', embedUUID)
      .where('kind', '=', USER_DATA_COLLECTION)
      .execute()
    const u = addOns.userDataCollection
    if (u)
      await trx
        .insertInto('embed_addons')
        .values({
          embed_uuid: embedUUID,
          kind: USER_DATA_COLLECTION,
          data: JSON.stringify({
            contentUUID: u.contentUUID?.toLowerCase() ?? randomUUID(),
            queuePosition: u.queuePosition,
            publisherName: u.publisherName.trim(),
            publisherPrivacyPolicyURL: u.publisherPrivacyPolicyURL.trim(),
            backgroundColor: orNull(u.backgroundColor),
            backgroundImageURL: orNull(u.backgroundImageURL),
            headline: u.headline.trim(),
            body: u.body.trim(),
          }),
        })
        .execute()
  }

  const { labelUUIDs } = await resolveLabels(
    trx,
    accountUUID,
    e.attachedLabelUUIDs.map((id) => id.toLowerCase()),
    checkedNewNames(e.newLabelNames ?? [], 'embed.newLabelNames'),
    now,
  )
  await setEmbedLabels(trx, embedUUID, labelUUIDs)

  await trx
    .updateTable('embeds')
    .set({
      name,
      name_key: name.toLowerCase(),
      content_order: e.contentOrder,
      embed_position: e.embedPosition,
      web_ad_display_mode: e.webAdDisplayMode,
      mobile_ad_display_mode: e.mobileAdDisplayMode,
      show_video_ad_for_desktop: e.showVideoAdForDesktop ? 1 : 0,
      show_video_ad_for_mobile: e.showVideoAdForMobile ? 1 : 0,
      partner_logo_url: orNull(e.partnerLogoUrl),
      show_branding: e.showBranding ? 1 : 0,
      logo_click_through_url: orNull(e.logoClickThroughUrl),
      brand_color_code: e.brandColorCode.trim(),
      show_market_research: e.showMarketResearch ? 1 : 0,
      show_rewards: e.showRewards ? 1 : 0,
      show_partner_logo: e.showPartnerLogo ? 1 : 0,
      show_user_data_collection: e.showUserDataCollection ? 1 : 0,
      show_profiling_questions: e.showProfilingQuestions ? 1 : 0,
      ...(completesCreation(body.embedWorkflowStep) ? { creation_completed: 1 } : {}),
      modified_at: now,
    })
    .where('embed_uuid', '=', embedUUID)
    .execute()
}

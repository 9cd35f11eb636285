/**
 * The embeds library on the accounts service (API-40..43, 46..48, 50..54, 78; spec 001 §2–§7):
 * under /api/accounts. Every call checks the session and its account (a path account of
 * another tenant: 403 like every account call; another account's embed or label: 404, nothing
 * changed), then the permission (edit: manageEmbeds or mocked; delete: mocked only). Bodies are
 * checked field by field (400 with field errors) with the contract's rules; every save is one
 * transaction.
 */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { embedNameError, type Content } from '../../../src/areas/embeds/lib/embeds-rules'
import { embedCalls } from '../../../src/contracts/accounts/embeds'
import { createEmbed, embedSchemas } from '../../../src/contracts/accounts/embeds.schemas'
import { sql } from 'kysely'
import { readBody } from '../platform/body'
import type { DB } from '../platform/db'
import type { SessionContext } from '../platform/sessions'
import { originOf, type Ctx } from '../platform/context'
import { fail, zodFields } from '../platform/http-errors'
import type { EmbedContentsTable, EmbedsTable } from '../platform/schema'
import { contractRoutes } from '../platform/serve-contract'
import { ENGAGEMENT_ROLLUPS, rebuildRollups } from '../metrics/rollup'
import { rebuildSketches } from '../metrics/sketches'
import { inTransaction } from '../platform/transaction'
import {
  accountOf,
  DELETE_REFUSED,
  ofAccount,
  ownEmbed,
  requireEdit,
  siteOfAccount,
  siteScope,
} from '../platform/access'
import { CREATES_PER_HOUR, pathId } from './input'
import { checkedNewNames, resolveLabels, setEmbedLabels } from './labels'
import { embedForEdit, libraryPage } from './queries'
import { embedRow } from './rows'
import {
  checkedBody,
  completesCreation,
  isFullBody,
  requireFreeName,
  writeEmbedBody,
} from './body-writes'

export const [embedRoutes, embeds] = contractRoutes(embedCalls, embedSchemas)

/** An online embed is live on pages (embeds/online-state.ts): not archived from under them. */
export const ARCHIVE_ONLINE_MESSAGE =
  'This embed is still live on pages: remove its code, and archive it once it is offline ' +
  '(7 days without a load)'

/** API-40: the library page. */
embeds.handle('library', async (c, { params: { accountUUID }, read }) => {
  const session = ofAccount(c, accountUUID)
  const query = await read()
  if (
    query.lastModifiedStartDate &&
    query.lastModifiedEndDate &&
    query.lastModifiedStartDate > query.lastModifiedEndDate
  )
    throw fail.badRequest([
      { field: 'lastModifiedEndDate', message: 'The end date must not be before the start date' },
    ])
  return libraryPage(
    c.get('services').db,
    { accountUUID, siteUUID: siteScope(session), origin: originOf(c) },
    query,
  )
})

/** API-41: every embed name of the account with its site (the duplicate-name rule). */
embeds.handle('names', async (c, { params: { accountUUID } }) => {
  ofAccount(c, accountUUID)
  const rows = await c
    .get('services')
    .db.selectFrom('embeds')
    .select(['embed_uuid', 'name', 'site_uuid'])
    .where('account_uuid', '=', accountUUID)
    .orderBy('name_key')
    .orderBy('embed_uuid')
    .execute()
  return {
    names: rows.map((r) => ({ embedUUID: r.embed_uuid, embedName: r.name, siteUUID: r.site_uuid })),
  }
})

/** API-78: the account's embeds as a map of uuid to name. */
embeds.handle('map', async (c, { params: { accountUUID } }) => {
  ofAccount(c, accountUUID)
  const rows = await c
    .get('services')
    .db.selectFrom('embeds')
    .select(['embed_uuid', 'name'])
    .where('account_uuid', '=', accountUUID)
    .orderBy('name_key')
    .orderBy('embed_uuid')
    .execute()
  return { embeds: Object.fromEntries(rows.map((r) => [r.embed_uuid, r.name])) }
})

/** API-42: an embed with its site and cards (any member of the account may read it). */
embeds.handle('get', async (c) => {
  const { accountUUID } = accountOf(c)
  const { db } = c.get('services')
  const embed = await ownEmbed(db, accountUUID, pathId(c, 'embedUUID'))
  return embedForEdit(db, embed, originOf(c))
})
/** Cards as the create stores them: new ids, live ones renumbered 0.. in their order. */
function newContents(embedUUID: string, pages: Content[], now: number): EmbedContentsTable[] {
  const live = pages
    .filter((p) => p.contentLive)
    .sort((a, b) => (a.queuePosition ?? 0) - (b.queuePosition ?? 0))
  return pages.map((p) => ({
    content_uuid: randomUUID(),
    embed_uuid: embedUUID,
    content_type: p.contentType,
    live: p.contentLive ? 1 : 0,
    queue_position: p.contentLive ? live.indexOf(p) : null,
    properties: JSON.stringify({
      ...p.contentProperties,
      options: p.contentProperties.options?.map((o) => ({ ...o, optionUUID: randomUUID() })),
    }),
    created_at: now,
  }))
}

/** A new embed's row, created by the session's user (the executor in a support session). */
async function insertEmbed(
  trx: DB,
  made: { embedUUID: string; accountUUID: string; siteUUID: string; session: SessionContext },
  now: number,
  fields: Pick<EmbedsTable, 'name'> & Partial<EmbedsTable>,
): Promise<void> {
  const { session } = made
  const row = embedRow(
    {
      embed_uuid: made.embedUUID,
      account_uuid: made.accountUUID,
      site_uuid: made.siteUUID,
      created_by: session.row.executor_uuid ?? session.row.user_uuid,
      ...fields,
    },
    now,
  )
  await trx.insertInto('embeds').values(row).execute()
}

/**
 * API-43: create an embed. The name dialog's short body (a name, labels, no cards; offline) or
 * the builder's full body (spec 001 §7, checked by embed-body-rules and saved by save-routes):
 * read as it came, since which one it is decides how it is checked.
 */
embeds.handle('create', async (c) => {
  const { session, accountUUID } = await requireEdit(c)
  const siteUUID = pathId(c, 'siteUUID')
  const { db, limiter } = c.get('services')
  await limiter.take(`embeds:create:${accountUUID}`, CREATES_PER_HOUR, 3_600_000)
  if (!(await siteOfAccount(db, accountUUID, siteUUID))) throw fail.notFound('No such site')
  const fixed = siteScope(session)
  if (fixed && fixed !== siteUUID)
    throw fail.badRequest([{ field: 'siteUUID', message: 'The site is fixed in a mockup session' }])
  const raw = await readBody(c, z.unknown())
  if (isFullBody(raw)) {
    const full = checkedBody(raw, true)
    const embedUUID = randomUUID()
    const made = { embedUUID, accountUUID, siteUUID, session }
    await inTransaction(db, async (trx) => {
      const now = Date.now()
      await requireFreeName(trx, siteUUID, full.embed.embedName.trim(), embedUUID)
      await insertEmbed(trx, made, now, {
        name: full.embed.embedName.trim(),
        creation_completed: completesCreation(full.embedWorkflowStep) ? 1 : 0,
      })
      await writeEmbedBody(trx, { accountUUID, embedUUID, siteUUID, body: full, now })
    })
    const embed = await ownEmbed(db, accountUUID, embedUUID)
    return embedForEdit(db, embed, originOf(c))
  }
  const parsed = createEmbed.safeParse(raw)
  if (!parsed.success) throw fail.badRequest(zodFields(parsed.error))
  const body = parsed.data
  const nameProblem = embedNameError(body.embed.embedName)
  if (nameProblem) throw fail.badRequest([{ field: 'embedName', message: nameProblem }])
  const name = body.embed.embedName.trim()
  const newNames = checkedNewNames(body.embed.newLabelNames)
  const now = Date.now()
  const embedUUID = randomUUID()
  const made = { embedUUID, accountUUID, siteUUID, session }
  await inTransaction(db, async (trx) => {
    await requireFreeName(trx, siteUUID, name, embedUUID, 'embedName')
    const { labelUUIDs } = await resolveLabels(
      trx,
      accountUUID,
      body.embed.attachedLabelUUIDs,
      newNames,
      now,
    )
    await insertEmbed(trx, made, now, {
      name,
      embed_position: body.embed.embedPosition,
      content_order: body.embed.contentOrder,
      // The builder's new-embed flow runs until its add_ons Save (migration 0006).
      creation_completed: 0,
    })
    const contents = newContents(embedUUID, body.contents.pages as Content[], now)
    if (contents.length) await trx.insertInto('embed_contents').values(contents).execute()
    await setEmbedLabels(trx, embedUUID, labelUUIDs)
  })
  const embed = await ownEmbed(db, accountUUID, embedUUID)
  return embedForEdit(db, embed, originOf(c))
})

/** API-46: delete an embed (mocked sessions only). */
embeds.handle('remove', async (c) => {
  const { session, accountUUID } = accountOf(c)
  if (session.row.kind !== 'mocked') throw fail.forbidden(DELETE_REFUSED)
  const embedUUID = pathId(c, 'embedUUID')
  await inTransaction(c.get('services').db, async (trx) => {
    await ownEmbed(trx, accountUUID, embedUUID)
    const spanOf = (table: 'engagement_visitors_daily' | 'embed_engagement_daily') =>
      trx
        .selectFrom(table)
        .select([sql<string | null>`min(day)`.as('start'), sql<string | null>`max(day)`.as('end')])
        .where('embed_uuid', '=', embedUUID)
        .executeTakeFirst()
    const [visitors, facts] = await Promise.all([
      spanOf('engagement_visitors_daily'),
      spanOf('embed_engagement_daily'),
    ])
    await trx.deleteFrom('embeds').where('embed_uuid', '=', embedUUID).execute()
    // Its engagement facts and visitor rows went with it (cascade): the rollups and the visitor
    // sketches of those days follow (its ad facts stay, as ads that ran).
    if (facts?.start && facts.end)
      await rebuildRollups(
        trx,
        accountUUID,
        { start: facts.start, end: facts.end },
        ENGAGEMENT_ROLLUPS,
      )
    if (visitors?.start && visitors.end)
      await rebuildSketches(trx, accountUUID, { start: visitors.start, end: visitors.end })
  })
})

/**
 * Archives (`active` 0) or unarchives (1) the path's embed, nothing when it already is; `check`
 * may refuse the stored embed first.
 */
async function setActive(c: Ctx, active: 0 | 1, check: (embed: EmbedsTable) => void = () => {}) {
  const { accountUUID } = await requireEdit(c)
  const embedUUID = pathId(c, 'embedUUID')
  await inTransaction(c.get('services').db, async (trx) => {
    const embed = await ownEmbed(trx, accountUUID, embedUUID)
    check(embed)
    if (embed.active === active) return
    await trx
      .updateTable('embeds')
      .set({ active, modified_at: Date.now() })
      .where('embed_uuid', '=', embedUUID)
      .execute()
  })
}

/** API-47: archive (refused with 409 while the embed is online). */
embeds.handle('archive', (c) =>
  setActive(c, 0, (embed) => {
    if (embed.embed_state === 'online')
      throw fail.conflict(
        [{ field: 'embedState', message: ARCHIVE_ONLINE_MESSAGE }],
        ARCHIVE_ONLINE_MESSAGE,
      )
  }),
)

/** API-48: unarchive. */
embeds.handle('unarchive', (c) => setActive(c, 1))

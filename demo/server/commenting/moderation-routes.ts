/**
 * Comment moderation under /api/commenting/v1/commenting-units/:unitUUID/moderation (beyond the
 * spec): the queue (moderation-queue.ts says which comment is in which), the moderator's actions,
 * bans and word lists. Any user of the unit's account may moderate (commenting is always
 * permitted, COM-08); another account's unit, comment, commenter or ban answers 404 and changes
 * nothing; a mockup-generator session gets 403 for the queue and bans (readers' comments are not
 * mockup material) but may set the word lists, part of a unit's configuration.
 */
import { randomUUID } from 'node:crypto'
import { sql, type RawBuilder } from 'kysely'
import * as rules from '../../../src/areas/commenting/lib/queue-rules'
import type { HeldWhy, Queue } from '../../../src/areas/commenting/lib/queue-rules'
import { normalizeWords, wordListProblems } from '../../../src/areas/commenting/lib/word-list-rules'
import { moderationCalls } from '../../../src/contracts/commenting/moderation'
import { moderationSchemas } from '../../../src/contracts/commenting/moderation.schemas'
import { originOf } from '../platform/context'
import type { DB } from '../platform/db'
import { fail } from '../platform/http-errors'
import { cacheTags } from '../platform/public-cache'
import { contractRoutes } from '../platform/serve-contract'
import { inTransaction } from '../platform/transaction'
import { ownUnit } from '../site-products/commenting-units'
import { banOf, moderatedUnit, wordListsOf } from './moderation-queries'
import { notifyReplies } from './notify'

export const [moderationRoutes, moderation] = contractRoutes(moderationCalls, moderationSchemas)

/** The four queues as conditions on the comments aliased `m` (moderation-queue.ts). */
const IN_QUEUE: Record<Queue, RawBuilder<boolean>> = {
  PENDING: sql`m.status = 'HELD'`,
  REPORTED: sql`m.reported = 1`,
  APPROVED: sql`m.status = 'PUBLISHED' and m.reviewed_at is not null`,
  REJECTED: sql`m.status = 'REMOVED'`,
}

/** How many comments each queue holds. */
async function queueCounts(db: DB, unitUUID: string): Promise<Record<Queue, number>> {
  const found = await Promise.all(
    rules.QUEUES.map((q) =>
      db
        .selectFrom('comments as m')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('m.unit_uuid', '=', unitUUID)
        .where(IN_QUEUE[q])
        .executeTakeFirstOrThrow(),
    ),
  )
  return Object.fromEntries(rules.QUEUES.map((q, i) => [q, Number(found[i]!.n)])) as Record<
    Queue,
    number
  >
}

/** `%text%` for a case-blind LIKE, its wildcards escaped. */
const containing = (text: string) =>
  `%${text
    .trim()
    .slice(0, rules.SEARCH_MAX)
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')}%`

/**
 * GET /comments?queue=PENDING&q=&author=&pageId=&cursor=&limit= → {items, counts, nextCursor}:
 * one page of a queue, newest first, each comment with its article, the comment it answers, its
 * reports, why it is held and its author's history and ban; counts per queue (unfiltered).
 */
moderation.handle('queue', async (c, input) => {
  const { unit } = await moderatedUnit(c, input.params.unitUUID)
  const query = input.query
  const queue = rules.queueOf(query.queue ?? 'PENDING')
  const limit = Number(query.limit ?? rules.QUEUE_PAGE)
  const cursor = query.cursor ? rules.decodeCursor(query.cursor) : null
  const errors = []
  if (!queue)
    errors.push({ field: 'queue', message: 'Choose PENDING, REPORTED, APPROVED or REJECTED' })
  if (!Number.isInteger(limit) || limit < 1 || limit > rules.QUEUE_PAGE_MAX)
    errors.push({ field: 'limit', message: `Use a whole number from 1 to ${rules.QUEUE_PAGE_MAX}` })
  if (query.cursor && !cursor) errors.push({ field: 'cursor', message: 'Not a page of this list' })
  if (errors.length || !queue) throw fail.badRequest(errors)
  const { db } = c.get('services')

  let page = db
    .selectFrom('comments as m')
    .innerJoin('commenters as p', 'p.commenter_uuid', 'm.commenter_uuid')
    .selectAll('m')
    .select(['p.name', 'p.anonymous', 'p.blocked'])
    .where('m.unit_uuid', '=', unit.unit_uuid)
    .where(IN_QUEUE[queue])
  if (query.q?.trim())
    page = page.where(sql<boolean>`lower(m.text) like ${containing(query.q)} escape '\\'`)
  if (query.author?.trim())
    page = page.where(sql<boolean>`lower(p.name) like ${containing(query.author)} escape '\\'`)
  if (query.pageId) page = page.where('m.page_id', '=', query.pageId)
  if (cursor)
    page = page.where((eb) =>
      eb.or([
        eb('m.created_at', '<', cursor.createdAt),
        eb.and([
          eb('m.created_at', '=', cursor.createdAt),
          eb('m.comment_uuid', '<', cursor.commentUUID),
        ]),
      ]),
    )
  const rows = await page
    .orderBy('m.created_at', 'desc')
    .orderBy('m.comment_uuid', 'desc')
    .limit(limit + 1)
    .execute()
  const more = rows.length > limit
  const shown = rows.slice(0, limit)
  const [details, counts] = await Promise.all([
    pageDetails(db, unit.unit_uuid, shown),
    queueCounts(db, unit.unit_uuid),
  ])
  const last = shown.at(-1)
  return {
    items: shown.map((r) => {
      const history = details.history.get(r.commenter_uuid)
      const ban = details.bans.get(r.commenter_uuid) ?? null
      const parent = r.parent_uuid ? details.parents.get(r.parent_uuid) : undefined
      return {
        commentUUID: r.comment_uuid,
        pageId: r.page_id,
        text: r.text,
        mediaUrl: r.media_url,
        createdAt: Number(r.created_at),
        queue: queueOfRow(r),
        featured: r.featured === 1,
        held: r.status === 'HELD' && r.held_why ? (JSON.parse(r.held_why) as HeldWhy) : null,
        reports: details.reports.get(r.comment_uuid) ?? { marks: 0, addresses: 0 },
        parent: parent ?? null,
        author: {
          commenterUUID: r.commenter_uuid,
          name: r.name,
          anonymous: r.anonymous === 1,
          blocked: r.blocked === 1,
          history: history ?? { published: 0, rejected: 0, reported: 0 },
          ban,
        },
      }
    }),
    counts,
    nextCursor:
      more && last ? rules.encodeCursor(Number(last.created_at), last.comment_uuid) : null,
  }
})

/** The queue a comment row is in (a comment listed under a filter is in the one asked for). */
function queueOfRow(r: { status: string; reported: number; reviewed_at: number | null }): Queue {
  if (r.status === 'HELD') return 'PENDING'
  if (r.status === 'REMOVED') return 'REJECTED'
  return r.reported === 1 ? 'REPORTED' : 'APPROVED'
}

/** For a page of comments: the comments they answer, their reports, authors' history and bans. */
async function pageDetails(
  db: DB,
  unitUUID: string,
  rows: { comment_uuid: string; parent_uuid: string | null; commenter_uuid: string }[],
) {
  const ids = rows.map((r) => r.comment_uuid)
  const parentIds = [...new Set(rows.flatMap((r) => (r.parent_uuid ? [r.parent_uuid] : [])))]
  const authors = [...new Set(rows.map((r) => r.commenter_uuid))]
  if (!ids.length)
    return { parents: new Map(), reports: new Map(), history: new Map(), bans: new Map() }
  const [parents, reports, history] = await Promise.all([
    parentIds.length
      ? db
          .selectFrom('comments as m')
          .innerJoin('commenters as p', 'p.commenter_uuid', 'm.commenter_uuid')
          .select(['m.comment_uuid', 'm.text', 'p.name'])
          .where('m.comment_uuid', 'in', parentIds)
          .where('m.unit_uuid', '=', unitUUID)
          .execute()
      : [],
    db
      .selectFrom('comment_marks')
      .select(({ fn }) => [
        'comment_uuid',
        fn.countAll<number>().as('marks'),
        fn.count<number>('address_hash').distinct().as('addresses'),
      ])
      .where('comment_uuid', 'in', ids)
      .groupBy('comment_uuid')
      .execute(),
    db
      .selectFrom('comments')
      .select(({ fn }) => [
        'commenter_uuid',
        'status',
        fn.countAll<number>().as('n'),
        fn.sum<number>(sql`case when marks > 0 then 1 else 0 end`).as('reported'),
      ])
      .where('commenter_uuid', 'in', authors)
      .groupBy(['commenter_uuid', 'status'])
      .execute(),
  ])
  const tally = new Map<string, { published: number; rejected: number; reported: number }>()
  for (const h of history) {
    const t = tally.get(h.commenter_uuid) ?? { published: 0, rejected: 0, reported: 0 }
    if (h.status === 'PUBLISHED') t.published += Number(h.n)
    if (h.status === 'REMOVED') t.rejected += Number(h.n)
    t.reported += Number(h.reported)
    tally.set(h.commenter_uuid, t)
  }
  const now = Date.now()
  const bans = new Map(
    await Promise.all(
      authors.map(async (a) => [a, await banOf(db, unitUUID, { commenterUUID: a }, now)] as const),
    ),
  )
  return {
    parents: new Map(parents.map((p) => [p.comment_uuid, { text: p.text, authorName: p.name }])),
    reports: new Map(
      reports.map((r) => [
        r.comment_uuid,
        { marks: Number(r.marks), addresses: Number(r.addresses) },
      ]),
    ),
    history: tally,
    bans: new Map([...bans].filter(([, b]) => b !== null)),
  }
}

/**
 * POST /actions {action, commentUUIDs (1–100)} → {changed, counts}: APPROVE publishes, REJECT
 * removes, FEATURE publishes and features, UNFEATURE stops featuring; each closes the comment's
 * reports and records the moderator; a reply it publishes e-mails its parent's subscribed author.
 * Any id not of this unit: 404, nothing changed.
 */
moderation.handle('act', async (c, { params, read }) => {
  const { unit, userUUID } = await moderatedUnit(c, params.unitUUID)
  const body = await read()
  const ids = [...new Set(body.commentUUIDs)]
  const { db, cache } = c.get('services')
  const found = await db
    .selectFrom('comments')
    .select(['comment_uuid', 'page_id', 'status'])
    .where('unit_uuid', '=', unit.unit_uuid)
    .where('comment_uuid', 'in', ids)
    .execute()
  if (found.length !== ids.length) throw fail.notFound('No such comment')
  const effect = rules.actionEffect(body.action)
  const now = Date.now()
  // Replies published by this action tell their parents' subscribed authors (notify.ts).
  const published =
    effect.status === 'PUBLISHED'
      ? found.filter((f) => f.status !== 'PUBLISHED').map((f) => f.comment_uuid)
      : []
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('comments')
      .set({
        status: effect.status,
        ...(effect.featured === undefined ? {} : { featured: effect.featured }),
        reported: 0,
        reviewed_at: now,
        reviewed_by: userUUID,
      })
      .where('unit_uuid', '=', unit.unit_uuid)
      .where('comment_uuid', 'in', ids)
      .execute()
    await notifyReplies(trx, published, originOf(c), now)
  })
  cache.invalidate([...new Set(found.map((f) => cacheTags.comments(unit.unit_uuid, f.page_id)))])
  return { changed: ids.length, counts: await queueCounts(db, unit.unit_uuid) }
})

/** GET /bans → {bans}: the bans in force, newest first, with the commenter's name. */
moderation.handle('bans', async (c, { params }) => {
  const { unit } = await moderatedUnit(c, params.unitUUID)
  const now = Date.now()
  const rows = await c
    .get('services')
    .db.selectFrom('commenting_bans as b')
    .innerJoin('commenters as p', 'p.commenter_uuid', 'b.commenter_uuid')
    .select(['b.ban_uuid', 'b.commenter_uuid', 'b.reason', 'b.until_at', 'b.created_at', 'p.name'])
    .where('b.unit_uuid', '=', unit.unit_uuid)
    .where('b.lifted_at', 'is', null)
    .where((eb) => eb.or([eb('b.until_at', 'is', null), eb('b.until_at', '>', now)]))
    .orderBy('b.created_at', 'desc')
    .execute()
  return { bans: rows.map(banJson) }
})

const banJson = (b: {
  ban_uuid: string
  commenter_uuid: string
  reason: string
  until_at: number | null
  created_at: number
  name: string | null
}) => ({
  banUUID: b.ban_uuid,
  commenterUUID: b.commenter_uuid,
  authorName: b.name,
  until: b.until_at === null ? null : Number(b.until_at),
  reason: b.reason,
  createdAt: Number(b.created_at),
})

/**
 * POST /bans {commenterUUID, duration: DAY|WEEK|FOREVER, reason (1–200)} → 201 ban: the
 * commenter's posts and marks are refused with the reason until it ends. A ban in force on them
 * is replaced (lifted). A named commenter's e-mail address is banned with them.
 */
moderation.handle('ban', async (c, { params, read }) => {
  const { unit, userUUID } = await moderatedUnit(c, params.unitUUID)
  const body = await read()
  const reason = body.reason.trim()
  if (!reason) throw fail.badRequest([{ field: 'reason', message: 'This field is required' }])
  if (reason.length > rules.BAN_REASON_MAX)
    throw fail.badRequest([
      { field: 'reason', message: `Use at most ${rules.BAN_REASON_MAX} characters` },
    ])
  const { db } = c.get('services')
  const commenter = await db
    .selectFrom('commenters')
    .select(['commenter_uuid', 'name', 'email', 'anonymous'])
    .where('commenter_uuid', '=', body.commenterUUID)
    .where('unit_uuid', '=', unit.unit_uuid)
    .executeTakeFirst()
  if (!commenter) throw fail.notFound('No such commenter')
  const now = Date.now()
  const row = {
    ban_uuid: randomUUID(),
    unit_uuid: unit.unit_uuid,
    commenter_uuid: commenter.commenter_uuid,
    email: commenter.anonymous === 1 ? null : commenter.email,
    reason,
    until_at: rules.banUntil(body.duration, now),
    created_at: now,
    created_by: userUUID,
    lifted_at: null,
  }
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('commenting_bans')
      .set({ lifted_at: now })
      .where('unit_uuid', '=', unit.unit_uuid)
      .where('commenter_uuid', '=', commenter.commenter_uuid)
      .where('lifted_at', 'is', null)
      .execute()
    await trx.insertInto('commenting_bans').values(row).execute()
  })
  return banJson({ ...row, name: commenter.name })
})

/** DELETE /bans/:banUUID → 204: the ban ends now (404 for another unit's or a lifted one). */
moderation.handle('liftBan', async (c, { params }) => {
  const { unit } = await moderatedUnit(c, params.unitUUID)
  const done = await c
    .get('services')
    .db.updateTable('commenting_bans')
    .set({ lifted_at: Date.now() })
    .where('ban_uuid', '=', params.banUUID)
    .where('unit_uuid', '=', unit.unit_uuid)
    .where('lifted_at', 'is', null)
    .executeTakeFirst()
  if (Number(done.numUpdatedRows) === 0) throw fail.notFound('No such ban')
})

/** GET /word-lists → {banned, suspect}. */
moderation.handle('wordLists', async (c, { params }) => {
  const unit = await ownUnit(c, params.unitUUID)
  const { banned, suspect } = await wordListsOf(c.get('services').db, unit.unit_uuid)
  return { banned, suspect }
})

/**
 * PUT /word-lists {banned, suspect} → the lists as saved (trimmed, lower case, without repeats):
 * at most 200 words each, 2–40 letters or digits (phrases with single spaces), no word on both.
 */
moderation.handle('saveWordLists', async (c, { params, read }) => {
  const unit = await ownUnit(c, params.unitUUID)
  const body = await read()
  const problems = wordListProblems(body)
  if (problems.length) throw fail.badRequest(problems)
  const lists = { banned: normalizeWords(body.banned), suspect: normalizeWords(body.suspect) }
  const row = {
    banned: JSON.stringify(lists.banned),
    suspect: JSON.stringify(lists.suspect),
    updated_at: Date.now(),
  }
  await c
    .get('services')
    .db.insertInto('commenting_word_lists')
    .values({ unit_uuid: unit.unit_uuid, ...row })
    .onConflict((oc) => oc.column('unit_uuid').doUpdateSet(row))
    .execute()
  return lists
})

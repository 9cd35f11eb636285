/**
 * The calls of the commenting unit script on publisher pages, under
 * /api/commenting/public/v1/units/:unitUUID. No portal session and no cookies: these answer any
 * origin (`Access-Control-Allow-Origin: *`, preflights answered in app.ts) and are exempt from the
 * CSRF check. A commenter is known by the random token the first post returns (header
 * `X-Commenter-Token`; only its SHA-256 is stored). Posts, marks and views are rate-limited per IP.
 * Errors use the usual `{error:{code, message, fields}}` shape.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { counterText } from '../../../src/areas/commenting/lib/commenting-rules'
import {
  banNotice,
  mediaKindOf,
  moderate,
} from '../../../src/areas/commenting/lib/moderation-rules'
import { commentingPublicCalls } from '../../../src/contracts/commenting/public'
import { commentingPublicSchemas } from '../../../src/contracts/commenting/public.schemas'
import { email as emailRule } from '../../../src/core/validation/rules'
import { clientIp, originOf } from '../platform/context'
import { ApiFailure, fail } from '../platform/http-errors'
import {
  answerPublic,
  answerRead,
  cacheTags,
  etagOf,
  JSON_TYPE,
  PERSONAL_READ_CACHE,
} from '../platform/public-cache'
import type { CommentsTable } from '../platform/schema'
import { contractRoutes } from '../platform/serve-contract'
import { commentJson, commenterOf, countToday, hashToken, openUnit, unitOf } from './public-queries'
import { hashAddress, publishedSince, recordMark } from './marks'
import { listed, MAX_LISTED, pageComments, pageJson } from './page-comments'
import { banOf, listedWord } from './moderation-queries'
import { readSection } from '../site-products/commenting-units'
import { inTransaction } from '../platform/transaction'
import { seeReader } from './presence'
import { cachedSettings } from './public-settings'
import { notifyReplies, subscribe } from './notify'

export const NOTIFY_NEEDS_NAME = 'Reply e-mails need your name and e-mail address'

/** Mounted at /api/commenting: the contract's paths begin with /public. */
export const [publicRoutes, unitCalls] = contractRoutes(
  commentingPublicCalls,
  commentingPublicSchemas,
)

export const TOKEN_HEADER = 'X-Commenter-Token'
const POSTS_PER_MINUTE = 10
const MARKS_PER_MINUTE = 30
const VIEWS_PER_MINUTE = 120
const PRESENCE_PER_MINUTE = 60
const MINUTE = 60_000

/**
 * GET /settings → {unitUUID, isActive, general (no advancedSettings), moderation (with
 * advancedSettings, so the unit can preview the AI rule), commentsTree, colorSchema, avatarPack,
 * counter: {zeroCommentsLabel, singleCommentLabel, multipleCommentsLabel} | null}. From the
 * process's public cache (no session, no write, no per-address limit), with ETag and 304.
 */
unitCalls.handle('settings', async (c, { params }) => {
  const unit = await cachedSettings(c, params.unitUUID)
  if (!unit) throw fail.notFound('No such commenting unit')
  return answerPublic(c, unit, JSON_TYPE)
})

/**
 * GET /comments?pageId=… (header X-Commenter-Token optional) → {comments:[{commentUUID,
 * parentUUID, authorName, avatar (0–11), text, mediaKind, mediaUrl, createdAt, status, mine}],
 * publishedCount}: PUBLISHED comments for everyone and HELD ones for their own author only,
 * newest first (at most 500); REMOVED ones never. The published part comes from the process's
 * public cache (a new comment or a mark on the page drops it): without a token the answer is the
 * same for everyone (`public`); with one, the commenter's own held comments are read and added
 * (`private`). ETag and 304 on both.
 */
unitCalls.handle('comments', async (c, input) => {
  const { unitUUID } = input.params
  const unit = await cachedSettings(c, unitUUID)
  if (!unit) throw fail.notFound('No such commenting unit')
  const { pageId } = input.query
  const { db, cache } = c.get('services')
  const page = (await cache.read(
    `commenting-comments:${unitUUID}:${pageId}`,
    () => pageComments(db, unitUUID, pageId),
    () => [cacheTags.account(unit.value.accountUUID), cacheTags.comments(unitUUID, pageId)],
    (p) => pageJson(p, null),
  ))!
  const token = c.req.header(TOKEN_HEADER)
  // A read with a token is private even when the token names nobody: a shared cache keyed by the
  // address alone must never hand it to another reader, nor a shared answer to this one.
  if (!token) return answerPublic(c, page, JSON_TYPE)
  const me = await commenterOf(db, unitUUID, token)
  const held = me
    ? await listed(db, unitUUID, pageId)
        .where('m.status', '=', 'HELD')
        .where('m.commenter_uuid', '=', me.commenter_uuid)
        .limit(MAX_LISTED)
        .execute()
    : []
  const body = pageJson(page.value, me?.commenter_uuid ?? null, held)
  return answerRead(c, body, etagOf(body), JSON_TYPE, PERSONAL_READ_CACHE)
})

/** POST /views {pageId} → 204; counts a page view for today (UTC). */
unitCalls.handle('view', async (c, { read }) => {
  const unit = await unitOf(c)
  await read()
  const { db, limiter } = c.get('services')
  await limiter.take(`commenting-view:${clientIp(c)}`, VIEWS_PER_MINUTE, MINUTE)
  await countToday(db, unit.unit_uuid, 'views')
})

/**
 * POST /presence {pageId, visitorKey} → {readers}: this page view is open; the page views of the
 * unit's page seen in the last minute (presence.ts). 60 a minute per IP (429).
 */
unitCalls.handle('presence', async (c, { read }) => {
  const unit = await unitOf(c)
  const body = await read()
  const { db, limiter } = c.get('services')
  await limiter.take(`commenting-presence:${clientIp(c)}`, PRESENCE_PER_MINUTE, MINUTE)
  return { readers: await seeReader(db, { unitUUID: unit.unit_uuid, ...body }) }
})

const NAME_SET = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]+$/u

/**
 * POST /comments {pageId, parentUUID?, text, mediaUrl?, anonymous, name?, email?} (header
 * X-Commenter-Token optional) → 201 {comment, verdict:{outcome, reason, score?}, commenterToken}.
 * A named comment needs name (1–64) and e-mail. The verdict comes from moderate() with the
 * unit's moderation, general.isTurnOffRepliesEnabled and the commenter's blocked flag: REFUSED →
 * 400 {error:{code:'refused', message, fields:[{field:'text', message}]}}, nothing saved. The
 * token is the one sent when it names a commenter of the same kind (named/anonymous), otherwise a
 * new one: keep it to see your own held comments. 10 posts a minute per IP (429). With
 * notifyReplies (IMMEDIATE or DAILY; named comments only) the commenter asks for reply e-mails:
 * `notify` answers CONFIRMATION_SENT (a link went to the address) or SUBSCRIBED (confirmed
 * before); a published reply e-mails its parent's subscribed author (notify.ts).
 */
unitCalls.handle('post', async (c, { read }) => {
  const unit = await unitOf(c)
  openUnit(unit)
  const body = await read()
  const { db, limiter } = c.get('services')
  const errors = []
  const name = body.name?.trim() ?? ''
  const address = body.email?.trim().toLowerCase() ?? ''
  if (!body.anonymous) {
    if (!name) errors.push({ field: 'name', message: 'This field is required' })
    else if (name.length > 64) errors.push({ field: 'name', message: 'Use at most 64 characters' })
    else if (!NAME_SET.test(name))
      errors.push({ field: 'name', message: 'Use letters, digits, spaces and punctuation only' })
    const emailProblem = emailRule()(address)
    if (emailProblem) errors.push({ field: 'email', message: emailProblem })
  }
  if (body.anonymous && body.notifyReplies)
    errors.push({ field: 'notifyReplies', message: NOTIFY_NEEDS_NAME })
  const media = body.mediaUrl ? mediaKindOf(body.mediaUrl) : null
  if (body.mediaUrl && !media)
    errors.push({ field: 'mediaUrl', message: 'Link an image, a GIF or a video' })
  let parent: { page_id: string } | undefined
  if (body.parentUUID) {
    parent = await db
      .selectFrom('comments')
      .select('page_id')
      .where('comment_uuid', '=', body.parentUUID)
      .where('unit_uuid', '=', unit.unit_uuid)
      .where('status', '=', 'PUBLISHED')
      .executeTakeFirst()
    if (!parent || parent.page_id !== body.pageId)
      errors.push({ field: 'parentUUID', message: 'The comment replied to is not on this page' })
  }
  if (errors.length) throw fail.badRequest(errors)
  await limiter.take(`commenting-post:${clientIp(c)}`, POSTS_PER_MINUTE, MINUTE)

  const sentToken = c.req.header(TOKEN_HEADER)
  const known = await commenterOf(db, unit.unit_uuid, sentToken)
  const commenter = known && known.anonymous === (body.anonymous ? 1 : 0) ? known : null
  const moderation = await readSection(db, unit.unit_uuid, 'moderation')
  const general = await readSection(db, unit.unit_uuid, 'general')
  const ban = await banOf(db, unit.unit_uuid, {
    commenterUUID: commenter?.commenter_uuid,
    email: body.anonymous ? null : address,
  })
  const verdict = moderate(
    moderation,
    { text: body.text, anonymous: body.anonymous, isReply: !!body.parentUUID, media },
    {
      repliesOff: general.isTurnOffRepliesEnabled,
      authorBlocked: commenter?.blocked === 1,
      ban,
      words: await listedWord(db, unit.unit_uuid, body.text),
    },
  )
  if (verdict.outcome === 'REFUSED')
    throw new ApiFailure(ban ? 403 : 400, ban ? 'banned' : 'refused', verdict.reason, [
      { field: 'text', message: verdict.reason },
    ])

  const now = Date.now()
  const token = commenter ? sentToken! : randomBytes(32).toString('base64url')
  const commenterUUID = commenter?.commenter_uuid ?? randomUUID()
  const comment: CommentsTable = {
    comment_uuid: randomUUID(),
    unit_uuid: unit.unit_uuid,
    page_id: body.pageId,
    parent_uuid: body.parentUUID ?? null,
    commenter_uuid: commenterUUID,
    text: body.text.trim(),
    media_kind: media,
    media_url: body.mediaUrl ?? null,
    status: verdict.outcome,
    marks: 0,
    created_at: now,
    held_why: verdict.rule
      ? JSON.stringify({ rule: verdict.rule, word: verdict.word, score: verdict.score })
      : null,
    featured: 0,
    reported: 0,
    reviewed_at: null,
    reviewed_by: null,
  }
  const publicUrl = originOf(c)
  const notify = await inTransaction(db, async (trx) => {
    if (commenter) {
      await trx
        .updateTable('commenters')
        .set(body.anonymous ? { last_login_at: now } : { name, email: address, last_login_at: now })
        .where('commenter_uuid', '=', commenterUUID)
        .execute()
    } else {
      await trx
        .insertInto('commenters')
        .values({
          commenter_uuid: commenterUUID,
          unit_uuid: unit.unit_uuid,
          token_hash: hashToken(token),
          name: body.anonymous ? null : name,
          email: body.anonymous ? null : address,
          location: null,
          anonymous: body.anonymous ? 1 : 0,
          blocked: 0,
          marks: 0,
          signed_up_at: now,
          last_login_at: now,
        })
        .execute()
    }
    await trx.insertInto('comments').values(comment).execute()
    await countToday(trx, unit.unit_uuid, 'comments')
    if (verdict.outcome === 'PUBLISHED' && comment.parent_uuid)
      await notifyReplies(trx, [comment.comment_uuid], publicUrl, now)
    if (!body.notifyReplies || body.anonymous) return null
    return subscribe(trx, {
      unitUUID: unit.unit_uuid,
      commenterUUID,
      email: address,
      frequency: body.notifyReplies,
      publicUrl,
      now,
    })
  })
  c.get('services').cache.invalidate([cacheTags.comments(unit.unit_uuid, body.pageId)])
  const posted = commentJson({ ...comment, name, anonymous: body.anonymous ? 1 : 0 }, true)
  return {
    // The row's columns are plain strings; the comment just made has these kinds.
    comment: { ...posted, mediaKind: media, status: verdict.outcome },
    verdict,
    commenterToken: token,
    notify,
  }
})

/**
 * POST /comments/:commentUUID/marks (no body; header X-Commenter-Token optional) → {removed,
 * blocked}: one mark per token (or per address without one; a second → 409). Every mark is
 * recorded, but it counts toward the thresholds only from a commenter with a comment published in
 * the unit at least MARKER_MIN_AGE_MS ago, not blocked, and only once per client address and
 * comment (a second token from the same address is answered alike and not counted); addresses are
 * stored only as hashes (marks.ts). With auto-remove on, AUTO_REMOVE_MARKS counted marks from as
 * many addresses hold the comment for review (HELD, never REMOVED); with auto-block on,
 * AUTO_BLOCK_MARKS counted marks on an author's comments from AUTO_BLOCK_ADDRESSES addresses block
 * them. `removed` says the comment is off the public list after this mark (HELD ones show only to
 * their author), so the unit's "the comment was removed" stays true; `blocked` that the author is
 * blocked. Both answer the same whether the mark counted, so a marker cannot tell.
 */
unitCalls.handle('mark', async (c, { params }) => {
  const unit = await unitOf(c)
  const { db, limiter } = c.get('services')
  const comment = await db
    .selectFrom('comments')
    .selectAll()
    .where('comment_uuid', '=', params.commentUUID)
    .where('unit_uuid', '=', unit.unit_uuid)
    .where('status', '!=', 'REMOVED')
    .executeTakeFirst()
  if (!comment) throw fail.notFound('No such comment')
  const ip = clientIp(c)
  await limiter.take(`commenting-mark:${ip}`, MARKS_PER_MINUTE, MINUTE)
  const me = await commenterOf(db, unit.unit_uuid, c.req.header(TOKEN_HEADER))
  const ban = me && (await banOf(db, unit.unit_uuid, { commenterUUID: me.commenter_uuid }))
  if (ban) throw new ApiFailure(403, 'banned', banNotice(ban))
  const marker = me && {
    commenter: me,
    publishedSince: await publishedSince(db, unit.unit_uuid, me.commenter_uuid),
  }
  const moderation = await readSection(db, unit.unit_uuid, 'moderation')
  const result = await inTransaction(db, (trx) =>
    recordMark(trx, {
      commentUUID: comment.comment_uuid,
      authorUUID: comment.commenter_uuid,
      marker,
      addressHash: hashAddress(unit.unit_uuid, ip),
      moderation,
      now: Date.now(),
    }),
  )
  // A held comment leaves the page's public list.
  c.get('services').cache.invalidate([cacheTags.comments(unit.unit_uuid, comment.page_id)])
  return result
})

/**
 * GET /counts?pageIds=a,b (at most 50) → {counts:{a:3, b:0}, labels:{a:'3 Comments', …} | null}:
 * published comments per page; labels when the comments counter add-on is on.
 */
unitCalls.handle('counts', async (c, input) => {
  const { unitUUID } = input.params
  const unit = await cachedSettings(c, unitUUID)
  if (!unit) throw fail.notFound('No such commenting unit')
  const ids = input.query.pageIds
  const { db, cache } = c.get('services')
  // Cached like the other public reads; a comment or a mark on any of the pages drops it.
  const read = (await cache.read(
    `commenting-counts:${unitUUID}:${JSON.stringify(ids)}`,
    async () => {
      const rows = await db
        .selectFrom('comments')
        .select(({ fn }) => ['page_id', fn.countAll<number>().as('n')])
        .where('unit_uuid', '=', unitUUID)
        .where('page_id', 'in', ids)
        .where('status', '=', 'PUBLISHED')
        .groupBy('page_id')
        .execute()
      const found = new Map(rows.map((r) => [r.page_id, Number(r.n)]))
      const counts = Object.fromEntries(ids.map((id) => [id, found.get(id) ?? 0]))
      const counter = unit.value.settings.counter as Parameters<typeof counterText>[0] | null
      return {
        counts,
        labels: counter
          ? Object.fromEntries(ids.map((id) => [id, counterText(counter, counts[id]!)]))
          : null,
      }
    },
    () => [
      cacheTags.account(unit.value.accountUUID),
      ...ids.map((id) => cacheTags.comments(unitUUID, id)),
    ],
  ))!
  return answerPublic(c, read, JSON_TYPE)
})

/**
 * Comment moderation (beyond the spec): the queue with its counts, paging and filters; approve,
 * reject and feature reaching the unit's public list; bans refusing posts and marks with their
 * notice; word lists holding and refusing comments; every call of another account's user, a
 * mockup session or no session refused with nothing changed.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import {
  Client,
  expectRefused,
  IDS,
  signedIn,
  signedInBefore,
  supportSession,
  type Reply,
} from './harness'
import { api, DAILY, GOTHAM, h } from './commenting-config-fixtures'
import { commentingVisitor } from './commenting-visitor'

const mod = (rest: string, unit = DAILY.unit) =>
  api(`/v1/commenting-units/${unit}/moderation${rest}`)
const pub = (rest: string) => `/api/commenting/public/v1/units/${DAILY.unit}${rest}`
const TABLES = [
  'comments',
  'commenters',
  'comment_marks',
  'commenting_bans',
  'commenting_word_lists',
]
const PAGE = COMMENTING_IDS.pages[0]

const owner = signedInBefore(h, 'owner@demo.test')
/** Sends a call that must be refused with `status` (and `fields`), changing nothing. */
const refuse = (send: () => Promise<Reply>, status: number, fields?: string[]) =>
  expectRefused(h.db, TABLES, send, status, fields)
let visitors = 0
/** A reader at an address of their own. */
const reader = () => commentingVisitor(h, `10.9.${Math.floor(++visitors / 250)}.${visitors % 250}`)

/** Posts a comment; answers the reply. */
const postComment = (text: string, extra: Record<string, unknown> = {}, token?: string) =>
  reader().post(pub('/comments'), { pageId: PAGE, text, anonymous: true, ...extra }, token)

const queue = async (query: string) => {
  const reply = await owner.get(mod(`/comments?${query}`))
  assert.equal(reply.status, 200, JSON.stringify(reply.body))
  return reply.body as {
    items: { commentUUID: string; [k: string]: unknown }[]
    counts: Record<string, number>
    nextCursor: string | null
  }
}
/** The commenter id of a posted comment. */
const authorOf = async (posted: Reply) =>
  (
    await h.db
      .selectFrom('comments')
      .select('commenter_uuid')
      .where('comment_uuid', '=', posted.body.comment.commentUUID)
      .executeTakeFirstOrThrow()
  ).commenter_uuid
const ids = (items: { commentUUID: string }[]) => items.map((i) => i.commentUUID)
const publicIds = async () =>
  (
    (await reader().get(pub(`/comments?pageId=${PAGE}`))).body.comments as { commentUUID: string }[]
  ).map((c) => c.commentUUID)

describe('the queue', () => {
  it('answers each queue with counts that match the comments', async () => {
    const held = await h.db
      .selectFrom('comments')
      .select('comment_uuid')
      .where('unit_uuid', '=', DAILY.unit)
      .where('status', '=', 'HELD')
      .execute()
    const page = await queue('queue=PENDING&limit=100')
    assert.equal(page.counts.PENDING, held.length)
    assert.ok(held.length > 0)
    assert.deepEqual(new Set(ids(page.items)), new Set(held.map((r) => r.comment_uuid)))
    assert.deepEqual(page.items[0]!.held, { rule: 'PRE_MODERATION' })
    const reported = await queue('queue=REPORTED')
    assert.ok(reported.counts.REPORTED > 0)
    const first = reported.items[0] as unknown as {
      reports: unknown
      author: { history: { published: number } }
    }
    assert.deepEqual(first.reports, { marks: 2, addresses: 2 })
    assert.ok(first.author.history.published >= 1)
  })

  it('pages with a cursor through every item once, newest first', async () => {
    const all = await queue('queue=PENDING&limit=100')
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const next: Awaited<ReturnType<typeof queue>> = await queue(
        `queue=PENDING&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      )
      seen.push(...ids(next.items))
      cursor = next.nextCursor
    } while (cursor)
    assert.deepEqual(seen, ids(all.items))
    const times = all.items.map((i) => i.createdAt as number)
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
  })

  it('filters by words, author and article', async () => {
    const posted = await postComment('A clickbait headline about zebras')
    assert.equal(posted.status, 201)
    assert.equal(posted.body.verdict.outcome, 'HELD')
    const byText = await queue('queue=PENDING&q=ZEBRAS')
    assert.deepEqual(ids(byText.items), [posted.body.comment.commentUUID])
    assert.equal(byText.items[0]!.pageId, PAGE)
    assert.equal((await queue('queue=PENDING&q=no-such-words-100%25')).items.length, 0)
    const other = COMMENTING_IDS.pages[1]
    const onOther = await queue(`queue=PENDING&pageId=${other}&limit=100`)
    assert.ok(onOther.items.every((i) => i.pageId === other))
    const named = await queue('queue=REPORTED&author=lane&limit=100')
    for (const i of named.items) assert.match(String((i.author as { name: string }).name), /lane/i)
  })

  it('refuses a bad queue, limit or cursor with field errors', async () => {
    const reply = await owner.get(mod('/comments?queue=SPAM&limit=500&cursor=x'))
    assert.equal(reply.status, 400)
    const fields = (reply.body.error.fields as { field: string }[]).map((f) => f.field)
    assert.deepEqual(fields.sort(), ['cursor', 'limit', 'queue'])
  })
})

describe('actions', () => {
  it('a comment held by a suspect word is pending, then approved and on the article', async () => {
    const posted = await postComment('This offer is a s c a m, friends')
    assert.equal(posted.status, 201)
    assert.equal(posted.body.verdict.outcome, 'HELD')
    const id = posted.body.comment.commentUUID as string
    const pending = await queue('queue=PENDING&q=friends')
    assert.deepEqual(pending.items[0]!.held, { rule: 'SUSPECT_WORD', word: 'scam' })
    assert.equal((await publicIds()).includes(id), false)
    const done = await owner.post(mod('/actions'), { action: 'APPROVE', commentUUIDs: [id] })
    assert.equal(done.status, 200)
    assert.equal(done.body.counts.PENDING, pending.counts.PENDING - 1)
    assert.ok((await publicIds()).includes(id))
    const row = await h.db
      .selectFrom('comments')
      .selectAll()
      .where('comment_uuid', '=', id)
      .executeTakeFirstOrThrow()
    assert.equal(row.status, 'PUBLISHED')
    assert.ok(row.reviewed_by)
    assert.ok((await queue('queue=APPROVED&q=friends')).items.some((i) => i.commentUUID === id))
  })

  it('a reported comment is rejected and leaves the article; feature publishes and marks', async () => {
    const posted = await postComment('An ordinary remark on rates')
    const id = posted.body.comment.commentUUID as string
    const mark = await reader().post(pub(`/comments/${id}/marks`), {})
    assert.equal(mark.status, 200)
    assert.ok(ids((await queue('queue=REPORTED&q=rates')).items).includes(id))
    assert.equal(
      (await owner.post(mod('/actions'), { action: 'REJECT', commentUUIDs: [id] })).status,
      200,
    )
    assert.equal((await publicIds()).includes(id), false)
    assert.equal((await queue('queue=REPORTED&q=rates')).items.length, 0)
    assert.ok(ids((await queue('queue=REJECTED&q=rates')).items).includes(id))
    await owner.post(mod('/actions'), { action: 'FEATURE', commentUUIDs: [id] })
    const row = await h.db
      .selectFrom('comments')
      .select(['status', 'featured'])
      .where('comment_uuid', '=', id)
      .executeTakeFirstOrThrow()
    assert.deepEqual(row, { status: 'PUBLISHED', featured: 1 })
  })

  it('refuses an unknown action, no ids, and another unit’s comment, changing nothing', async () => {
    const [mine] = (await queue('queue=PENDING')).items
    const gothamComment = COMMENTING_IDS.comment(0) // a Daily Planet comment sent to Gotham's unit
    await refuse(
      () => owner.post(mod('/actions'), { action: 'DELETE', commentUUIDs: [mine!.commentUUID] }),
      400,
      ['action'],
    )
    await refuse(() => owner.post(mod('/actions'), { action: 'APPROVE', commentUUIDs: [] }), 400, [
      'commentUUIDs',
    ])
    await refuse(
      () =>
        owner.post(mod('/actions', GOTHAM.unit), {
          action: 'APPROVE',
          commentUUIDs: [gothamComment],
        }),
      404,
    )
    await refuse(
      () =>
        owner.post(mod('/actions'), {
          action: 'APPROVE',
          commentUUIDs: [mine!.commentUUID, '00000000-0000-4000-8000-00000000abcd'],
        }),
      404,
    )
  })
})

describe('bans', () => {
  it('a banned commenter’s next post and mark are refused with the notice; lifting ends it', async () => {
    const first = await postComment('Hello from a soon banned reader')
    const token = first.body.commenterToken as string
    const commenterUUID = await authorOf(first)
    const ban = await owner.post(mod('/bans'), {
      commenterUUID,
      duration: 'WEEK',
      reason: 'Personal attacks',
    })
    assert.equal(ban.status, 201, JSON.stringify(ban.body))
    assert.ok(ban.body.until > Date.now() + 6 * 86_400_000)
    const refused = await refuse(() => postComment('Let me in', {}, token), 403)
    assert.equal(refused.body.error.code, 'banned')
    assert.match(
      refused.body.error.message,
      /^You are banned from commenting here until .+ UTC\. Reason: Personal attacks$/,
    )
    const someone = COMMENTING_IDS.comment(0)
    await refuse(() => reader().post(pub(`/comments/${someone}/marks`), {}, token), 403)
    const listed = await owner.get(mod('/bans'))
    assert.ok(listed.body.bans.some((b: { banUUID: string }) => b.banUUID === ban.body.banUUID))
    assert.equal((await owner.del(mod(`/bans/${ban.body.banUUID}`))).status, 204)
    assert.equal((await postComment('Back again', {}, token)).status, 201)
    assert.equal((await owner.del(mod(`/bans/${ban.body.banUUID}`))).status, 404)
  })

  it('a named commenter stays banned under a new token with the same address', async () => {
    const named = { anonymous: false, name: 'Troll Person', email: 'troll@readers.test' }
    const first = await postComment('First words', named)
    const commenterUUID = await authorOf(first)
    assert.equal(
      (await owner.post(mod('/bans'), { commenterUUID, duration: 'FOREVER', reason: 'Spam' }))
        .status,
      201,
    )
    const again = await postComment('New token, same me', { ...named, email: 'TROLL@readers.test' })
    assert.equal(again.status, 403)
    assert.equal(again.body.error.message, 'You are banned from commenting here. Reason: Spam')
  })

  it('refuses a ban without a reason, of an unknown or another unit’s commenter', async () => {
    const someone = COMMENTING_IDS.commenter(1)
    await refuse(
      () => owner.post(mod('/bans'), { commenterUUID: someone, duration: 'DAY', reason: '  ' }),
      400,
      ['reason'],
    )
    await refuse(
      () => owner.post(mod('/bans'), { commenterUUID: someone, duration: 'YEAR', reason: 'x' }),
      400,
      ['duration'],
    )
    await refuse(
      () =>
        owner.post(mod('/bans', GOTHAM.unit), {
          commenterUUID: someone,
          duration: 'DAY',
          reason: 'x',
        }),
      404,
    )
  })
})

describe('word lists', () => {
  it('saves them normalized and a banned word refuses a post, saving nothing', async () => {
    const saved = await owner.put(mod('/word-lists'), {
      banned: [' Swindle ', 'swindle'],
      suspect: ['scam', 'Click  Bait'],
    })
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    assert.deepEqual(saved.body, { banned: ['swindle'], suspect: ['scam', 'click bait'] })
    assert.deepEqual((await owner.get(mod('/word-lists'))).body, saved.body)
    const refused = await refuse(() => postComment('What a SW1NDLE this is'), 400)
    assert.equal(refused.body.error.message, 'This comment uses a word this site does not allow.')
  })

  it('refuses lists that cannot be saved, with the list named', async () => {
    await refuse(() => owner.put(mod('/word-lists'), { banned: ['x'], suspect: [] }), 400, [
      'banned',
    ])
    await refuse(
      () => owner.put(mod('/word-lists'), { banned: ['scam'], suspect: ['scam'] }),
      400,
      ['suspect'],
    )
  })
})

describe('who may moderate', () => {
  const someBan = '00000000-0000-4000-8000-000000000000'
  const calls: [string, (c: Awaited<ReturnType<typeof signedIn>>) => Promise<Reply>][] = [
    ['queue', (c) => c.get(mod('/comments'))],
    [
      'act',
      (c) =>
        c.post(mod('/actions'), { action: 'REJECT', commentUUIDs: [COMMENTING_IDS.comment(1)] }),
    ],
    ['bans', (c) => c.get(mod('/bans'))],
    [
      'ban',
      (c) =>
        c.post(mod('/bans'), {
          commenterUUID: COMMENTING_IDS.commenter(2),
          duration: 'FOREVER',
          reason: 'x',
        }),
    ],
    ['liftBan', (c) => c.del(mod(`/bans/${someBan}`))],
  ]
  const lists: typeof calls = [
    ['wordLists', (c) => c.get(mod('/word-lists'))],
    ['saveWordLists', (c) => c.put(mod('/word-lists'), { banned: ['x'], suspect: [] })],
  ]
  for (const [name, send] of [...calls, ...lists]) {
    const mockupToo = lists.some(([n]) => n === name)
    it(`${name}: another account's user gets 404, no session 401, a mockup session ${mockupToo ? 'as the owner' : '403'}`, async () => {
      const other = await signedIn(h, 'other@demo.test')
      await refuse(() => send(other), 404)
      await refuse(() => send(new Client(h)), 401)
      const mockup = await supportSession(h, 'mockup', IDS.demoAccount, { siteUUID: IDS.sites[0] })
      if (!mockupToo) await refuse(() => send(mockup), 403)
      // The word lists are configuration: a mockup session reads them, and its save reaches the
      // rules ("x" is too short: 400 on `banned`, not 403).
      else assert.equal((await send(mockup)).status, name === 'wordLists' ? 200 : 400)
    })
  }
})

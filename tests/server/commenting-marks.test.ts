/**
 * Marks (reports) of comments from the commenting unit (COM-18): free commenter tokens and one
 * address cannot take a comment down or block its author. A mark counts only from a commenter
 * with a comment published MARKER_MIN_AGE_MS ago, once per address and comment; enough counted
 * marks hold a comment for review (never remove it) and block an author only from several
 * addresses. Addresses are stored only hashed.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  AUTO_BLOCK_MARKS,
  AUTO_REMOVE_MARKS,
} from '../../src/areas/commenting/lib/commenting-rules'
import {
  AUTO_BLOCK_ADDRESSES,
  MARKER_MIN_AGE_MS,
} from '../../src/areas/commenting/lib/moderation-rules'
import { rekeyAddressMarks } from '../../demo/server/commenting/marks-migration'
import { hashAddress } from '../../demo/server/commenting/marks'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import type { Kysely } from 'kysely'
import { fileHarness, rowOf, snapshot } from './harness'
import { commentingVisitor } from './commenting-visitor'

const DAILY = COMMENTING_IDS.units[0]
const pub = (rest: string) => `/api/commenting/public/v1/units/${DAILY.unit}${rest}`
const NOT_COUNTED = { removed: false, blocked: false }

const h = fileHarness()

/** A visitor of a publisher page at address `from`: no cookies, a foreign origin. */
function visitor(from: string) {
  const seen = commentingVisitor(h, from)
  return {
    ...seen,
    mark: (commentUUID: string, token?: string) =>
      seen.post(pub(`/comments/${commentUUID}/marks`), {}, token),
  }
}

let posters = 0
/** Posts an anonymous comment from an address of its own: {id, token}. */
async function post(pageId: string, token?: string, from?: string) {
  posters += 1
  const address = from ?? `172.16.${Math.floor(posters / 250)}.${(posters % 250) + 1}`
  const reply = await visitor(address).post(
    pub('/comments'),
    { pageId, text: `Comment ${posters}`, anonymous: true },
    token,
  )
  assert.equal(reply.status, 201, JSON.stringify(reply.body))
  return {
    id: reply.body.comment.commentUUID as string,
    token: reply.body.commenterToken as string,
  }
}

/** Makes a comment look posted `ms` ago. */
const backdate = (id: string, ms: number) =>
  h.db
    .updateTable('comments')
    .set({ created_at: Date.now() - ms })
    .where('comment_uuid', '=', id)
    .execute()

/** The token of a commenter whose marks count: a comment published a minute past the minimum. */
async function established(): Promise<string> {
  const { id, token } = await post('standing')
  await backdate(id, MARKER_MIN_AGE_MS + 60_000)
  return token
}

const commentRow = (id: string) =>
  h.db.selectFrom('comments').selectAll().where('comment_uuid', '=', id).executeTakeFirstOrThrow()
const authorOf = async (id: string) =>
  rowOf(h.db, 'commenters', { commenter_uuid: (await commentRow(id)).commenter_uuid })
const marksOf = (id: string) =>
  h.db
    .selectFrom('comment_marks')
    .selectAll()
    .where('comment_uuid', '=', id)
    .orderBy('created_at')
    .execute()

describe('marks that do not count (COM-18)', () => {
  it('the three-token recipe from one address leaves the comment published', async () => {
    const target = await post('recipe')
    const attacker = visitor('10.80.0.1')
    for (let i = 0; i < AUTO_REMOVE_MARKS; i++) {
      const minted = await post('recipe', undefined, '10.80.0.1')
      assert.deepEqual((await attacker.mark(target.id, minted.token)).body, NOT_COUNTED)
    }
    const row = await commentRow(target.id)
    assert.equal(row.status, 'PUBLISHED')
    assert.equal(row.marks, 0)
    assert.deepEqual(
      (await marksOf(target.id)).map((m) => m.counted),
      Array(AUTO_REMOVE_MARKS).fill(0),
    )
    const list = await visitor('10.80.0.2').get(pub('/comments?pageId=recipe'))
    assert.ok(list.body.comments.some((c: { commentUUID: string }) => c.commentUUID === target.id))
  })

  it('ten fresh tokens from one address do not block an author', async () => {
    const first = await post('recipe-block')
    const ids = [first.id]
    for (let i = 0; i < 3; i++) ids.push((await post('recipe-block', first.token)).id)
    const attacker = visitor('10.81.0.1')
    for (let i = 0; i < AUTO_BLOCK_MARKS; i++) {
      const minted = await post('recipe-block', undefined, '10.81.0.1')
      assert.deepEqual((await attacker.mark(ids[i % ids.length]!, minted.token)).body, NOT_COUNTED)
    }
    const author = await authorOf(first.id)
    assert.equal(author.blocked, 0)
    assert.equal(author.marks, 0)
    for (const id of ids) assert.equal((await commentRow(id)).status, 'PUBLISHED')
  })

  it('marks without a token are recorded, once per address, hashed, and count for nothing', async () => {
    const target = await post('tokenless')
    for (const from of ['10.82.0.1', '10.82.0.2', '10.82.0.3']) {
      assert.deepEqual((await visitor(from).mark(target.id)).body, NOT_COUNTED)
      assert.equal((await visitor(from).mark(target.id)).status, 409)
    }
    assert.equal((await commentRow(target.id)).status, 'PUBLISHED')
    const marks = await marksOf(target.id)
    assert.deepEqual(
      marks.map((m) => [m.marker_key, m.address_hash, m.counted]),
      ['10.82.0.1', '10.82.0.2', '10.82.0.3'].map((ip) => {
        const hash = hashAddress(DAILY.unit, ip)
        return [`address:${hash}`, hash, 0]
      }),
    )
    assert.equal((await snapshot(h.db, ['comment_marks'])).includes('10.82.0.'), false)
  })

  it('a commenter whose comment is younger than the minimum age does not count', async () => {
    const target = await post('young')
    const young = await post('young-standing')
    await backdate(young.id, MARKER_MIN_AGE_MS - 60_000)
    assert.deepEqual((await visitor('10.83.0.1').mark(target.id, young.token)).body, NOT_COUNTED)
    assert.equal((await visitor('10.83.0.1').mark(target.id, young.token)).status, 409)
    assert.deepEqual(
      (await marksOf(target.id)).map((m) => m.counted),
      [0],
    )
  })
})

describe('marks that count (COM-18)', () => {
  it('three established commenters from three addresses hold the comment, not remove it', async () => {
    const target = await post('held-by-marks')
    const markers = [await established(), await established(), await established()]
    const listed = await visitor('10.84.1.1').get(pub('/comments?pageId=held-by-marks'))
    assert.equal(listed.body.publishedCount, 1)
    const replies = []
    for (const [i, token] of markers.entries())
      replies.push((await visitor(`10.84.0.${i + 1}`).mark(target.id, token)).body)
    assert.deepEqual(replies, [
      { removed: false, blocked: false },
      { removed: false, blocked: false },
      { removed: true, blocked: false },
    ])
    const row = await commentRow(target.id)
    assert.equal(row.status, 'HELD')
    assert.equal(row.marks, 3)
    const others = await visitor('10.84.1.1').get(pub('/comments?pageId=held-by-marks'))
    assert.deepEqual(others.body, { comments: [], publishedCount: 0 })
    const author = await visitor('10.84.1.2').get(
      pub('/comments?pageId=held-by-marks'),
      target.token,
    )
    assert.deepEqual(
      author.body.comments.map((c: { status: string; mine: boolean }) => [c.status, c.mine]),
      [['HELD', true]],
    )
    // A late mark on a held comment is still taken, and says it is off the page.
    const late = await visitor('10.84.0.4').mark(target.id, await established())
    assert.deepEqual(late.body, { removed: true, blocked: false })
    assert.equal((await commentRow(target.id)).status, 'HELD')
  })

  it('a second established token from the same address does not count twice', async () => {
    const target = await post('one-address')
    const office = visitor('10.85.0.1')
    assert.deepEqual((await office.mark(target.id, await established())).body, NOT_COUNTED)
    assert.deepEqual((await office.mark(target.id, await established())).body, NOT_COUNTED)
    assert.deepEqual((await office.mark(target.id)).body, NOT_COUNTED)
    assert.deepEqual(
      (await marksOf(target.id)).map((m) => m.counted),
      [1, 0, 0],
    )
    assert.equal((await commentRow(target.id)).marks, 1)
    await visitor('10.85.0.2').mark(target.id, await established())
    assert.equal((await commentRow(target.id)).status, 'PUBLISHED')
    const third = await visitor('10.85.0.3').mark(target.id, await established())
    assert.deepEqual(third.body, { removed: true, blocked: false })
    assert.equal((await commentRow(target.id)).status, 'HELD')
    assert.equal((await commentRow(target.id)).marks, AUTO_REMOVE_MARKS)
  })

  it('ten established markers from one address cannot block an author', async () => {
    const first = await post('block-one-address')
    const ids = [first.id]
    for (let i = 0; i < 2; i++) ids.push((await post('block-one-address', first.token)).id)
    const lan = visitor('10.86.0.1')
    for (let i = 0; i < AUTO_BLOCK_MARKS; i++) {
      const token = await established()
      for (const id of ids) assert.equal((await lan.mark(id, token)).status, 200)
    }
    const author = await authorOf(first.id)
    assert.equal(author.blocked, 0)
    assert.equal(author.marks, ids.length)
    for (const id of ids) assert.equal((await commentRow(id)).status, 'PUBLISHED')
  })

  it(`blocking takes ${AUTO_BLOCK_ADDRESSES} addresses; a blocked author is refused`, async () => {
    const first = await post('block-addresses')
    const ids = [first.id]
    for (let i = 0; i < 3; i++) ids.push((await post('block-addresses', first.token)).id)
    // Four addresses mark all four comments: 16 counted marks, above the count, from too few.
    for (let a = 1; a < AUTO_BLOCK_ADDRESSES; a++) {
      const token = await established()
      for (const id of ids) {
        const reply = await visitor(`10.87.0.${a}`).mark(id, token)
        assert.equal(reply.body.blocked, false)
      }
    }
    let author = await authorOf(first.id)
    assert.equal(author.marks, (AUTO_BLOCK_ADDRESSES - 1) * ids.length)
    assert.ok(author.marks >= AUTO_BLOCK_MARKS)
    assert.equal(author.blocked, 0)
    const fifth = await visitor(`10.87.0.${AUTO_BLOCK_ADDRESSES}`).mark(
      ids[0]!,
      await established(),
    )
    assert.deepEqual(fifth.body, { removed: true, blocked: true })
    author = await authorOf(first.id)
    assert.equal(author.blocked, 1)
    for (const id of ids) assert.equal((await commentRow(id)).status, 'HELD')
    const refused = await visitor('10.87.1.1').post(
      pub('/comments'),
      { pageId: 'block-addresses', text: 'Again', anonymous: true },
      first.token,
    )
    assert.equal(refused.status, 400)
    assert.equal(refused.body.error.code, 'refused')
  })

  it('a removed comment cannot be marked', async () => {
    const target = await post('removed')
    await h.db
      .updateTable('comments')
      .set({ status: 'REMOVED' })
      .where('comment_uuid', '=', target.id)
      .execute()
    assert.equal((await visitor('10.88.0.1').mark(target.id, await established())).status, 404)
  })
})

describe('migration 0014', () => {
  it('re-keys marks made without a token by the hash of their address', async () => {
    const target = await post('legacy')
    await h.db
      .insertInto('comment_marks')
      .values({
        comment_uuid: target.id,
        marker_key: 'ip:10.89.0.1',
        created_at: Date.now(),
        address_hash: null,
        counted: 1,
      })
      .execute()
    await rekeyAddressMarks(h.db as unknown as Kysely<unknown>)
    const hash = hashAddress(DAILY.unit, '10.89.0.1')
    assert.deepEqual(
      (await marksOf(target.id)).map((m) => [m.marker_key, m.address_hash, m.counted]),
      [[`address:${hash}`, hash, 1]],
    )
    assert.equal((await visitor('10.89.0.1').mark(target.id)).status, 409)
  })
})

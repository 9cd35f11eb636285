/**
 * The commenting unit's public calls (publisher pages, no portal session): settings, listing,
 * posting under each moderation rule, the author's own held comments, views, counts, CORS without
 * cookies, CSRF exemption and the per-IP rate limit. Marks are in commenting-marks.test.ts.
 */
import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import { utcDay } from '../../demo/server/commenting/public-queries'
import { fileHarness, openPreflight, rowOf, signedIn, snapshot } from './harness'
import { commentingVisitor } from './commenting-visitor'

const DAILY = COMMENTING_IDS.units[0]
const GOTHAM = COMMENTING_IDS.units[1]
const pub = (unit: string, rest: string) => `/api/commenting/public/v1/units/${unit}${rest}`
const PAGE = 'city-council-votes'
const TABLES = ['comments', 'commenters', 'commenting_daily', 'comment_marks']

let ip = 0
const h = fileHarness()
beforeEach(() => {
  ip += 1
})

/** A visitor of a publisher page: no cookies, a foreign origin, its own IP. */
const visitor = (from = `10.0.0.${ip}`) => commentingVisitor(h, from)

async function setModeration(unit: (typeof COMMENTING_IDS.units)[number], changes: object) {
  const owner = await signedIn(h, 'owner@demo.test')
  const current = (await owner.get(`/api/commenting/v1/sites/${unitSite(unit)}/configurations`))
    .body.moderation
  const reply = await owner.put(
    `/api/commenting/v1/commenting-units/configurations/moderations/${unit.sections.moderation}`,
    {
      ...current,
      ...changes,
    },
  )
  assert.equal(reply.status, 200, JSON.stringify(reply.body))
}
const unitSite = (unit: (typeof COMMENTING_IDS.units)[number]) =>
  unit === DAILY ? '4e5f6071-0000-4000-8000-000000000001' : '4e5f6071-0000-4000-8000-000000000002'

const named = {
  pageId: PAGE,
  text: 'A fine article.',
  anonymous: false,
  name: 'Vera Visitor',
  email: 'vera@readers.test',
}

describe('settings and listing', () => {
  it('settings: no general advancedSettings, moderation with them, counter labels', async () => {
    const reply = await visitor().get(pub(DAILY.unit, '/settings'))
    assert.equal(reply.status, 200)
    assert.equal(reply.headers.get('access-control-allow-origin'), '*')
    assert.equal(reply.body.unitUUID, DAILY.unit)
    assert.equal(reply.body.isActive, true)
    assert.equal('advancedSettings' in reply.body.general, false)
    assert.equal(reply.body.moderation.advancedSettings.isAIModerationEnabled, false)
    assert.equal(reply.body.commentsTree.treeType, 'BASIC')
    assert.equal(reply.body.avatarPack, 'DEFAULT')
    assert.deepEqual(reply.body.counter, {
      zeroCommentsLabel: 'Comments',
      singleCommentLabel: '1 Comment',
      multipleCommentsLabel: '{count} Comments',
    })
    assert.equal((await visitor().get(pub(GOTHAM.unit, '/settings'))).body.counter, null)
    assert.equal((await visitor().get(pub('nope', '/settings'))).status, 404)
  })

  it('lists published comments newest first, never held ones of others', async () => {
    const reply = await visitor().get(pub(DAILY.unit, `/comments?pageId=${PAGE}`))
    assert.equal(reply.status, 200)
    const rows = await h.db
      .selectFrom('comments')
      .select('status')
      .where('unit_uuid', '=', DAILY.unit)
      .where('page_id', '=', PAGE)
      .execute()
    const published = rows.filter((r) => r.status === 'PUBLISHED').length
    assert.ok(rows.length > published, 'the seed holds some comments on this page')
    assert.equal(reply.body.publishedCount, published)
    assert.equal(reply.body.comments.length, published)
    const first = reply.body.comments[0]
    assert.deepEqual(Object.keys(first).sort(), [
      'authorName',
      'avatar',
      'commentUUID',
      'createdAt',
      'featured',
      'mediaKind',
      'mediaUrl',
      'mine',
      'parentUUID',
      'status',
      'text',
    ])
    assert.ok(first.avatar >= 0 && first.avatar < 12)
    assert.equal(first.mine, false)
    const times = reply.body.comments.map((c: { createdAt: string }) => c.createdAt)
    assert.deepEqual(times, [...times].sort().reverse())
    assert.ok(reply.body.comments.every((c: { status: string }) => c.status === 'PUBLISHED'))
    assert.equal((await visitor().get(pub(DAILY.unit, '/comments'))).status, 400)
  })

  it('answers preflights for any origin; sends and keeps no cookies', async () => {
    const response = await openPreflight(h, pub(DAILY.unit, '/comments'), {
      header: 'X-Commenter-Token',
    })
    assert.equal(response.status, 204)
    const posted = await visitor().post(pub(GOTHAM.unit, '/comments'), { ...named, pageId: 'cors' })
    assert.equal(posted.status, 201)
    assert.equal(posted.headers.get('set-cookie'), null)
    // The portal's own routes still refuse a foreign origin.
    const owner = await signedIn(h, 'owner@demo.test')
    const refused = await owner.request('POST', '/api/access/v1/sites/commenting', {
      json: { siteUUID: 'x' },
      headers: { origin: 'https://elsewhere.example' },
    })
    assert.equal(refused.status, 403)
  })
})

describe('posting', () => {
  it('POST_MODERATION publishes; token returned once and stored hashed; counts the day', async () => {
    const v = visitor()
    const day = () =>
      h.db
        .selectFrom('commenting_daily')
        .selectAll()
        .where('unit_uuid', '=', GOTHAM.unit)
        .where('day', '=', utcDay())
        .executeTakeFirst()
    const before = (await day())?.comments ?? 0
    const reply = await v.post(pub(GOTHAM.unit, '/comments'), named)
    assert.equal(reply.status, 201, JSON.stringify(reply.body))
    assert.equal(reply.body.verdict.outcome, 'PUBLISHED')
    assert.equal(reply.body.comment.status, 'PUBLISHED')
    assert.equal(reply.body.comment.authorName, 'Vera Visitor')
    assert.equal(reply.body.comment.mine, true)
    const token: string = reply.body.commenterToken
    assert.ok(token.length >= 32)
    const commenter = await rowOf(h.db, 'commenters', { email: 'vera@readers.test' })
    assert.notEqual(commenter.token_hash, token)
    assert.equal(JSON.stringify(await snapshot(h.db, ['commenters'])).includes(token), false)
    assert.equal((await day())!.comments, before + 1)
    const again = await v.post(
      pub(GOTHAM.unit, '/comments'),
      { ...named, text: 'Second thought.' },
      token,
    )
    assert.equal(again.status, 201)
    assert.equal(again.body.commenterToken, token)
    const mine = await v.get(pub(GOTHAM.unit, `/comments?pageId=${PAGE}`), token)
    assert.equal(mine.body.comments.filter((c: { mine: boolean }) => c.mine).length, 2)
    const reply2 = await v.post(pub(GOTHAM.unit, '/comments'), {
      pageId: PAGE,
      text: 'Me too',
      anonymous: true,
      parentUUID: reply.body.comment.commentUUID,
    })
    assert.equal(reply2.status, 201)
    assert.equal(reply2.body.comment.authorName, 'Anonymous')
    assert.equal(reply2.body.comment.parentUUID, reply.body.comment.commentUUID)
  })

  it('PRE_MODERATION holds: visible only with the author token', async () => {
    await setModeration(GOTHAM, { moderationType: 'PRE_MODERATION' })
    const v = visitor()
    const page = 'held-page'
    const reply = await v.post(pub(GOTHAM.unit, '/comments'), { ...named, pageId: page })
    assert.equal(reply.status, 201)
    assert.equal(reply.body.verdict.outcome, 'HELD')
    const row = await rowOf(h.db, 'comments', { comment_uuid: reply.body.comment.commentUUID })
    assert.equal(row.status, 'HELD')
    const stranger = await visitor('10.1.1.1').get(pub(GOTHAM.unit, `/comments?pageId=${page}`))
    assert.deepEqual(stranger.body, { comments: [], publishedCount: 0 })
    const author = await v.get(
      pub(GOTHAM.unit, `/comments?pageId=${page}`),
      reply.body.commenterToken,
    )
    assert.equal(author.body.comments.length, 1)
    assert.equal(author.body.comments[0].status, 'HELD')
    assert.equal(author.body.comments[0].mine, true)
    assert.equal(
      (await visitor().get(pub(GOTHAM.unit, `/counts?pageIds=${page}`))).body.counts[page],
      0,
    )
    await setModeration(GOTHAM, { moderationType: 'POST_MODERATION' })
  })

  it('refuses links when blockCommentsWithLink, anonymous under ONLY_AUTHORIZED_USER; nothing saved', async () => {
    await setModeration(GOTHAM, {
      blockCommentsWithLink: true,
      commentingUserType: 'ONLY_AUTHORIZED_USER',
    })
    const v = visitor()
    const before = await snapshot(h.db, TABLES)
    const link = await v.post(pub(GOTHAM.unit, '/comments'), {
      ...named,
      text: 'See www.spam.test now',
    })
    assert.equal(link.status, 400)
    assert.equal(link.body.error.code, 'refused')
    assert.deepEqual(link.body.error.fields, [
      { field: 'text', message: 'Comments with links are not allowed.' },
    ])
    const anon = await v.post(pub(GOTHAM.unit, '/comments'), {
      pageId: PAGE,
      text: 'Hi',
      anonymous: true,
    })
    assert.equal(anon.status, 400)
    assert.equal(anon.body.error.message, 'Only signed-up users may comment here.')
    assert.equal(await snapshot(h.db, TABLES), before)
    await setModeration(GOTHAM, { blockCommentsWithLink: false, commentingUserType: 'EVERY_USER' })
  })

  it('refuses bad input with field errors', async () => {
    const v = visitor()
    const before = await snapshot(h.db, TABLES)
    const cases: Array<[object, string]> = [
      [{ ...named, name: '' }, 'name'],
      [{ ...named, name: 'n'.repeat(65) }, 'name'],
      [{ ...named, email: 'not-an-email' }, 'email'],
      [{ ...named, pageId: '' }, 'pageId'],
      [{ ...named, pageId: 'p'.repeat(201) }, 'pageId'],
      [{ ...named, anonymous: 'no' }, 'anonymous'],
      [{ ...named, mediaUrl: 'javascript:alert(1)' }, 'mediaUrl'],
      [{ ...named, mediaUrl: 'https://cdn.test/file.exe' }, 'mediaUrl'],
      [{ ...named, parentUUID: 'unknown' }, 'parentUUID'],
    ]
    for (const [body, field] of cases) {
      const reply = await v.post(pub(GOTHAM.unit, '/comments'), body)
      assert.equal(reply.status, 400, field)
      assert.ok(
        reply.body.error.fields.some((f: { field: string }) => f.field === field),
        field,
      )
    }
    const media = await v.post(pub(GOTHAM.unit, '/comments'), {
      ...named,
      mediaUrl: 'https://cdn.test/cat.gif',
    })
    assert.equal(media.status, 400)
    assert.equal(media.body.error.message, 'GIFs are not allowed.')
    assert.equal((await v.post(pub('unknown-unit', '/comments'), named)).status, 404)
    assert.equal(await snapshot(h.db, TABLES), before)
  })

  it('rate-limits posts per IP (429 after 10 a minute)', async () => {
    const v = visitor('10.200.0.1')
    for (let i = 0; i < 10; i++) {
      const reply = await v.post(pub(GOTHAM.unit, '/comments'), {
        pageId: 'busy',
        text: `Comment ${i}`,
        anonymous: true,
      })
      assert.equal(reply.status, 201)
    }
    const limited = await v.post(pub(GOTHAM.unit, '/comments'), {
      pageId: 'busy',
      text: 'One more',
      anonymous: true,
    })
    assert.equal(limited.status, 429)
    assert.ok(Number(limited.headers.get('retry-after')) > 0)
    assert.equal(
      (
        await visitor('10.200.0.2').post(pub(GOTHAM.unit, '/comments'), {
          pageId: 'busy',
          text: 'Other IP',
          anonymous: true,
        })
      ).status,
      201,
    )
  })
})

describe('views and counts', () => {
  it('counts views for today and published comments per page with labels', async () => {
    const day = () => rowOf(h.db, 'commenting_daily', { unit_uuid: DAILY.unit, day: utcDay() })
    const before = (await day()).views
    const view = await visitor().post(pub(DAILY.unit, '/views'), { pageId: PAGE })
    assert.equal(view.status, 204)
    assert.equal((await day()).views, before + 1)
    const counts = await visitor().get(
      pub(DAILY.unit, `/counts?pageIds=${PAGE},weekend-weather,nothing-here`),
    )
    assert.equal(counts.status, 200)
    const published = await h.db
      .selectFrom('comments')
      .select('comment_uuid')
      .where('unit_uuid', '=', DAILY.unit)
      .where('page_id', '=', PAGE)
      .where('status', '=', 'PUBLISHED')
      .execute()
    assert.equal(counts.body.counts[PAGE], published.length)
    assert.equal(counts.body.counts['nothing-here'], 0)
    assert.equal(counts.body.labels['nothing-here'], 'Comments')
    assert.equal(counts.body.labels[PAGE], `${published.length} Comments`)
    const many = Array.from({ length: 51 }, (_, i) => `p${i}`).join(',')
    assert.equal((await visitor().get(pub(DAILY.unit, `/counts?pageIds=${many}`))).status, 400)
    assert.equal((await visitor().get(pub(GOTHAM.unit, `/counts?pageIds=a`))).body.labels, null)
  })
})

/**
 * Comment notifications (issue 30): a commenter asks for reply e-mails, confirms the address by
 * the e-mailed link (no session), a published reply e-mails them with a one-click unsubscribe link
 * (no session) after which nothing is sent; a held reply sends nothing until a moderator approves
 * it; their own replies never; the daily digest of replies and the moderators' digest of pending
 * comments are sent once per due instant however often the tick runs; the digest setting is
 * refused to another account's user, a mockup session and bad input, changing nothing.
 */
import assert from 'node:assert/strict'
import type { Transporter } from 'nodemailer'
import { describe, it } from 'node:test'
import { DAY_MS } from '../../src/areas/commenting/lib/notify-rules'
import { runNotifyTick } from '../../demo/server/commenting/notify-digests'
import { outboxMailer, smtpMailer } from '../../demo/server/platform/mailer'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import {
  Client,
  expectRefused,
  IDS,
  mailsTo,
  signedIn,
  signedInBefore,
  supportSession,
  type Reply,
} from './harness'
import { api, DAILY, h } from './commenting-config-fixtures'
import { commentingVisitor } from './commenting-visitor'

const PAGE = COMMENTING_IDS.pages[0]
const pub = (rest: string) => `/api/commenting/public/v1/units/${DAILY.unit}${rest}`
const digest = (unit = DAILY.unit) => api(`/v1/commenting-units/${unit}/moderation/digest`)
const owner = signedInBefore(h, 'owner@demo.test')
const TABLES = ['commenting_moderation_digests', 'outbox']
let visitors = 0
const reader = () => commentingVisitor(h, `10.8.${Math.floor(++visitors / 250)}.${visitors % 250}`)
/** The path and query of an e-mailed link (the harness calls the app itself). */
const local = (link: string) => {
  const url = new URL(link)
  return url.pathname + url.search
}
const deps = { mailer: outboxMailer, publicUrl: 'http://portal.test' }

/** A named comment by `who`; answers the reply. */
function post(who: string, text: string, extra: Record<string, unknown> = {}, token?: string) {
  return reader().post(
    pub('/comments'),
    {
      pageId: PAGE,
      text,
      anonymous: false,
      name: who,
      email: `${who.toLowerCase()}@readers.test`,
      ...extra,
    },
    token,
  )
}

/** A commenter who asked for reply e-mails (IMMEDIATE unless said) and confirmed: their comment. */
async function subscribed(who: string, frequency = 'IMMEDIATE') {
  const asked = await post(who, `A thought by ${who}.`, { notifyReplies: frequency })
  assert.equal(asked.status, 201, JSON.stringify(asked.body))
  assert.equal(asked.body.notify, 'CONFIRMATION_SENT')
  const [mail] = await mailsTo(h.db, `${who.toLowerCase()}@readers.test`)
  assert.equal(mail!.kind, 'comment-reply-confirm')
  const confirmed = await new Client(h).get(local(mail!.link!))
  assert.equal(confirmed.status, 200)
  assert.match(String(confirmed.body), /Reply e-mails confirmed/)
  return asked.body as { comment: { commentUUID: string }; commenterToken: string }
}

const replyMails = async (who: string) =>
  (await mailsTo(h.db, `${who.toLowerCase()}@readers.test`)).filter((m) =>
    m.kind.startsWith('comment-reply'),
  )

describe('reply e-mails', () => {
  it('subscribe → confirm → reply e-mailed → unsubscribe without a session → nothing more', async () => {
    const mine = await subscribed('Ada')
    const before = (await replyMails('Ada')).length
    const reply = await post('Bob', 'I disagree, kindly.', {
      parentUUID: mine.comment.commentUUID,
    })
    assert.equal(reply.body.verdict.outcome, 'PUBLISHED')
    const mails = await replyMails('Ada')
    assert.equal(mails.length, before + 1)
    const mail = mails[0]!
    assert.equal(mail.kind, 'comment-reply')
    assert.match(mail.body, /Bob replied/)
    assert.match(mail.body, /I disagree, kindly\./)
    assert.match(mail.link!, /\/notifications\/unsubscribe\?token=/)
    assert.ok(mail.body.includes(mail.link!))
    // The token is stored hashed only.
    const token = new URL(mail.link!).searchParams.get('token')!
    const stored = await h.db.selectFrom('commenting_unsubscribe_tokens').selectAll().execute()
    assert.ok(stored.length > 0)
    assert.ok(stored.every((t) => t.token_hash !== token))

    const out = await new Client(h).get(local(mail.link!))
    assert.equal(out.status, 200)
    assert.match(String(out.body), /Unsubscribed/)
    assert.equal(out.headers.get('cache-control'), 'no-store')
    await post('Cy', 'Another reply.', { parentUUID: mine.comment.commentUUID })
    assert.equal((await replyMails('Ada')).length, before + 1)
    // The link again, or a made-up one: the same page.
    const again = await new Client(h).get(local(mail.link!))
    assert.equal(again.status, 200)
    assert.match(String(again.body), /Unsubscribed/)
  })

  it('the one-click POST of a mail client unsubscribes too', async () => {
    const mine = await subscribed('Dora')
    await post('Eli', 'Reply one.', { parentUUID: mine.comment.commentUUID })
    const [mail] = await replyMails('Dora')
    const out = await new Client(h).request('POST', local(mail!.link!), {
      form: { 'List-Unsubscribe': 'One-Click' },
      noOrigin: true,
    })
    assert.equal(out.status, 200)
    const left = await h.db
      .selectFrom('commenting_reply_subscriptions')
      .select('email')
      .where('email', '=', 'dora@readers.test')
      .execute()
    assert.equal(left.length, 0)
  })

  it('sends nothing before the address is confirmed, nor for one’s own reply', async () => {
    const asked = await post('Fay', 'Unconfirmed.', { notifyReplies: 'IMMEDIATE' })
    assert.equal(asked.body.notify, 'CONFIRMATION_SENT')
    await post('Gus', 'A reply.', { parentUUID: asked.body.comment.commentUUID })
    assert.equal((await replyMails('Fay')).length, 1) // the confirmation only
    const mine = await subscribed('Hal')
    const count = (await replyMails('Hal')).length
    await post(
      'Hal',
      'Replying to myself.',
      { parentUUID: mine.comment.commentUUID },
      mine.commenterToken,
    )
    // The same address under a new token is still oneself.
    await post('Hal', 'Again, new token.', { parentUUID: mine.comment.commentUUID })
    assert.equal((await replyMails('Hal')).length, count)
  })

  it('a held reply sends nothing until a moderator approves it; a rejected one never', async () => {
    const mine = await subscribed('Ivy')
    const count = (await replyMails('Ivy')).length
    const held = await post('Jon', 'A clickbait reply.', { parentUUID: mine.comment.commentUUID })
    assert.equal(held.body.verdict.outcome, 'HELD')
    const rejected = await post('Kim', 'More clickbait.', { parentUUID: mine.comment.commentUUID })
    assert.equal(rejected.body.verdict.outcome, 'HELD')
    assert.equal((await replyMails('Ivy')).length, count)
    const mod = (action: string, id: string) =>
      owner.post(api(`/v1/commenting-units/${DAILY.unit}/moderation/actions`), {
        action,
        commentUUIDs: [id],
      })
    assert.equal((await mod('REJECT', rejected.body.comment.commentUUID)).status, 200)
    assert.equal((await replyMails('Ivy')).length, count)
    assert.equal((await mod('APPROVE', held.body.comment.commentUUID)).status, 200)
    const mails = await replyMails('Ivy')
    assert.equal(mails.length, count + 1)
    assert.match(mails[0]!.body, /Jon replied/)
    // Featured after approval: no second e-mail.
    assert.equal((await mod('FEATURE', held.body.comment.commentUUID)).status, 200)
    assert.equal((await replyMails('Ivy')).length, count + 1)
  })

  it('refuses reply e-mails on an anonymous comment, saving nothing', async () => {
    const refused = await reader().post(pub('/comments'), {
      pageId: PAGE,
      text: 'Anonymous wish.',
      anonymous: true,
      notifyReplies: 'DAILY',
    })
    assert.equal(refused.status, 400)
    assert.deepEqual(
      refused.body.error.fields.map((f: { field: string }) => f.field),
      ['notifyReplies'],
    )
    const bad = await post('Lou', 'Bad wish.', { notifyReplies: 'WEEKLY' })
    assert.equal(bad.status, 400)
  })

  it('a made-up confirmation token confirms nothing', async () => {
    const reply = await new Client(h).get(
      '/api/commenting/public/v1/notifications/confirm?token=made-up',
    )
    assert.equal(reply.status, 200)
    assert.match(String(reply.body), /not valid/)
    assert.equal(
      (await new Client(h).get('/api/commenting/public/v1/notifications/confirm')).status,
      400,
    )
  })

  it('answers at most 30 links a minute per address (429), so tokens cannot be guessed fast', async () => {
    const link = '/api/commenting/public/v1/notifications/unsubscribe?token=guess'
    const from = { 'x-test-ip': '10.77.0.1' }
    const client = new Client(h)
    for (let n = 0; n < 30; n++) assert.equal((await client.get(link, from)).status, 200)
    const limited = await client.get(link, from)
    assert.equal(limited.status, 429)
    assert.ok(limited.headers.get('retry-after'))
    // Another address is not held up.
    assert.equal((await client.get(link, { 'x-test-ip': '10.77.0.2' })).status, 200)
  })

  it('daily: one digest for the day’s replies, once across repeated ticks', async () => {
    const mine = await subscribed('Max', 'DAILY')
    await post('Ned', 'Daily reply one.', { parentUUID: mine.comment.commentUUID })
    await post('Oli', 'Daily reply two.', { parentUUID: mine.comment.commentUUID })
    assert.equal((await replyMails('Max')).length, 1) // the confirmation only
    const now = new Date()
    const [first, second] = await Promise.all([
      runNotifyTick(h.db, now, deps),
      runNotifyTick(h.db, now, deps),
    ])
    assert.equal(first.replyDigests + second.replyDigests, 1)
    await runNotifyTick(h.db, now, deps)
    const mails = await replyMails('Max')
    assert.equal(mails.length, 2)
    assert.equal(mails[0]!.kind, 'comment-reply-digest')
    assert.match(mails[0]!.subject, /2 new replies/)
    assert.match(mails[0]!.body, /Daily reply one\.[\s\S]*Daily reply two\./)
    assert.match(mails[0]!.link!, /unsubscribe\?token=/)
    // A reply the next hour waits for the next day.
    await post('Pat', 'Daily reply three.', { parentUUID: mine.comment.commentUUID })
    await runNotifyTick(h.db, new Date(now.getTime() + 3_600_000), deps)
    assert.equal((await replyMails('Max')).length, 2)
    await runNotifyTick(h.db, new Date(now.getTime() + DAY_MS), deps)
    assert.equal((await replyMails('Max')).length, 3)
  })
})

describe("the moderators' digest", () => {
  it('is off until set; set hourly it reaches the account’s users once per due hour', async () => {
    const off = await owner.get(digest())
    assert.equal(off.status, 200)
    assert.deepEqual(
      { frequency: off.body.frequency, nextAt: off.body.nextAt },
      { frequency: 'OFF', nextAt: null },
    )
    const recipients = (
      await h.db
        .selectFrom('users as u')
        .innerJoin('commenting_units as c', 'c.account_uuid', 'u.account_uuid')
        .select('u.email')
        .where('c.unit_uuid', '=', DAILY.unit)
        .where('u.status', '=', 'ACTIVE')
        .execute()
    ).map((u) => u.email)
    assert.ok(recipients.includes('owner@demo.test'))
    assert.equal(off.body.recipients, recipients.length)
    const set = await owner.put(digest(), { frequency: 'HOURLY' })
    assert.equal(set.status, 200)
    assert.equal(set.body.frequency, 'HOURLY')
    const dueAt = set.body.nextAt as number
    assert.ok(dueAt > Date.now())
    const pending = await h.db
      .selectFrom('comments')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('unit_uuid', '=', DAILY.unit)
      .where('status', '=', 'HELD')
      .executeTakeFirstOrThrow()
    assert.ok(Number(pending.n) > 0)
    const mails = () =>
      h.db.selectFrom('outbox').selectAll().where('kind', '=', 'moderation-digest').execute()
    // Not due yet.
    await runNotifyTick(h.db, new Date(dueAt - 1), deps)
    assert.equal((await mails()).length, 0)
    const at = new Date(dueAt)
    const ticks = await Promise.all([
      runNotifyTick(h.db, at, deps),
      runNotifyTick(h.db, at, deps),
      runNotifyTick(h.db, at, deps),
    ])
    assert.equal(ticks.flatMap((t) => t.moderationDigests).length, 1)
    await runNotifyTick(h.db, at, deps)
    const sent = await mails()
    assert.equal(sent.length, recipients.length)
    assert.deepEqual(sent.map((m) => m.to_email).sort(), [...recipients].sort())
    assert.match(sent[0]!.body, new RegExp(`${Number(pending.n)} comments? (is|are) waiting`))
    assert.match(sent[0]!.link!, /\/dashboard\/commenting\/commentmanager\/moderation$/)
    // The next hour: again, once.
    await runNotifyTick(h.db, new Date(dueAt + 3_600_000), deps)
    await runNotifyTick(h.db, new Date(dueAt + 3_600_000), deps)
    assert.equal((await mails()).length, recipients.length * 2)
    // Off: nothing more.
    assert.equal((await owner.put(digest(), { frequency: 'OFF' })).body.nextAt, null)
    await runNotifyTick(h.db, new Date(dueAt + 30 * DAY_MS), deps)
    assert.equal((await mails()).length, recipients.length * 2)
  })

  it('another account’s user gets 404, a mockup session 403, no session 401, bad input 400', async () => {
    const refuse = (send: () => Promise<Reply>, status: number, fields?: string[]) =>
      expectRefused(h.db, TABLES, send, status, fields)
    const other = await signedIn(h, 'other@demo.test')
    await refuse(() => other.get(digest()), 404)
    await refuse(() => other.put(digest(), { frequency: 'DAILY' }), 404)
    const mockup = await supportSession(h, 'mockup', IDS.demoAccount, { siteUUID: IDS.sites[0] })
    await refuse(() => mockup.put(digest(), { frequency: 'DAILY' }), 403)
    await refuse(() => new Client(h).put(digest(), { frequency: 'DAILY' }), 401)
    await refuse(() => owner.put(digest(), { frequency: 'WEEKLY' }), 400, ['frequency'])
    await refuse(() => owner.put(digest(), {}), 400, ['frequency'])
    const unknown = '00000000-0000-4000-8000-000000000000'
    await refuse(() => owner.put(digest(unknown), { frequency: 'DAILY' }), 404)
  })
})

describe('the demo fake clock (POST /demo/commenting/notify/tick)', () => {
  it('runs one tick as of the given instant, for support staff only', async () => {
    const saved = await owner.put(digest(), { frequency: 'DAILY' })
    const tick = { now: new Date(saved.body.nextAt + 1000).toISOString() }
    const sent = () =>
      h.db.selectFrom('outbox').select('id').where('kind', '=', 'moderation-digest').execute()
    const before = (await sent()).length
    assert.equal((await new Client(h).post('/demo/commenting/notify/tick', tick)).status, 401)
    assert.equal((await owner.post('/demo/commenting/notify/tick', tick)).status, 403)
    assert.equal((await sent()).length, before)
    const support = await signedIn(h, 'support@demo.test')
    const reply = await support.post('/demo/commenting/notify/tick', tick)
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.deepEqual(
      reply.body.moderationDigests.map((d: { unitUUID: string }) => d.unitUUID),
      [DAILY.unit],
    )
    assert.ok((await sent()).length > before)
    assert.equal((await support.post('/demo/commenting/notify/tick', { now: 'soon' })).status, 400)
    await owner.put(digest(), { frequency: 'OFF' })
  })
})

describe('the List-Unsubscribe headers', () => {
  it('reach SMTP with the e-mail (the outbox keeps the link in the body)', async () => {
    const sent: Record<string, unknown>[] = []
    const transport = { sendMail: async (mail: Record<string, unknown>) => void sent.push(mail) }
    const settings = {
      url: null,
      host: 'smtp.test',
      port: 587,
      user: null,
      pass: null,
      from: 'x@y.test',
    }
    const mailer = smtpMailer(settings, transport as unknown as Transporter)
    const headers = {
      'List-Unsubscribe': '<http://portal.test/u?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }
    mailer.deliver([{ to: 'a@b.test', subject: 's', body: 'b', kind: 'comment-reply', headers }])
    await mailer.settled()
    assert.deepEqual(sent[0]!.headers, headers)
  })
})

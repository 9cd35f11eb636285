/**
 * The embed player's events (issue 9): POST /api/player/events, checked batches added to the
 * facts the embed analytics read, refused whole with field errors, rate-limited per address, no
 * cookies needed, any origin.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { AnalyticsCard } from '../../src/areas/embeds/lib/embeds-rules'
import type { PlayerEvent } from '../../src/areas/embeds/lib/player-rules'
import { BATCHES_PER_MINUTE, EVENTS_MAX } from '../../demo/server/player/routes'
import { fieldsOf, openPreflight } from './harness'
import { analytics, E, h, owner, player, PUBLISHER, stranger } from './player-fixtures'

let ip = 0
/** A batch posted from a publisher page on another origin, from its own address. */
const send = (events: unknown, from = `10.1.0.${++ip}`, type = 'text/plain;charset=UTF-8') =>
  stranger.request('POST', '/api/player/events', {
    raw: JSON.stringify(events),
    headers: { origin: PUBLISHER, 'content-type': type, 'x-test-ip': from },
  })

async function factRows(embed: string) {
  return h.db
    .selectFrom('embed_engagement_daily')
    .selectAll()
    .where('embed_uuid', '=', embed)
    .execute()
}
const sum = (
  rows: Awaited<ReturnType<typeof factRows>>,
  key: 'loads' | 'answers' | 'clicks' | 'inview_ms',
) => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0)
const emailCount = async (embed: string) =>
  Number(
    (
      await h.db
        .selectFrom('embed_emails')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('embed_uuid', '=', embed)
        .executeTakeFirstOrThrow()
    ).n,
  )
describe('POST events', () => {
  it('counts an answer, a story click, a load, in-view time and an e-mail; API-49 shows the answer', async () => {
    const embed = await player()
    const question = embed.cards.find((c) => c.question)!
    const option = question.question!.options[1]!
    const story = embed.cards.find((c) => c.story)
    const before = await analytics(E.online)
    const rowsBefore = await factRows(E.online)
    const emailsBefore = await emailCount(E.online)
    const events: PlayerEvent[] = [
      { kind: 'load', embedUUID: E.online, contentUUID: embed.cards[0]!.contentUUID },
      {
        kind: 'answer',
        embedUUID: E.online,
        contentUUID: question.contentUUID,
        optionUUID: option.optionUUID,
      },
      { kind: 'inview', embedUUID: E.online, contentUUID: question.contentUUID, ms: 1500 },
      { kind: 'email', embedUUID: E.online, email: 'reader@news.example' },
    ]
    if (story)
      events.push({ kind: 'story_click', embedUUID: E.online, contentUUID: story.contentUUID })
    const reply = await send(events)
    assert.equal(reply.status, 204, JSON.stringify(reply.body))
    assert.equal(reply.headers.get('access-control-allow-origin'), '*')
    const after = await analytics(E.online)
    const chosen = (cards: AnalyticsCard[]) =>
      cards
        .find((c) => c.contentUUID === question.contentUUID)!
        .options.find((o) => o.optionUUID === option.optionUUID)!.numOfTimesChosen
    assert.equal(chosen(after), chosen(before) + 1)
    const rowsAfter = await factRows(E.online)
    assert.equal(sum(rowsAfter, 'loads'), sum(rowsBefore, 'loads') + 1)
    assert.equal(sum(rowsAfter, 'answers'), sum(rowsBefore, 'answers') + 1)
    assert.equal(sum(rowsAfter, 'clicks'), sum(rowsBefore, 'clicks') + (story ? 1 : 0))
    assert.equal(sum(rowsAfter, 'inview_ms'), sum(rowsBefore, 'inview_ms') + 1500)
    assert.equal(await emailCount(E.online), emailsBefore + 1)
    // The player's own read shows the new count too.
    const again = await player()
    const seen = again.cards.find((c) => c.contentUUID === question.contentUUID)!.question!
      .options[1]!
    assert.equal(seen.chosen, option.chosen + 1)
    // The e-mail is listed by API-62 for the owner.
    const emails = await owner.get(`/api/metrics/engageduserdata?embedUUID=${E.online}`)
    assert.equal(emails.status, 200)
    assert.ok(
      emails.body.userData.some((u: { email: string }) => u.email === 'reader@news.example'),
    )
  })

  it('accepts application/json too, and needs no cookie or CSRF origin', async () => {
    const embed = await player()
    const reply = await send([{ kind: 'load', embedUUID: E.online }], undefined, 'application/json')
    assert.equal(reply.status, 204, JSON.stringify(reply.body))
    assert.ok(embed.cards.length)
  })

  it('refuses a bad batch whole, with field errors, saving nothing', async () => {
    const embed = await player()
    const quiz = embed.cards.find((c) => c.question)!
    const good: PlayerEvent = {
      kind: 'answer',
      embedUUID: E.online,
      contentUUID: quiz.contentUUID,
      optionUUID: quiz.question!.options[0]!.optionUUID,
    }
    const other = await h.db
      .selectFrom('embed_contents')
      .select('content_uuid')
      .where('embed_uuid', '=', E.other[0]!)
      .where('live', '=', 1)
      .executeTakeFirstOrThrow()
    const offlineCard = await h.db
      .selectFrom('embed_contents')
      .select('content_uuid')
      .where('embed_uuid', '=', E.online)
      .where('live', '=', 0)
      .executeTakeFirst()
    const storyCard = embed.cards.find((c) => c.story)
    const cases: Array<[unknown, string]> = [
      [[], '_body'],
      [
        Array.from({ length: EVENTS_MAX + 1 }, () => ({ kind: 'load', embedUUID: E.online })),
        '_body',
      ],
      [{ kind: 'load' }, '_body'],
      [[good, { kind: 'dance', embedUUID: E.online }], '1.kind'],
      [[good, { kind: 'load', embedUUID: E.archived }], '1.embedUUID'],
      [[good, { kind: 'load', embedUUID: '00000000-0000-4000-8000-000000000000' }], '1.embedUUID'],
      // Another account's card under this embed: unknown here.
      [[good, { ...good, contentUUID: other.content_uuid }], '1.contentUUID'],
      [[good, { ...good, optionUUID: '00000000-0000-4000-8000-000000000000' }], '1.optionUUID'],
      [[good, { ...good, optionUUID: undefined }], '1.optionUUID'],
      [[good, good], '1.kind'],
      [[good, { kind: 'inview', embedUUID: E.online, contentUUID: quiz.contentUUID }], '1.ms'],
      [
        [good, { kind: 'inview', embedUUID: E.online, contentUUID: quiz.contentUUID, ms: 1e9 }],
        '1.ms',
      ],
      [[good, { kind: 'email', embedUUID: E.online, email: 'not an address' }], '1.email'],
      [
        [good, { kind: 'email', embedUUID: E.online, email: `${'a'.repeat(250)}@x.example` }],
        '1.email',
      ],
      [[good, { kind: 'email', embedUUID: E.online, email: 'a\u202eb@x.example' }], '1.email'],
      // An embed without the collection add-on takes no e-mails.
      [[good, { kind: 'email', embedUUID: E.demo[3]!, email: 'a@b.example' }], '1.kind'],
      [
        [good, { kind: 'story_click', embedUUID: E.online, contentUUID: quiz.contentUUID }],
        '1.contentUUID',
      ],
      [
        [
          good,
          {
            kind: 'answer',
            embedUUID: E.online,
            contentUUID: storyCard?.contentUUID ?? quiz.contentUUID,
            optionUUID: quiz.question!.options[0]!.optionUUID,
          },
        ],
        '1.contentUUID',
      ],
    ]
    if (offlineCard)
      cases.push([[good, { ...good, contentUUID: offlineCard.content_uuid }], '1.contentUUID'])
    const rowsBefore = await factRows(E.online)
    const emailsBefore = await emailCount(E.online)
    for (const [body, field] of cases) {
      const reply = await send(body)
      assert.equal(reply.status, 400, JSON.stringify(body).slice(0, 200))
      assert.ok(fieldsOf(reply).includes(field), `${field} in ${JSON.stringify(reply.body)}`)
    }
    const notJson = await stranger.request('POST', '/api/player/events', {
      raw: '[{',
      headers: { origin: PUBLISHER, 'content-type': 'text/plain', 'x-test-ip': '10.2.0.1' },
    })
    assert.equal(notJson.status, 400)
    assert.deepEqual(await factRows(E.online), rowsBefore)
    assert.equal(await emailCount(E.online), emailsBefore)
  })

  it("refuses an answer to another account's embed mixed with this one's option", async () => {
    const mine = await player()
    const theirs = await player(E.other[0]!)
    const quiz = theirs.cards.find((c) => c.question)
    const myOption = mine.cards.find((c) => c.question)!.question!.options[0]!.optionUUID
    if (!quiz) return
    const reply = await send([
      {
        kind: 'answer',
        embedUUID: E.other[0]!,
        contentUUID: quiz.contentUUID,
        optionUUID: myOption,
      },
    ])
    assert.equal(reply.status, 400)
    assert.deepEqual(fieldsOf(reply), ['0.optionUUID'])
  })

  it('rate-limits batches per address (429 with Retry-After), other addresses unaffected', async () => {
    const from = '10.3.0.1'
    const load = [{ kind: 'load', embedUUID: E.online }]
    // The counters are per minute of the clock: start well inside one, so the window the batches
    // fill is the window the refused one meets (it flaked across a minute's end on a slow run).
    const left = 60_000 - (Date.now() % 60_000)
    if (left < 20_000) await new Promise((done) => setTimeout(done, left + 50))
    for (let n = 0; n < BATCHES_PER_MINUTE; n++) {
      const reply = await send(load, from)
      assert.equal(reply.status, 204, `batch ${n}`)
    }
    const rowsBefore = await factRows(E.online)
    const refused = await send(load, from)
    assert.equal(refused.status, 429)
    assert.ok(Number(refused.headers.get('retry-after')) >= 1)
    assert.deepEqual(await factRows(E.online), rowsBefore)
    assert.equal((await send(load, '10.3.0.2')).status, 204)
  })

  it('answers CORS preflights for any origin, without credentials', async () => {
    await openPreflight(h, '/api/player/events', { origin: PUBLISHER })
  })
})

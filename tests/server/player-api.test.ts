/**
 * The embed player's public calls (issue 9): GET /api/player/embeds/{uuid} (every live embed,
 * online or offline: live cards in queue order, option counts, the e-mail card, open CORS, short
 * cache) and POST /api/player/events (checked batches added to the facts the embed analytics
 * read, refused whole with field errors, rate-limited per address, no cookies needed, any origin).
 */
import assert from 'node:assert/strict'
import { runInNewContext } from 'node:vm'
import { describe, it } from 'node:test'
import type { AnalyticsCard } from '../../src/areas/embeds/lib/embeds-rules'
import type { PlayerEmbed, PlayerEvent } from '../../src/areas/embeds/lib/player-rules'
import { BATCHES_PER_MINUTE, EVENTS_MAX } from '../../demo/server/player/routes'
import { PUBLIC_READ_CACHE } from '../../demo/server/platform/public-cache'
import { api, Client, fieldsOf, fileHarness, IDS, signedInBefore } from './harness'

const E = IDS.embeds
const PUBLISHER = 'https://news.publisher.example'
let ip = 0
const h = fileHarness()
const stranger = new Client(h)
const owner = signedInBefore(h, 'owner@demo.test')

const embedPath = (uuid: string) => `/api/player/embeds/${uuid}`
/** A batch posted from a publisher page on another origin, from its own address. */
const send = (events: unknown, from = `10.1.0.${++ip}`, type = 'text/plain;charset=UTF-8') =>
  stranger.request('POST', '/api/player/events', {
    raw: JSON.stringify(events),
    headers: { origin: PUBLISHER, 'content-type': type, 'x-test-ip': from },
  })

/** The embed as the player reads it now (tests write the database directly: no cached answer). */
async function player(uuid = E.online): Promise<PlayerEmbed> {
  h.cache.clear()
  const reply = await stranger.get(embedPath(uuid), { origin: PUBLISHER })
  assert.equal(reply.status, 200, JSON.stringify(reply.body))
  return reply.body as PlayerEmbed
}

async function analytics(embed: string): Promise<AnalyticsCard[]> {
  const reply = await owner.post(api(`/embeds/${embed}/metrics`), {})
  assert.equal(reply.status, 200, JSON.stringify(reply.body))
  return reply.body.contents as AnalyticsCard[]
}

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

/** Runs a data script as a page would, returning what it pushed onto `self.ppEmbedData`. */
function runDataScript(source: string, queue: unknown[] = []): unknown[] {
  const self = { ppEmbedData: queue }
  runInNewContext(source, { self })
  // Plain objects of this context (the script's have the other context's prototypes).
  return JSON.parse(JSON.stringify(self.ppEmbedData)) as unknown[]
}

describe("GET embeds/{uuid}/data.js (the embed code's data script)", () => {
  it('pushes the same embed as the read onto the queue, as a cacheable script', async () => {
    const reply = await stranger.get(`${embedPath(E.online)}/data.js`, { origin: PUBLISHER })
    assert.equal(reply.status, 200)
    assert.match(reply.headers.get('content-type') ?? '', /^text\/javascript/)
    assert.equal(reply.headers.get('cache-control'), PUBLIC_READ_CACHE)
    assert.equal(typeof reply.body, 'string')
    const earlier = { embedUUID: 'earlier' }
    const queue = runDataScript(reply.body as string, [earlier])
    assert.deepEqual(queue, [earlier, await player()])
    // Without a queue yet, the script makes one.
    const fresh: { ppEmbedData?: unknown[] } = {}
    runInNewContext(reply.body as string, { self: fresh })
    assert.equal(fresh.ppEmbedData?.length, 1)
    // One statement: the push of one JSON literal (card text never runs as code).
    assert.match(
      reply.body as string,
      /^\(self\.ppEmbedData=self\.ppEmbedData\|\|\[\]\)\.push\(\{.*\}\)\n$/s,
    )
  })

  it('pushes a missing marker for embeds the read refuses, and 404s a malformed id', async () => {
    for (const uuid of ['00000000-0000-4000-8000-000000000000', E.archived, E.empty]) {
      const reply = await stranger.get(`${embedPath(uuid.toUpperCase())}/data.js`)
      assert.equal(reply.status, 200, uuid)
      assert.deepEqual(runDataScript(reply.body as string), [
        { embedUUID: uuid.toLowerCase(), missing: true },
      ])
    }
    const bad = await stranger.get(`${embedPath('not-a-uuid')}/data.js`)
    assert.equal(bad.status, 404)
  })
})

describe('GET embeds/{uuid}', () => {
  it('answers an online embed: live cards in queue order, counts, e-mail card, CORS, short cache', async () => {
    const reply = await stranger.get(embedPath(E.online), { origin: PUBLISHER })
    assert.equal(reply.status, 200)
    assert.equal(reply.headers.get('access-control-allow-origin'), '*')
    assert.equal(reply.headers.get('access-control-allow-credentials'), null)
    assert.equal(reply.headers.get('cache-control'), PUBLIC_READ_CACHE)
    const embed = reply.body as PlayerEmbed
    assert.equal(embed.embedUUID, E.online)
    const live = await h.db
      .selectFrom('embed_contents')
      .select(['content_uuid', 'queue_position'])
      .where('embed_uuid', '=', E.online)
      .where('live', '=', 1)
      .orderBy('queue_position')
      .execute()
    assert.ok(live.length >= 2)
    assert.deepEqual(
      embed.cards.map((c) => c.contentUUID),
      live.map((r) => r.content_uuid),
    )
    // Option counts are the all-time sums API-49 shows.
    const cards = await analytics(E.online)
    for (const card of embed.cards.filter((c) => c.question)) {
      const seen = cards.find((c) => c.contentUUID === card.contentUUID)!
      for (const o of card.question!.options)
        assert.equal(
          o.chosen,
          seen.options.find((s) => s.optionUUID === o.optionUUID)!.numOfTimesChosen,
        )
      if (card.contentType === 'POLL') assert.ok(card.question!.options.every((o) => !o.correct))
      if (card.contentType === 'QUIZ')
        assert.equal(card.question!.options.filter((o) => o.correct).length, 1)
    }
    assert.equal(embed.email?.position, 7)
    assert.equal(embed.email?.headline, 'Stay in the loop')
    assert.equal(embed.brandColor, '#092e77')
    assert.deepEqual(embed.ads, { desktop: 'REGULAR', mobile: 'REGULAR' })
    // Nothing of the account: no ids, names or collected addresses.
    const text = JSON.stringify(embed)
    assert.ok(!text.includes(IDS.demoAccount))
    assert.ok(!text.includes('Morning Trivia'))
    assert.ok(!text.includes('@mail.test'))
  })

  it('answers 404 for unknown, malformed, archived and empty embeds; an offline one shows', async () => {
    for (const uuid of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      E.archived,
      E.empty,
    ]) {
      const reply = await stranger.get(embedPath(uuid))
      assert.equal(reply.status, 404, uuid)
    }
    // Offline (no load for a week) is no reason to hide it: its code may be back on a page.
    assert.equal((await player(E.offline)).embedUUID, E.offline)
  })

  it('shows the partner logo only when it is on, and a safe brand colour', async () => {
    await h.db
      .updateTable('embeds')
      .set({
        partner_logo_url: '/demo/assets/embed-posters/poster-1.svg',
        logo_click_through_url: 'https://partner.example/',
        brand_color_code: 'red;background:url(x)',
      })
      .where('embed_uuid', '=', E.online)
      .execute()
    let embed = await player()
    assert.deepEqual(embed.partnerLogo, {
      src: `${h.config.publicUrl}/demo/assets/embed-posters/poster-1.svg`,
      url: 'https://partner.example/',
    })
    assert.equal(embed.brandColor, '#092e77')
    await h.db
      .updateTable('embeds')
      .set({ show_partner_logo: 0 })
      .where('embed_uuid', '=', E.online)
      .execute()
    embed = await player()
    assert.equal(embed.partnerLogo, null)
    await h.db
      .updateTable('embeds')
      .set({
        show_partner_logo: 1,
        partner_logo_url: null,
        logo_click_through_url: null,
        brand_color_code: '#092e77',
      })
      .where('embed_uuid', '=', E.online)
      .execute()
  })
})

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
    const reply = await stranger.request('OPTIONS', '/api/player/events', {
      headers: {
        origin: PUBLISHER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    assert.ok(reply.status === 204 || reply.status === 200)
    assert.equal(reply.headers.get('access-control-allow-origin'), '*')
    assert.equal(reply.headers.get('access-control-allow-credentials'), null)
  })
})

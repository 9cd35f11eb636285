/**
 * The embed player's public reads (issue 9): GET /api/player/embeds/{uuid} (every live embed,
 * online or offline: live cards in queue order, option counts, the e-mail card, open CORS, short
 * cache) and the embed code's data script. The events are in player-events.test.ts.
 */
import assert from 'node:assert/strict'
import { runInNewContext } from 'node:vm'
import { describe, it } from 'node:test'
import type { PlayerEmbed } from '../../src/areas/embeds/lib/player-rules'
import { PUBLIC_READ_CACHE } from '../../demo/server/platform/public-cache'
import { IDS } from './harness'
import { analytics, E, embedPath, h, player, PUBLISHER, stranger } from './player-fixtures'

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

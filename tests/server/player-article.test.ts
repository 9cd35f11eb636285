/**
 * /demo/article carries the embed player (issue 9): exactly the header and body code API-45 hands
 * the publisher for the seed's online embed, next to the commenting unit; a site's online embed
 * first, else an offline one (the player shows both), none without a live embed with live cards;
 * the page stays free of inline scripts (CSP).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { api, Client, fileHarness, IDS, signedInBefore } from './harness'

const h = fileHarness()
const owner = signedInBefore(h, 'owner@demo.test')

describe('/demo/article', () => {
  it("holds API-45's code for the seed's online embed", async () => {
    const code = await owner.get(
      api(`/embeds/${IDS.embeds.online}/embedcode/?siteUUID=${IDS.sites[0]}&version=VERSION_4_0`),
    )
    assert.equal(code.status, 200, JSON.stringify(code.body))
    const page = await new Client(h).get('/demo/article')
    assert.equal(page.status, 200)
    const html = String(page.body)
    const head = html.slice(0, html.indexOf('</head>'))
    assert.ok(head.includes(code.body.headerCode), 'header code in <head>')
    const rail = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'))
    assert.ok(rail.includes(code.body.bodyCode), 'body code in the side rail')
    // Scripts only by src (the demo pages' CSP allows no inline script).
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) assert.match(tag, /\ssrc="/)
  })

  it("prefers a site's online embed, else an offline one; carries none without a live one", async () => {
    const site = IDS.sites[1]!
    const carried = async () => {
      const html = String((await new Client(h).get('/demo/article?site=gotham-gazette')).body)
      return /data-pp-embed="([^"]+)"/.exec(html)?.[1] ?? null
    }
    const online = await carried()
    const state = async (uuid: string | null) =>
      (
        await h.db
          .selectFrom('embeds')
          .select('embed_state')
          .where('embed_uuid', '=', uuid ?? '')
          .executeTakeFirst()
      )?.embed_state
    assert.equal(await state(online), 'online')
    // All offline (no load for a week): the page still carries one, whose loads put it online.
    await h.db
      .updateTable('embeds')
      .set({ embed_state: 'offline' })
      .where('site_uuid', '=', site)
      .execute()
    const offline = await carried()
    assert.equal(await state(offline), 'offline')
    // All archived: none.
    await h.db.updateTable('embeds').set({ active: 0 }).where('site_uuid', '=', site).execute()
    const page = await new Client(h).get('/demo/article?site=gotham-gazette')
    assert.equal(page.status, 200)
    assert.ok(!String(page.body).includes('data-pp-embed'))
    assert.ok(!String(page.body).includes('/player/v4/embed.js'))
  })
})

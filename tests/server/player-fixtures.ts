/**
 * Shared by the player API tests: the file's harness (importing this module starts it) with a
 * stranger's client (a publisher page) and the owner signed in, the embed read's path, the embed
 * as the player reads it now and its analytics as the owner reads them.
 */
import assert from 'node:assert/strict'
import type { AnalyticsCard } from '../../src/areas/embeds/lib/embeds-rules'
import type { PlayerEmbed } from '../../src/areas/embeds/lib/player-rules'
import { api, Client, fileHarness, IDS, signedInBefore } from './harness'

export const E = IDS.embeds
export const PUBLISHER = 'https://news.publisher.example'
export const h = fileHarness()
export const stranger = new Client(h)
export const owner = signedInBefore(h, 'owner@demo.test')

export const embedPath = (uuid: string) => `/api/player/embeds/${uuid}`

/** The embed as the player reads it now (tests write the database directly: no cached answer). */
export async function player(uuid = E.online): Promise<PlayerEmbed> {
  h.cache.clear()
  const reply = await stranger.get(embedPath(uuid), { origin: PUBLISHER })
  assert.equal(reply.status, 200, JSON.stringify(reply.body))
  return reply.body as PlayerEmbed
}

/** The embed's cards as the embed analytics (API-49) answer them to the owner. */
export async function analytics(embed: string): Promise<AnalyticsCard[]> {
  const reply = await owner.post(api(`/embeds/${embed}/metrics`), {})
  assert.equal(reply.status, 200, JSON.stringify(reply.body))
  return reply.body.contents as AnalyticsCard[]
}

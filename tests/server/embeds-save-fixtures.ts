/**
 * Shared by the builder save tests (spec 001 §7; API-42..45): the file's harness with the owner
 * signed in (importing this module starts it), the calls' paths, a full body with every embed
 * field, a refused call that changes nothing, and a saved embed turned back into an update.
 */
import assert from 'node:assert/strict'
import { api, expectRefused, fileHarness, IDS, signedInBefore, type Reply } from './harness'
import { saveBody } from '../unit/fixtures'

export const E = IDS.embeds
export const SITE = IDS.sites[0]!
const TABLES = ['embeds', 'embed_contents', 'embed_labels', 'embed_label_links', 'embed_addons']
export const h = fileHarness()
export const owner = signedInBefore(h, 'owner@demo.test')

export const create = (site = SITE) => api(`/sites/${site}/embeds/content`)
export const update = (embed: string, site = SITE) => api(`/sites/${site}/embeds/${embed}/content`)
export const read = (embed: string) => api(`/embeds/${embed}/sites/content`)

export type Any = any
/** A create body with every embed field, its cards and options, named `name`. */
export const fullBody = (name = 'Builder Embed'): Any =>
  saveBody(name, IDS.owner, {
    attachedLabelUUIDs: [E.labels[0]!],
    newLabelNames: ['Builder Label'],
  })

/** A refused call that leaves TABLES as they were. */
export const unchanged = (call: () => Promise<Reply>, status: number) =>
  expectRefused(h.db, TABLES, call, status)

/** A fresh embed made with the full body; its API-42 answer. */
export async function made(name: string): Promise<Any> {
  const reply = await owner.post(create(), fullBody(name))
  assert.equal(reply.status, 201, JSON.stringify(reply.body))
  return reply.body
}
/** The update that saves `saved` again as `name`. */
export function asUpdate(saved: Any, name: string): Any {
  const body = fullBody(name)
  delete body.createdBy
  body.embed.attachedLabelUUIDs = saved.embed.attachedLabelUUIDs
  body.embed.newLabelNames = []
  body.contents.pages = structuredClone(saved.contents.pages)
  return body
}

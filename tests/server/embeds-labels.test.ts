/**
 * Labels (EMB-21..24; API-50..54): the list by name, create / rename with the contract's rule
 * and one name per account whatever the case, delete with failedLabelUUIDs (the links go too),
 * attach replacing an embed's set (existing labels by uuid, new ones by name; a typed existing
 * name selects it). Edit permission for every change; another account's label or embed is 404
 * and nothing changes.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { INVALID_LABEL_MESSAGE } from '../../src/areas/embeds/lib/embeds-rules'
import { DUPLICATE_LABEL_MESSAGE } from '../../demo/server/embeds/labels'
import { CREATES_PER_HOUR } from '../../demo/server/embeds/input'
import {
  api,
  expectRefused,
  fieldsOf,
  fileHarness,
  IDS,
  type Reply,
  rowOf,
  signedIn,
  snapshot,
  supportSession,
} from './harness'

const E = IDS.embeds
const TABLES = ['embed_labels', 'embed_label_links']
const h = fileHarness()

const labels = (account: string = IDS.demoAccount) => api(`/accounts/${account}/labels`)
const label = (uuid: string) => api(`/v1/labels/${uuid}`)
const attach = (embed: string) => api(`/embeds/${embed}/labels`)

/** A refused call that leaves TABLES as they were. */
const unchanged = (call: () => Promise<Reply>, status: number) =>
  expectRefused(h.db, TABLES, call, status)

const linksOf = async (embed: string) =>
  (
    await h.db
      .selectFrom('embed_label_links')
      .select('label_uuid')
      .where('embed_uuid', '=', embed)
      .execute()
  )
    .map((l) => l.label_uuid)
    .sort()

describe('API-50 list', () => {
  it("lists the account's labels by name, for anyone of the account", async () => {
    const noperm = await signedIn(h, 'noperm@demo.test')
    const reply = await noperm.get(labels())
    assert.equal(reply.status, 200)
    const names = [...E.labelNames].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    assert.deepEqual(
      reply.body.labels.map((l: { labelName: string }) => l.labelName),
      names,
    )
    assert.deepEqual(
      reply.body.labels.find((l: { labelUUID: string }) => l.labelUUID === E.labels[0]),
      { labelUUID: E.labels[0], labelName: 'Sports' },
    )
    const other = await signedIn(h, 'other@demo.test')
    const refused = await other.get(labels())
    assert.equal(refused.status, 403)
    assert.equal(refused.body.labels, undefined)
    const own = await other.get(labels(IDS.otherAccount))
    assert.deepEqual(
      own.body.labels.map((l: { labelUUID: string }) => l.labelUUID).sort(),
      [...E.otherLabels].sort(),
    )
  })
})

describe('API-51 create, API-52 rename', () => {
  it('creates a trimmed label (201) and refuses a taken name in any case', async () => {
    const editor = await signedIn(h, 'editor@demo.test')
    const reply = await editor.post(labels(), { labelName: '  Breaking News ' })
    assert.equal(reply.status, 201)
    assert.equal(reply.body.labelName, 'Breaking News')
    assert.match(reply.body.labelUUID, /^[0-9a-f-]{36}$/)
    const row = await rowOf(h.db, 'embed_labels', { label_uuid: reply.body.labelUUID })
    assert.equal(row.account_uuid, IDS.demoAccount)
    for (const name of ['breaking news', 'SPORTS']) {
      const taken = await unchanged(() => editor.post(labels(), { labelName: name }), 400)
      assert.deepEqual(taken.body.error.fields, [
        { field: 'labelName', message: DUPLICATE_LABEL_MESSAGE },
      ])
    }
    // Another account may use the same name.
    const other = await signedIn(h, 'other@demo.test')
    assert.equal((await other.post(labels(IDS.otherAccount), { labelName: 'Sports' })).status, 201)
  })

  it('refuses names outside the rule', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    for (const name of [
      '',
      '   ',
      'two  spaces',
      'dash-ed',
      'émigré',
      'x'.repeat(41),
      'tab\there',
    ]) {
      const reply = await unchanged(() => owner.post(labels(), { labelName: name }), 400)
      assert.deepEqual(fieldsOf(reply), ['labelName'], name)
      if (!name.includes('\t'))
        assert.equal(reply.body.error.fields[0].message, INVALID_LABEL_MESSAGE)
    }
    // Required, a string, at most 40 characters: each refused on labelName, nothing saved.
    for (const body of [
      { labelName: 7 },
      {},
      { labelName: null },
      { labelName: 'x'.repeat(300) },
    ]) {
      const reply = await unchanged(() => owner.post(labels(), body), 400)
      assert.deepEqual(fieldsOf(reply), ['labelName'], JSON.stringify(body).slice(0, 40))
    }
  })

  it("another account's label name is free here, and its labels stay untouched (tenant isolation)", async () => {
    const other = await signedIn(h, 'other@demo.test')
    const theirs = await other.get(labels(IDS.otherAccount))
    const name = `Only Theirs ${Date.now() % 1000}`
    assert.equal((await other.post(labels(IDS.otherAccount), { labelName: name })).status, 201)
    const owner = await signedIn(h, 'owner@demo.test')
    const mine = await owner.post(labels(), { labelName: name.toUpperCase() })
    assert.equal(mine.status, 201)
    const after = await other.get(labels(IDS.otherAccount))
    assert.equal(after.body.labels.length, theirs.body.labels.length + 1)
    assert.ok(
      !after.body.labels.some((l: { labelUUID: string }) => l.labelUUID === mine.body.labelUUID),
    )
    // Posting to another account's list is refused before anything is read or written.
    const refused = await unchanged(
      () => owner.post(labels(IDS.otherAccount), { labelName: 'Sneaky' }),
      403,
    )
    assert.equal(refused.body.labelUUID, undefined)
  })

  it('renames a label; a taken name or a bad one is refused', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const reply = await owner.put(label(E.labels[7]!), { labelName: 'Evergreen Picks' })
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, { labelUUID: E.labels[7], labelName: 'Evergreen Picks' })
    // Its own name in another case is fine.
    assert.equal(
      (await owner.put(label(E.labels[7]!), { labelName: 'EVERGREEN PICKS' })).status,
      200,
    )
    const taken = await unchanged(
      () => owner.put(label(E.labels[7]!), { labelName: 'weekend' }),
      400,
    )
    assert.deepEqual(fieldsOf(taken), ['labelName'])
    await unchanged(() => owner.put(label(E.labels[7]!), { labelName: 'no-way' }), 400)
  })

  it("needs edit permission; another account's label is 404", async () => {
    for (const who of ['noperm@demo.test', 'analyst@demo.test']) {
      const c = await signedIn(h, who)
      await unchanged(() => c.post(labels(), { labelName: 'Nope' }), 403)
      await unchanged(() => c.put(label(E.labels[1]!), { labelName: 'Nope' }), 403)
      await unchanged(() => c.del(label(E.labels[1]!)), 403)
    }
    const owner = await signedIn(h, 'owner@demo.test')
    await unchanged(() => owner.post(labels(IDS.otherAccount), { labelName: 'Nope' }), 403)
    await unchanged(() => owner.put(label(E.otherLabels[0]!), { labelName: 'Mine Now' }), 404)
    await unchanged(() => owner.del(label(E.otherLabels[0]!)), 404)
    await unchanged(() => owner.put(label('not-an-id'), { labelName: 'x' }), 404)
    const mocked = await supportSession(h, 'mocked')
    assert.equal((await mocked.post(labels(), { labelName: 'From Support' })).status, 201)
  })
})

describe('floods', () => {
  it('an account past its hourly creates gets 429 for labels and embeds; nothing is saved', async () => {
    const editor = await signedIn(h, 'editor@demo.test')
    const full = { window_start: Date.now(), count: CREATES_PER_HOUR }
    for (const key of [`labels:create:${IDS.demoAccount}`, `embeds:create:${IDS.demoAccount}`])
      await h.db
        .insertInto('rate_limits')
        .values({ key, ...full })
        .onConflict((oc) => oc.column('key').doUpdateSet(full))
        .execute()
    const before = await snapshot(h.db, [...TABLES, 'embeds'])
    assert.equal((await editor.post(labels(), { labelName: 'One more' })).status, 429)
    const site = (
      await h.db
        .selectFrom('embeds')
        .select('site_uuid')
        .where('embed_uuid', '=', E.online)
        .executeTakeFirstOrThrow()
    ).site_uuid
    const create = await editor.post(api(`/sites/${site}/embeds/content`), {
      embed: { embedName: 'Flood', attachedLabelUUIDs: [], newLabelNames: [] },
      contents: { pages: [] },
      createdBy: IDS.editor,
      embedWorkflowStep: 'PLACEMENT',
    })
    assert.equal(create.status, 429)
    assert.equal(await snapshot(h.db, [...TABLES, 'embeds']), before)
    await h.db.deleteFrom('rate_limits').where('key', 'like', '%:create:%').execute()
  })
})

describe('API-53 delete', () => {
  it('deletes the label and its links; answers failedLabelUUIDs', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const target = E.labels[6]!
    await h.db
      .insertInto('embed_label_links')
      .values({ embed_uuid: E.offline, label_uuid: target })
      .onConflict((oc) => oc.doNothing())
      .execute()
    const reply = await owner.del(label(target))
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, { failedLabelUUIDs: [] })
    assert.ok(!(await linksOf(E.offline)).includes(target))
    const left = await h.db
      .selectFrom('embed_labels')
      .select('label_uuid')
      .where('label_uuid', '=', target)
      .execute()
    assert.deepEqual(left, [])
    await unchanged(() => owner.del(label(target)), 404)
  })
})

describe('API-54 attach', () => {
  it("replaces the embed's set, creating new names and selecting existing ones", async () => {
    const editor = await signedIn(h, 'editor@demo.test')
    const reply = await editor.put(attach(E.offline), {
      attachedLabelUUIDs: [E.labels[1]],
      newLabelNames: ['Fresh Pick', 'politics', '  ', 'WEEKEND'],
    })
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    const fresh = await h.db
      .selectFrom('embed_labels')
      .select(['label_uuid', 'name'])
      .where('name', '=', 'Fresh Pick')
      .executeTakeFirstOrThrow()
    assert.deepEqual(reply.body, {
      attachedLabelUUIDs: [E.labels[1], fresh.label_uuid, E.labels[2]],
      createdLabels: [{ labelUUID: fresh.label_uuid, labelName: 'Fresh Pick' }],
    })
    assert.deepEqual(
      await linksOf(E.offline),
      [E.labels[1]!, fresh.label_uuid, E.labels[2]!].sort(),
    )
    // Detach everything.
    const none = await editor.put(attach(E.offline), { attachedLabelUUIDs: [], newLabelNames: [] })
    assert.deepEqual(none.body, { attachedLabelUUIDs: [], createdLabels: [] })
    assert.deepEqual(await linksOf(E.offline), [])
  })

  it('refuses bad input, unknown or foreign labels and archived embeds; nothing changes', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const bad: Array<[unknown, string]> = [
      [{ attachedLabelUUIDs: 'x', newLabelNames: [] }, 'attachedLabelUUIDs'],
      [{ attachedLabelUUIDs: ['x'], newLabelNames: [] }, 'attachedLabelUUIDs.0'],
      [
        { attachedLabelUUIDs: Array.from({ length: 51 }, () => E.labels[0]), newLabelNames: [] },
        'attachedLabelUUIDs',
      ],
      [{ attachedLabelUUIDs: [], newLabelNames: ['ok', 'not-ok'] }, 'newLabelNames.1'],
      [
        { attachedLabelUUIDs: [], newLabelNames: Array.from({ length: 51 }, (_, i) => `n${i}`) },
        'newLabelNames',
      ],
      [{ newLabelNames: [] }, 'attachedLabelUUIDs'],
    ]
    for (const [sent, field] of bad) {
      const reply = await unchanged(() => owner.put(attach(E.online), sent), 400)
      assert.ok(fieldsOf(reply).includes(field), `${JSON.stringify(sent)} → ${fieldsOf(reply)}`)
    }
    // A foreign label (even next to a new name) is 404 and creates nothing.
    await unchanged(
      () =>
        owner.put(attach(E.online), {
          attachedLabelUUIDs: [E.otherLabels[0]],
          newLabelNames: ['Would Be New'],
        }),
      404,
    )
    await unchanged(
      () =>
        owner.put(attach(E.online), {
          attachedLabelUUIDs: ['7e8f9a0d-0000-4000-8000-0000000000ff'],
          newLabelNames: [],
        }),
      404,
    )
    await unchanged(
      () => owner.put(attach(E.other[0]!), { attachedLabelUUIDs: [], newLabelNames: [] }),
      404,
    )
    const archived = await unchanged(
      () => owner.put(attach(E.archived), { attachedLabelUUIDs: [], newLabelNames: [] }),
      409,
    )
    assert.deepEqual(fieldsOf(archived), ['active'])
  })

  it('needs edit permission', async () => {
    const noperm = await signedIn(h, 'noperm@demo.test')
    await unchanged(
      () => noperm.put(attach(E.online), { attachedLabelUUIDs: [], newLabelNames: [] }),
      403,
    )
    const mockup = await supportSession(h, 'mockup', IDS.demoAccount, { siteUUID: IDS.sites[0] })
    const reply = await mockup.put(attach(E.online), {
      attachedLabelUUIDs: [E.labels[0]],
      newLabelNames: [],
    })
    assert.equal(reply.status, 200)
  })
})

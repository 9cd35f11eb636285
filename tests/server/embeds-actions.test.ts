/**
 * Embed changes (EMB-09, EMB-14, EMB-17..19; API-43, 46, 47, 48): create from the name dialog
 * (name rule, site of the account, duplicate name per site, labels attached or created in the
 * same transaction), archive refused while online, unarchive, delete only in a mocked session.
 * Each permission (noperm, analyst, editor, owner, mocked, mockup) and another account's ids
 * (404); every refusal leaves the rows as they were.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  DUPLICATE_EMBED_NAME_MESSAGE,
  INVALID_EMBED_NAME_MESSAGE,
  INVALID_LABEL_MESSAGE,
  type CreateEmbed,
} from '../../src/areas/embeds/lib/embeds-rules'
import { ARCHIVE_ONLINE_MESSAGE } from '../../demo/server/embeds/routes'
import {
  api,
  expectRefused,
  fieldsOf,
  fileHarness,
  IDS,
  ORIGIN,
  type Reply,
  signedIn,
  supportSession,
} from './harness'
import { rollupsMatchFacts } from './rollup-check'

const E = IDS.embeds
const TABLES = ['embeds', 'embed_contents', 'embed_labels', 'embed_label_links', 'embed_addons']
const h = fileHarness()

const create = (site: string = IDS.sites[0]!) => api(`/sites/${site}/embeds/content`)
const body = (embed: Partial<CreateEmbed['embed']> = {}): CreateEmbed => ({
  embed: { embedName: 'Fresh Embed', attachedLabelUUIDs: [], newLabelNames: [], ...embed },
  contents: { pages: [] },
  createdBy: IDS.owner,
  embedWorkflowStep: 'PLACEMENT',
})

/** A refused call that leaves TABLES as they were. */
const unchanged = (call: () => Promise<Reply>, status: number) =>
  expectRefused(h.db, TABLES, call, status)

const embedRow = (uuid: string) =>
  h.db.selectFrom('embeds').selectAll().where('embed_uuid', '=', uuid).executeTakeFirst()

describe('API-43 create', () => {
  it('creates an offline live embed with the spec defaults and its labels', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const reply = await owner.post(
      create(),
      body({
        embedName: '  Spring Quiz  ',
        attachedLabelUUIDs: [E.labels[1]!],
        newLabelNames: ['Brand New', ' ', 'sports', 'brand new'],
      }),
    )
    assert.equal(reply.status, 201, JSON.stringify(reply.body))
    const uuid = reply.body.embed.embedUUID as string
    const created = await h.db
      .selectFrom('embed_labels')
      .select(['label_uuid', 'name'])
      .where('name', '=', 'Brand New')
      .executeTakeFirstOrThrow()
    assert.deepEqual(reply.body, {
      embed: {
        embedUUID: uuid,
        embedName: 'Spring Quiz',
        siteUUID: IDS.sites[0],
        siteUrl: `${ORIGIN}/demo/sites/daily-planet`,
        contentOrder: 'ORDERED',
        embedPosition: 'RAIL',
        partnerLogoUrl: null,
        logoClickThroughUrl: null,
        showPartnerLogo: true,
        brandColorCode: '#092e77',
        showUserDataCollection: false,
        // By name: Brand New, Politics, Sports (typed "sports" selected the existing label).
        attachedLabelUUIDs: [created.label_uuid, E.labels[1], E.labels[0]],
        // The spec's defaults for the rest of the embed server fields (spec 001 §3).
        webAdDisplayMode: 'REGULAR',
        mobileAdDisplayMode: 'REGULAR',
        showVideoAdForDesktop: false,
        showVideoAdForMobile: false,
        showBranding: true,
        showMarketResearch: false,
        showRewards: true,
        showProfilingQuestions: false,
        // The name dialog starts the builder's new-embed flow (migration 0006).
        creationCompleted: false,
      },
      site: {
        siteUUID: IDS.sites[0],
        siteName: 'Daily Planet',
        siteUrl: `${ORIGIN}/demo/sites/daily-planet`,
      },
      contents: { pages: [], addOns: null },
    })
    const row = await embedRow(uuid)
    assert.equal(row?.embed_state, 'offline')
    assert.equal(row?.active, 1)
    assert.equal(row?.account_uuid, IDS.demoAccount)
    assert.equal(row?.created_by, IDS.owner)
    assert.equal(row?.show_rewards, 1)
    // One label per name: "brand new" twice made one label.
    const brand = await h.db
      .selectFrom('embed_labels')
      .select('label_uuid')
      .where('name_key', '=', 'brand new')
      .execute()
    assert.equal(brand.length, 1)
    // The library lists it first.
    const page = await owner.post(api(`/accounts/${IDS.demoAccount}/embeds/content`), {
      active: true,
      page: 1,
    })
    assert.equal(page.body.items[0].embedUUID, uuid)
    assert.equal(page.body.totalEmbeds, 31)
  })

  it('stores cards given by the builder with live positions renumbered', async () => {
    const editor = await signedIn(h, 'editor@demo.test')
    const reply = await editor.post(create(IDS.sites[1]), {
      ...body({ embedName: 'With Cards', embedPosition: 'IN_CONTENT', contentOrder: 'RANDOM' }),
      contents: {
        pages: [
          {
            contentType: 'POLL',
            contentLive: true,
            queuePosition: 4,
            contentProperties: {
              title: 'Tea or coffee?',
              type: 'text1',
              options: [
                { text: 'Tea', position: 0, correctOption: false, emoji: null, imageURL: null },
                { text: 'Coffee', position: 1, correctOption: false, emoji: null, imageURL: null },
              ],
            },
          },
          {
            contentType: 'STORY',
            contentLive: false,
            queuePosition: null,
            contentProperties: {
              title: 'A story',
              storyURL: 'https://x.test/a',
              ctaText: 'Read More',
            },
          },
        ],
      },
    })
    assert.equal(reply.status, 201, JSON.stringify(reply.body))
    assert.equal(reply.body.embed.embedPosition, 'IN_CONTENT')
    assert.equal(reply.body.embed.contentOrder, 'RANDOM')
    const pages = reply.body.contents.pages
    assert.equal(pages.length, 2)
    assert.equal(pages[0].queuePosition, 0)
    assert.equal(pages[0].contentProperties.options.length, 2)
    assert.match(pages[0].contentProperties.options[0].optionUUID, /^[0-9a-f-]{36}$/)
    assert.equal(pages[1].queuePosition, null)
  })

  it('refuses a duplicate name on the same site, case-insensitively, and creates no label', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    for (const name of ['Morning Trivia', 'morning TRIVIA ']) {
      const reply = await unchanged(
        () => owner.post(create(), body({ embedName: name, newLabelNames: ['Not Made'] })),
        400,
      )
      assert.deepEqual(reply.body.error.fields, [
        { field: 'embedName', message: DUPLICATE_EMBED_NAME_MESSAGE },
      ])
    }
    // The same name on another site is fine.
    const elsewhere = await owner.post(create(IDS.sites[1]), body({ embedName: 'Morning Trivia' }))
    assert.equal(elsewhere.status, 201)
  })

  it('refuses invalid names, labels and bodies with field errors', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const cases: Array<[unknown, string, string?]> = [
      [body({ embedName: '' }), 'embedName', 'This field is required'],
      [body({ embedName: '   ' }), 'embedName', 'This field is required'],
      [body({ embedName: '!!!' }), 'embedName', INVALID_EMBED_NAME_MESSAGE],
      [body({ embedName: 'Quiz-2026' }), 'embedName', INVALID_EMBED_NAME_MESSAGE],
      [body({ embedName: 'x'.repeat(101) }), 'embedName', INVALID_EMBED_NAME_MESSAGE],
      [body({ newLabelNames: ['ok', 'bad-label'] }), 'newLabelNames.1', INVALID_LABEL_MESSAGE],
      [body({ newLabelNames: ['two  spaces'] }), 'newLabelNames.0', INVALID_LABEL_MESSAGE],
      [body({ newLabelNames: ['x'.repeat(41)] }), 'newLabelNames.0', INVALID_LABEL_MESSAGE],
      [body({ attachedLabelUUIDs: ['nope'] }), 'embed.attachedLabelUUIDs.0'],
      [
        body({ attachedLabelUUIDs: Array.from({ length: 51 }, () => E.labels[0]!) }),
        'embed.attachedLabelUUIDs',
      ],
      [body({ embedPosition: 'TOP' as 'RAIL' }), 'embed.embedPosition'],
      [{ ...body(), embedWorkflowStep: 'LATER' }, 'embedWorkflowStep'],
      [{ ...body(), embed: { embedName: 5 } }, 'embed.embedName'],
      [
        { ...body(), contents: { pages: [{ contentType: 'VIDEO', contentLive: true }] } },
        'contents.pages.0.contentType',
      ],
      [{}, 'embed'],
    ]
    for (const [sent, field, message] of cases) {
      const reply = await unchanged(() => owner.post(create(), sent), 400)
      assert.ok(fieldsOf(reply).includes(field), `${JSON.stringify(sent)} → ${fieldsOf(reply)}`)
      if (message)
        assert.equal(
          reply.body.error.fields.find((f: { field: string }) => f.field === field).message,
          message,
        )
    }
  })

  it("refuses another account's label or site (404) and changes nothing", async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    await unchanged(
      () =>
        owner.post(
          create(),
          body({ embedName: 'Stolen', attachedLabelUUIDs: [E.otherLabels[0]!] }),
        ),
      404,
    )
    await unchanged(() => owner.post(create(IDS.sites[3]), body({ embedName: 'Elsewhere' })), 404)
    await unchanged(() => owner.post(create('nope'), body({ embedName: 'Elsewhere' })), 404)
  })

  it('needs edit permission: noperm and analyst 403; mocked and mockup may', async () => {
    for (const who of ['noperm@demo.test', 'analyst@demo.test']) {
      const c = await signedIn(h, who)
      const reply = await unchanged(() => c.post(create(), body({ embedName: 'Not Allowed' })), 403)
      assert.equal(reply.body.error.code, 'forbidden')
    }
    const mocked = await supportSession(h, 'mocked')
    assert.equal((await mocked.post(create(), body({ embedName: 'By Support' }))).status, 201)
    const mockup = await supportSession(h, 'mockup', IDS.demoAccount, { siteUUID: IDS.sites[2] })
    assert.equal(
      (await mockup.post(create(IDS.sites[2]), body({ embedName: 'Mockup One' }))).status,
      201,
    )
    const fixed = await unchanged(
      () => mockup.post(create(IDS.sites[0]), body({ embedName: 'Mockup Two' })),
      400,
    )
    assert.deepEqual(fieldsOf(fixed), ['siteUUID'])
  })
})

describe('API-43 races and cross-site requests', () => {
  it('creates one of two simultaneous embeds with the same name; the other gets the field error', async () => {
    const [a, b] = await Promise.all([
      signedIn(h, 'owner@demo.test'),
      signedIn(h, 'editor@demo.test'),
    ])
    const replies = await Promise.all([
      a.post(create(IDS.sites[2]), body({ embedName: 'Race Day', newLabelNames: ['Race One'] })),
      b.post(create(IDS.sites[2]), body({ embedName: 'race day', newLabelNames: ['Race Two'] })),
    ])
    assert.deepEqual(replies.map((r) => r.status).sort(), [201, 400])
    const refused = replies.find((r) => r.status === 400)!
    assert.deepEqual(fieldsOf(refused), ['embedName'])
    const rows = await h.db
      .selectFrom('embeds')
      .select('embed_uuid')
      .where('site_uuid', '=', IDS.sites[2]!)
      .where('name_key', '=', 'race day')
      .execute()
    assert.equal(rows.length, 1)
    // The refused create made no label.
    const made = await h.db
      .selectFrom('embed_labels')
      .select('name')
      .where('name', 'in', ['Race One', 'Race Two'])
      .execute()
    assert.equal(made.length, 1)
  })

  it('refuses a create from another origin (CSRF) and changes nothing', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    await unchanged(
      () =>
        owner.request('POST', create(), {
          json: body({ embedName: 'Cross Site' }),
          headers: { origin: 'http://evil.test' },
        }),
      403,
    )
  })
})

describe('API-47 archive, API-48 unarchive', () => {
  it('refuses to archive an online embed (409) and changes nothing', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const reply = await unchanged(() => owner.put(api(`/embeds/${E.online}/archive`)), 409)
    assert.deepEqual(reply.body.error.fields, [
      { field: 'embedState', message: ARCHIVE_ONLINE_MESSAGE },
    ])
  })

  it('archives an offline embed and unarchives it again (editor)', async () => {
    const editor = await signedIn(h, 'editor@demo.test')
    const before = (await embedRow(E.offline))!
    assert.equal((await editor.put(api(`/embeds/${E.offline}/archive`))).status, 204)
    const archived = (await embedRow(E.offline))!
    assert.equal(archived.active, 0)
    assert.ok(archived.modified_at >= before.modified_at)
    const live = await editor.post(api(`/accounts/${IDS.demoAccount}/embeds/content`), {
      active: false,
      keyword: before.name,
    })
    assert.equal(live.body.items[0].embedUUID, E.offline)
    // Archiving again is harmless.
    assert.equal((await editor.put(api(`/embeds/${E.offline}/archive`))).status, 204)
    assert.equal((await editor.put(api(`/embeds/${E.offline}/unarchive`))).status, 204)
    assert.equal((await embedRow(E.offline))!.active, 1)
  })

  it('needs edit permission and the own account', async () => {
    const noperm = await signedIn(h, 'noperm@demo.test')
    await unchanged(() => noperm.put(api(`/embeds/${E.offline}/archive`)), 403)
    await unchanged(() => noperm.put(api(`/embeds/${E.archived}/unarchive`)), 403)
    const other = await signedIn(h, 'other@demo.test')
    await unchanged(() => other.put(api(`/embeds/${E.offline}/archive`)), 404)
    await unchanged(() => other.put(api(`/embeds/${E.archived}/unarchive`)), 404)
    const owner = await signedIn(h, 'owner@demo.test')
    await unchanged(() => owner.put(api(`/embeds/${E.other[1]}/archive`)), 404)
    await unchanged(() => owner.put(api(`/embeds/${E.other[3]}/unarchive`)), 404)
  })
})

describe('API-46 delete', () => {
  it('is refused outside a mocked session, even for the owner', async () => {
    for (const who of ['owner@demo.test', 'editor@demo.test', 'noperm@demo.test']) {
      const c = await signedIn(h, who)
      const reply = await unchanged(() => c.del(api(`/embeds/${E.failedImages}`)), 403)
      assert.equal(reply.body.error.code, 'forbidden')
    }
    const mockup = await supportSession(h, 'mockup', IDS.demoAccount, { siteUUID: IDS.sites[2] })
    await unchanged(() => mockup.del(api(`/embeds/${E.failedImages}`)), 403)
  })

  it("answers 404 for another account's embed in a mocked session", async () => {
    const mocked = await supportSession(h, 'mocked')
    await unchanged(() => mocked.del(api(`/embeds/${E.other[0]}`)), 404)
  })

  it('deletes the embed with its cards, labels links, facts and e-mails (mocked)', async () => {
    const mocked = await supportSession(h, 'mocked')
    const target = E.collecting[1]!
    const count = async (
      table: 'embed_contents' | 'embed_label_links' | 'embed_emails' | 'embed_engagement_daily',
    ) =>
      (await h.db.selectFrom(table).select('embed_uuid').where('embed_uuid', '=', target).execute())
        .length
    assert.ok((await count('embed_emails')) > 0)
    const { account_uuid: account } = (await embedRow(target))!
    assert.equal((await mocked.del(api(`/embeds/${target}`))).status, 204)
    assert.equal(await embedRow(target), undefined)
    for (const table of [
      'embed_contents',
      'embed_label_links',
      'embed_emails',
      'embed_engagement_daily',
    ] as const)
      assert.equal(await count(table), 0, table)
    // The analytics rollups and visitor sketches follow the facts that went.
    await rollupsMatchFacts(h.db, account)
    // Labels themselves stay.
    assert.equal((await h.db.selectFrom('embed_labels').selectAll().execute()).length >= 10, true)
    assert.equal((await mocked.del(api(`/embeds/${target}`))).status, 404)
  })
})

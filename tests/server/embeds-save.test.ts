/**
 * Saving from the builder (spec 001 §7; API-43 full body, API-44, API-45): a full create of a
 * quiz, a poll and a story, an update that reorders, edits, adds and removes cards, API-42 then
 * answering exactly what was saved; invalid bodies, other tenants' ids and read-only users
 * refused with nothing changed; mocked sessions allowed; the embed code.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { docFromEmbed, toEmbedBody } from '../../src/areas/embeds/lib/builder-doc-rules'
import type { EmbedBody } from '../../src/areas/embeds/lib/builder-rules'
import { DUPLICATE_EMBED_NAME_MESSAGE } from '../../src/areas/embeds/lib/embeds-rules'
import {
  api,
  expectRefused,
  fieldsOf,
  IDS,
  ORIGIN,
  signedIn,
  startHarness,
  supportSession,
  type Client,
  type Harness,
  type Reply,
} from './harness'

const E = IDS.embeds
const SITE = IDS.sites[0]!
const TABLES = ['embeds', 'embed_contents', 'embed_labels', 'embed_label_links', 'embed_addons']
let h: Harness
let owner: Client
before(async () => {
  h = await startHarness()
  owner = await signedIn(h, 'owner@demo.test')
})
after(() => h.close())

const create = (site = SITE) => api(`/sites/${site}/embeds/content`)
const update = (embed: string, site = SITE) => api(`/sites/${site}/embeds/${embed}/content`)
const read = (embed: string) => api(`/embeds/${embed}/sites/content`)

type Any = any
function fullBody(name = 'Builder Embed'): Any {
  const body: EmbedBody = {
    embed: {
      contentOrder: 'RANDOM',
      embedName: name,
      embedPosition: 'IN_CONTENT',
      webAdDisplayMode: 'BOTH_OVERLAY_ADS',
      mobileAdDisplayMode: 'REGULAR',
      showVideoAdForDesktop: true,
      showVideoAdForMobile: false,
      partnerLogoUrl: 'https://cdn.example.com/logo.png',
      showBranding: false,
      logoClickThroughUrl: 'https://example.com/',
      brandColorCode: '#ff0000',
      showMarketResearch: true,
      showProfilingQuestions: false,
      showRewards: false,
      showPartnerLogo: true,
      showUserDataCollection: true,
      attachedLabelUUIDs: [E.labels[0]!],
      newLabelNames: ['Builder Label'],
    },
    contents: {
      pages: [
        {
          contentUUID: null,
          contentType: 'QUIZ',
          contentLive: true,
          queuePosition: 0,
          contentProperties: {
            title: 'Largest planet?',
            type: 'text1',
            backgroundColor: 'rgba(48,48,48,0.8)',
            options: [
              { optionUUID: null, text: 'Jupiter', position: 0, correctOption: true },
              { optionUUID: null, text: 'Mars', position: 1, correctOption: false },
              { optionUUID: null, text: 'Venus', position: 2, correctOption: false },
            ],
          },
        },
        {
          contentUUID: null,
          contentType: 'POLL',
          contentLive: true,
          queuePosition: 1,
          contentProperties: {
            title: 'Your mood?',
            type: 'emoji',
            options: [
              { optionUUID: null, emoji: '😍', position: 0 },
              { optionUUID: null, emoji: '😡', position: 1 },
            ],
          },
        },
        {
          contentUUID: null,
          contentType: 'STORY',
          contentLive: false,
          queuePosition: null,
          contentProperties: {
            title: 'Read this',
            ctaText: 'Read More',
            storyURL: 'https://news.example.com/story',
          },
        },
      ],
    },
    createdBy: IDS.owner,
    embedWorkflowStep: 'CUSTOMIZE',
  }
  return structuredClone(body)
}

/** A refused call that leaves TABLES as they were. */
const unchanged = (call: () => Promise<Reply>, status: number) =>
  expectRefused(h.db, TABLES, call, status)

/** A fresh embed made with the full body; its API-42 answer. */
async function made(name: string): Promise<Any> {
  const reply = await owner.post(create(), fullBody(name))
  assert.equal(reply.status, 201, JSON.stringify(reply.body))
  return reply.body
}
function asUpdate(saved: Any, name: string): Any {
  const body = fullBody(name)
  delete body.createdBy
  body.embed.attachedLabelUUIDs = saved.embed.attachedLabelUUIDs
  body.embed.newLabelNames = []
  body.contents.pages = structuredClone(saved.contents.pages)
  return body
}

describe('API-43 full body', () => {
  it('creates a quiz, a poll and a story with every embed field; API-42 answers the same', async () => {
    const saved = await made('Full Create')
    const { embedUUID } = saved.embed
    assert.deepEqual((await owner.get(read(embedUUID))).body, saved)
    const pages = saved.contents.pages
    assert.deepEqual(
      pages.map((p: Any) => [p.contentType, p.contentLive, p.queuePosition]),
      [
        ['QUIZ', true, 0],
        ['POLL', true, 1],
        ['STORY', false, null],
      ],
    )
    assert.match(pages[0].contentUUID, /^[0-9a-f-]{36}$/)
    assert.deepEqual(
      pages[0].contentProperties.options.map((o: Any) => [o.text, o.correctOption]),
      [
        ['Jupiter', true],
        ['Mars', false],
        ['Venus', false],
      ],
    )
    assert.ok(
      pages[0].contentProperties.options.every((o: Any) => /^[0-9a-f-]{36}$/.test(o.optionUUID)),
    )
    assert.equal(pages[2].contentProperties.storyURL, 'https://news.example.com/story')
    assert.equal(saved.embed.embedPosition, 'IN_CONTENT')
    assert.equal(saved.embed.brandColorCode, '#ff0000')
    assert.equal(saved.embed.attachedLabelUUIDs.length, 2)
    assert.ok(saved.embed.attachedLabelUUIDs.includes(E.labels[0]))
    // API-42 gives back every embed field API-44 saves (the builder reloads its settings).
    assert.deepEqual(
      {
        webAdDisplayMode: saved.embed.webAdDisplayMode,
        mobileAdDisplayMode: saved.embed.mobileAdDisplayMode,
        showVideoAdForDesktop: saved.embed.showVideoAdForDesktop,
        showVideoAdForMobile: saved.embed.showVideoAdForMobile,
        showBranding: saved.embed.showBranding,
        showMarketResearch: saved.embed.showMarketResearch,
        showRewards: saved.embed.showRewards,
      },
      {
        webAdDisplayMode: 'BOTH_OVERLAY_ADS',
        mobileAdDisplayMode: 'REGULAR',
        showVideoAdForDesktop: true,
        showVideoAdForMobile: false,
        showBranding: false,
        showMarketResearch: true,
        showRewards: false,
      },
    )
    const row = await h.db
      .selectFrom('embeds')
      .selectAll()
      .where('embed_uuid', '=', embedUUID)
      .executeTakeFirstOrThrow()
    assert.equal(row.web_ad_display_mode, 'BOTH_OVERLAY_ADS')
    assert.equal(row.show_video_ad_for_desktop, 1)
    assert.equal(row.show_branding, 0)
    assert.equal(row.show_market_research, 1)
    assert.equal(row.embed_state, 'offline')
    assert.equal(row.created_by, IDS.owner)
  })

  it('refuses invalid bodies with the field, nothing changed', async () => {
    const cases: [string, (b: Any) => void, string][] = [
      [
        'long title',
        (b) => (b.contents.pages[0].contentProperties.title = 'x'.repeat(135)),
        'contents.pages[0].contentProperties.title',
      ],
      [
        'duplicate options',
        (b) => (b.contents.pages[0].contentProperties.options[1].text = 'jupiter '),
        'contents.pages[0].contentProperties.options[1].text',
      ],
      [
        'no correct answer',
        (b) => (b.contents.pages[0].contentProperties.options[0].correctOption = false),
        'contents.pages[0].contentProperties.options',
      ],
      ['wrong enum', (b) => (b.embed.webAdDisplayMode = 'SOMETIMES'), 'embed.webAdDisplayMode'],
      [
        'lower-case enum',
        (b) => (b.contents.pages[1].contentType = 'poll'),
        'contents.pages[1].contentType',
      ],
      [
        'text on image2',
        (b) => (b.contents.pages[0].contentProperties.type = 'image2'),
        'contents.pages[0].contentProperties.options[0].text',
      ],
      [
        'add-ons outside ADD_ONS',
        (b) => (b.contents.addOns = { userDataCollection: null }),
        'contents.addOns',
      ],
      ['no createdBy', (b) => delete b.createdBy, 'createdBy'],
    ]
    for (const [what, change, field] of cases) {
      const b = fullBody(`Invalid ${what.replace(/[^a-z ]/gi, '')}`)
      change(b)
      const reply = await unchanged(() => owner.post(create(), b), 400)
      assert.ok(fieldsOf(reply).includes(field), `${what}: ${JSON.stringify(reply.body)}`)
    }
  })

  it("another account's site 404, another account's label 404, a taken name 400", async () => {
    await unchanged(() => owner.post(create(IDS.sites[3]), fullBody('Elsewhere')), 404)
    const foreign = fullBody('Foreign Label')
    foreign.embed.attachedLabelUUIDs = [E.otherLabels[0]]
    await unchanged(() => owner.post(create(), foreign), 404)
    await made('Taken Name')
    const reply = await unchanged(() => owner.post(create(), fullBody('taken name ')), 400)
    assert.deepEqual(reply.body.error.fields, [
      { field: 'embed.embedName', message: DUPLICATE_EMBED_NAME_MESSAGE },
    ])
  })
})

describe('API-44 update', () => {
  it('reorders, edits, adds and removes cards, keeping sent ids; saves the add-on at ADD_ONS', async () => {
    const saved = await made('To Update')
    const { embedUUID } = saved.embed
    const [quiz, poll, story] = saved.contents.pages
    const body = asUpdate(saved, 'Updated Name')
    body.embedWorkflowStep = 'ADD_ONS'
    quiz.queuePosition = 1
    quiz.contentProperties.title = 'Edited title'
    quiz.contentProperties.options[2].text = 'Saturn'
    story.contentLive = true
    story.queuePosition = 0
    const added = {
      contentUUID: null,
      contentType: 'POLL',
      contentLive: false,
      queuePosition: null,
      contentProperties: {
        title: 'New poll',
        type: 'image2',
        options: [
          {
            optionUUID: null,
            position: 0,
            imageProvider: 'UNSPLASH',
            imageID: 'a1',
            imageURL: 'https://img.example.com/a.jpg',
          },
          {
            optionUUID: null,
            position: 1,
            imageProvider: 'CLIENT_UPLOADED',
            imageID: null,
            imageURL: 'https://img.example.com/b.jpg',
          },
        ],
      },
    }
    body.contents.pages = [story, quiz, added]
    body.contents.addOns = {
      userDataCollection: {
        contentUUID: null,
        queuePosition: 3,
        publisherName: 'Demo Publisher',
        publisherPrivacyPolicyURL: 'https://demo.example.com/privacy',
        backgroundColor: null,
        backgroundImageURL: null,
        headline: 'Stay in touch',
        body: 'Our weekly letter',
      },
    }
    const reply = await owner.put(update(embedUUID), body)
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.deepEqual((await owner.get(read(embedUUID))).body, reply.body)
    const pages = reply.body.contents.pages
    assert.deepEqual(
      pages.map((p: Any) => [p.contentUUID === null ? null : p.contentType, p.queuePosition]),
      [
        ['STORY', 0],
        ['QUIZ', 1],
        ['POLL', null],
      ],
    )
    assert.equal(pages[0].contentUUID, story.contentUUID)
    assert.equal(pages[1].contentUUID, quiz.contentUUID)
    assert.ok(!pages.some((p: Any) => p.contentUUID === poll.contentUUID))
    assert.equal(pages[1].contentProperties.title, 'Edited title')
    assert.deepEqual(
      pages[1].contentProperties.options.map((o: Any) => o.optionUUID),
      quiz.contentProperties.options.map((o: Any) => o.optionUUID),
    )
    assert.equal(pages[1].contentProperties.options[2].text, 'Saturn')
    assert.match(pages[2].contentUUID, /^[0-9a-f-]{36}$/)
    assert.equal(
      pages[2].contentProperties.options[0].imageURL,
      null,
      'stock image URLs are not kept',
    )
    assert.equal(pages[2].contentProperties.options[1].imageURL, 'https://img.example.com/b.jpg')
    assert.equal(reply.body.embed.embedName, 'Updated Name')
    assert.equal(reply.body.contents.addOns.userDataCollection.queuePosition, 3)
    assert.equal(reply.body.contents.addOns.userDataCollection.headline, 'Stay in touch')
    const collection = reply.body.contents.addOns.userDataCollection
    assert.match(collection.contentUUID, /^[0-9a-f-]{36}$/)
    const wrongAddOn = structuredClone(body)
    wrongAddOn.contents.pages = reply.body.contents.pages
    wrongAddOn.contents.addOns.userDataCollection.contentUUID = poll.contentUUID
    const refused = await unchanged(() => owner.put(update(embedUUID), wrongAddOn), 400)
    assert.deepEqual(fieldsOf(refused), ['contents.addOns.userDataCollection.contentUUID'])
    const kept = structuredClone(wrongAddOn)
    kept.contents.addOns.userDataCollection = { ...collection, headline: 'Changed' }
    const again = await owner.put(update(embedUUID), kept)
    assert.equal(again.status, 200, JSON.stringify(again.body))
    assert.deepEqual(again.body.contents.addOns.userDataCollection, {
      ...collection,
      headline: 'Changed',
    })
    kept.contents.addOns.userDataCollection = null
    const removed = await owner.put(update(embedUUID), kept)
    assert.equal(removed.body.contents.addOns, null)
    const gone = await h.db
      .selectFrom('embed_contents')
      .select('content_uuid')
      .where('content_uuid', '=', poll.contentUUID)
      .execute()
    assert.deepEqual(gone, [])
  })

  it("refuses other embeds' cards, other tenants, the wrong site and bad bodies, nothing changed", async () => {
    const saved = await made('Refusals')
    const other = await made('Refusals Other')
    const { embedUUID } = saved.embed
    const foreignCard = asUpdate(saved, 'Refusals')
    foreignCard.contents.pages[0].contentUUID = other.contents.pages[0].contentUUID
    let reply = await unchanged(() => owner.put(update(embedUUID), foreignCard), 400)
    assert.deepEqual(fieldsOf(reply), ['contents.pages[0].contentUUID'])
    const foreignOption = asUpdate(saved, 'Refusals')
    foreignOption.contents.pages[0].contentProperties.options[0].optionUUID =
      other.contents.pages[0].contentProperties.options[0].optionUUID
    reply = await unchanged(() => owner.put(update(embedUUID), foreignOption), 400)
    assert.deepEqual(fieldsOf(reply), ['contents.pages[0].contentProperties.options[0].optionUUID'])
    const foreignLabel = asUpdate(saved, 'Refusals')
    foreignLabel.embed.attachedLabelUUIDs = [E.otherLabels[1]]
    await unchanged(() => owner.put(update(embedUUID), foreignLabel), 404)
    reply = await unchanged(
      () => owner.put(update(embedUUID, IDS.sites[1]), asUpdate(saved, 'Refusals')),
      400,
    )
    assert.deepEqual(fieldsOf(reply), ['siteUUID'])
    await unchanged(
      () => owner.put(update(E.other[0]!, IDS.sites[3]), asUpdate(saved, 'Refusals')),
      404,
    )
    reply = await unchanged(
      () => owner.put(update(embedUUID), { ...asUpdate(saved, 'Refusals'), createdBy: IDS.owner }),
      400,
    )
    assert.deepEqual(fieldsOf(reply), ['createdBy'])
    reply = await unchanged(
      () => owner.put(update(embedUUID), asUpdate(saved, 'Refusals Other')),
      400,
    )
    assert.deepEqual(fieldsOf(reply), ['embed.embedName'])
    const addOns = asUpdate(saved, 'Refusals')
    addOns.contents.addOns = { userDataCollection: null }
    reply = await unchanged(() => owner.put(update(embedUUID), addOns), 400)
    assert.deepEqual(fieldsOf(reply), ['contents.addOns'])
  })

  it('read-only users 403; a mocked session may save', async () => {
    const saved = await made('Permissions')
    const { embedUUID } = saved.embed
    const analyst = await signedIn(h, 'analyst@demo.test')
    await unchanged(() => analyst.put(update(embedUUID), asUpdate(saved, 'Permissions')), 403)
    await unchanged(() => analyst.post(create(), fullBody('By Analyst')), 403)
    const mocked = await supportSession(h, 'mocked')
    const reply = await mocked.put(update(embedUUID), asUpdate(saved, 'By Support'))
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.equal(reply.body.embed.embedName, 'By Support')
    const mockup = await supportSession(h, 'mockup', IDS.demoAccount, { siteUUID: IDS.sites[2] })
    await unchanged(() => mockup.put(update(embedUUID), asUpdate(saved, 'By Mockup')), 404)
    const own = await mockup.post(create(IDS.sites[2]), fullBody('Mockup Made'))
    assert.equal(own.status, 201, JSON.stringify(own.body))
    const again = await mockup.put(
      update(own.body.embed.embedUUID, IDS.sites[2]),
      asUpdate(own.body, 'Mockup Edited'),
    )
    assert.equal(again.status, 200, JSON.stringify(again.body))
    assert.equal(again.body.embed.embedName, 'Mockup Edited')
  })
})

describe("the builder's round trip", () => {
  it('every seeded embed of the owner loads into the builder document and saves back as sent', async () => {
    for (const embedUUID of E.demo) {
      const loaded = await owner.get(read(embedUUID))
      assert.equal(loaded.status, 200)
      const body = toEmbedBody(docFromEmbed(loaded.body), 'customize', {
        clickThroughValid: true,
      })
      const saved = await owner.put(update(embedUUID, loaded.body.embed.siteUUID), body)
      assert.equal(saved.status, 200, `${embedUUID}: ${JSON.stringify(saved.body)}`)
      // What a save sends is what comes back (image2 answers carry no text: spec 001 §5).
      assert.deepEqual(
        toEmbedBody(docFromEmbed(saved.body), 'customize', { clickThroughValid: true }),
        body,
      )
    }
  })
})

describe('the new-embed flow flag (migration 0006)', () => {
  it('a name-dialog embed stays new through earlier saves; a save at ADD_ONS completes it for good', async () => {
    const dialog = await owner.post(create(), {
      embed: { embedName: 'Flow Flag', attachedLabelUUIDs: [], newLabelNames: [] },
      contents: { pages: [] },
      createdBy: IDS.owner,
      embedWorkflowStep: 'PLACEMENT',
    })
    assert.equal(dialog.status, 201, JSON.stringify(dialog.body))
    assert.equal(dialog.body.embed.creationCompleted, false)
    const { embedUUID } = dialog.body.embed
    const body = fullBody('Flow Flag')
    delete body.createdBy
    body.embed.showProfilingQuestions = true
    body.embedWorkflowStep = 'CUSTOMIZE'
    let reply = await owner.put(update(embedUUID), body)
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.equal(reply.body.embed.creationCompleted, false)
    assert.equal(reply.body.embed.showProfilingQuestions, true)
    body.embedWorkflowStep = 'ADD_ONS'
    body.contents.addOns = { userDataCollection: null }
    reply = await owner.put(update(embedUUID), body)
    assert.equal(reply.body.embed.creationCompleted, true)
    body.embedWorkflowStep = 'CUSTOMIZE'
    delete body.contents.addOns
    reply = await owner.put(update(embedUUID), body)
    assert.equal(reply.body.embed.creationCompleted, true)
    assert.equal((await owner.get(read(embedUUID))).body.embed.creationCompleted, true)
    // Seeded embeds are complete.
    assert.equal((await owner.get(read(E.demo[0]!))).body.embed.creationCompleted, true)
  })
})

describe('API-45 embed code', () => {
  it('answers the header and body code for the embed on its site', async () => {
    const code = (embed: string, query: string) =>
      owner.get(api(`/embeds/${embed}/embedcode/?${query}`))
    const reply = await code(E.online, `siteUUID=${SITE}&version=VERSION_4_0`)
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.equal(
      reply.body.headerCode,
      `<script async src="${ORIGIN}/api/player/embeds/${E.online}/data.js"></script>\n` +
        `<script async src="${ORIGIN}/player/v4/embed.js"></script>`,
    )
    assert.equal(reply.body.bodyCode, `<div data-pp-embed="${E.online}"></div>`)
    assert.equal((await code(E.online, `siteUUID=${SITE}&version=VERSION_3_0`)).status, 400)
    assert.deepEqual(
      fieldsOf(await code(E.online, `siteUUID=${IDS.sites[1]}&version=VERSION_4_0`)),
      ['siteUUID'],
    )
    assert.equal(
      (await code(E.other[0]!, `siteUUID=${IDS.sites[3]}&version=VERSION_4_0`)).status,
      404,
    )
  })
})

/**
 * Updating from the builder (spec 001 §7; API-44, API-45): an update that reorders, edits, adds
 * and removes cards, API-42 then answering exactly what was saved; other tenants' ids and
 * read-only users refused with nothing changed; mocked sessions allowed; the builder's round
 * trip, the new-embed flag and the embed code.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { docFromEmbed, toEmbedBody } from '../../src/areas/embeds/lib/builder-doc-rules'
import { api, fieldsOf, IDS, ORIGIN, signedIn, supportSession } from './harness'
import {
  asUpdate,
  create,
  E,
  fullBody,
  h,
  made,
  owner,
  read,
  SITE,
  unchanged,
  update,
  type Any,
} from './embeds-save-fixtures'

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

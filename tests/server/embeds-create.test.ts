/**
 * Creating from the builder (spec 001 §7; API-43 full body): a full create of a quiz, a poll and
 * a story with API-42 then answering exactly what was saved; invalid bodies, other tenants' ids and
 * a taken name refused with nothing changed.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { DUPLICATE_EMBED_NAME_MESSAGE } from '../../src/areas/embeds/lib/embeds-rules'
import { fieldsOf, IDS, rowOf } from './harness'
import {
  create,
  E,
  fullBody,
  h,
  made,
  owner,
  read,
  unchanged,
  type Any,
} from './embeds-save-fixtures'

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
    const row = await rowOf(h.db, 'embeds', { embed_uuid: embedUUID })
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

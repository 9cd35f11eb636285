// The builder's document (builder-doc-rules): a new embed's defaults, a saved embed loaded
// (option positions 1-based, ads from the display modes), the save body per step (addOns only
// at add_ons, createdBy only before the embed exists, an invalid click-through URL not saved),
// and change detection. Every body built here passes the server's own check.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  docChanged,
  docFromEmbed,
  newDoc,
  toEmbedBody,
} from '../../src/areas/embeds/lib/builder-doc-rules'
import { embedBodyErrors } from '../../src/areas/embeds/lib/embed-body-rules'
import type { EmbedForEdit } from '../../src/areas/embeds/lib/embeds-rules'
import { newEmailCard } from '../../src/areas/embeds/lib/card-rules'

const SAVED: EmbedForEdit = {
  embed: {
    embedUUID: '11111111-1111-4111-8111-111111111111',
    embedName: 'Loaded',
    siteUUID: '22222222-2222-4222-8222-222222222222',
    siteUrl: 'https://dailyplanet.example',
    contentOrder: 'RANDOM',
    embedPosition: 'IN_CONTENT',
    partnerLogoUrl: '/demo/assets/logo.png',
    logoClickThroughUrl: 'https://dailyplanet.example/',
    showPartnerLogo: true,
    brandColorCode: '#ff0000',
    showUserDataCollection: false,
    attachedLabelUUIDs: [],
    webAdDisplayMode: 'OVERLAY_TOP_AD',
    mobileAdDisplayMode: 'REGULAR',
    showVideoAdForDesktop: true,
    showVideoAdForMobile: false,
    showBranding: true,
    showMarketResearch: false,
    showRewards: true,
    showProfilingQuestions: true,
    creationCompleted: true,
  },
  site: { siteUUID: '22222222-2222-4222-8222-222222222222', siteName: 'DP', siteUrl: 'x' },
  contents: {
    pages: [
      {
        contentUUID: '33333333-3333-4333-8333-333333333333',
        contentType: 'QUIZ',
        contentLive: true,
        queuePosition: 0,
        contentProperties: {
          title: 'Q?',
          type: 'text1',
          options: [
            {
              optionUUID: null as never,
              text: 'B',
              position: 1,
              correctOption: false,
              emoji: null,
              imageURL: null,
            },
            {
              optionUUID: null as never,
              text: 'A',
              position: 0,
              correctOption: true,
              emoji: null,
              imageURL: null,
            },
          ],
        },
      },
    ],
    addOns: null,
  },
}

describe('builder document', () => {
  it('a new embed has the server defaults and no cards (BLD-07, BLD-65)', () => {
    const doc = newDoc({
      embedName: 'New',
      siteUUID: 's',
      siteUrl: 'u',
      attachedLabelUUIDs: ['l'],
      newLabelNames: ['n'],
    })
    assert.equal(doc.embed.embedUUID, null)
    assert.equal(doc.embed.location, 'rail')
    assert.equal(doc.embed.contentOrder, 'ordered')
    assert.equal(doc.embed.brandColor, '#092e77')
    assert.equal(doc.embed.showPartnerLogo, true)
    assert.equal(doc.embed.showBranding, true)
    assert.deepEqual(doc.embed.ads.desktop, { ad1: true, ad2: true, overlay: false })
    assert.deepEqual(doc.cards, [])
    assert.equal(doc.email, null)
  })

  it('loads a saved embed: positions 1-based in option order, ads from their modes', () => {
    const doc = docFromEmbed(SAVED)
    assert.equal(doc.embed.location, 'in-content')
    assert.equal(doc.embed.contentOrder, 'random')
    assert.deepEqual(doc.embed.ads.desktop, { ad1: false, ad2: true, overlay: true })
    assert.equal(doc.embed.showProfilingQuestions, true)
    const options = doc.cards[0]!.question!.options
    assert.deepEqual(
      options.map((o) => [o.text, o.position, o.correctOption]),
      [
        ['A', 1, true],
        ['B', 2, false],
      ],
    )
  })

  it('the save body: addOns only at add_ons, createdBy only before the embed exists, a bad click-through URL not saved', () => {
    const doc = docFromEmbed(SAVED)
    const customize = toEmbedBody(doc, 'customize', { executorUUID: 'x', clickThroughValid: true })
    assert.equal(customize.embedWorkflowStep, 'CUSTOMIZE')
    assert.equal(customize.contents.addOns, undefined)
    assert.equal(customize.createdBy, undefined)
    assert.equal(customize.embed.webAdDisplayMode, 'OVERLAY_TOP_AD')
    assert.equal(customize.embed.showRewards, false)
    assert.equal(customize.embed.showMarketResearch, false)
    assert.deepEqual(embedBodyErrors(customize, { create: false }), [])
    assert.deepEqual(customize.contents.pages[0]!.contentProperties, {
      backgroundColor: 'rgba(48,48,48,0.8)',
      backgroundImageURL: null,
      imageProvider: null,
      imageID: null,
      title: 'Q?',
      type: 'text1',
      options: [
        { optionUUID: null, position: 0, text: 'A', correctOption: true },
        { optionUUID: null, position: 1, text: 'B', correctOption: false },
      ],
    })

    const withEmail = {
      ...doc,
      email: {
        ...newEmailCard('Daily Planet'),
        headline: 'Hi',
        body: 'Join',
        publisherPrivacyPolicyURL: 'https://dp.example/privacy',
      },
    }
    const addOns = toEmbedBody(withEmail, 'add_ons', { clickThroughValid: true })
    assert.equal(addOns.embedWorkflowStep, 'ADD_ONS')
    assert.equal(addOns.contents.addOns?.userDataCollection?.queuePosition, 7)
    assert.deepEqual(embedBodyErrors(addOns, { create: false }), [])

    const bad = toEmbedBody(
      { ...doc, embed: { ...doc.embed, logoClickThroughUrl: 'not a url' } },
      'ads',
      { clickThroughValid: false },
    )
    assert.equal(bad.embed.logoClickThroughUrl, null)

    const fresh = newDoc({
      embedName: 'New',
      siteUUID: 's',
      siteUrl: 'u',
      attachedLabelUUIDs: [],
      newLabelNames: [],
    })
    assert.equal(
      toEmbedBody(fresh, 'add_ons', { executorUUID: 'ex', clickThroughValid: true }).createdBy,
      'ex',
    )
  })

  it('change detection', () => {
    const doc = docFromEmbed(SAVED)
    assert.equal(docChanged(doc, docFromEmbed(SAVED)), false)
    assert.equal(docChanged(doc, { ...doc, embed: { ...doc.embed, location: 'rail' } }), true)
  })
})

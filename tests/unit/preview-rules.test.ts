// BLD-54..56: the preview's embed, frame order and no-content message.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { newDoc, type BuilderDoc } from '../../src/areas/embeds/lib/builder-doc-rules'
import { newCard, newEmailCard, type EditorCard } from '../../src/areas/embeds/lib/card-rules'
import {
  emailFramePosition,
  frameOrder,
  PREVIEW_NO_CONTENT_MESSAGE,
  previewEmpty,
  toPlayerEmbed,
} from '../../src/areas/embeds/lib/preview-rules'

function card(id: string, q: number | null, type: EditorCard['contentType'] = 'QUIZ'): EditorCard {
  const c = newCard(type)
  return { ...c, contentUUID: id, contentLive: q !== null, queuePosition: q }
}

function doc(cards: EditorCard[], email: number | null = null, on = true): BuilderDoc {
  const d = newDoc({
    embedName: 'Preview',
    siteUUID: 's',
    siteUrl: 'https://example.com',
    attachedLabelUUIDs: [],
    newLabelNames: [],
  })
  const e = email === null ? null : { ...newEmailCard('Daily'), queuePosition: email }
  return { ...d, cards, email: e, embed: { ...d.embed, showUserDataCollection: on } }
}

const order = (d: BuilderDoc, addOnMode = false) =>
  frameOrder(toPlayerEmbed(d, { addOnMode }))
    .map((f) => (f.kind === 'email' ? 'E' : f.contentUUID))
    .join(',')

// live a(1) b(0) c(2), not live x
const CARDS = [card('a', 1), card('x', null), card('b', 0), card('c', 2)]

describe('preview frame order (BLD-56)', () => {
  it('shows live cards in queue order first without collection', () => {
    assert.equal(order(doc(CARDS)), 'b,a,c')
    assert.equal(order(doc(CARDS, 2, false)), 'b,a,c')
  })

  it('inserts the e-mail card at queuePosition − 1', () => {
    assert.equal(order(doc(CARDS, 1)), 'E,b,a,c')
    assert.equal(order(doc(CARDS, 2)), 'b,E,a,c')
    assert.equal(order(doc(CARDS, 4)), 'b,a,c,E')
    assert.equal(emailFramePosition(doc(CARDS, 2)), 2)
  })

  it('puts it after the last card when its position is past the end (default 7)', () => {
    assert.equal(order(doc(CARDS, 7)), 'b,a,c,E')
    assert.equal(emailFramePosition(doc(CARDS, 7)), 4)
  })

  it('puts it first in add-on mode and with no live content', () => {
    assert.equal(order(doc(CARDS, 3), true), 'E,b,a,c')
    assert.equal(order(doc([card('x', null)], 5)), 'E')
  })

  it('shuffles the cards for random order, keeping the e-mail position', () => {
    const d = doc(CARDS, 2)
    d.embed.contentOrder = 'random'
    const embed = toPlayerEmbed(d, { random: () => 0 })
    assert.deepEqual(
      embed.cards.map((c) => c.contentUUID),
      ['a', 'c', 'b'],
    )
    assert.equal(embed.email?.position, 2)
  })
})

describe('the preview embed (BLD-54)', () => {
  it('sends only live cards, no embedUUID and the desktop ad mode for both devices', () => {
    const d = doc(CARDS)
    d.embed.ads.desktop = { ad1: true, ad2: true, overlay: true }
    d.embed.ads.mobile = { ad1: true, ad2: true, overlay: false }
    const embed = toPlayerEmbed(d)
    assert.equal(embed.embedUUID, null)
    assert.equal(embed.cards.length, 3)
    assert.deepEqual(embed.ads, { desktop: 'BOTH_OVERLAY_ADS', mobile: 'BOTH_OVERLAY_ADS' })
    assert.equal(embed.location, 'rail')
    assert.equal(embed.email, null)
  })

  it('gives new cards and options ids and keeps only the format’s option fields', () => {
    const c = newCard('POLL')
    c.question!.title = ' Which? '
    c.question!.options[0].text = ' One '
    const embed = toPlayerEmbed(doc([{ ...c, queuePosition: 0 }]))
    const [pc] = embed.cards
    assert.equal(pc.title, 'Which?')
    assert.ok(pc.contentUUID)
    const ids = new Set(pc.question!.options.map((o) => o.optionUUID))
    assert.equal(ids.size, 3)
    assert.equal(pc.question!.options[0].text, 'One')
    assert.equal(pc.question!.options[0].emoji, null)
    assert.equal(pc.question!.options[0].imageURL, null)
  })

  it('marks the correct quiz option and carries the story fields', () => {
    const quiz = card('q', 0)
    quiz.question!.options[1].correctOption = true
    const story = card('s', 1, 'STORY')
    story.story!.url = 'https://example.com/a'
    const embed = toPlayerEmbed(doc([quiz, story]))
    assert.deepEqual(
      embed.cards[0].question!.options.map((o) => o.correct),
      [false, true, false],
    )
    assert.deepEqual(embed.cards[1].story, { ctaText: 'Read More', url: 'https://example.com/a' })
  })

  it('shows the partner logo only when on and set', () => {
    const d = doc(CARDS)
    assert.equal(toPlayerEmbed(d).partnerLogo, null)
    d.embed.partnerLogoUrl = 'https://cdn.example.com/logo.png'
    d.embed.logoClickThroughUrl = 'https://example.com'
    assert.deepEqual(toPlayerEmbed(d).partnerLogo, {
      src: 'https://cdn.example.com/logo.png',
      url: 'https://example.com',
    })
    d.embed.showPartnerLogo = false
    assert.equal(toPlayerEmbed(d).partnerLogo, null)
  })
})

describe('no content (BLD-55)', () => {
  it('is empty with no live card and no e-mail card shown', () => {
    assert.ok(previewEmpty(doc([card('x', null)])))
    assert.ok(previewEmpty(doc([], 3, false)))
    assert.ok(!previewEmpty(doc([], 3, true)))
    assert.ok(!previewEmpty(doc(CARDS)))
  })

  it('has the exact message', () => {
    assert.equal(
      PREVIEW_NO_CONTENT_MESSAGE,
      'Your embed has NO content! Your embed will have ONLY alternate addons generating features like Profiling Questions (as seen on the addons tab) Click "Preview" to see how it looks.',
    )
  })
})

// BLD-54..57: the preview's embed, frame order and no-content message.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { newDoc, type BuilderDoc } from '../../src/areas/embeds/lib/builder-doc-rules'
import { newCard, newEmailCard, type EditorCard } from '../../src/areas/embeds/lib/card-rules'
import {
  emailFramePosition,
  frameOrder,
  PREVIEW_NO_CONTENT_MESSAGE,
  PREVIEW_SAMPLE,
  previewEmpty,
  sampleCounts,
  toPlayerEmbed,
} from '../../src/areas/embeds/lib/preview-rules'
import { isSampleBirthDate } from '../../src/areas/embeds/lib/player-rules'
import { OVERLAY_MS } from '../../src/player/player-logic'

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
  it('is empty whenever no card is live, an e-mail card or not', () => {
    assert.ok(previewEmpty(doc([card('x', null)])))
    assert.ok(previewEmpty(doc([], 3, false)))
    assert.ok(previewEmpty(doc([], 3, true)))
    assert.ok(previewEmpty(doc([card('x', null)], 3, true)))
    assert.ok(!previewEmpty(doc(CARDS)))
  })

  it('has the exact message', () => {
    assert.equal(
      PREVIEW_NO_CONTENT_MESSAGE,
      'Your embed has NO content! Your embed will have ONLY alternate addons generating features like Profiling Questions (as seen on the addons tab) Click "Preview" to see how it looks.',
    )
  })
})

describe('BLD-57 preview-only sample settings', () => {
  it('plays at most ten questions, after the shuffle of a random order', () => {
    const many = Array.from({ length: 14 }, (_, i) => card(`c${i}`, i))
    const d = doc(many)
    assert.equal(PREVIEW_SAMPLE.numberOfQuestionsLimit, 10)
    assert.deepEqual(
      toPlayerEmbed(d).cards.map((c) => c.contentUUID),
      many.slice(0, 10).map((c) => c.contentUUID),
    )
    const random = { ...d, embed: { ...d.embed, contentOrder: 'random' as const } }
    // Math.random-free: a fixed source that keeps the order reversed by Fisher–Yates' swaps.
    const ids = toPlayerEmbed(random, { random: () => 0 }).cards.map((c) => c.contentUUID)
    assert.equal(ids.length, 10)
    assert.notDeepEqual(
      ids,
      many.slice(0, 10).map((c) => c.contentUUID),
    )
  })

  it('shows results for 5 s and the date-of-birth question only with profiling questions', () => {
    const d = doc(CARDS)
    assert.deepEqual(toPlayerEmbed(d).preview, { resultMs: 5000, birthDateQuestion: false })
    const profiled = { ...d, embed: { ...d.embed, showProfilingQuestions: true } }
    assert.deepEqual(toPlayerEmbed(profiled).preview, { resultMs: 5000, birthDateQuestion: true })
    assert.equal(PREVIEW_SAMPLE.adFrameShownMs, OVERLAY_MS)
    assert.equal(PREVIEW_SAMPLE.rewardsRedeemThreshold, 1000)
  })

  it('gives the first option a sample weight of 1–40 % and the counts sum to 100', () => {
    assert.deepEqual(sampleCounts(0), [])
    assert.deepEqual(sampleCounts(1), [100])
    assert.equal(sampleCounts(4, () => 0)[0], 1)
    assert.equal(sampleCounts(4, () => 0.999999)[0], 40)
    for (let seed = 1; seed < 200; seed++) {
      let x = seed
      const random = () => ((x = (x * 16807) % 2147483647) - 1) / 2147483646
      for (const n of [2, 3, 4]) {
        const counts = sampleCounts(n, random)
        assert.equal(counts.length, n)
        assert.ok(counts[0]! >= 1 && counts[0]! <= 40, String(counts))
        assert.ok(counts.every((c) => c >= 0))
        assert.equal(
          counts.reduce((s, c) => s + c, 0),
          100,
        )
      }
    }
    const embed = toPlayerEmbed(doc(CARDS), { random: () => 0.5 })
    const chosen = embed.cards[0]!.question!.options.map((o) => o.chosen)
    assert.equal(
      chosen.reduce((s, c) => s + c, 0),
      100,
    )
    assert.equal(chosen[0], 21)
  })

  it('accepts a date of birth only as YYYY-MM-DD in 19xx or 20xx', () => {
    for (const ok of ['1990-01-31', '2005-12-01', ' 1900-10-10 '])
      assert.ok(isSampleBirthDate(ok), ok)
    for (const bad of [
      '1890-01-01',
      '2100-01-01',
      '1990-13-01',
      '1990-00-10',
      '1990-01-32',
      '1990-1-1',
      '90-01-01',
      '',
    ])
      assert.ok(!isSampleBirthDate(bad), bad)
  })
})

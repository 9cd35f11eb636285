/**
 * The embed player's pure rules (issue 9): frame order with the e-mail card (spec 001 §4
 * "Preview"), random order, poll percentages, display mode → ad slots, the device breakpoint,
 * safe links, the in-view clock and the reporter's batches.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { PlayerCard, PlayerEmbed, PlayerEvent } from '../../src/areas/embeds/lib/player-rules'
import { AD_DISPLAY_MODES } from '../../src/areas/embeds/lib/builder-rules'
import { InviewClock } from '../../src/player/inview-clock'
import {
  adSlots,
  deviceOf,
  framesOf,
  percentages,
  safeHref,
  shuffled,
} from '../../src/player/player-logic'
import { BATCH_MAX, createReporter } from '../../src/player/reporter'

const card = (n: number): PlayerCard => ({
  contentUUID: `card-${n}`,
  contentType: 'POLL',
  title: `Card ${n}`,
  backgroundColor: null,
  backgroundImageURL: null,
  question: { type: 'text1', options: [] },
  story: null,
})
const email = (position: number): NonNullable<PlayerEmbed['email']> => ({
  position,
  headline: 'Stay in the loop',
  body: 'Weekly',
  publisherName: 'Demo',
  privacyPolicyURL: 'https://x.example/privacy',
  backgroundColor: null,
  backgroundImageURL: null,
})
const names = (frames: ReturnType<typeof framesOf>) =>
  frames.map((f) => (f.kind === 'card' ? f.card.contentUUID : f.kind))
/** A fixed sequence of "random" numbers. */
const sequence = (...values: number[]) => {
  let i = 0
  return () => values[i++ % values.length]!
}

describe('framesOf', () => {
  const cards = [1, 2, 3, 4].map(card)
  it('ends with the sample date-of-birth question in a preview with profiling questions', () => {
    const preview = (birthDateQuestion: boolean) =>
      names(
        framesOf({
          cards,
          email: email(2),
          contentOrder: 'ordered',
          preview: { resultMs: 5000, birthDateQuestion },
        }),
      )
    assert.deepEqual(preview(true), ['card-1', 'email', 'card-2', 'card-3', 'card-4', 'birthdate'])
    assert.ok(!preview(false).includes('birthdate'))
  })
  it('keeps queue order without the e-mail card', () => {
    assert.deepEqual(names(framesOf({ cards, email: null, contentOrder: 'ordered' })), [
      'card-1',
      'card-2',
      'card-3',
      'card-4',
    ])
  })
  it('inserts the e-mail card at its position minus 1', () => {
    assert.deepEqual(names(framesOf({ cards, email: email(2), contentOrder: 'ordered' })), [
      'card-1',
      'email',
      'card-2',
      'card-3',
      'card-4',
    ])
    assert.equal(names(framesOf({ cards, email: email(1), contentOrder: 'ordered' }))[0], 'email')
  })
  it('puts the e-mail card last when its position is past the cards, first without cards', () => {
    assert.deepEqual(
      names(framesOf({ cards, email: email(7), contentOrder: 'ordered' })).at(-1),
      'email',
    )
    assert.deepEqual(names(framesOf({ cards: [], email: email(7), contentOrder: 'ordered' })), [
      'email',
    ])
  })
  it('shuffles the cards when the order is random, the e-mail card keeping its place', () => {
    const frames = framesOf({ cards, email: email(2), contentOrder: 'random' }, sequence(0, 0, 0))
    assert.deepEqual(names(frames), ['card-2', 'email', 'card-3', 'card-4', 'card-1'])
    assert.deepEqual(
      names(framesOf({ cards, email: null, contentOrder: 'ordered' }, sequence(0))),
      ['card-1', 'card-2', 'card-3', 'card-4'],
    )
  })
  it('shuffled is a permutation and leaves its input alone', () => {
    const input = [1, 2, 3, 4, 5, 6]
    for (let seed = 0; seed < 20; seed++) {
      const out = shuffled(input, sequence(seed / 20, ((seed * 7) % 20) / 20, 0.99))
      assert.deepEqual([...out].sort(), input)
    }
    assert.deepEqual(input, [1, 2, 3, 4, 5, 6])
  })
})

describe('percentages', () => {
  it('counts the pick and rounds to whole numbers', () => {
    assert.deepEqual(percentages([{ chosen: 1 }, { chosen: 1 }, { chosen: 0 }], 2), [33, 33, 33])
    assert.deepEqual(percentages([{ chosen: 3 }, { chosen: 0 }], 1), [75, 25])
    assert.deepEqual(percentages([{ chosen: 0 }, { chosen: 0 }], 0), [100, 0])
    assert.deepEqual(
      percentages([{ chosen: 13 }, { chosen: 20 }, { chosen: 24 }, { chosen: 21 }], 1),
      [16, 27, 30, 27],
    )
  })
  it('is all zero when nobody answered and nothing is picked', () => {
    assert.deepEqual(percentages([{ chosen: 0 }, { chosen: 0 }], null), [0, 0])
  })
})

describe('adSlots', () => {
  it('maps each display mode to its boxes', () => {
    assert.deepEqual(adSlots('REGULAR'), { top: true, bottom: true, overlay: null })
    assert.deepEqual(adSlots('OVERLAY_TOP_AD'), { top: false, bottom: true, overlay: 'top' })
    assert.deepEqual(adSlots('OVERLAY_BOTTOM_AD'), { top: true, bottom: false, overlay: 'bottom' })
    assert.deepEqual(adSlots('BOTH_OVERLAY_ADS'), { top: true, bottom: true, overlay: 'bottom' })
    assert.deepEqual(adSlots('BOTH_BOTTOM_ADS'), { top: false, bottom: true, overlay: null })
    assert.deepEqual(adSlots('NONE'), { top: false, bottom: false, overlay: null })
  })
  it('shows at most the two inline boxes plus one overlay, and something for every mode but NONE', () => {
    for (const mode of AD_DISPLAY_MODES) {
      const slots = adSlots(mode)
      const shown = Number(slots.top) + Number(slots.bottom) + Number(slots.overlay !== null)
      assert.equal(shown === 0, mode === 'NONE', mode)
    }
  })
  it('uses the mobile mode below 740 px', () => {
    assert.equal(deviceOf(320), 'mobile')
    assert.equal(deviceOf(739), 'mobile')
    assert.equal(deviceOf(740), 'desktop')
  })
})

describe('safeHref', () => {
  it('keeps http(s) links and drops the rest', () => {
    assert.equal(safeHref('https://a.example/x?y=1'), 'https://a.example/x?y=1')
    assert.equal(safeHref('http://a.example'), 'http://a.example/')
    assert.equal(safeHref('javascript:alert(1)'), null)
    assert.equal(safeHref('data:text/html,hi'), null)
    assert.equal(safeHref('/relative'), null)
    assert.equal(safeHref(null), null)
  })
})

describe('InviewClock', () => {
  it('counts only while in view and the page is visible, per card', () => {
    let now = 1000
    let pageVisible = true
    const seen: Array<[string, number]> = []
    const clock = new InviewClock(
      (c, ms) => seen.push([c, ms]),
      'a',
      () => pageVisible,
      () => now,
    )
    now = 2000
    clock.settle()
    assert.deepEqual(seen, [])
    clock.setVisible(true)
    now = 2500
    clock.setCard('b')
    now = 3200
    clock.settle()
    pageVisible = false
    now = 4000
    clock.settle()
    now = 9000
    clock.settle()
    pageVisible = true
    clock.setVisible(false)
    now = 12000
    clock.settle()
    assert.deepEqual(seen, [
      ['a', 500],
      ['b', 700],
      ['b', 800],
    ])
  })
  it('reports nothing for the e-mail card', () => {
    let now = 0
    const seen: unknown[] = []
    const clock = new InviewClock(
      (c, ms) => seen.push([c, ms]),
      null,
      () => true,
      () => now,
    )
    clock.setVisible(true)
    now = 500
    clock.settle()
    assert.deepEqual(seen, [])
  })
})

describe('createReporter', () => {
  function capture() {
    const batches: PlayerEvent[][] = []
    const inits: RequestInit[] = []
    const post = (async (_url: string, init: RequestInit) => {
      batches.push(JSON.parse(String(init.body)))
      inits.push(init)
      return new Response(null, { status: 204 })
    }) as unknown as typeof fetch
    return { batches, inits, post }
  }

  it('sends simple requests without credentials, keepalive when leaving, with in-view time', () => {
    const { batches, inits, post } = capture()
    const r = createReporter('https://portal.example', post, () => 'visitor-1')
    r.push({ kind: 'load', embedUUID: 'e' })
    r.inview('e', 'c', 300.4)
    r.inview('e', 'c', 200)
    r.flush(true)
    // Issue 10: every event names the visitor; the embed's first in-view report is marked.
    const visitor = 'visitor-1'
    assert.deepEqual(batches, [
      [
        { kind: 'load', embedUUID: 'e', visitor },
        { kind: 'inview', embedUUID: 'e', contentUUID: 'c', ms: 500, firstView: true, visitor },
      ],
    ])
    assert.equal(inits[0]!.credentials, 'omit')
    assert.equal(inits[0]!.keepalive, true)
    assert.match(
      String((inits[0]!.headers as Record<string, string>)['Content-Type']),
      /^text\/plain/,
    )
    r.flush()
    assert.equal(batches.length, 1, 'nothing queued: nothing sent')
  })

  it('never puts the same counted event twice in a batch, and caps batches at 50', () => {
    const { batches, post } = capture()
    const r = createReporter('https://portal.example', post)
    r.push({ kind: 'load', embedUUID: 'e' })
    r.push({ kind: 'load', embedUUID: 'e' })
    r.flush()
    assert.deepEqual(
      batches.map((b) => b.length),
      [1, 1],
    )
    for (let i = 0; i < BATCH_MAX + 5; i++) r.inview('e', `c${i}`, 10)
    r.flush()
    assert.deepEqual(
      batches.slice(2).map((b) => b.length),
      [BATCH_MAX, 5],
    )
  })
})

// BLD-42..49: the builder's ads rules, exhaustively over the 8 slot states.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  adsFromEmbed,
  adsFromMode,
  adsGroupOn,
  adTypesShowing,
  displayMode,
  overlayGroupOn,
  setAdsGroup,
  setOverlayGroup,
  toggleAd,
  type AdSlot,
  type DeviceAds,
} from '../../src/areas/embeds/lib/ads-rules'
import {
  AD_DISPLAY_MODES,
  ADS_REFUSED_MESSAGE,
  ADS_TOGGLED_MESSAGE,
} from '../../src/areas/embeds/lib/builder-rules'

const STATES: DeviceAds[] = [false, true].flatMap((ad1) =>
  [false, true].flatMap((ad2) => [false, true].map((overlay) => ({ ad1, ad2, overlay }))),
)
const SLOTS: AdSlot[] = ['ad1', 'ad2', 'overlay']
const s = (ad1: boolean, ad2: boolean, overlay: boolean): DeviceAds => ({ ad1, ad2, overlay })
const name = (x: DeviceAds) => `{ad1:${x.ad1}, ad2:${x.ad2}, overlay:${x.overlay}}`

/** The spec's expected outcome for each state × slot × on/off, written out by hand. */
function expected(x: DeviceAds, which: AdSlot, on: boolean): [DeviceAds, string | null] {
  if (x[which] === on) return [x, null]
  if (which === 'overlay') {
    if (!on) return [s(true, true, false), null]
    if (x.ad1 && x.ad2) return [s(true, false, true), null] // BLD-43
    if (!x.ad1 && !x.ad2) return [s(true, false, true), null] // BLD-44
    return [{ ...x, overlay: true }, null]
  }
  if (on) return [{ ...x, [which]: true }, null]
  if (!x.overlay) return [x, ADS_REFUSED_MESSAGE] // BLD-47
  const other = which === 'ad1' ? 'ad2' : 'ad1'
  return [{ ...x, [which]: false, [other]: true }, x[other] ? null : ADS_TOGGLED_MESSAGE] // BLD-46
}

/**
 * The 48 outcomes written out (checked by hand against spec 001 §4): state as ad1 ad2 overlay
 * bits; columns ad1 off, ad1 on, ad2 off, ad2 on, overlay off, overlay on; a trailing R =
 * refused (ADS_REFUSED_MESSAGE), T = toggled (ADS_TOGGLED_MESSAGE).
 */
const TABLE: Record<string, string[]> = {
  '000': ['000', '100', '000', '010', '000', '101'],
  '001': ['001', '101', '001', '011', '110', '001'],
  '010': ['010', '110', '010R', '010', '010', '011'],
  '011': ['011', '111', '101T', '011', '110', '011'],
  '100': ['100R', '100', '100', '110', '100', '101'],
  '101': ['011T', '101', '101', '111', '110', '101'],
  '110': ['110R', '110', '110R', '110', '110', '101'],
  '111': ['011', '111', '101', '111', '110', '111'],
}
const bits = (x: DeviceAds) => `${+x.ad1}${+x.ad2}${+x.overlay}`

describe('toggleAd (BLD-43..47)', () => {
  it('matches the written-out table', () => {
    for (const x of STATES) {
      const got = SLOTS.flatMap((which) =>
        [false, true].map((on) => {
          const r = toggleAd(x, which, on)
          const m =
            r.message === ADS_REFUSED_MESSAGE ? 'R' : r.message === ADS_TOGGLED_MESSAGE ? 'T' : ''
          return bits(r.state) + m
        }),
      )
      assert.deepEqual(got, TABLE[bits(x)], name(x))
    }
  })

  it('covers 8 states × 3 slots × on/off = 48 cases', () => {
    assert.equal(STATES.length, 8)
    let cases = 0
    for (const x of STATES)
      for (const which of SLOTS)
        for (const on of [false, true]) {
          const [state, message] = expected(x, which, on)
          const got = toggleAd(x, which, on)
          assert.deepEqual(got, { state, message }, `${name(x)} ${which} ${on ? 'on' : 'off'}`)
          cases++
        }
    assert.equal(cases, 48)
  })

  it('keeps two ad types showing from every state that shows two or more', () => {
    for (const x of STATES.filter((x) => adTypesShowing(x) >= 2))
      for (const which of SLOTS)
        for (const on of [false, true]) {
          const got = toggleAd(x, which, on)
          assert.ok(adTypesShowing(got.state) >= 2, `${name(x)} ${which} ${on}`)
        }
  })

  it('reaches two ad types from no ads by turning the overlay on', () => {
    assert.deepEqual(toggleAd(s(false, false, false), 'overlay', true).state, s(true, false, true))
  })

  it('the named spec cases', () => {
    // [the state, the switch, on or off, the state after, its message]
    for (const [before, which, on, after, message] of [
      [s(true, true, false), 'overlay', true, s(true, false, true), null],
      [s(false, false, false), 'overlay', true, s(true, false, true), null],
      [s(true, false, true), 'overlay', false, s(true, true, false), null],
      [s(true, false, true), 'ad1', false, s(false, true, true), ADS_TOGGLED_MESSAGE],
      [s(false, true, true), 'ad2', false, s(true, false, true), ADS_TOGGLED_MESSAGE],
    ] as const)
      assert.deepEqual(toggleAd(before, which, on), { state: after, message })
    const both = s(true, true, false)
    for (const which of ['ad1', 'ad2'] as const) {
      const got = toggleAd(both, which, false)
      assert.equal(got.state, both)
      assert.equal(
        got.message,
        "Sorry, two ad types must always be showing. You can't toggle this off.",
      )
    }
    assert.equal(
      ADS_TOGGLED_MESSAGE,
      "You must always have two ads showing. We've toggled the other ad on for you",
    )
  })

  it('never mutates its input', () => {
    for (const x of STATES)
      for (const which of SLOTS)
        for (const on of [false, true]) {
          const copy = { ...x }
          toggleAd(x, which, on)
          assert.deepEqual(x, copy)
        }
  })
})

describe('in-content desktop grouped switches (BLD-48)', () => {
  it('overlay group on = all three; ads group on = both inline, no overlay', () => {
    assert.deepEqual(setOverlayGroup(true), s(true, true, true))
    assert.deepEqual(setAdsGroup(true), s(true, true, false))
    assert.deepEqual(setOverlayGroup(false), setAdsGroup(true))
    assert.deepEqual(setAdsGroup(false), setOverlayGroup(true))
  })
  it('exactly one group reads on for the group states, none otherwise', () => {
    for (const x of STATES) {
      const o = overlayGroupOn(x)
      const a = adsGroupOn(x)
      assert.ok(!(o && a))
      assert.equal(o, x.ad1 && x.ad2 && x.overlay)
      assert.equal(a, x.ad1 && x.ad2 && !x.overlay)
    }
    assert.ok(overlayGroupOn(setOverlayGroup(true)) && !adsGroupOn(setOverlayGroup(true)))
    assert.ok(adsGroupOn(setAdsGroup(true)) && !overlayGroupOn(setAdsGroup(true)))
  })
})

describe('displayMode / adsFromMode (BLD-49)', () => {
  it('derives every state', () => {
    const table: [DeviceAds, string | null][] = [
      [s(true, true, false), 'REGULAR'],
      [s(true, true, true), 'BOTH_OVERLAY_ADS'],
      [s(false, true, true), 'OVERLAY_TOP_AD'],
      [s(true, false, true), 'OVERLAY_BOTTOM_AD'],
      [s(false, true, false), 'BOTH_BOTTOM_ADS'],
      [s(false, false, false), 'NONE'],
      [s(true, false, false), null],
      [s(false, false, true), null],
    ]
    for (const [x, mode] of table) assert.equal(displayMode(x), mode, name(x))
  })
  it('every mode round-trips', () => {
    for (const mode of AD_DISPLAY_MODES) assert.equal(displayMode(adsFromMode(mode)), mode)
    assert.equal(AD_DISPLAY_MODES.length, 6)
  })
  it('every state with a mode round-trips', () => {
    for (const x of STATES) {
      const mode = displayMode(x)
      if (mode) assert.deepEqual(adsFromMode(mode), x)
    }
  })
  it('every state that shows two ad types has a payload mode', () => {
    for (const x of STATES.filter((x) => adTypesShowing(x) >= 2))
      assert.notEqual(displayMode(x), null)
  })
  it('loads a saved embed, the video flags kept apart', () => {
    assert.deepEqual(
      adsFromEmbed({
        webAdDisplayMode: 'OVERLAY_TOP_AD',
        mobileAdDisplayMode: 'REGULAR',
        showVideoAdForDesktop: true,
        showVideoAdForMobile: false,
      }),
      {
        desktop: s(false, true, true),
        mobile: s(true, true, false),
        video: { desktop: true, mobile: false },
      },
    )
  })
})

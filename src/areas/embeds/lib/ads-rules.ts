/**
 * The embed builder's ads rules (spec 001 §4 "Ads rules", "Display mode derivation";
 * BLD-42..49): the per-device ad slots, the toggle rules that keep two ad types showing, the
 * in-content desktop grouped switches and the display mode sent with a save. Pure: no DOM.
 */
import type { AdDisplayMode } from './builder-rules'
import { ADS_REFUSED_MESSAGE, ADS_TOGGLED_MESSAGE } from './builder-rules'

/** One device's ad slots: ad1 (top inline), ad2 (bottom inline) and the overlay. */
export interface DeviceAds {
  ad1: boolean
  ad2: boolean
  overlay: boolean
}
export type AdSlot = keyof DeviceAds

/** Both devices plus the video flags, kept apart from the slot rules (BLD-42). */
export interface AdsState {
  desktop: DeviceAds
  mobile: DeviceAds
  video: { desktop: boolean; mobile: boolean }
}

export type AdsMessage = null | typeof ADS_TOGGLED_MESSAGE | typeof ADS_REFUSED_MESSAGE

export interface AdToggle {
  state: DeviceAds
  message: AdsMessage
}

/** How many ad types show (the spec's "two ad types always showing"). */
export function adTypesShowing(state: DeviceAds): number {
  return Number(state.ad1) + Number(state.ad2) + Number(state.overlay)
}

/**
 * BLD-43..47: switch one slot on or off.
 * - overlay on, both inline on → ad2 off; overlay on, both inline off → ad1 on;
 *   overlay on with exactly one inline on → just the overlay (two types already);
 * - overlay off → both inline on;
 * - inline off with overlay on → the other inline turns on, with ADS_TOGGLED_MESSAGE when it
 *   was off. OPEN: the spec ("with overlay on, switching one inline ad off turns the other on")
 *   does not say whether the message shows when the other was already on; we show it only
 *   when we actually switched it on (the message says "We've toggled the other ad on");
 * - inline off with overlay off → refused (ADS_REFUSED_MESSAGE, state unchanged): the spec names
 *   the case "while both are on"; with only this one on, switching it off would leave none, so
 *   it is refused too (the rule "must always keep two ad types showing");
 * - inline on → just that slot; a switch to its current value changes nothing.
 */
export function toggleAd(state: DeviceAds, which: AdSlot, on: boolean): AdToggle {
  if (state[which] === on) return { state, message: null }
  if (which === 'overlay') {
    if (!on) return { state: { ad1: true, ad2: true, overlay: false }, message: null }
    if (state.ad1 && state.ad2)
      return { state: { ad1: true, ad2: false, overlay: true }, message: null }
    if (!state.ad1 && !state.ad2)
      return { state: { ad1: true, ad2: false, overlay: true }, message: null }
    return { state: { ...state, overlay: true }, message: null }
  }
  if (on) return { state: { ...state, [which]: true }, message: null }
  const other: AdSlot = which === 'ad1' ? 'ad2' : 'ad1'
  if (!state.overlay) return { state, message: ADS_REFUSED_MESSAGE }
  return {
    state: { ...state, [which]: false, [other]: true },
    message: state[other] ? null : ADS_TOGGLED_MESSAGE,
  }
}

/**
 * BLD-48: the in-content desktop grouped switches. Overlay group on = ad1, ad2 and overlay on;
 * ads group on = ad1 and ad2 on, overlay off. OPEN: the spec does not say what switching a
 * group off does; since two ad types must always show, the groups act as a pair: switching one
 * off switches the other on.
 */
export function overlayGroupOn(state: DeviceAds): boolean {
  return state.ad1 && state.ad2 && state.overlay
}
export function adsGroupOn(state: DeviceAds): boolean {
  return state.ad1 && state.ad2 && !state.overlay
}
export function setOverlayGroup(on: boolean): DeviceAds {
  return { ad1: true, ad2: true, overlay: on }
}
export function setAdsGroup(on: boolean): DeviceAds {
  return { ad1: true, ad2: true, overlay: !on }
}

/**
 * BLD-49: the display mode sent as webAdDisplayMode / mobileAdDisplayMode. The spec's names are
 * crossed on purpose: ad2 + overlay = OVERLAY_TOP_AD, ad1 + overlay = OVERLAY_BOTTOM_AD.
 * OPEN (spec: "only ad1 = top ad only; only ad2 = bottom ad only"; payload modes list no
 * top-only / bottom-only name): we read BOTH_BOTTOM_ADS as "bottom ad only" (only ad2), so a
 * saved BOTH_BOTTOM_ADS loads and saves back unchanged; "top ad only" (only ad1) and the
 * overlay alone have no payload name and give null: the screen must not save them (toggleAd
 * never reaches them from a state showing two ad types).
 */
export function displayMode(state: DeviceAds): AdDisplayMode | null {
  const { ad1, ad2, overlay } = state
  if (overlay) {
    if (ad1 && ad2) return 'BOTH_OVERLAY_ADS'
    if (ad2) return 'OVERLAY_TOP_AD'
    if (ad1) return 'OVERLAY_BOTTOM_AD'
    return null
  }
  if (ad1 && ad2) return 'REGULAR'
  if (ad2) return 'BOTH_BOTTOM_ADS'
  if (ad1) return null
  return 'NONE'
}

/** The inverse of displayMode, for loading a saved embed. */
export function adsFromMode(mode: AdDisplayMode): DeviceAds {
  switch (mode) {
    case 'REGULAR':
      return { ad1: true, ad2: true, overlay: false }
    case 'OVERLAY_TOP_AD':
      return { ad1: false, ad2: true, overlay: true }
    case 'OVERLAY_BOTTOM_AD':
      return { ad1: true, ad2: false, overlay: true }
    case 'BOTH_OVERLAY_ADS':
      return { ad1: true, ad2: true, overlay: true }
    case 'BOTH_BOTTOM_ADS':
      return { ad1: false, ad2: true, overlay: false }
    case 'NONE':
      return { ad1: false, ad2: false, overlay: false }
  }
}

/** Loads the ads of a saved embed. */
export function adsFromEmbed(embed: {
  webAdDisplayMode: AdDisplayMode
  mobileAdDisplayMode: AdDisplayMode
  showVideoAdForDesktop: boolean
  showVideoAdForMobile: boolean
}): AdsState {
  return {
    desktop: adsFromMode(embed.webAdDisplayMode),
    mobile: adsFromMode(embed.mobileAdDisplayMode),
    video: { desktop: embed.showVideoAdForDesktop, mobile: embed.showVideoAdForMobile },
  }
}

/**
 * The embed player's pure rules (issue 9; spec 001 §4 "Preview"): the order of the frames (cards
 * and the e-mail card), poll percentages, the ad slots of a display mode, and the device a width
 * means. No DOM, no preact: unit-tested in tests/unit/player-logic.test.ts.
 */
import type { AdDisplayMode } from '../areas/embeds/lib/builder-rules'
import type {
  PlayerCard,
  PlayerEmailCard,
  PlayerEmbed,
  PlayerOption,
} from '../areas/embeds/lib/player-rules'

export type Frame =
  | { kind: 'card'; card: PlayerCard }
  | { kind: 'email'; email: PlayerEmailCard }
  /** The preview's demographic sample question (BLD-57). */
  | { kind: 'birthdate' }

/** Fisher–Yates with the given source of randomness ([0, 1)); a new array. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const t = out[i]!
    out[i] = out[j]!
    out[j] = t
  }
  return out
}

/**
 * The frames in showing order: the cards in queue order (shuffled when the embed's order is
 * random), the e-mail card inserted at its position minus 1 (after the last card when the embed
 * has fewer cards), or first when there are no cards; in the preview, the sample date-of-birth
 * question last when the embed shows profiling questions.
 */
export function framesOf(
  embed: Pick<PlayerEmbed, 'cards' | 'email' | 'contentOrder' | 'preview'>,
  random: () => number = Math.random,
): Frame[] {
  const cards = embed.contentOrder === 'random' ? shuffled(embed.cards, random) : embed.cards
  const frames: Frame[] = cards.map((card) => ({ kind: 'card', card }))
  if (embed.email) {
    const at = Math.min(Math.max(0, embed.email.position - 1), frames.length)
    frames.splice(at, 0, { kind: 'email', email: embed.email })
  }
  if (embed.preview?.birthDateQuestion) frames.push({ kind: 'birthdate' })
  return frames
}

/**
 * Whole-number percentages of each option's count over the total, the reader's pick counted
 * (`picked`: its index). Rounded each (so they may sum to 99 or 101, as the analytics bars do);
 * all zero when nobody answered.
 */
export function percentages(
  options: readonly Pick<PlayerOption, 'chosen'>[],
  picked: number | null,
): number[] {
  const counts = options.map((o, i) => Math.max(0, o.chosen) + (i === picked ? 1 : 0))
  const total = counts.reduce((s, n) => s + n, 0)
  return counts.map((n) => (total ? Math.round((n / total) * 100) : 0))
}

/** The ad boxes of a display mode: inline top and bottom, and an overlay shown for a while. */
export interface AdSlots {
  top: boolean
  bottom: boolean
  overlay: 'top' | 'bottom' | null
}

/**
 * Spec 001 §4 "Display mode derivation" read backwards: REGULAR = both inline; OVERLAY_TOP_AD =
 * the bottom inline ad plus an overlay at the top; OVERLAY_BOTTOM_AD = the top inline ad plus an
 * overlay at the bottom; BOTH_OVERLAY_ADS = both inline plus the overlay; BOTH_BOTTOM_ADS (OPEN in
 * BLD-49, unreachable from the builder) = the bottom inline ad; NONE = nothing.
 */
export function adSlots(mode: AdDisplayMode): AdSlots {
  switch (mode) {
    case 'REGULAR':
      return { top: true, bottom: true, overlay: null }
    case 'OVERLAY_TOP_AD':
      return { top: false, bottom: true, overlay: 'top' }
    case 'OVERLAY_BOTTOM_AD':
      return { top: true, bottom: false, overlay: 'bottom' }
    case 'BOTH_OVERLAY_ADS':
      return { top: true, bottom: true, overlay: 'bottom' }
    case 'BOTH_BOTTOM_ADS':
      return { top: false, bottom: true, overlay: null }
    default:
      return { top: false, bottom: false, overlay: null }
  }
}

/** The overlay ad shows this long (spec 001 §9: ad frame shown 15000 ms). */
export const OVERLAY_MS = 15_000
/** Below this width the mobile display mode applies (spec 001 §9 breakpoints). */
export const MOBILE_BELOW_PX = 740

export const deviceOf = (width: number): 'mobile' | 'desktop' =>
  width < MOBILE_BELOW_PX ? 'mobile' : 'desktop'

/** An http(s) URL as given, else null (never a javascript: or data: link). */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}

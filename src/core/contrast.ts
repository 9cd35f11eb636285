/**
 * WCAG 2 contrast of two colours (six hex digits, with or without '#'), for the colour sections
 * that warn a publisher whose colours readers could not read.
 */

/** WCAG 2.x AA: normal-size text needs 4.5:1 against its background. */
export const AA_TEXT_CONTRAST = 4.5

function luminance(hex: string): number {
  const digits = hex.replace(/^#/, '')
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(digits.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** The contrast ratio of `a` and `b`, 1 to 21; NaN when either is not six hex digits. */
export function contrastRatio(a: string, b: string): number {
  if (![a, b].every((c) => /^#?[0-9a-f]{6}$/i.test(c))) return NaN
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/** A ratio as the warning shows it: rounded down to one decimal, so 4.49 never reads 4.5. */
export const shownRatio = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`

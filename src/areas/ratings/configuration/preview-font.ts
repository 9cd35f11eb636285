import type { RatingFontSize, RatingFontWeight } from '../lib/ratings-rules'

/** RAT-14/18: how the unit draws each font choice (as the commenting unit's sizes). */
export const FONT_SIZE_PX: Record<RatingFontSize, number> = {
  REGULAR: 15,
  COMFORTABLE: 16,
  ACCESSIBLE: 17,
}
export const FONT_WEIGHT_VALUE: Record<RatingFontWeight, number> = { REGULAR: 400, MEDIUM: 500 }

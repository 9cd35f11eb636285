/** The font choices every per-site product offers (COM-16, RAT-14): their labels and options. */
export type ProductFontSize = 'REGULAR' | 'COMFORTABLE' | 'ACCESSIBLE'
export type ProductFontWeight = 'REGULAR' | 'MEDIUM'

export const FONT_SIZE_LABELS: Record<ProductFontSize, string> = {
  REGULAR: 'Regular',
  COMFORTABLE: 'Comfortable',
  ACCESSIBLE: 'Accessible',
}
export const FONT_WEIGHT_LABELS: Record<ProductFontWeight, string> = {
  REGULAR: 'Regular',
  MEDIUM: 'Medium',
}

/** The size dropdown's options: "Regular (15 px)". */
export const fontSizeOptions = (
  sizes: readonly ProductFontSize[],
  px: Readonly<Record<ProductFontSize, number>>,
) => sizes.map((v) => ({ value: v, label: `${FONT_SIZE_LABELS[v]} (${px[v]} px)` }))

/** The weight dropdown's options: "Medium (500)". */
export const fontWeightOptions = (
  weights: readonly ProductFontWeight[],
  value: Readonly<Record<ProductFontWeight, number>>,
) => weights.map((v) => ({ value: v, label: `${FONT_WEIGHT_LABELS[v]} (${value[v]})` }))

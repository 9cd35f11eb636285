import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  colorProblems,
  countLabel,
  DEFAULT_FONT,
  DEFAULT_GENERAL,
  DEFAULT_RATING_COLORS,
  generalProblems,
  generalToSave,
  isStarValue,
  LABEL_PLACEHOLDERS,
  parseColor,
  SAMPLE_RATINGS,
  sameColors,
  textProblem,
  type GeneralSave,
} from '../../src/areas/ratings/lib/ratings-rules'
import { TEXT } from '../../src/areas/ratings/lib/ratings-texts'

const general = (over: Partial<GeneralSave> = {}): GeneralSave => ({
  ...DEFAULT_GENERAL,
  fontConfiguration: { ...DEFAULT_FONT },
  ...over,
})
const fields = (g: GeneralSave) => generalProblems(g).map((e) => e.field)

describe('ratings general rules (RAT-14)', () => {
  it('accepts the defaults and the limits exactly', () => {
    assert.deepEqual(generalProblems(general()), [])
    const atLimits = general({
      title: 'a'.repeat(40),
      firstRatingTitle: 'b'.repeat(40),
      thankYouMessage: 'c'.repeat(255),
      zeroRatingLabel: 'd'.repeat(20),
      oneRatingLabel: 'e'.repeat(20),
      multipleRatingsLabel: 'f'.repeat(20),
    })
    assert.deepEqual(generalProblems(atLimits), [])
  })

  it('refuses one past each limit', () => {
    assert.deepEqual(fields(general({ title: 'a'.repeat(41) })), ['title'])
    assert.deepEqual(fields(general({ firstRatingTitle: 'a'.repeat(41) })), ['firstRatingTitle'])
    assert.deepEqual(fields(general({ thankYouMessage: 'a'.repeat(256) })), ['thankYouMessage'])
    assert.deepEqual(fields(general({ zeroRatingLabel: 'a'.repeat(21) })), ['zeroRatingLabel'])
    assert.deepEqual(fields(general({ oneRatingLabel: 'a'.repeat(21) })), ['oneRatingLabel'])
    assert.deepEqual(fields(general({ multipleRatingsLabel: 'a'.repeat(21) })), [
      'multipleRatingsLabel',
    ])
  })

  it('refuses empty, leading whitespace and control characters; accepts symbols', () => {
    assert.equal(textProblem('', 40), 'This field is required')
    assert.equal(textProblem('   ', 40), 'This field is required')
    assert.equal(textProblem(' Rate', 40), 'Do not start with a space')
    assert.equal(textProblem('\tRate', 40), 'Do not start with a space')
    assert.ok(textProblem('Rate\u202Eit', 40))
    assert.ok(textProblem('Rate\u0000', 40))
    assert.equal(textProblem('Rate it! ★ — 100% «ça» €5 #1 😀', 40), null)
  })

  it('refuses unknown font sizes and weights', () => {
    const bad = general({ fontConfiguration: { size: 'HUGE', weight: 'BOLD' } as never })
    assert.deepEqual(fields(bad), ['fontConfiguration.size', 'fontConfiguration.weight'])
  })

  it('trims every text on save and keeps the rest', () => {
    const saved = generalToSave(general({ title: 'Rate  ', thankYouMessage: 'Thanks! ' }))
    assert.equal(saved.title, 'Rate')
    assert.equal(saved.thankYouMessage, 'Thanks!')
    assert.deepEqual(saved.fontConfiguration, DEFAULT_FONT)
  })
})

describe('ratings colours (RAT-16)', () => {
  it('defaults are the commenting colours with brand', () => {
    assert.deepEqual(DEFAULT_RATING_COLORS, {
      background: 'FFFFFF',
      primaryText: '062B75',
      brand: '1494F4',
      errorValidation: 'DF1D1D',
    })
    assert.deepEqual(colorProblems(DEFAULT_RATING_COLORS), [])
  })

  it('refuses anything but six hex digits, per colour', () => {
    const bad = { ...DEFAULT_RATING_COLORS, brand: '#1494F4', background: 'FFF' }
    assert.deepEqual(
      colorProblems(bad).map((e) => e.field),
      ['background', 'brand'],
    )
    assert.equal(parseColor(' #1494f4 '), '1494F4')
    assert.equal(parseColor('12345G'), null)
  })

  it('compares all four colours case-insensitively', () => {
    assert.ok(sameColors(DEFAULT_RATING_COLORS, { ...DEFAULT_RATING_COLORS, brand: '1494f4' }))
    assert.ok(
      !sameColors(DEFAULT_RATING_COLORS, { ...DEFAULT_RATING_COLORS, errorValidation: '000000' }),
    )
  })
})

describe('ratings texts and samples', () => {
  it('has the spec placeholders, messages and sample', () => {
    assert.equal(LABEL_PLACEHOLDERS.oneRatingLabel, '1 Rating')
    assert.equal(LABEL_PLACEHOLDERS.multipleRatingsLabel, '{count} Ratings')
    assert.equal(TEXT.invalidFields, 'Please update invalid fields.')
    assert.equal(TEXT.invalidColors, 'Cannot save: invalid colors')
    assert.deepEqual(SAMPLE_RATINGS, { count: 134, average: 4.6 })
  })

  it('labels a count with the zero, one and multiple labels', () => {
    assert.equal(countLabel(0, LABEL_PLACEHOLDERS), 'No Ratings')
    assert.equal(countLabel(1, LABEL_PLACEHOLDERS), '1 Rating')
    assert.equal(countLabel(134, LABEL_PLACEHOLDERS), '134 Ratings')
  })

  it('accepts stars 1 to 5, half steps only with half stars', () => {
    assert.ok(isStarValue(1, false) && isStarValue(5, false) && isStarValue(4.5, true))
    assert.ok(!isStarValue(4.5, false) && !isStarValue(0, true) && !isStarValue(5.5, true))
  })
})

import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { contrastRatio } from '../../src/core/contrast'
import {
  aggregateRatingLd,
  colorProblems,
  countLabel,
  DEFAULT_FONT,
  DEFAULT_GENERAL,
  DEFAULT_RATING_COLORS,
  lowContrastPairs,
  generalProblems,
  generalToSave,
  isStarValue,
  LABEL_PLACEHOLDERS,
  PAGE_ID_MAX,
  PAGE_URL_MAX,
  pageKeyOf,
  pageOfKey,
  parseColor,
  SAMPLE_RATINGS,
  SAMPLE_SUMMARY,
  sameColors,
  shownAverage,
  starPercents,
  summarize,
  fromHalfStars,
  toHalfStars,
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

  it('issue 27: warns on text below 4.5:1 and stars below 3:1; the defaults pass', () => {
    assert.deepEqual(lowContrastPairs(DEFAULT_RATING_COLORS), [])
    const low = lowContrastPairs({
      ...DEFAULT_RATING_COLORS,
      primaryText: '777777',
      brand: 'EEEEEE',
    }).map(({ text, needed }) => [text, needed])
    assert.deepEqual(low, [
      ['primaryText', 4.5],
      ['brand', 3],
    ])
    // 3.2:1 is enough for the stars, not for text; an invalid colour is not judged.
    assert.deepEqual(lowContrastPairs({ ...DEFAULT_RATING_COLORS, primaryText: '1494F4' }), [
      {
        text: 'primaryText',
        background: 'background',
        needed: 4.5,
        ratio: contrastRatio('1494F4', 'FFFFFF'),
      },
    ])
    assert.deepEqual(lowContrastPairs({ ...DEFAULT_RATING_COLORS, brand: 'EEE' }), [])
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

describe('ratings count labels (RAT-14, RAT-18)', () => {
  it('uses the configured labels, {count} only in the multiple label', () => {
    const labels = {
      zeroRatingLabel: 'Nothing yet',
      oneRatingLabel: 'One vote',
      multipleRatingsLabel: '{count} votes',
    }
    assert.equal(countLabel(0, labels), 'Nothing yet')
    assert.equal(countLabel(1, labels), 'One vote')
    assert.equal(countLabel(2, labels), '2 votes')
    assert.equal(countLabel(134, { ...labels, multipleRatingsLabel: 'Many votes' }), 'Many votes')
  })
})

describe('ratings page summaries (RAT-18, issue 13)', () => {
  it('summarizes half-step votes: count, unrounded average, votes per whole star', () => {
    assert.deepEqual(summarize([]), { count: 0, average: 0, stars: [0, 0, 0, 0, 0] })
    const s = summarize([10, 7, 2])
    assert.equal(s.count, 3)
    assert.equal(s.average, 19 / 2 / 3)
    // 3.5 stars count on the fourth star; one star on the first.
    assert.deepEqual(s.stars, [1, 0, 0, 1, 1])
    assert.deepEqual(summarize([3, 9, 4]).stars, [0, 2, 0, 0, 1])
  })

  it('converts stars to and from half steps', () => {
    assert.equal(toHalfStars(4.5), 9)
    assert.equal(toHalfStars(1), 2)
    assert.equal(fromHalfStars(7), 3.5)
  })

  it('shows an average with one decimal', () => {
    assert.equal(shownAverage(4.6), '4.6')
    assert.equal(shownAverage(4.65), '4.7')
    assert.equal(shownAverage(19 / 6), '3.2')
    assert.equal(shownAverage(5), '5.0')
    assert.equal(shownAverage(0), '0.0')
  })

  it('gives each star its share in whole percent, none without ratings', () => {
    assert.deepEqual(starPercents(SAMPLE_SUMMARY), [1, 2, 4, 17, 75])
    assert.deepEqual(starPercents(summarize([])), [0, 0, 0, 0, 0])
    assert.deepEqual(starPercents(summarize([10, 10, 2, 8])), [25, 0, 0, 25, 50])
  })

  it('has a sample page of 134 ratings averaging 4.6 whose stars add up', () => {
    assert.equal(SAMPLE_SUMMARY.count, SAMPLE_RATINGS.count)
    assert.equal(SAMPLE_SUMMARY.average, SAMPLE_RATINGS.average)
    assert.equal(
      SAMPLE_SUMMARY.stars.reduce((a, b) => a + b, 0),
      SAMPLE_SUMMARY.count,
    )
    const mean = SAMPLE_SUMMARY.stars.reduce((a, n, i) => a + n * (i + 1), 0) / SAMPLE_SUMMARY.count
    assert.equal(shownAverage(mean), '4.6')
  })
})

describe('ratings page keys (issue 13)', () => {
  it('keys a page by its address without query and fragment', () => {
    assert.equal(
      pageKeyOf('https://Site.Example/news/a?utm=1#top', null, false),
      'url:https://site.example/news/a',
    )
    assert.equal(pageKeyOf('http://site.example', undefined, true), 'url:http://site.example/')
  })

  it('keys by the trimmed page ID only when the unit uses page IDs and one is given', () => {
    assert.equal(pageKeyOf('https://site.example/a', ' 42 ', true), 'id:42')
    assert.equal(pageKeyOf('https://site.example/a', '42', false), 'url:https://site.example/a')
    assert.equal(pageKeyOf('https://site.example/a', '  ', true), 'url:https://site.example/a')
    assert.equal(
      pageKeyOf('https://site.example/a', 'p'.repeat(PAGE_ID_MAX), true),
      `id:${'p'.repeat(PAGE_ID_MAX)}`,
    )
    assert.equal(pageKeyOf('https://site.example/a', 'p'.repeat(PAGE_ID_MAX + 1), true), null)
  })

  it('refuses addresses that are not http(s), not addresses or too long', () => {
    assert.equal(pageKeyOf('ftp://site.example/a', null, false), null)
    assert.equal(pageKeyOf('javascript:alert(1)', null, false), null)
    assert.equal(pageKeyOf('not an address', null, false), null)
    const long = `https://site.example/${'a'.repeat(PAGE_URL_MAX)}`
    assert.equal(pageKeyOf(long, null, false), null)
  })

  it('shows a key as the page ID or the address', () => {
    assert.equal(pageOfKey('id:42'), '42')
    assert.equal(pageOfKey('url:https://site.example/a'), 'https://site.example/a')
  })
})

describe('ratings structured data (issue 13)', () => {
  it('writes schema.org AggregateRating for a page with ratings', () => {
    assert.deepEqual(aggregateRatingLd(SAMPLE_SUMMARY, 'Budget news', 'https://site.example/a'), {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Budget news',
      url: 'https://site.example/a',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.6,
        ratingCount: 134,
        bestRating: 5,
        worstRating: 1,
      },
    })
  })

  it('writes nothing for a page without ratings', () => {
    assert.equal(aggregateRatingLd(summarize([]), 'x', 'https://site.example/a'), null)
  })
})

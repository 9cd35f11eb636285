// Commenting's colours, community, user types, counter labels and statistics ranges (COM-19..38).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  addonColor,
  anonymousSwitches,
  colorProblems,
  communityAddonProblems,
  communityProblems,
  communityTitleProblem,
  communityToSave,
  counterLabelProblem,
  counterProblems,
  counterText,
  daysProblem,
  DEFAULT_COLORS,
  lowContrastPairs,
  displayColor,
  isHexColor,
  parseColor,
  placeholderTypeFor,
  sameColors,
  statsDateRange,
  userTypeFrom,
} from '../../src/areas/commenting/lib/commenting-rules'
import { defaultSections } from '../../demo/server/site-products/commenting-units'

const fields = (problems: Array<{ field: string }>) => problems.map((p) => p.field)

/** Valid community settings to vary: the spec's defaults with the community turned on. */
const COMMUNITY = {
  ...defaultSections('Demo News').community,
  isCommunityEnabled: true,
  title: 'Our readers',
}

describe('colours (COM-24, COM-36)', () => {
  it('a stored colour is six hex digits without #', () => {
    assert.equal(isHexColor('1494F4'), true)
    assert.equal(isHexColor('abcdef'), true)
    assert.equal(isHexColor('#1494F4'), false)
    assert.equal(isHexColor('FFF'), false)
    assert.equal(isHexColor('GGGGGG'), false)
    assert.equal(isHexColor('1494F4 '), false)
    assert.equal(isHexColor(null), false)
  })
  it('displays with # in upper case', () => {
    assert.equal(displayColor('1494f4'), '#1494F4')
  })
  it('parses typed colours with or without #', () => {
    assert.equal(parseColor('#1494f4'), '1494F4')
    assert.equal(parseColor('1494f4'), '1494F4')
    assert.equal(parseColor('  #df1d1d '), 'DF1D1D')
    assert.equal(parseColor('#fff'), null)
    assert.equal(parseColor('##1494F4'), null)
    assert.equal(parseColor('#1494F4A'), null)
    assert.equal(parseColor(''), null)
  })
  it('compares colours case-insensitively', () => {
    const lower = Object.fromEntries(
      Object.entries(DEFAULT_COLORS).map(([k, v]) => [k, v.toLowerCase()]),
    ) as typeof DEFAULT_COLORS
    assert.equal(sameColors(DEFAULT_COLORS, lower), true)
    assert.equal(sameColors(DEFAULT_COLORS, { ...DEFAULT_COLORS, branding: '1494F5' }), false)
  })
  it('the defaults are the spec colours but for the two that fail AA (issue 27)', () => {
    assert.deepEqual(DEFAULT_COLORS, {
      background: 'FFFFFF',
      primaryText: '062B75',
      secondaryText: '64748B',
      branding: '0A6CC2',
      primaryButtonLabel: 'FFFFFF',
      errorValidation: 'DF1D1D',
    })
  })
  it('issue 27: every text pair of the default colours passes WCAG AA', () => {
    assert.deepEqual(lowContrastPairs(DEFAULT_COLORS), [])
  })
  it('issue 27: names each pair below 4.5:1, text first, and skips invalid colours', () => {
    const spec = { ...DEFAULT_COLORS, secondaryText: 'ABB2C3', branding: '1494F4' }
    const low = lowContrastPairs(spec)
    assert.deepEqual(
      low.map(({ text, background, ratio }) => [text, background, Math.floor(ratio * 100) / 100]),
      [
        ['secondaryText', 'background', 2.12],
        ['branding', 'background', 3.19],
        ['primaryButtonLabel', 'branding', 3.19],
      ],
    )
    assert.deepEqual(lowContrastPairs({ ...spec, background: '12', secondaryText: 'fff' }), [
      { text: 'primaryButtonLabel', background: 'branding', needed: 4.5, ratio: low[2]!.ratio },
    ])
  })
  it('names every invalid colour', () => {
    assert.deepEqual(colorProblems(DEFAULT_COLORS), [])
    assert.deepEqual(
      fields(colorProblems({ ...DEFAULT_COLORS, background: '#FFFFFF', branding: '12345' })),
      ['background', 'branding'],
    )
  })
  it('the add-on editor uses white unless a value has 6 characters', () => {
    assert.equal(addonColor('1494F4'), '1494F4')
    assert.equal(addonColor('12345'), 'FFFFFF')
    assert.equal(addonColor(''), 'FFFFFF')
    assert.equal(addonColor(null), 'FFFFFF')
  })
})

describe('community (COM-27..29)', () => {
  it('title: at most 64, may be empty, no leading whitespace', () => {
    assert.equal(communityTitleProblem(''), null)
    assert.equal(communityTitleProblem(null), null)
    assert.equal(communityTitleProblem('a'.repeat(64)), null)
    assert.equal(communityTitleProblem('a'.repeat(65)), 'Use at most 64 characters')
    assert.equal(communityTitleProblem(' Readers'), 'Do not start with a space')
    assert.equal(communityTitleProblem("Readers' picks - top"), null)
    assert.equal(
      communityTitleProblem('Read\u0000ers'),
      'Use letters, digits, spaces and punctuation only',
    )
  })
  it('days as typed: digits only, up to 3, empty invalid, 0 valid', () => {
    assert.equal(daysProblem('0'), null)
    assert.equal(daysProblem('5'), null)
    assert.equal(daysProblem('999'), null)
    assert.equal(daysProblem(''), 'Enter a number of days')
    assert.equal(daysProblem('1000'), 'Use up to 3 digits')
    assert.equal(daysProblem('1a'), 'Use up to 3 digits')
    assert.equal(daysProblem('-1'), 'Use up to 3 digits')
    assert.equal(daysProblem(' 5'), 'Use up to 3 digits')
  })
  it('section check: valid settings pass', () => {
    assert.deepEqual(communityProblems(COMMUNITY), [])
    assert.deepEqual(communityProblems({ ...COMMUNITY, topArticlesDaysTimeFrame: 999 }), [])
  })
  it('section check names each bad field', () => {
    const found = communityProblems({
      ...COMMUNITY,
      title: ' x',
      topArticlesDaysTimeFrame: 1000,
      topArticlesInitialLoadLimit: 3,
      topCommentersInitialLoadLimit: 21,
      placeholderImageType: 'custom',
    })
    assert.deepEqual(fields(found), [
      'title',
      'topArticlesDaysTimeFrame',
      'topArticlesInitialLoadLimit',
      'topCommentersInitialLoadLimit',
      'placeholderImageUrl',
    ])
  })
  it('initial-load choices are 2, 6, 10, 14, 18, 20', () => {
    for (const n of [2, 6, 10, 14, 18, 20])
      assert.deepEqual(
        communityProblems({
          ...COMMUNITY,
          topArticlesInitialLoadLimit: n,
          topCommentersInitialLoadLimit: n,
        }),
        [],
      )
  })
  it('saves an empty title as null and standard without an image', () => {
    const saved = communityToSave({
      ...COMMUNITY,
      title: '',
      placeholderImageUrl: '/img/a.png',
      placeholderImageName: 'a.png',
    })
    assert.equal(saved.title, null)
    assert.equal(saved.placeholderImageUrl, null)
    assert.equal(saved.placeholderImageName, null)
    assert.equal(communityToSave({ ...COMMUNITY, title: '   ' }).title, null)
  })
  it('custom keeps its image and title', () => {
    const c = {
      ...COMMUNITY,
      placeholderImageType: 'custom' as const,
      placeholderImageUrl: '/img/a.png',
      placeholderImageName: 'a.png',
    }
    assert.deepEqual(communityToSave(c), c)
  })
  it('placeholder type is custom when a URL exists', () => {
    assert.equal(placeholderTypeFor('/img/a.png'), 'custom')
    assert.equal(placeholderTypeFor(''), 'standard')
    assert.equal(placeholderTypeFor(null), 'standard')
  })
  it('add-on check includes its colours', () => {
    const found = communityAddonProblems({
      title: null,
      topArticlesDaysTimeFrame: 0,
      topArticlesInitialLoadLimit: 2,
      topCommentersInitialLoadLimit: 2,
      customColorSchema: { ...DEFAULT_COLORS, primaryText: 'fff' },
    })
    assert.deepEqual(fields(found), ['customColorSchema.primaryText'])
  })
})

describe('commenting user type (COM-19)', () => {
  it('derives from the two anonymous switches', () => {
    assert.equal(userTypeFrom(false, false), 'ONLY_AUTHORIZED_USER')
    assert.equal(userTypeFrom(false, true), 'ONLY_AUTHORIZED_USER')
    assert.equal(userTypeFrom(true, false), 'EVERY_USER')
    assert.equal(userTypeFrom(true, true), 'ONLY_ANONYMOUSE_USER')
  })
  it('the switches read back from each type', () => {
    for (const type of ['ONLY_AUTHORIZED_USER', 'EVERY_USER', 'ONLY_ANONYMOUSE_USER'] as const) {
      const { anonymous, onlyAnonymous } = anonymousSwitches(type)
      assert.equal(userTypeFrom(anonymous, onlyAnonymous), type)
    }
  })
})

describe('comments counter labels (COM-35)', () => {
  it('each 1 to 64 characters', () => {
    assert.equal(counterLabelProblem(''), 'This field is required')
    assert.equal(counterLabelProblem('a'.repeat(64)), null)
    assert.equal(counterLabelProblem('a'.repeat(65)), 'Use at most 64 characters')
    assert.equal(counterLabelProblem(' Comments'), 'Do not start with a space')
  })
  it('names each bad label and picks the text for a count', () => {
    const labels = {
      zeroCommentsLabel: 'Comments',
      singleCommentLabel: '1 Comment',
      multipleCommentsLabel: '{count} Comments',
    }
    assert.deepEqual(counterProblems(labels), [])
    assert.deepEqual(fields(counterProblems({ ...labels, singleCommentLabel: '' })), [
      'singleCommentLabel',
    ])
    assert.equal(counterText(labels, 0), 'Comments')
    assert.equal(counterText(labels, 1), '1 Comment')
    assert.equal(counterText(labels, 1234), '1,234 Comments')
  })
})

describe('statistics date ranges (COM-38)', () => {
  it('a day', () => {
    assert.equal(statsDateRange('DAY', '2024-03-05'), 'Mar 5, 2024')
  })
  it('a month runs to its last day, leap years included', () => {
    assert.equal(statsDateRange('MONTH', '2024-02-01'), 'Feb 1, 2024 - Feb 29, 2024')
    assert.equal(statsDateRange('MONTH', '2023-02-01'), 'Feb 1, 2023 - Feb 28, 2023')
    assert.equal(statsDateRange('MONTH', '2023-12-01'), 'Dec 1, 2023 - Dec 31, 2023')
  })
  it('a year', () => {
    assert.equal(statsDateRange('YEAR', '2023-01-01'), 'Jan 1, 2023 - Dec 31, 2023')
  })
})

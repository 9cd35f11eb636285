import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  applyTreePreset,
  generalProblems,
  indicatorTitleProblem,
  nameProblem,
  scoresProblems,
  TREE_PRESETS,
  treeProblems,
} from '../../src/areas/commenting/lib/commenting-rules'
import { defaultSections } from '../../demo/server/site-products/commenting-units'

const fields = (problems: Array<{ field: string }>) => problems.map((p) => p.field)

/** Valid sections to vary: the spec's defaults for a new unit. */
const { general: GENERAL, commentsTree: TREE } = defaultSections('Demo News')

describe('integration name (COM-15)', () => {
  it('takes 1 to 191 characters', () => {
    assert.equal(nameProblem('a'), null)
    assert.equal(nameProblem('a'.repeat(191)), null)
    assert.equal(nameProblem('a'.repeat(192)), 'Use at most 191 characters')
  })
  it('is required', () => {
    assert.equal(nameProblem(''), 'This field is required')
    assert.equal(nameProblem(null), 'This field is required')
    assert.equal(nameProblem(undefined), 'This field is required')
  })
  it('refuses a leading space or tab', () => {
    assert.equal(nameProblem(' News'), 'Do not start with a space')
    assert.equal(nameProblem('\tNews'), 'Do not start with a space')
    assert.equal(nameProblem('News '), null)
  })
  it('takes letters, digits, punctuation and symbols in any script', () => {
    assert.equal(nameProblem("Le Monde's #1 — news: 100% (daily) & more!"), null)
    assert.equal(nameProblem('Süddeutsche Zeitung 日本'), null)
  })
  it('refuses control and format characters', () => {
    assert.equal(nameProblem('News\u0000'), 'Use letters, digits, spaces and punctuation only')
    assert.equal(nameProblem('News\nDaily'), 'Use letters, digits, spaces and punctuation only')
    assert.equal(nameProblem('News\u202Edaily'), 'Use letters, digits, spaces and punctuation only')
  })
})

describe('active users indicator title (COM-15)', () => {
  it('takes 0 to 64 characters while the indicator is off', () => {
    assert.equal(indicatorTitleProblem('', false), null)
    assert.equal(indicatorTitleProblem(null, false), null)
    assert.equal(indicatorTitleProblem('a'.repeat(64), false), null)
    assert.equal(indicatorTitleProblem('a'.repeat(65), false), 'Use at most 64 characters')
  })
  it('is required while the indicator is on', () => {
    assert.equal(indicatorTitleProblem('', true), 'This field is required')
    assert.equal(indicatorTitleProblem(null, true), 'This field is required')
    assert.equal(indicatorTitleProblem('Reading now', true), null)
    assert.equal(indicatorTitleProblem('a'.repeat(65), true), 'Use at most 64 characters')
  })
  it('refuses a leading space and control characters', () => {
    assert.equal(indicatorTitleProblem(' Live', true), 'Do not start with a space')
    assert.equal(
      indicatorTitleProblem('Li\u0007ve', false),
      'Use letters, digits, spaces and punctuation only',
    )
  })
})

describe('general section check (COM-15)', () => {
  it('passes valid settings', () => {
    assert.deepEqual(generalProblems(GENERAL), [])
  })
  it('names the invalid name and the missing title', () => {
    const found = generalProblems({ ...GENERAL, name: '', isActiveUsersIndicatorEnabled: true })
    assert.deepEqual(fields(found), ['name', 'activeUsersIndicatorTitle'])
  })
  it('ignores an empty title when the indicator is off', () => {
    assert.deepEqual(generalProblems({ ...GENERAL, activeUsersIndicatorTitle: '' }), [])
  })
})

describe('AI approval scores (COM-20)', () => {
  const scores = (minApprovalScore: number, maxApprovalScore: number) =>
    fields(scoresProblems({ isAIModerationEnabled: true, minApprovalScore, maxApprovalScore }))
  it('takes 0 ≤ min ≤ max ≤ 6', () => {
    for (let min = 0; min <= 6; min++)
      for (let max = min; max <= 6; max++) assert.deepEqual(scores(min, max), [], `${min}/${max}`)
  })
  it('refuses a maximum below the minimum', () => {
    assert.deepEqual(scores(3, 2), ['advancedSettings.maxApprovalScore'])
    assert.deepEqual(scores(6, 0), ['advancedSettings.maxApprovalScore'])
  })
  it('refuses values outside 0..6 and fractions', () => {
    assert.deepEqual(scores(-1, 0), ['advancedSettings.minApprovalScore'])
    assert.deepEqual(scores(0, 7), ['advancedSettings.maxApprovalScore'])
    assert.deepEqual(scores(0.5, 1), ['advancedSettings.minApprovalScore'])
    assert.deepEqual(scores(NaN, NaN), [
      'advancedSettings.minApprovalScore',
      'advancedSettings.maxApprovalScore',
    ])
  })
})

describe('comments tree (COM-22)', () => {
  const custom = (comments: number, replies: number) =>
    fields(
      treeProblems({
        ...TREE,
        treeType: 'CUSTOM',
        commentsInitialLoadLimit: comments,
        repliesInitialLoadLimit: replies,
      }),
    )
  it('takes visible comments 1..25 and replies 0..25', () => {
    assert.deepEqual(custom(1, 0), [])
    assert.deepEqual(custom(25, 25), [])
  })
  it('refuses 0 comments, 26 of either, negatives and fractions', () => {
    assert.deepEqual(custom(0, 0), ['commentsInitialLoadLimit'])
    assert.deepEqual(custom(26, 1), ['commentsInitialLoadLimit'])
    assert.deepEqual(custom(5, 26), ['repliesInitialLoadLimit'])
    assert.deepEqual(custom(5, -1), ['repliesInitialLoadLimit'])
    assert.deepEqual(custom(2.5, 1), ['commentsInitialLoadLimit'])
    assert.deepEqual(custom(NaN, NaN), ['commentsInitialLoadLimit', 'repliesInitialLoadLimit'])
  })
  it('takes load-more only from 5, 10, 15, 20, 25', () => {
    for (const n of [5, 10, 15, 20, 25])
      assert.deepEqual(
        treeProblems({ ...TREE, commentsLoadMoreLimit: n, repliesLoadMoreLimit: n }),
        [],
      )
    assert.deepEqual(
      fields(treeProblems({ ...TREE, commentsLoadMoreLimit: 0, repliesLoadMoreLimit: 30 })),
      ['commentsLoadMoreLimit', 'repliesLoadMoreLimit'],
    )
  })
  it('presets set their initial limits: Basic 5/1, Compact 2/0, Advanced 10/3', () => {
    const tree = { ...TREE, commentsInitialLoadLimit: 17, repliesInitialLoadLimit: 9 }
    assert.deepEqual(TREE_PRESETS, {
      BASIC: { comments: 5, replies: 1 },
      COMPACT: { comments: 2, replies: 0 },
      ADVANCED: { comments: 10, replies: 3 },
    })
    for (const [type, limits] of [
      ['BASIC', [5, 1]],
      ['COMPACT', [2, 0]],
      ['ADVANCED', [10, 3]],
    ] as const) {
      const next = applyTreePreset(tree, type)
      assert.equal(next.treeType, type)
      assert.deepEqual([next.commentsInitialLoadLimit, next.repliesInitialLoadLimit], limits)
      assert.equal(next.commentsLoadMoreLimit, 10)
      assert.equal(next.repliesLoadMoreLimit, 5)
    }
  })
  it('custom keeps the typed limits', () => {
    const next = applyTreePreset(
      { ...TREE, commentsInitialLoadLimit: 17, repliesInitialLoadLimit: 9 },
      'CUSTOM',
    )
    assert.deepEqual(next, {
      ...TREE,
      treeType: 'CUSTOM',
      commentsInitialLoadLimit: 17,
      repliesInitialLoadLimit: 9,
    })
  })
})

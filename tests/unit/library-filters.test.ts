import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import { cardActions, CONTENT_TYPES } from '../../src/areas/embeds/lib/embeds-rules'
import { addTyped, NO_LABELS } from '../../src/areas/embeds/lib/label-choice'
import {
  DEFAULT_FILTERS,
  labelNames,
  labelsNeedToggle,
  libraryHeading,
  libraryQuery,
  liveCardsText,
  showsPager,
} from '../../src/areas/embeds/lib/library-filters'

const LABELS = [
  { labelUUID: 'l1', labelName: 'sports' },
  { labelUUID: 'l2', labelName: 'Breaking News' },
]

describe('libraryQuery (EMB-06, EMB-07)', () => {
  it('defaults: live, both states, all three types, any date, no labels, no keyword, page 1', () => {
    assert.deepEqual(libraryQuery(DEFAULT_FILTERS, 1), {
      active: true,
      embedState: null,
      contentTypes: ['QUIZ', 'POLL', 'STORY'],
      lastModifiedStartDate: null,
      lastModifiedEndDate: null,
      labelUUIDs: [],
      keyword: null,
      page: 1,
    })
  })

  it('carries every filter; the keyword is trimmed; the types keep the contract order', () => {
    const query = libraryQuery(
      {
        keyword: '  trivia ',
        contentTypes: ['STORY', 'QUIZ'],
        states: ['offline'],
        active: false,
        range: { from: '2026-11-01', to: '2026-11-07' },
        labelUUIDs: ['l2'],
      },
      3,
    )
    assert.deepEqual(query, {
      active: false,
      embedState: 'offline',
      contentTypes: ['QUIZ', 'STORY'],
      lastModifiedStartDate: '2026-11-01',
      lastModifiedEndDate: '2026-11-07',
      labelUUIDs: ['l2'],
      keyword: 'trivia',
      page: 3,
    })
  })

  it('both statuses chosen is the same as none (null); a blank keyword is null', () => {
    const query = libraryQuery(
      { ...DEFAULT_FILTERS, states: ['online', 'offline'], keyword: '   ' },
      1,
    )
    assert.equal(query.embedState, null)
    assert.equal(query.keyword, null)
  })

  it('page is a whole number of at least 1, and types are never empty', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 50, noNaN: true }),
        fc.subarray([...CONTENT_TYPES]),
        (page, types) => {
          const query = libraryQuery({ ...DEFAULT_FILTERS, contentTypes: types }, page)
          assert.ok(Number.isInteger(query.page) && query.page >= 1)
          assert.ok(query.contentTypes.length > 0)
        },
      ),
    )
  })
})

describe('library display rules (EMB-05, 08, 10, 11)', () => {
  it('heading and pager', () => {
    assert.equal(libraryHeading(true, 12), 'Total Live Embeds (12)')
    assert.equal(libraryHeading(false, 0), 'Total Archived Embeds (0)')
    assert.equal(showsPager(20), false)
    assert.equal(showsPager(21), true)
  })

  it('labels toggle only past 43 characters of joined names', () => {
    assert.equal(labelsNeedToggle(['a'.repeat(43)]), false)
    assert.equal(labelsNeedToggle(['a'.repeat(44)]), true)
    // "aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbb" is 43 characters.
    assert.equal(labelsNeedToggle(['a'.repeat(20), 'b'.repeat(21)]), false)
    assert.equal(labelsNeedToggle(['a'.repeat(20), 'b'.repeat(22)]), true)
    assert.equal(labelsNeedToggle([]), false)
  })

  it('label names follow the account’s labels and skip unknown ids', () => {
    assert.deepEqual(labelNames(['l2', 'gone', 'l1'], LABELS), ['sports', 'Breaking News'])
  })

  it('live cards text', () => {
    assert.equal(liveCardsText({}), 'No Content')
    assert.equal(liveCardsText({ QUIZ: 0 }), 'No Content')
    assert.equal(liveCardsText({ QUIZ: 2, STORY: 1 }), '3 Live Cards:')
  })
})

describe('label field (EMB-22)', () => {
  it('blank is ignored, an existing name (any case) selects the label, once', () => {
    assert.deepEqual(addTyped(NO_LABELS, '   ', LABELS), { next: NO_LABELS, error: null })
    const picked = addTyped(NO_LABELS, ' breaking NEWS ', LABELS)
    assert.deepEqual(picked, {
      next: { attachedLabelUUIDs: ['l2'], newLabelNames: [] },
      error: null,
    })
    assert.equal(addTyped(picked.next, 'Breaking News', LABELS).next, picked.next)
  })

  it('a new valid name is added once (case-insensitive); an invalid one gives the message', () => {
    const added = addTyped(NO_LABELS, 'fall_2026 promo', LABELS)
    assert.deepEqual(added.next.newLabelNames, ['fall_2026 promo'])
    assert.equal(addTyped(added.next, 'FALL_2026 PROMO', LABELS).next, added.next)
    assert.deepEqual(addTyped(NO_LABELS, 'two  spaces', LABELS), {
      next: NO_LABELS,
      error: 'Enter valid label name',
    })
    assert.equal(addTyped(NO_LABELS, 'dash-ed', LABELS).error, 'Enter valid label name')
  })
})

describe('cardActions as the library uses them (EMB-14)', () => {
  const live = { active: true, embedState: 'offline' as const }
  it('read-only users: analytics and e-mails only', () => {
    const actions = cardActions(live, { canEdit: false, mocked: false, mockupGenerator: false })
    assert.deepEqual(
      Object.entries(actions)
        .filter(([, v]) => v === true || v === 'enabled')
        .map(([k]) => k),
      ['analytics', 'emails'],
    )
  })
})

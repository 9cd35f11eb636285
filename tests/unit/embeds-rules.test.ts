/** The embeds contract's shared rules (spec 001 §5, §6, §9; EMB-06, 14, 22, 26, 29; BLD-09). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  answerPercent,
  cardActions,
  cleanLabelName,
  contentLiveFilter,
  DUPLICATE_EMBED_NAME_MESSAGE,
  embedNameError,
  embedStateFilter,
  findLabel,
  INVALID_EMBED_NAME_MESSAGE,
  INVALID_LABEL_MESSAGE,
  isDuplicateName,
  labelNameError,
  SORT_OPTIONS,
} from '../../src/areas/embeds/lib/embeds-rules'
import { containsPattern } from '../../demo/server/embeds/queries'
import { isDay, nyDay, nyDayBefore, nyDayEnd, nyDayStart } from '../../demo/server/platform/days'

describe('label names (EMB-22)', () => {
  it('accepts letters, digits, underscores and single spaces between words', () => {
    for (const ok of ['Sports', 'Local_News', 'Elections 2026', 'a b c', '_', 'x'.repeat(40)])
      assert.equal(labelNameError(ok), null, ok)
    // Surrounding spaces are trimmed first.
    assert.equal(labelNameError('  Sports  '), null)
  })
  it('refuses anything else with the spec message', () => {
    for (const bad of ['two  spaces', 'dash-ed', 'émigré', 'tab\tin', 'x'.repeat(41), 'a!'])
      assert.equal(labelNameError(bad), INVALID_LABEL_MESSAGE, bad)
  })
  it('ignores blank entries', () => {
    assert.equal(labelNameError('   '), null)
    assert.equal(cleanLabelName('   '), null)
    assert.equal(cleanLabelName(' Weekend '), 'Weekend')
  })
  it('selects an existing label whatever the case', () => {
    const labels = [
      { labelUUID: '1', labelName: 'Sports' },
      { labelUUID: '2', labelName: 'Local_News' },
    ]
    assert.equal(findLabel(labels, ' sPoRtS ')?.labelUUID, '1')
    assert.equal(findLabel(labels, 'local news'), undefined)
    assert.equal(findLabel(labels, ''), undefined)
  })
})

describe('embed names (BLD-09)', () => {
  it('needs a letter or digit, only letters, digits, spaces and underscores', () => {
    assert.equal(embedNameError(''), 'This field is required')
    assert.equal(embedNameError('   '), 'This field is required')
    assert.equal(embedNameError('Morning Trivia'), null)
    assert.equal(embedNameError('_1_'), null)
    for (const bad of ['___', 'Quiz-1', 'Quiz!', 'x'.repeat(101)])
      assert.equal(embedNameError(bad), INVALID_EMBED_NAME_MESSAGE, bad)
  })
  it('is a duplicate only on the same site, case-insensitively, ignoring itself', () => {
    const names = [
      { embedUUID: 'a', embedName: 'Morning Trivia', siteUUID: 's1' },
      { embedUUID: 'b', embedName: 'Poll', siteUUID: 's2' },
    ]
    assert.equal(isDuplicateName(names, ' morning TRIVIA ', 's1'), true)
    assert.equal(isDuplicateName(names, 'Morning Trivia', 's2'), false)
    assert.equal(isDuplicateName(names, 'Morning Trivia', 's1', 'a'), false)
    assert.equal(DUPLICATE_EMBED_NAME_MESSAGE, 'Embeds on the same site cannot share the same name')
  })
})

describe('filters (EMB-06, EMB-26) and answers (EMB-29)', () => {
  it('sends a state only when exactly one is chosen', () => {
    assert.equal(embedStateFilter([]), null)
    assert.equal(embedStateFilter(['online', 'offline']), null)
    assert.equal(embedStateFilter(['offline']), 'offline')
    assert.equal(contentLiveFilter([]), null)
    assert.equal(contentLiveFilter(['online', 'offline']), null)
    assert.equal(contentLiveFilter(['online']), true)
    assert.equal(contentLiveFilter(['offline']), false)
  })
  it('rounds answer percentages to whole numbers, 0 without answers', () => {
    assert.equal(answerPercent(1, 3), 33)
    assert.equal(answerPercent(2, 3), 67)
    assert.equal(answerPercent(0, 0), 0)
    assert.equal(answerPercent(5, 5), 100)
  })
  it('offers the four sort options of EMB-28, queue position first', () => {
    assert.deepEqual(
      SORT_OPTIONS.map((o) => `${o.orderBy} ${o.orderDirection}`),
      ['QUEUE_POSITION ASC', 'CREATED_DATE DESC', 'CREATED_DATE ASC', 'ENGAGEMENT DESC'],
    )
  })
})

describe('card actions (EMB-14, spec 001 §6)', () => {
  const owner = { canEdit: true, mocked: false, mockupGenerator: false }
  const reader = { canEdit: false, mocked: false, mockupGenerator: false }
  const mocked = { canEdit: true, mocked: true, mockupGenerator: false }
  const mockup = { canEdit: true, mocked: false, mockupGenerator: true }
  it('disables archive while online and hides delete outside mocked sessions', () => {
    const online = cardActions({ active: true, embedState: 'online' }, owner)
    assert.equal(online.archive, 'disabled')
    assert.equal(online.delete, false)
    assert.equal(cardActions({ active: true, embedState: 'offline' }, owner).archive, 'enabled')
    assert.equal(cardActions({ active: true, embedState: 'offline' }, mocked).delete, true)
  })
  it('leaves a read-only user analytics and e-mails only', () => {
    assert.deepEqual(cardActions({ active: true, embedState: 'offline' }, reader), {
      edit: false,
      analytics: true,
      emails: true,
      labels: false,
      archive: 'hidden',
      unarchive: false,
      delete: false,
    })
  })
  it('offers only unarchive on archived embeds, to editors', () => {
    assert.equal(cardActions({ active: false, embedState: 'offline' }, owner).unarchive, true)
    assert.equal(cardActions({ active: false, embedState: 'offline' }, reader).unarchive, false)
    assert.equal(cardActions({ active: false, embedState: 'offline' }, owner).edit, false)
  })
  it('hides analytics and e-mails in mockup mode', () => {
    const actions = cardActions({ active: true, embedState: 'online' }, mockup)
    assert.equal(actions.analytics, false)
    assert.equal(actions.emails, false)
    assert.equal(actions.edit, true)
  })
})

describe('server helpers: LIKE patterns and New York days', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    assert.equal(containsPattern('50%_off'), '%50\\%\\_off%')
    assert.equal(containsPattern('a\\b'), '%a\\\\b%')
    assert.equal(containsPattern('MiXeD'), '%mixed%')
  })
  it('reads days in New York time, across daylight saving', () => {
    // 03:30 UTC on 1 March is still 28 February in New York (UTC-5).
    assert.equal(nyDay(Date.UTC(2026, 2, 1, 3, 30)), '2026-02-28')
    assert.equal(nyDayStart('2026-03-08'), Date.UTC(2026, 2, 8, 5))
    // 8 March 2026 is 23 hours long (clocks go forward).
    assert.equal(nyDayEnd('2026-03-08') - nyDayStart('2026-03-08'), 23 * 3_600_000)
    assert.equal(nyDayEnd('2026-11-01') - nyDayStart('2026-11-01'), 25 * 3_600_000)
    assert.equal(nyDayBefore(Date.UTC(2026, 2, 1, 12), 1), '2026-02-28')
    assert.equal(nyDayBefore(Date.UTC(2026, 0, 1, 12), 1), '2025-12-31')
  })
  it('accepts only real YYYY-MM-DD days', () => {
    assert.equal(isDay('2026-02-28'), true)
    assert.equal(isDay('2024-02-29'), true)
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '26-01-01', '2026-01-01T00', ''])
      assert.equal(isDay(bad), false, bad)
  })
})

// BLD-39, 41: the organize view's moves, filters, pages and close rule.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { newCard, type EditorCard } from '../../src/areas/embeds/lib/card-rules'
import {
  keyboardTarget,
  liveItems,
  locate,
  matchesFilter,
  moveItem,
  notLiveItems,
  pageCount,
  pageOf,
  pageShowing,
  selectionOnClose,
  toCards,
  toItems,
  wholeIndex,
  type OrganizeItem,
} from '../../src/areas/embeds/lib/organize-rules'

/** A card named `id` (title and contentUUID), live at queue position `q` or not live (null). */
function card(id: string, q: number | null, type: EditorCard['contentType'] = 'POLL'): EditorCard {
  const c = newCard(type)
  if (c.question) c.question.title = `Title ${id}`
  if (c.story) c.story.title = `Title ${id}`
  return { ...c, contentUUID: id, contentLive: q !== null, queuePosition: q }
}

const keys = (list: OrganizeItem[]) => list.map((i) => i.key).join(',')
/** Live positions are 0..n-1 without gaps or doubles, and not-live cards have none. */
function assertQueue(items: OrganizeItem[]) {
  const live = liveItems(items).map((i) => i.card.queuePosition)
  assert.deepEqual(
    live,
    live.map((_, i) => i),
  )
  for (const i of notLiveItems(items)) {
    assert.equal(i.card.queuePosition, null)
    assert.equal(i.card.contentLive, false)
  }
}

// live: b(0) a(1) c(2); not live: x, y
const ITEMS = toItems([card('a', 1), card('x', null), card('b', 0), card('y', null), card('c', 2)])

describe('organize lists (BLD-39)', () => {
  it('lists live cards by queue position and not-live cards in document order', () => {
    assert.equal(keys(liveItems(ITEMS)), 'b,a,c')
    assert.equal(keys(notLiveItems(ITEMS)), 'x,y')
    assert.deepEqual(locate(ITEMS, 'c'), { list: 'live', index: 2 })
    assert.deepEqual(locate(ITEMS, 'y'), { list: 'notLive', index: 1 })
    assert.equal(locate(ITEMS, 'zzz'), null)
  })

  it('gives new cards keys that differ', () => {
    const items = toItems([newCard('QUIZ'), newCard('QUIZ')])
    assert.notEqual(items[0].key, items[1].key)
  })

  it('reorders within the live list, shifting the cards between', () => {
    const moved = moveItem(ITEMS, 'c', { list: 'live', index: 0 })
    assert.equal(keys(liveItems(moved)), 'c,b,a')
    assertQueue(moved)
    const down = moveItem(ITEMS, 'b', { list: 'live', index: 2 })
    assert.equal(keys(liveItems(down)), 'a,c,b')
    assertQueue(down)
  })

  it('makes a not-live card live at the dropped place; later live cards move up', () => {
    const moved = moveItem(ITEMS, 'x', { list: 'live', index: 1 })
    assert.equal(keys(liveItems(moved)), 'b,x,a,c')
    assert.equal(keys(notLiveItems(moved)), 'y')
    assertQueue(moved)
    const end = moveItem(ITEMS, 'y', { list: 'live', index: 99 })
    assert.equal(keys(liveItems(end)), 'b,a,c,y')
    assertQueue(end)
  })

  it('takes a live card off at the dropped place; later live cards move down', () => {
    const moved = moveItem(ITEMS, 'a', { list: 'notLive', index: 1 })
    assert.equal(keys(liveItems(moved)), 'b,c')
    assert.equal(keys(notLiveItems(moved)), 'x,a,y')
    assertQueue(moved)
    const top = moveItem(ITEMS, 'b', { list: 'notLive', index: 0 })
    assert.equal(keys(notLiveItems(top)), 'b,x,y')
    assertQueue(top)
  })

  it('reorders within the not-live list without touching live cards', () => {
    const moved = moveItem(ITEMS, 'y', { list: 'notLive', index: 0 })
    assert.equal(keys(notLiveItems(moved)), 'y,x')
    assert.equal(keys(liveItems(moved)), 'b,a,c')
    assertQueue(moved)
  })

  it('leaves the items as they are for an unknown card or a move to the same place', () => {
    assert.equal(keys(moveItem(ITEMS, 'nope', { list: 'live', index: 0 })), keys(ITEMS))
    const same = moveItem(ITEMS, 'a', { list: 'live', index: 1 })
    assert.deepEqual(toCards(same), toCards(ITEMS))
  })

  it('keeps queue positions valid over every single move', () => {
    for (const item of ITEMS)
      for (const list of ['live', 'notLive'] as const)
        for (let index = 0; index < 6; index++) {
          const moved = moveItem(ITEMS, item.key, { list, index })
          assertQueue(moved)
          assert.equal(moved.length, ITEMS.length)
          assert.equal(locate(moved, item.key)?.list, list)
        }
  })
})

describe('keyboard moves (BLD-39)', () => {
  it('moves up and down within a list, not past its ends', () => {
    assert.deepEqual(keyboardTarget(ITEMS, 'a', 'up'), { list: 'live', index: 0 })
    assert.deepEqual(keyboardTarget(ITEMS, 'a', 'down'), { list: 'live', index: 2 })
    assert.equal(keyboardTarget(ITEMS, 'b', 'up'), null)
    assert.equal(keyboardTarget(ITEMS, 'c', 'down'), null)
    assert.equal(keyboardTarget(ITEMS, 'y', 'down'), null)
    assert.deepEqual(keyboardTarget(ITEMS, 'y', 'up'), { list: 'notLive', index: 0 })
  })

  it('adds a card at the last live position and takes one off to the top of not live', () => {
    assert.deepEqual(keyboardTarget(ITEMS, 'x', 'toLive'), { list: 'live', index: 3 })
    assert.equal(keyboardTarget(ITEMS, 'a', 'toLive'), null)
    assert.deepEqual(keyboardTarget(ITEMS, 'a', 'toNotLive'), { list: 'notLive', index: 0 })
    assert.equal(keyboardTarget(ITEMS, 'x', 'toNotLive'), null)
    const added = moveItem(ITEMS, 'x', keyboardTarget(ITEMS, 'x', 'toLive')!)
    assert.equal(liveItems(added).at(-1)?.key, 'x')
  })
})

describe('filters and pages (BLD-39)', () => {
  const many = toItems(
    Array.from({ length: 23 }, (_, i) =>
      card(`n${i}`, null, i % 3 === 0 ? 'STORY' : i % 3 === 1 ? 'QUIZ' : 'POLL'),
    ),
  )

  it('filters by title (case-insensitive, trimmed) and by type', () => {
    const one = many[4]
    assert.ok(matchesFilter(one, { search: ' title N4 ', type: null }))
    assert.ok(!matchesFilter(one, { search: 'n5', type: null }))
    assert.ok(matchesFilter(one, { search: '', type: 'QUIZ' }))
    assert.ok(!matchesFilter(one, { search: '', type: 'STORY' }))
    assert.equal(many.filter((i) => matchesFilter(i, { search: '', type: 'STORY' })).length, 8)
  })

  it('pages in tens, the last page holding the rest', () => {
    assert.equal(pageCount(23), 3)
    assert.equal(pageCount(0), 1)
    assert.equal(pageCount(20), 2)
    assert.equal(pageOf(many, 1).length, 10)
    assert.equal(pageOf(many, 3).length, 3)
    assert.equal(pageOf(many, 9)[0].key, 'n20')
  })

  it('names the page that shows a moved card', () => {
    assert.equal(pageShowing(many, 'n0'), 1)
    assert.equal(pageShowing(many, 'n9'), 1)
    assert.equal(pageShowing(many, 'n10'), 2)
    assert.equal(pageShowing(many, 'n22'), 3)
    assert.equal(pageShowing(many, 'none'), null)
  })

  it('maps a drop on a filtered page to the whole list', () => {
    const shown = [many[3], many[6], many[9]]
    assert.equal(wholeIndex(many, shown, 0), 3)
    assert.equal(wholeIndex(many, shown, 2), 9)
    assert.equal(wholeIndex(many, shown, 3), 10)
    assert.equal(wholeIndex(many, [], 0), many.length)
  })
})

describe('closing the view (BLD-41)', () => {
  it('selects the last live card', () => {
    assert.equal(selectionOnClose(toCards(ITEMS)), 4)
    const moved = toCards(moveItem(ITEMS, 'a', { list: 'live', index: 2 }))
    assert.equal(selectionOnClose(moved), 0)
  })

  it('selects nothing with no live card (no live content)', () => {
    assert.equal(selectionOnClose([card('x', null), card('y', null)]), -1)
    assert.equal(selectionOnClose([]), -1)
  })
})

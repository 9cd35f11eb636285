/** customize-rules (BLD-14..31) and the colour picker's colour parsing (BLD-35). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { STORY_TITLE_MAX } from '../../src/areas/embeds/lib/builder-rules'
import {
  addCardAt,
  newCard,
  toggleLive,
  type EditorCard,
} from '../../src/areas/embeds/lib/card-rules'
import {
  autofillFrom,
  cardHeader,
  cardNumber,
  cardTitle,
  clickThroughValid,
  emptyMessage,
  formattingTitle,
  pageCount,
  pageIndexes,
  pageOf,
  smallerTitleSize,
  storyTitleSize,
  stylesFor,
  TITLE_SIZES,
  urlExampleHost,
} from '../../src/areas/embeds/lib/customize-rules'
import { COLOR } from '../../src/areas/embeds/lib/embed-body-rules'
import { normalizeColor, parseColor, toHex, toRgbaString } from '../../src/ui/color-picker'

function cards(n: number): EditorCard[] {
  let list: EditorCard[] = []
  for (let i = 0; i < n; i++) list = addCardAt(list, newCard('QUIZ'), i + 1)
  return list
}

describe('card selector pages (BLD-14)', () => {
  it('10 cards per page', () => {
    assert.equal(pageCount(0), 1)
    assert.equal(pageCount(10), 1)
    assert.equal(pageCount(11), 2)
    assert.equal(pageOf(9), 0)
    assert.equal(pageOf(10), 1)
    assert.deepEqual(pageIndexes(12, 1), [10, 11])
    assert.deepEqual(pageIndexes(12, 0).length, 10)
  })
})

describe('card labels and header (BLD-15, 19)', () => {
  it('numbers live cards only when ordered', () => {
    const list = cards(3)
    assert.equal(cardNumber(list[1]!, 'ordered'), 2)
    assert.equal(cardNumber(list[1]!, 'random'), null)
    const off = toggleLive(list, 0)
    assert.equal(cardNumber(off[0]!, 'ordered'), null)
    assert.equal(cardNumber(off[1]!, 'ordered'), 1)
  })
  it('Card {position} / {live count}', () => {
    const list = cards(3)
    assert.equal(cardHeader(list, 2), 'Card 3 / 3')
    assert.equal(cardHeader(toggleLive(list, 2), 2), 'Card – / 2')
  })
  it('the empty messages', () => {
    assert.equal(emptyMessage([]), 'This Embed has no content')
    assert.equal(emptyMessage(toggleLive(cards(1), 0)), 'This Embed has no live content')
    assert.equal(emptyMessage(cards(1)), null)
  })
  it('the title of a question or a story', () => {
    const story = { ...newCard('STORY') }
    story.story = { ...story.story!, title: ' Moon ' }
    assert.equal(cardTitle(story), 'Moon')
    assert.equal(cardTitle(newCard('POLL')), '')
  })
})

describe('formatting (BLD-18)', () => {
  it('titles and styles', () => {
    assert.equal(formattingTitle('QUIZ'), 'Quiz Formatting')
    assert.equal(formattingTitle('STORY'), 'Story Formatting')
    assert.deepEqual(
      stylesFor('QUIZ').map((s) => s.label),
      ['Round', 'Large', 'Text (stacked)', 'Text (grid)'],
    )
    assert.deepEqual(
      stylesFor('POLL').map((s) => s.label),
      ['Round', 'Large', 'Text (stacked)', 'Text (grid)', 'Emoji'],
    )
    const labels = stylesFor('POLL').map((s) => s.label)
    assert.equal(new Set(labels).size, labels.length, 'the visible labels differ (issue 27 #15)')
  })
  it('11 title sizes, stepping down, stopping at the smallest', () => {
    assert.equal(TITLE_SIZES.length, 11)
    assert.equal(smallerTitleSize(28), 26)
    assert.equal(smallerTitleSize(16), 16)
    assert.ok(storyTitleSize(150) < storyTitleSize(10))
  })
})

describe('story (BLD-30, 31)', () => {
  it('the URL hint shows the site origin', () => {
    assert.equal(urlExampleHost('https://daily.example/news/x'), 'https://daily.example/')
    assert.equal(urlExampleHost('/demo/sites/x'), 'https://www.example.com/')
  })
  it('autofill reads title (cut to 150) and image; an empty list is blocked', () => {
    assert.equal(autofillFrom([]), null)
    const long = 'x'.repeat(200)
    assert.deepEqual(
      autofillFrom([
        { property: 'og:title', content: long },
        { property: 'og:image', content: 'https://a.example/i.jpg' },
      ]),
      { title: long.slice(0, STORY_TITLE_MAX), image: 'https://a.example/i.jpg' },
    )
    assert.deepEqual(autofillFrom([{ property: 'og:image', content: 'https://a.example/i.jpg' }]), {
      title: null,
      image: 'https://a.example/i.jpg',
    })
  })
})

describe('branding (BLD-17)', () => {
  it('click-through URL: empty or http(s) with a dotted host', () => {
    assert.equal(clickThroughValid(''), true)
    assert.equal(clickThroughValid('https://partner.example/x'), true)
    assert.equal(clickThroughValid('http://localhost'), false)
    assert.equal(clickThroughValid('partner.example'), false)
    assert.equal(clickThroughValid('javascript:alert(1)'), false)
  })
})

describe('colour parsing (BLD-35)', () => {
  it('reads hex and rgb(a), writes rgba', () => {
    assert.deepEqual(parseColor('#092e77'), { r: 9, g: 46, b: 119, a: 1 })
    assert.deepEqual(parseColor('#fff'), { r: 255, g: 255, b: 255, a: 1 })
    assert.deepEqual(parseColor('rgba(48, 48, 48, 0.8)'), { r: 48, g: 48, b: 48, a: 0.8 })
    assert.deepEqual(parseColor('rgb(1,2,3)'), { r: 1, g: 2, b: 3, a: 1 })
    assert.equal(parseColor('rgba(300,0,0,1)'), null)
    assert.equal(parseColor('blue'), null)
    assert.equal(toRgbaString({ r: 9, g: 46, b: 119, a: 1 }), 'rgba(9,46,119,1)')
    assert.equal(toHex({ r: 9, g: 46, b: 119, a: 0.5 }), '#092e77')
    assert.equal(normalizeColor(null, 'rgba(211,211,211,1)'), 'rgba(211,211,211,1)')
    assert.equal(normalizeColor('#092e77', ''), 'rgba(9,46,119,1)')
  })
  it('what the picker stores is a colour the server accepts (embed-body-rules COLOR)', () => {
    for (const text of [
      '#092e77',
      '#fff',
      'rgba(48, 48, 48, 0.8)',
      'rgb(1,2,3)',
      '#11223380',
      'rgba(0,0,0,0)',
    ])
      assert.ok(COLOR.test(normalizeColor(text, '')), text)
  })
})

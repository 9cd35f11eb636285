/**
 * Issue 10, server-side rules without a database: named date ranges in New York days, the
 * previous period, the form reader (repeated keys, unknown and repeated fields), the per-family
 * viewType rules; device and country of a player event, the visitor hash; the player reporter's
 * visitor id and first in-view mark.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  addDays,
  daysOf,
  parseQuery,
  previousOf,
  readForm,
  resolveDateRange,
} from '../../demo/server/metrics/input'
import { countryOf, deviceOf, visitorHash } from '../../demo/server/metrics/segment'
import { createReporter, visitorId } from '../../src/player/reporter'
import type { PlayerEvent } from '../../src/areas/embeds/lib/player-rules'

const ACCOUNT = '11111111-2222-4333-8444-555555555555'
/** 2026-03-09 15:00 New York (a Monday, the day after the spring change). */
const MONDAY = Date.parse('2026-03-09T19:00:00Z')

describe('date ranges', () => {
  it('resolves the named ranges in New York days', () => {
    const at = { monday: MONDAY, lateMonday: Date.parse('2026-03-10T03:00:00Z') }
    for (const [name, when, start, end] of [
      ['YESTERDAY', 'monday', '2026-03-08', '2026-03-08'],
      ['LAST_SEVEN_DAYS', 'monday', '2026-03-02', '2026-03-08'],
      ['LAST_THIRTY_DAYS', 'monday', '2026-02-06', '2026-03-08'],
      ['LAST_WEEK', 'monday', '2026-03-02', '2026-03-08'],
      ['LAST_MONTH', 'monday', '2026-02-01', '2026-02-28'],
      // 03:00 UTC on the 10th is still the 9th in New York.
      ['YESTERDAY', 'lateMonday', '2026-03-08', '2026-03-08'],
    ] as const)
      assert.deepEqual(resolveDateRange(name, at[when]), { start, end }, `${name} (${when})`)
  })

  it('the previous period has the same length and ends the day before', () => {
    assert.deepEqual(previousOf({ start: '2026-03-01', end: '2026-03-31' }), {
      start: '2026-01-29',
      end: '2026-02-28',
    })
    assert.equal(daysOf(previousOf({ start: '2024-02-28', end: '2024-03-01' })).length, 3)
    assert.equal(addDays('2024-12-31', 1), '2025-01-01')
  })
})

describe('the form', () => {
  it('reads repeated keys as lists and refuses unknown or repeated single fields', () => {
    const { one, many, errors } = readForm(
      'accountUUID=a&sites=x&sites=y&devices=&colour=red&viewType=SITE&viewType=GEO',
    )
    assert.equal(one.accountUUID, 'a')
    assert.deepEqual(many.sites, ['x', 'y'])
    assert.deepEqual(many.devices, [])
    assert.deepEqual(
      errors.map((e) => e.field),
      ['colour', 'viewType'],
    )
  })

  it('defaults: the family’s first view type, topRank 15, compare on', () => {
    const text = `accountUUID=${ACCOUNT}&startDate=2026-01-01&endDate=2026-01-31`
    const { query } = parseQuery('storyClicked', text)
    assert.equal(query.viewType, 'STORY')
    assert.equal(query.topRank, 15)
    assert.deepEqual(query.previous, { start: '2025-12-01', end: '2025-12-31' })
    assert.equal(parseQuery('revenue', text).query.viewType, 'SITE')
  })

  it('lowercases ids, uppercases countries, drops duplicates', () => {
    const id = ACCOUNT.toUpperCase()
    const { query } = parseQuery(
      'embedLoad',
      `accountUUID=${id}&startDate=2026-01-01&endDate=2026-01-01&embeds=${id}&embeds=${ACCOUNT}&countries=us&countries=US`,
    )
    assert.equal(query.accountUUID, ACCOUNT)
    assert.deepEqual(query.embeds, [ACCOUNT])
    assert.deepEqual(query.countries, ['US'])
  })
})

describe('segments', () => {
  it('device from the User-Agent', () => {
    assert.equal(
      deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36'),
      'MOBILE',
    )
    assert.equal(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)'), 'MOBILE')
    assert.equal(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0'), 'DESKTOP')
    assert.equal(deviceOf(undefined), 'DESKTOP')
  })

  it('country from the geo header, else the language region, else ZZ', () => {
    assert.equal(countryOf({ geo: 'de', acceptLanguage: 'en-US' }), 'DE')
    assert.equal(countryOf({ geo: 'XX', acceptLanguage: 'fr-CA,fr;q=0.9' }), 'CA')
    assert.equal(countryOf({ acceptLanguage: 'en' }), 'ZZ')
    assert.equal(countryOf({ geo: '<script>' }), 'ZZ')
  })

  it('visitor hashes differ per account and never hold the id', () => {
    const a = visitorHash('account-a', 'visitor-123456')
    assert.match(a, /^[0-9a-f]{32}$/)
    assert.notEqual(a, visitorHash('account-b', 'visitor-123456'))
    assert.equal(a, visitorHash('account-a', 'visitor-123456'))
  })
})

describe('the reporter', () => {
  it('keeps one visitor id in storage and marks only the first in-view report per embed', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    }
    const id = visitorId(storage)
    assert.match(id, /^[0-9a-f]{32}$/)
    assert.equal(visitorId(storage), id)
    const refused = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => undefined,
    }
    assert.match(visitorId(refused), /^[0-9a-f]{32}$/)

    const batches: PlayerEvent[][] = []
    const post = (async (_url: string, init: RequestInit) => {
      batches.push(JSON.parse(String(init.body)))
      return new Response(null, { status: 204 })
    }) as unknown as typeof fetch
    const r = createReporter('https://portal.example', post, () => id)
    r.inview('e', 'c1', 100)
    r.flush()
    r.inview('e', 'c2', 100)
    r.inview('f', 'c3', 100)
    r.flush()
    assert.deepEqual(
      batches.flat().map((e) => [e.contentUUID, e.firstView ?? false, e.visitor]),
      [
        ['c1', true, id],
        ['c2', false, id],
        ['c3', true, id],
      ],
    )
  })
})

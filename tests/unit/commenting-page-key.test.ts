import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { pageKeyOf } from '../../src/units/commenting/page-id'

const URL_KEY = 'https://www.dailyplanet.test/stories/weekend-weather'

describe('pageKeyOf (COM-14 isPageIDEnabled)', () => {
  it('keys by the data-page-id when page ids are on and the page set one', () => {
    assert.equal(pageKeyOf({ id: 'weekend-weather', url: URL_KEY }, true), 'weekend-weather')
  })
  it('keys by the URL when page ids are off, or the page set none', () => {
    assert.equal(pageKeyOf({ id: 'weekend-weather', url: URL_KEY }, false), URL_KEY)
    assert.equal(pageKeyOf({ id: null, url: URL_KEY }, true), URL_KEY)
    assert.equal(pageKeyOf({ id: null, url: URL_KEY }, false), URL_KEY)
  })
})

import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { homeView } from '../../src/areas/analytics/lib/home-rules'

describe('pp-home routes (HOME-01, CONF-01)', () => {
  const base = 'http://portal.test/dashboard/home'
  it('renders the home without new-portal-url', () => {
    assert.deepEqual(homeView('/dashboard/home', null, base), { kind: 'home' })
    assert.deepEqual(homeView('/dashboard/home?x=1', null, base), { kind: 'home' })
  })
  it('leaves for the newer portal home, made absolute, when new-portal-url is set', () => {
    assert.deepEqual(homeView('/dashboard/home', '/demo/new-portal', base), {
      kind: 'leave',
      to: 'http://portal.test/demo/new-portal',
    })
    assert.deepEqual(homeView('/dashboard/home', 'https://beta.example/home', base), {
      kind: 'leave',
      to: 'https://beta.example/home',
    })
  })
  it('sends any other path of its route to /error/404', () => {
    assert.deepEqual(homeView('/dashboard/home/x', null, base), {
      kind: 'not-found',
      to: '/error/404',
    })
  })
})

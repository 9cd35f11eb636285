import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  managerAllowed,
  ratingsView,
  type AccessData,
  type RequestStatus,
} from '../../src/areas/ratings/lib/ratings-routes'
import { onServiceOrigin } from '../../src/areas/ratings/lib/export-origin'

const BASE = '/dashboard/ratings'
const WIDGET = `${BASE}/requestwidget`
const MANAGER = `${BASE}/ratingsmanager`
const ready = { permissionsReceived: true, mockupGenerator: false }
const mockup = { permissionsReceived: true, mockupGenerator: true }
const loaded = (requestStatus: RequestStatus, hasRatingsUnit = false): AccessData => ({
  state: 'loaded',
  requestStatus,
  hasRatingsUnit,
})
const view = (route: string, access: AccessData, session = ready) =>
  ratingsView(route, session, access)
const redirect = (to: string) => ({ kind: 'redirect', to })

describe('ratings routes (RAT-01, RAT-02)', () => {
  it('RAT-01: the bare path goes to the manager when approved, else to the request screen', () => {
    assert.deepEqual(view(BASE, loaded('APPROVED')), redirect(`${MANAGER}/code`))
    for (const status of [null, 'PENDING'] as const)
      assert.deepEqual(view(BASE, loaded(status)), redirect(WIDGET))
  })

  it('RAT-02: mockup mode opens the manager when the session site has a unit', () => {
    assert.deepEqual(view(BASE, loaded(null, true), mockup), redirect(`${MANAGER}/code`))
    assert.deepEqual(view(BASE, loaded(null, false), mockup), redirect(WIDGET))
    // Outside mockup mode the unit alone does not open it.
    assert.deepEqual(view(BASE, loaded(null, true)), redirect(WIDGET))
    assert.equal(managerAllowed(loaded('PENDING', true), true), true)
    assert.equal(managerAllowed(loaded('PENDING', true), false), false)
    assert.equal(managerAllowed({ state: 'loading' }, true), false)
    assert.equal(managerAllowed({ state: 'failed' }, true), false)
  })

  it('unknown paths go to /error/404 whatever the access', () => {
    for (const route of [
      `${BASE}/nope`,
      `${MANAGER}/nope`,
      `${MANAGER}/code/extra`,
      `${WIDGET}/extra`,
    ]) {
      assert.deepEqual(view(route, loaded('APPROVED')), redirect('/error/404'), route)
      assert.deepEqual(view(route, { state: 'loading' }), redirect('/error/404'), route)
    }
  })

  it('RAT-02: loading while the permissions or the access data are not there', () => {
    assert.deepEqual(
      ratingsView(BASE, { permissionsReceived: false, mockupGenerator: false }, loaded('APPROVED')),
      { kind: 'loading' },
    )
    assert.deepEqual(view(`${MANAGER}/code`, { state: 'loading' }), { kind: 'loading' })
  })

  it('a failed access fetch shows the failure (with its retry)', () => {
    for (const route of [BASE, WIDGET, `${MANAGER}/code`])
      assert.deepEqual(view(route, { state: 'failed' }), { kind: 'failed' }, route)
  })

  it('the request screen: shown unless allowed, then back to the bare path', () => {
    assert.deepEqual(view(WIDGET, loaded(null)), { kind: 'request' })
    assert.deepEqual(view(WIDGET, loaded('PENDING')), { kind: 'request' })
    assert.deepEqual(view(WIDGET, loaded('APPROVED')), redirect(BASE))
    assert.deepEqual(view(WIDGET, loaded(null, true), mockup), redirect(BASE))
  })

  it('the manager: each tab when allowed, code by default, the bare path when refused', () => {
    for (const tab of ['code', 'configuration', 'addons', 'analytics'])
      assert.deepEqual(view(`${MANAGER}/${tab}`, loaded('APPROVED')), { kind: 'manager', tab })
    assert.deepEqual(view(MANAGER, loaded('APPROVED')), redirect(`${MANAGER}/code`))
    assert.deepEqual(view(`${MANAGER}/code`, loaded('PENDING')), redirect(BASE))
    assert.deepEqual(view(MANAGER, loaded(null)), redirect(BASE))
    assert.deepEqual(view(`${MANAGER}/analytics`, loaded(null, true), mockup), {
      kind: 'manager',
      tab: 'analytics',
    })
  })
})

describe('the exported file must be on the ratings service (RAT-23)', () => {
  const page = 'https://portal.example/dashboard/ratings'
  it('accepts the service origin, relative or absolute', () => {
    assert.equal(
      onServiceOrigin('https://portal.example/api/ratings/f.csv', '/api/ratings', page),
      true,
    )
    assert.equal(onServiceOrigin('/api/ratings/f.csv', '/api/ratings', page), true)
    assert.equal(
      onServiceOrigin('https://ratings.example/files/f.xml', 'https://ratings.example/api', page),
      true,
    )
  })

  it('refuses another origin, scheme or port, and nonsense', () => {
    for (const url of [
      'https://evil.example/api/ratings/f.csv',
      'http://portal.example/api/ratings/f.csv',
      'https://portal.example:8443/api/ratings/f.csv',
      '//evil.example/f.csv',
      'javascript:alert(1)',
      'data:text/csv,a',
      'https://portal.example.evil.example/f.csv',
    ])
      assert.equal(onServiceOrigin(url, '/api/ratings', page), false, url)
    assert.equal(
      onServiceOrigin('https://portal.example/api/ratings/f.csv', 'https://ratings.example', page),
      false,
    )
    assert.equal(onServiceOrigin('https://x.example/f', '/api', 'not a url'), false)
  })
})

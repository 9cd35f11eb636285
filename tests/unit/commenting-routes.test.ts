import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  commentingView,
  managerAllowed,
  type AccessData,
} from '../../src/areas/commenting/lib/commenting-routes'

const ready = { permissionsReceived: true, mockupGenerator: false }
const mockup = { permissionsReceived: true, mockupGenerator: true }
const loaded = (
  requestStatus: 'PENDING' | 'APPROVED' | null | undefined,
  siteHasUnit = false,
): AccessData => ({
  state: 'loaded',
  requestStatus,
  siteHasUnit,
})
const view = (route: string, access: AccessData, session = ready) =>
  commentingView(route, session, access)

describe('commenting routes (COM-01, 02, 07, 08)', () => {
  it('COM-01: the bare path goes to the manager when approved, else to the request widget', () => {
    assert.deepEqual(view('/dashboard/commenting', loaded('APPROVED')), {
      kind: 'redirect',
      to: '/dashboard/commenting/commentmanager/code',
    })
    for (const status of [null, 'PENDING'] as const)
      assert.deepEqual(view('/dashboard/commenting', loaded(status)), {
        kind: 'redirect',
        to: '/dashboard/commenting/requestwidget',
      })
  })

  it('COM-01: a failed fetch or no data sends the bare path to /error/403', () => {
    assert.deepEqual(view('/dashboard/commenting', { state: 'failed' }), {
      kind: 'redirect',
      to: '/error/403',
    })
    assert.deepEqual(view('/dashboard/commenting', loaded(undefined)), {
      kind: 'redirect',
      to: '/error/403',
    })
  })

  it('COM-01: mockup mode goes first, by whether the session site has a unit', () => {
    assert.deepEqual(view('/dashboard/commenting', loaded(null, true), mockup), {
      kind: 'redirect',
      to: '/dashboard/commenting/commentmanager/code',
    })
    assert.deepEqual(view('/dashboard/commenting', loaded('APPROVED', false), mockup), {
      kind: 'redirect',
      to: '/dashboard/commenting/requestwidget',
    })
  })

  it('COM-02: the widget shows only while not approved; approved goes back to the bare path', () => {
    assert.deepEqual(view('/dashboard/commenting/requestwidget', loaded('PENDING')), {
      kind: 'widget',
    })
    assert.deepEqual(view('/dashboard/commenting/requestwidget', loaded('APPROVED')), {
      kind: 'redirect',
      to: '/dashboard/commenting',
    })
    assert.deepEqual(view('/dashboard/commenting/requestwidget', { state: 'failed' }), {
      kind: 'redirect',
      to: '/error/403',
    })
  })

  it('COM-07: the manager needs approval (or a mockup unit); code is the default tab', () => {
    assert.deepEqual(view('/dashboard/commenting/commentmanager', loaded('APPROVED')), {
      kind: 'redirect',
      to: '/dashboard/commenting/commentmanager/code',
    })
    assert.deepEqual(view('/dashboard/commenting/commentmanager/statistics', loaded('APPROVED')), {
      kind: 'manager',
      tab: 'statistics',
    })
    assert.deepEqual(view('/dashboard/commenting/commentmanager/code', loaded('PENDING')), {
      kind: 'redirect',
      to: '/dashboard/commenting',
    })
    assert.deepEqual(
      view('/dashboard/commenting/commentmanager/addons', loaded(null, true), mockup),
      {
        kind: 'manager',
        tab: 'addons',
      },
    )
    assert.equal(managerAllowed(loaded('APPROVED', false), true), false)
  })

  it('COM-08: unknown paths and tabs go to /error/404; loading while data or permissions load', () => {
    for (const path of [
      '/dashboard/commenting/nope',
      '/dashboard/commenting/commentmanager/nope',
      '/dashboard/commenting/commentmanager/code/extra',
      '/dashboard/commenting/requestwidget/x',
    ])
      assert.deepEqual(view(path, loaded('APPROVED')), { kind: 'redirect', to: '/error/404' }, path)
    assert.deepEqual(view('/dashboard/commenting', { state: 'loading' }), { kind: 'loading' })
    assert.deepEqual(
      view('/dashboard/commenting', loaded('APPROVED'), { ...ready, permissionsReceived: false }),
      { kind: 'loading' },
    )
  })
})

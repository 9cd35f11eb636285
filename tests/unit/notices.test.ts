import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { ApiError } from '../../src/core/http'
import { shallow } from 'zustand/shallow'
import { notifyFailure, portalStore, resetStore, sessionView } from '../../src/core/store'
import { maxLength, phone } from '../../src/core/validation/rules'

describe('notifyFailure (CORE-06, CORE-20)', () => {
  beforeEach(() => resetStore())
  it('says nothing after a 401: the user is being signed out', () => {
    notifyFailure(new ApiError(401, 'unauthorized', 'x'), 'There was an issue fetching your Sites')
    assert.deepEqual(portalStore.getState().notices, [])
  })
  it('toasts the given text for any other failure, network errors included', () => {
    notifyFailure(new ApiError(500, 'server_error', 'x'), 'There was an issue fetching your Sites')
    notifyFailure(new TypeError('Failed to fetch'), 'There was an issue deleting this user')
    assert.deepEqual(
      portalStore.getState().notices.map((n) => [n.kind, n.text]),
      [
        ['error', 'There was an issue fetching your Sites'],
        ['error', 'There was an issue deleting this user'],
      ],
    )
  })
})

describe('shared length and phone rules', () => {
  it('maxLength allows the limit and refuses one more', () => {
    assert.equal(maxLength(3)('abc'), null)
    assert.equal(maxLength(3)('abcd'), 'Use at most 3 characters')
    assert.equal(maxLength(3)(null), null)
  })
  it('phone accepts digits with separators and refuses letters or too short', () => {
    assert.equal(phone('+1 (212) 555-0100'), null)
    assert.equal(phone('555-01'), 'Please enter a valid phone number')
    assert.equal(phone('call me'), 'Please enter a valid phone number')
  })
})

describe('useSessionView (issue 7: user activity re-renders nothing)', () => {
  beforeEach(() => resetStore())
  it('is shallow-equal across a touch, and differs when a shown value changes', () => {
    portalStore.setState({
      session: { ...portalStore.getState().session, signedIn: true, lastActionDispatchedAt: 0 },
    })
    const before = sessionView(portalStore.getState())
    // What touch() does on user activity (without its message to the other tabs).
    portalStore.setState({
      session: { ...portalStore.getState().session, lastActionDispatchedAt: 5000 },
    })
    const after = sessionView(portalStore.getState())
    assert.ok(shallow(before, after))
    assert.ok(!('lastActionDispatchedAt' in after))
    portalStore.setState({ session: { ...portalStore.getState().session, firstName: 'Ada' } })
    assert.ok(!shallow(after, sessionView(portalStore.getState())))
  })
})

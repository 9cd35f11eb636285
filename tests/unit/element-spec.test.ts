// The element factory's attribute checks: malformed values read as absent, never as wrong types.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { commonAttributes } from '../../src/core/element-spec'
import { timerOverrides } from '../../src/core/timer-settings'

describe('commonAttributes', () => {
  it('keeps well-formed values', () => {
    const given = {
      route: '/dashboard/home',
      services: { auth: 'https://auth.example' },
      newPortalUrl: 'https://new.example',
      portalUrl: 'https://portal.example/base/',
      framed: true,
      accountUuid: 'a-1',
      userUuid: 'u-1',
      permissions: ['settings.users'],
      mocked: true,
      mockupGenerator: false,
    }
    // The portal URL without its trailing slash: paths are appended to it.
    assert.deepEqual(commonAttributes(given), {
      ...given,
      portalUrl: 'https://portal.example/base',
    })
  })

  it('reads malformed JSON values and wrong types as absent', () => {
    const common = commonAttributes({
      route: 42,
      services: { auth: 7 },
      newPortalUrl: '',
      framed: 'yes',
      permissions: ['ok', 3],
      mocked: 'true',
    })
    assert.equal(common.route, undefined)
    assert.equal(common.services, undefined)
    assert.equal(common.newPortalUrl, null)
    assert.equal(common.framed, false)
    assert.equal(common.permissions, undefined)
    assert.equal(common.mocked, false)
    assert.equal(commonAttributes({ services: ['a'] }).services, undefined)
    // portal-url: only an absolute http(s) address; anything else is the page's own origin ("").
    assert.equal(common.portalUrl, '')
    assert.equal(commonAttributes({ portalUrl: 'javascript:alert(1)' }).portalUrl, '')
    assert.equal(commonAttributes({ portalUrl: '/relative' }).portalUrl, '')
    assert.equal(commonAttributes({ portalUrl: 'http://p.example' }).portalUrl, 'http://p.example')
  })
})

describe('timerOverrides', () => {
  it('keeps the known timers that are non-negative numbers', () => {
    assert.deepEqual(
      timerOverrides({ inactivityMs: 1000, autoLogoutMs: -1, appPhaseMs: '5', unknownMs: 3 }),
      { inactivityMs: 1000 },
    )
    assert.equal(timerOverrides(null), undefined)
    assert.equal(timerOverrides('x'), undefined)
  })
})

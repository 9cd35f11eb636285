import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  ALL_PERMISSIONS,
  canOpenAccountTab,
  hasPermission,
  mockedSessionPasses,
  sessionPermissions,
} from '../../src/core/permissions'
import {
  canOpenAccountSettings,
  needsPreferredPayment,
  showsBetaPortalButton,
  visibleNav,
} from '../../src/areas/shell/lib/shell-rules'

describe('permissions (CORE-04, SHELL-11, SHELL-15, SHELL-16, SHELL-22, ACCT-03)', () => {
  it('accepts the misspelled setttings.sites for settings.sites', () => {
    assert.ok(hasPermission(['setttings.sites'], 'settings.sites'))
    assert.ok(hasPermission(['settings.sites'], 'setttings.sites'))
    assert.ok(!hasPermission(['settings.users'], 'settings.sites'))
  })
  it('nav: Reports needs home.adMetrics; mockup hides Home and Reports; Commenting and Ratings always', () => {
    assert.deepEqual(visibleNav([], { mockupGenerator: false }), [
      'home',
      'embeds',
      'commenting',
      'ratings',
    ])
    assert.deepEqual(visibleNav(['home.adMetrics'], { mockupGenerator: false }), [
      'home',
      'embeds',
      'reports',
      'commenting',
      'ratings',
    ])
    assert.deepEqual(visibleNav(['home.adMetrics'], { mockupGenerator: true }), [
      'embeds',
      'commenting',
      'ratings',
    ])
  })
  it('Account Settings menu: mocked, or any settings permission', () => {
    assert.ok(canOpenAccountSettings([], true))
    assert.ok(!canOpenAccountSettings(['manageEmbeds', 'home.adMetrics'], false))
    for (const p of [
      'settings.general',
      'settings.adsTxt',
      'settings.paymentInfo',
      'setttings.sites',
      'settings.users',
    ]) {
      assert.ok(canOpenAccountSettings([p], false), p)
    }
  })
  it('account tabs: mocked opens all but payment information', () => {
    assert.ok(canOpenAccountTab('general', [], true))
    assert.ok(!canOpenAccountTab('paymentinfo', [], true))
    assert.ok(canOpenAccountTab('paymentinfo', ['settings.paymentInfo'], true))
    assert.ok(canOpenAccountTab('sites', ['setttings.sites'], false))
  })
  it('beta button: mocked, internal user, internal domain or account flag', () => {
    const base = {
      mocked: false,
      email: 'a@pub.test',
      showPubPortalV2Button: false,
      internalDomains: ['staff.test'],
    }
    assert.ok(!showsBetaPortalButton(base))
    assert.ok(showsBetaPortalButton({ ...base, mocked: true }))
    assert.ok(showsBetaPortalButton({ ...base, internalUser: true }))
    assert.ok(showsBetaPortalButton({ ...base, email: 'x@STAFF.test' }))
    assert.ok(showsBetaPortalButton({ ...base, showPubPortalV2Button: true }))
  })
  it('missing-payment notice needs received info, not mocked, the permission and no preferred type', () => {
    const base = {
      paymentInfoReceived: true,
      mocked: false,
      permissions: ALL_PERMISSIONS,
      preferredPaymentType: null,
    }
    assert.ok(needsPreferredPayment(base))
    assert.ok(needsPreferredPayment({ ...base, preferredPaymentType: 'NONE' }))
    assert.ok(!needsPreferredPayment({ ...base, preferredPaymentType: 'PAYPAL' }))
    assert.ok(!needsPreferredPayment({ ...base, mocked: true }))
    assert.ok(!needsPreferredPayment({ ...base, paymentInfoReceived: false }))
    assert.ok(!needsPreferredPayment({ ...base, permissions: ['settings.users'] }))
  })
  it('mocked sessions pass every Account Settings tab but payment information (ACCT-03)', () => {
    for (const p of ['settings.general', 'settings.users', 'settings.sites', 'settings.adsTxt'])
      assert.ok(mockedSessionPasses(p), p)
    assert.ok(mockedSessionPasses('setttings.sites'))
    for (const p of ['settings.paymentInfo', 'manageEmbeds', 'home.adMetrics', 'unknown'])
      assert.ok(!mockedSessionPasses(p), p)
  })
  it('the permissions a session acts with, by kind (spec 000 §1)', () => {
    const own = ['settings.users', 'home.adMetrics']
    assert.deepEqual(sessionPermissions('normal', own), own)
    assert.deepEqual(sessionPermissions('mocked', own), own)
    assert.deepEqual(sessionPermissions('mockup', own), ['manageEmbeds'])
    assert.deepEqual(sessionPermissions('support', own), [])
  })
})

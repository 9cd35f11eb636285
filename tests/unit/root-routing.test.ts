import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  dashboardElementFor,
  GOOGLE_FAILED_MESSAGE,
  rootTarget,
  safeOrigin,
  signedInHome,
  topLevelOf,
  type RoutingSession,
} from '../../demo/host/root-routing'

const out: RoutingSession = {
  signedIn: false,
  showSetPassword: false,
  showTermsAndConditions: false,
  mockupGenerator: false,
  productCategory: null,
}
const signedIn = { ...out, signedIn: true }

describe('rootTarget (SHELL-01..05)', () => {
  it('sends RESET_PASSWORD to the reset form when signed out and home when signed in', () => {
    assert.equal(
      rootTarget('?auth_ref=RESET_PASSWORD&token_uuid=t1', out).target,
      '/auth/completepasswordreset',
    )
    assert.equal(
      rootTarget('?auth_ref=RESET_PASSWORD&token_uuid=t1', signedIn).target,
      '/dashboard/home',
    )
  })
  it('stores token_uuid only when auth_ref is present', () => {
    assert.equal(rootTarget('?auth_ref=RESET_PASSWORD&token_uuid=t1', out).tokenUUID, 't1')
    assert.equal(rootTarget('?token_uuid=t1', out).tokenUUID, undefined)
  })
  it('shows the Google failure text for failed and FAILED', () => {
    for (const ref of ['failed', 'FAILED']) {
      const decision = rootTarget(`?auth_ref=${ref}`, out)
      assert.equal(decision.target, '/auth/signin')
      assert.equal(decision.error, GOOGLE_FAILED_MESSAGE)
    }
    assert.equal(rootTarget('?auth_ref=Failed', out).error, undefined)
  })
  it('routes an expired invitation to expiredlink', () => {
    assert.equal(rootTarget('?auth_ref=EXPIRED_LINK&token_uuid=t', out).target, '/auth/expiredlink')
  })
  it('sends signed-out visitors to sign-in', () => {
    assert.equal(rootTarget('', out).target, '/auth/signin')
  })
})

describe('signedInHome (SHELL-04), first match wins', () => {
  it('set-password before terms before mockup', () => {
    assert.equal(
      signedInHome({ ...signedIn, showSetPassword: true, showTermsAndConditions: true }),
      '/auth/completesignup',
    )
    assert.equal(
      signedInHome({ ...signedIn, showTermsAndConditions: true, mockupGenerator: true }),
      '/auth/acceptagreement',
    )
  })
  it('mockup sessions go to commenting or embeds by product category', () => {
    assert.equal(
      signedInHome({ ...signedIn, mockupGenerator: true, productCategory: 'COMMENTING' }),
      '/dashboard/commenting',
    )
    assert.equal(
      signedInHome({ ...signedIn, mockupGenerator: true, productCategory: 'EMBEDS' }),
      '/dashboard/embeds',
    )
    assert.equal(
      signedInHome({ ...signedIn, mockupGenerator: true, productCategory: null }),
      '/dashboard/embeds',
    )
  })
  it('everyone else goes home', () => {
    assert.equal(signedInHome(signedIn), '/dashboard/home')
  })
})

describe('top-level routes (SHELL-06, SHELL-08)', () => {
  it('classifies paths', () => {
    assert.equal(topLevelOf('/'), 'root')
    assert.equal(topLevelOf('/auth/signin?x=1'), 'auth')
    assert.equal(topLevelOf('/dashboard/home'), 'dashboard')
    assert.equal(topLevelOf('/error/404'), 'error')
    assert.equal(topLevelOf('/authx'), 'unknown')
    assert.equal(topLevelOf('/foo'), 'unknown')
  })
  it('maps dashboard paths to elements; unknown ones to null', () => {
    assert.equal(dashboardElementFor('/dashboard/account/general'), 'pp-account-settings')
    assert.equal(dashboardElementFor('/dashboard/embeds/management/customize'), 'pp-embed-builder')
    assert.equal(dashboardElementFor('/dashboard/embeds'), 'pp-embeds')
    assert.equal(dashboardElementFor('/dashboard/analytics/detail/revenue'), 'pp-analytics')
    assert.equal(dashboardElementFor('/dashboard/analytics'), null)
    assert.equal(dashboardElementFor('/dashboard/nope'), null)
  })
})

describe('safeOrigin: no open redirect', () => {
  it('keeps same-site dashboard and error paths', () => {
    assert.equal(safeOrigin('/dashboard/account/users?x=1'), '/dashboard/account/users?x=1')
    assert.equal(safeOrigin('/error/403'), '/error/403')
  })
  it('refuses anything else', () => {
    for (const bad of [
      '//evil.test/dashboard',
      'https://evil.test/',
      '/\\evil.test',
      '/auth/signin',
      '/',
      'dashboard/home',
      '/dashboard\n',
      null,
      undefined,
      '',
    ]) {
      assert.equal(safeOrigin(bad as string), null, String(bad))
    }
  })
})

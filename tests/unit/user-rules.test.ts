import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ALL_PERMISSIONS } from '../../src/core/permissions'
import {
  canGrant,
  canManage,
  defaultToggles,
  defaultTogglesFor,
  GRANT_REFUSED,
  grantProblem,
  type Actor,
} from '../../src/areas/account/users/lib/user-rules'

const manager: Actor = { permissions: ['settings.users', 'setttings.sites'], mocked: false }
const owner: Actor = { permissions: ALL_PERMISSIONS, mocked: false }
const mocked: Actor = { permissions: [], mocked: true }

describe('grantProblem (issue 6: a user grants only permissions they hold)', () => {
  it('refuses permissions the actor lacks, naming each once', () => {
    assert.equal(
      grantProblem(manager, ['settings.users', 'settings.paymentInfo', 'home.adMetrics']),
      `${GRANT_REFUSED}: Edit payment information, Ad metrics and reports`,
    )
  })

  it('accepts held permissions; settings.sites and setttings.sites count as one', () => {
    assert.equal(grantProblem(manager, ['settings.users', 'settings.sites']), null)
    assert.equal(grantProblem(manager, []), null)
    const spelledRight: Actor = { permissions: ['settings.sites'], mocked: false }
    assert.equal(grantProblem(spelledRight, ['setttings.sites']), null)
  })

  it('lets the owner and a mocked session grant everything', () => {
    assert.equal(grantProblem(owner, ALL_PERMISSIONS), null)
    assert.equal(grantProblem(mocked, ALL_PERMISSIONS), null)
    assert.equal(canGrant(mocked, 'settings.paymentInfo'), true)
    assert.equal(canGrant(manager, 'settings.paymentInfo'), false)
  })
})

describe('canManage (issue 6: no edit or delete of a user who holds more)', () => {
  it('refuses a target holding a permission the actor lacks', () => {
    assert.equal(canManage(manager, ALL_PERMISSIONS), false)
    assert.equal(canManage(manager, ['home.adMetrics']), false)
  })

  it('allows a target holding less or the same, misspelling included; unknown strings grant nothing', () => {
    assert.equal(canManage(manager, []), true)
    assert.equal(canManage(manager, ['settings.sites', 'settings.users']), true)
    assert.equal(canManage(manager, ['setttings.sites', 'legacy.flag']), true)
  })

  it('lets a mocked session manage anyone', () => {
    assert.equal(canManage(mocked, ALL_PERMISSIONS), true)
    assert.equal(canManage(owner, ALL_PERMISSIONS), true)
  })
})

describe('defaultTogglesFor (ACCT-11 defaults within what the actor may grant)', () => {
  it('keeps only the held defaults on', () => {
    assert.deepEqual(defaultTogglesFor(manager), {
      ...Object.fromEntries(Object.keys(defaultToggles()).map((k) => [k, false])),
      manage_sites: true,
    })
    assert.deepEqual(defaultTogglesFor(owner), defaultToggles())
    assert.deepEqual(defaultTogglesFor(mocked), defaultToggles())
  })
})

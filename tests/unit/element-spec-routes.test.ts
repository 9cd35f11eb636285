// ownsRoute: which paths an element moves within on a page that does no routing (issue 14).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ownsRoute } from '../../src/core/element-spec'
import { embedsSpec } from '../../src/element-specs/pp-embeds'

describe('ownsRoute', () => {
  it('matches whole segments under a prefix, with "!" exclusions', () => {
    assert.equal(ownsRoute(embedsSpec, '/dashboard/embeds'), true)
    assert.equal(ownsRoute(embedsSpec, '/dashboard/embeds/emails?embed=x'), true)
    assert.equal(ownsRoute(embedsSpec, '/dashboard/embeds/'), true)
    assert.equal(ownsRoute(embedsSpec, '/dashboard/embedsx'), false)
    assert.equal(ownsRoute(embedsSpec, '/dashboard/embeds/management/placement'), false)
    assert.equal(ownsRoute(embedsSpec, '/dashboard/home'), false)
    assert.equal(ownsRoute({}, '/dashboard/embeds'), false)
  })
})

/** pageUrl (src/contracts/page-call.ts): the address of a publisher page's call from its contract. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { pageUrl } from '../../src/contracts/page-call'
import { commentingPublicCalls } from '../../src/contracts/commenting/public'
import { playerPublicCalls } from '../../src/contracts/player/public'

describe('pageUrl', () => {
  it('puts the service and the filled path below the origin, each parameter encoded', () => {
    const { mark } = commentingPublicCalls
    assert.equal(
      pageUrl('https://api.example', mark.service, mark.path, {
        unitUUID: 'u 1',
        commentUUID: 'c/2',
      }),
      'https://api.example/api/commenting/public/v1/units/u%201/comments/c%2F2/marks',
    )
  })

  it('takes a path without parameters, and no origin for a same-origin suffix', () => {
    const { events, data } = playerPublicCalls
    assert.equal(
      pageUrl('https://a.example', events.service, events.path, {}),
      'https://a.example/api/player/events',
    )
    assert.equal(
      pageUrl('', data.service, data.path, { embedUUID: 'e' }),
      '/api/player/embeds/e/data.js',
    )
  })
})

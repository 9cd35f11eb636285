/**
 * Issue 27, server gates: a user the screens send to /error/permission (an empty permission list,
 * SHELL-25) is refused by the calls behind those screens too — collected e-mails and embed
 * analytics, commenters and commenting statistics, commenting and ratings settings — with 403 and
 * nothing changed; a user with any permission (the analyst) keeps them, as the screens show them.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { DEFAULT_RATING_COLORS } from '../../src/areas/ratings/lib/ratings-rules'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import { NO_PERMISSIONS } from '../../demo/server/platform/context'
import { defaultSections } from '../../demo/server/site-products/commenting-units'
import { type Client, fileHarness, IDS, signedIn, snapshot } from './harness'

const E = IDS.embeds
const DAILY = COMMENTING_IDS.units[0]
const RATINGS = IDS.ratings.units[0]
/** A valid general settings save (without the support-only advancedSettings). */
const { advancedSettings: _, ...GENERAL } = defaultSections('Taken over').general
const TABLES = ['commenting_sections', 'rating_configurations', 'embed_emails', 'rate_limits']

type Call = [name: string, send: (c: Client) => ReturnType<Client['get']>]
const CALLS: Call[] = [
  ['collected e-mails', (c) => c.get(`/api/metrics/engageduserdata?embedUUID=${E.online}`)],
  [
    'collected e-mails, CSV',
    (c) => c.get(`/api/metrics/engageduserdata?embedUUID=${E.online}&isExport=true`),
  ],
  ['embed analytics', (c) => c.post(`/api/accounts/embeds/${E.online}/metrics`, {})],
  [
    'commenters, CSV',
    (c) =>
      c.get(
        `/api/commenting/v1/commenting-units/${DAILY.unit}/metrics/user-profiles/export?format=CSV`,
      ),
  ],
  [
    'commenting statistics',
    (c) =>
      c.get(
        `/api/commenting/v1/commenting-units/${DAILY.unit}/metrics/commenting-units?interval=DAY`,
      ),
  ],
  [
    'commenting settings save',
    (c) =>
      c.put(
        `/api/commenting/v1/commenting-units/configurations/${DAILY.configuration}/generals`,
        GENERAL,
      ),
  ],
  [
    'ratings settings save',
    (c) =>
      c.put(`/api/ratings/v1/rating-units/color-configurations/${RATINGS.color}`, {
        ...DEFAULT_RATING_COLORS,
        uuid: RATINGS.color,
        brand: '000000',
      }),
  ],
  [
    'ratings analytics export',
    (c) => c.get(`/api/ratings/v1/ratings/analytics/export?format=csv&siteUUID=${IDS.sites[0]}`),
  ],
]

const h = fileHarness()

describe('a user without permissions (sent to /error/permission by the screens)', () => {
  for (const [name, send] of CALLS)
    it(`is refused: ${name} (403, nothing changed)`, async () => {
      const noperm = await signedIn(h, 'noperm@demo.test')
      const before = await snapshot(h.db, TABLES)
      const reply = await send(noperm)
      assert.equal(reply.status, 403, JSON.stringify(reply.body))
      assert.equal(reply.body.error.message, NO_PERMISSIONS)
      assert.equal(await snapshot(h.db, TABLES), before)
    })
})

describe('a user with a permission (the analyst) keeps what the screens show', () => {
  it('reads collected e-mails, commenters and statistics, and saves commenting settings', async () => {
    const analyst = await signedIn(h, 'analyst@demo.test')
    for (const [name, send] of CALLS) {
      const reply = await send(analyst)
      assert.ok(reply.status !== 403 && reply.status < 500, `${name}: ${reply.status}`)
    }
  })
})

/**
 * Commenting configuration (COM-09..36, API-91, API-93, API-94): the site configuration, general
 * settings and moderation, every save read back from the database, bad input refused per rule
 * with field errors and nothing changed, advancedSettings only from mocked sessions, and another
 * account's ids answered 404.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { DEFAULT_COLORS } from '../../src/areas/commenting/lib/commenting-rules'
import { IDS, ORIGIN, signedIn } from './harness'
import {
  ADVANCED,
  api,
  cfg,
  DAILY,
  GENERAL,
  GOTHAM,
  h,
  mocked,
  refused,
  section,
} from './commenting-config-fixtures'

describe('configuration (API-91)', () => {
  it('answers the site configuration with spec defaults and no advancedSettings (normal)', async () => {
    const c = await signedIn(h, 'analyst@demo.test')
    const reply = await c.get(
      api(`/v1/sites/${IDS.sites[1]}/configurations?accountUUID=${IDS.demoAccount}&siteURL=x`),
    )
    assert.equal(reply.status, 200)
    const body = reply.body
    assert.equal(body.commentingUnitUUID, GOTHAM.unit)
    assert.equal(body.commentingUnitConfigurationUUID, GOTHAM.configuration)
    assert.equal(body.isActive, true)
    assert.equal(body.general.name, 'Gotham Gazette')
    assert.equal(body.general.fontSize, 'REGULAR')
    assert.equal('advancedSettings' in body.general, false)
    assert.equal('advancedSettings' in body.moderation, false)
    assert.equal(body.moderation.uuid, GOTHAM.sections.moderation)
    assert.equal(body.moderation.moderationType, 'POST_MODERATION')
    assert.deepEqual(body.commentsTree, {
      uuid: GOTHAM.sections.commentsTree,
      treeType: 'BASIC',
      commentsInitialLoadLimit: 5,
      repliesInitialLoadLimit: 1,
      commentsLoadMoreLimit: 10,
      repliesLoadMoreLimit: 5,
    })
    assert.deepEqual(body.colorSchema, { uuid: GOTHAM.sections.colorSchema, ...DEFAULT_COLORS })
    assert.equal(body.avatarPack, 'DEFAULT')
    assert.equal(body.community.position, 'IN_UNIT')
    assert.equal(body.community.topArticlesDaysTimeFrame, 0)
  })

  it('a mocked session sees advancedSettings', async () => {
    const c = await mocked()
    const reply = await c.get(api(`/v1/sites/${IDS.sites[0]}/configurations`))
    assert.equal(reply.status, 200)
    assert.equal(reply.body.general.advancedSettings.group, 'INTERNAL')
    assert.equal(reply.body.moderation.advancedSettings.isAIModerationEnabled, false)
  })

  it('404 for another account site, a site without unit; 401 without session', async () => {
    const other = await signedIn(h, 'other@demo.test')
    const reply = await other.get(api(`/v1/sites/${IDS.sites[0]}/configurations`))
    assert.equal(reply.status, 404)
    assert.equal(JSON.stringify(reply.body).includes('Daily Planet'), false)
    assert.equal((await other.get(api(`/v1/sites/${IDS.sites[3]}/configurations`))).status, 404)
    const anon = await h.app.request(ORIGIN + api(`/v1/sites/${IDS.sites[0]}/configurations`))
    assert.equal(anon.status, 401)
  })
})

describe('general (API-94)', () => {
  it('saves and reads back; keeps advancedSettings when a normal session saves', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const reply = await c.put(cfg(`/${DAILY.configuration}/generals`), GENERAL)
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, GENERAL)
    const stored = await section('general')
    assert.equal(stored.name, 'Daily Planet comments')
    assert.equal(stored.fontSize, 'COMFORTABLE')
    assert.equal(stored.advancedSettings.group, 'INTERNAL')
  })

  it('a mocked session saves advancedSettings', async () => {
    const c = await mocked()
    const reply = await c.put(cfg(`/${DAILY.configuration}/generals`), {
      ...GENERAL,
      advancedSettings: ADVANCED,
    })
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body.advancedSettings, ADVANCED)
    assert.deepEqual((await section('general')).advancedSettings, ADVANCED)
  })

  it('refuses bad input with field errors and saves nothing', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const put = (body: object) => () => c.put(cfg(`/${DAILY.configuration}/generals`), body)
    await refused(put({ ...GENERAL, name: 'x'.repeat(192) }), 400, ['name'])
    await refused(put({ ...GENERAL, name: '' }), 400, ['name'])
    await refused(put({ ...GENERAL, name: 'bad\u0000name' }), 400, ['name'])
    await refused(put({ ...GENERAL, activeUsersIndicatorTitle: 't'.repeat(65) }), 400, [
      'activeUsersIndicatorTitle',
    ])
    await refused(put({ ...GENERAL, activeUsersIndicatorTitle: '' }), 400, [
      'activeUsersIndicatorTitle',
    ])
    await refused(put({ ...GENERAL, fontSize: 'HUGE' }), 400, ['fontSize'])
    await refused(put({ ...GENERAL, weight: 'BOLD' }), 400, ['weight'])
    await refused(put({ ...GENERAL, advancedSettings: ADVANCED }), 400, ['advancedSettings'])
    const m = await mocked()
    await refused(
      () =>
        m.put(cfg(`/${DAILY.configuration}/generals`), {
          ...GENERAL,
          advancedSettings: { ...ADVANCED, group: 'VIP' },
        }),
      400,
      ['advancedSettings.group'],
    )
  })

  it("404 for another account's configuration; nothing changes", async () => {
    const other = await signedIn(h, 'other@demo.test')
    await refused(() => other.put(cfg(`/${DAILY.configuration}/generals`), GENERAL), 404)
    await refused(
      () => other.put(cfg(`/${DAILY.configuration}/avatar-packs`), { avatarPack: 'NEWS' }),
      404,
    )
  })
})

const MODERATION = {
  moderationType: 'PRE_MODERATION',
  commentingUserType: 'ONLY_AUTHORIZED_USER',
  isMediaContentEnabled: true,
  isVideosEnabled: false,
  isImagesEnabled: true,
  isGifsEnabled: true,
  autoBlockAuthors: true,
  autoRemoveComments: false,
  blockCommentsWithLink: true,
  isEmojiReactionsEnabled: false,
}

describe('moderation (API-93)', () => {
  it('saves and reads back, uuid from the path', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const reply = await c.put(cfg(`/moderations/${GOTHAM.sections.moderation}`), {
      uuid: GOTHAM.sections.moderation,
      ...MODERATION,
    })
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, { uuid: GOTHAM.sections.moderation, ...MODERATION })
    const stored = await section('moderation', GOTHAM.unit)
    assert.equal(stored.moderationType, 'PRE_MODERATION')
    assert.equal(stored.advancedSettings.isAIModerationEnabled, false)
  })

  it('AI thresholds from a mocked session: saved when 0 ≤ min ≤ max ≤ 6, refused otherwise', async () => {
    const m = await mocked()
    const put = (advancedSettings: object) => () =>
      m.put(cfg(`/moderations/${GOTHAM.sections.moderation}`), { ...MODERATION, advancedSettings })
    const ok = await put({
      isAIModerationEnabled: true,
      minApprovalScore: 1,
      maxApprovalScore: 5,
    })()
    assert.equal(ok.status, 200)
    assert.deepEqual((await section('moderation', GOTHAM.unit)).advancedSettings, {
      isAIModerationEnabled: true,
      minApprovalScore: 1,
      maxApprovalScore: 5,
    })
    // [min, max, the field refused]: below 0, above 6, min over max, not a whole number.
    for (const [minApprovalScore, maxApprovalScore, field] of [
      [-1, 3, 'minApprovalScore'],
      [1, 7, 'maxApprovalScore'],
      [4, 3, 'maxApprovalScore'],
      [1.5, 3, 'minApprovalScore'],
    ] as const)
      await refused(put({ isAIModerationEnabled: true, minApprovalScore, maxApprovalScore }), 400, [
        `advancedSettings.${field}`,
      ])
  })

  it('refuses unknown enums, advancedSettings from a normal session, a foreign section', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const put = (body: object) => () =>
      c.put(cfg(`/moderations/${GOTHAM.sections.moderation}`), body)
    await refused(put({ ...MODERATION, moderationType: 'LATER' }), 400, ['moderationType'])
    await refused(put({ ...MODERATION, commentingUserType: 'ONLY_ANONYMOUS_USER' }), 400, [
      'commentingUserType',
    ])
    await refused(put({ ...MODERATION, isImagesEnabled: 'yes' }), 400, ['isImagesEnabled'])
    await refused(
      put({
        ...MODERATION,
        advancedSettings: { isAIModerationEnabled: true, minApprovalScore: 0, maxApprovalScore: 6 },
      }),
      400,
      ['advancedSettings'],
    )
    await refused(put({ ...MODERATION, uuid: DAILY.sections.moderation }), 400, ['uuid'])
    // The colour section's id is not a moderation id.
    await refused(() => c.put(cfg(`/moderations/${GOTHAM.sections.colorSchema}`), MODERATION), 404)
    const other = await signedIn(h, 'other@demo.test')
    await refused(
      () => other.put(cfg(`/moderations/${GOTHAM.sections.moderation}`), MODERATION),
      404,
    )
  })
})

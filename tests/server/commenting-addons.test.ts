/**
 * Commenting add-ons and code (API-87..89, API-100, API-101): the counter and community add-ons
 * listed, created, updated and read back, bad input and other tenants refused, and the unit's and
 * the add-ons' code.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { DEFAULT_COLORS } from '../../src/areas/commenting/lib/commenting-rules'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import { IDS, ORIGIN, rowOf, signedIn } from './harness'
import { api, DAILY, GOTHAM, h, refused } from './commenting-config-fixtures'

describe('add-ons (API-87..89) and code (API-100, API-101)', () => {
  const COUNTER = {
    isCommentsCounterEnabled: true,
    zeroCommentsLabel: 'No comments yet',
    singleCommentLabel: 'One comment',
    multipleCommentsLabel: '{count} comments',
  }
  const COMMUNITY_ADDON = {
    isCommunityEnabled: true,
    title: 'Community',
    topArticlesDaysTimeFrame: 30,
    placeholderImageType: 'standard',
    placeholderImageUrl: null,
    showTopArticles: true,
    topArticlesInitialLoadLimit: 2,
    showTopCommenters: true,
    topCommentersInitialLoadLimit: 2,
    isCustomColorEnabled: true,
    customColorSchema: { ...DEFAULT_COLORS },
  }

  it('lists the seeded counter with its code, community null', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const reply = await c.get(api(`/v1/sites/${IDS.sites[0]}/add-ons`))
    assert.equal(reply.status, 200)
    assert.equal(reply.body.community, null)
    const counter = reply.body.commentsCounter
    assert.equal(counter.uuid, COMMENTING_IDS.counterAddon)
    assert.equal(counter.commentingUnitConfigurationUUID, DAILY.configuration)
    assert.equal(counter.zeroCommentsLabel, 'Comments')
    assert.equal(counter.headerCode, `<script async src="${ORIGIN}/units/commenting.js"></script>`)
    assert.equal(
      counter.bodyCode,
      `<span class="pp-comments-count" data-unit="${DAILY.unit}" data-page-id="YOUR_PAGE_ID"></span>`,
    )
  })

  it('creates (201 {data}), 409 when it exists, updates (PUT {data}), read back', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const body = { ...COMMUNITY_ADDON, commentingUnitConfigurationUUID: GOTHAM.configuration }
    const created = await c.post(api('/add-ons/community'), body)
    assert.equal(created.status, 201)
    assert.equal(
      created.body.data.code,
      `<div class="pp-community" data-unit="${GOTHAM.unit}"></div>`,
    )
    assert.equal(created.body.data.placeholderImageType, 'standard')
    await refused(() => c.post(api('/add-ons/community'), body), 409)
    const updated = await c.put(api(`/add-ons/community/${GOTHAM.configuration}`), {
      ...body,
      uuid: created.body.data.uuid,
      title: '',
      placeholderImageUrl: 'https://cdn.test/p.gif',
    })
    assert.equal(updated.status, 200)
    assert.equal(updated.body.data.title, null)
    assert.equal(updated.body.data.placeholderImageType, 'custom')
    const row = await rowOf(h.db, 'commenting_addons', {
      unit_uuid: GOTHAM.unit,
      kind: 'community',
    })
    assert.equal(JSON.parse(row.data).placeholderImageUrl, 'https://cdn.test/p.gif')
    const listed = await c.get(api(`/v1/sites/${IDS.sites[1]}/add-ons`))
    assert.equal(listed.body.community.uuid, created.body.data.uuid)
    const counter = await c.post(api('/add-ons/comments-counters'), {
      ...COUNTER,
      commentingUnitConfigurationUUID: GOTHAM.configuration,
    })
    assert.equal(counter.status, 201)
    const put = await c.put(api(`/add-ons/comments-counters/${GOTHAM.configuration}`), {
      ...counter.body.data,
      singleCommentLabel: 'Just one',
    })
    assert.equal(put.status, 200)
    assert.equal(put.body.data.singleCommentLabel, 'Just one')
  })

  it('refuses bad labels, colours, days, unknown paths and other tenants', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const counter = { ...COUNTER, commentingUnitConfigurationUUID: DAILY.configuration }
    const put = (body: object) => () =>
      c.put(api(`/add-ons/comments-counters/${DAILY.configuration}`), body)
    await refused(put({ ...counter, zeroCommentsLabel: '' }), 400, ['zeroCommentsLabel'])
    await refused(put({ ...counter, multipleCommentsLabel: 'x'.repeat(65) }), 400, [
      'multipleCommentsLabel',
    ])
    await refused(put({ ...counter, singleCommentLabel: 'a\u202Eb' }), 400, ['singleCommentLabel'])
    await refused(put({ ...counter, commentingUnitConfigurationUUID: GOTHAM.configuration }), 400, [
      'commentingUnitConfigurationUUID',
    ])
    const community = {
      ...COMMUNITY_ADDON,
      commentingUnitConfigurationUUID: COMMENTING_IDS.units[2].configuration,
    }
    const post = (body: object) => () => c.post(api('/add-ons/community'), body)
    await refused(
      post({ ...community, customColorSchema: { ...DEFAULT_COLORS, branding: '12345' } }),
      400,
      ['customColorSchema.branding'],
    )
    await refused(post({ ...community, topArticlesDaysTimeFrame: 1000 }), 400, [
      'topArticlesDaysTimeFrame',
    ])
    await refused(post({ ...community, title: 'x'.repeat(65) }), 400, ['title'])
    await refused(() => c.post(api('/add-ons/badges'), community), 404)
    const other = await signedIn(h, 'other@demo.test')
    await refused(() => other.post(api('/add-ons/community'), community), 404)
    await refused(
      () => other.put(api(`/add-ons/comments-counters/${DAILY.configuration}`), counter),
      404,
    )
    assert.equal((await other.get(api(`/v1/sites/${IDS.sites[0]}/add-ons`))).status, 404)
  })

  it('answers the unit code and the add-ons code', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const code = await c.get(api(`/v1/sites/${IDS.sites[2]}/commenting-units/code`))
    assert.equal(code.status, 200)
    const unit = COMMENTING_IDS.units[2].unit
    assert.deepEqual(code.body, {
      commentingUnitCode: {
        headerCode: `<script async src="${ORIGIN}/units/commenting.js"></script>`,
        bodyCode: `<div class="pp-commenting" data-unit="${unit}" data-page-id="YOUR_PAGE_ID"></div>`,
      },
    })
    const addons = await c.get(
      api(`/v1/sites/${IDS.sites[2]}/commenting-units/add-ons/code?showOnlyNewCode=true`),
    )
    assert.equal(addons.status, 200)
    assert.equal(
      addons.body.communityCode.code,
      `<div class="pp-community" data-unit="${unit}"></div>`,
    )
    assert.equal(
      addons.body.commentsCounterCode.headerCode,
      code.body.commentingUnitCode.headerCode,
    )
    assert.match(addons.body.commentsCounterCode.bodyCode, /class="pp-comments-count"/)
    const other = await signedIn(h, 'other@demo.test')
    assert.equal(
      (await other.get(api(`/v1/sites/${IDS.sites[2]}/commenting-units/code`))).status,
      404,
    )
    assert.equal(
      (await other.get(api(`/v1/sites/${IDS.sites[3]}/commenting-units/add-ons/code`))).status,
      404,
    )
  })
})

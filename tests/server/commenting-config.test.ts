/**
 * Commenting configuration, add-ons and code (COM-09..36, API-87..97, API-100/101): every save
 * read back from the database, bad input refused per rule with field errors and nothing changed,
 * advancedSettings only from mocked sessions, and another account's ids answered 404.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { DEFAULT_COLORS } from '../../src/areas/commenting/lib/commenting-rules'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import {
  IDS,
  ORIGIN,
  expectRefused,
  signedIn,
  startHarness,
  type Harness,
  type Reply,
} from './harness'

const api = (path: string) => `/api/commenting${path}`
const DAILY = COMMENTING_IDS.units[0]
const GOTHAM = COMMENTING_IDS.units[1]
const cfg = (rest: string) => api(`/v1/commenting-units/configurations${rest}`)
const TABLES = ['commenting_units', 'commenting_sections', 'commenting_addons']

let h: Harness
before(async () => {
  h = await startHarness()
})
after(() => h.close())

async function section(kind: string, unit = DAILY.unit) {
  const row = await h.db
    .selectFrom('commenting_sections')
    .select('data')
    .where('unit_uuid', '=', unit)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow()
  return JSON.parse(row.data)
}

async function mocked(account = IDS.demoAccount) {
  const c = await signedIn(h, 'support@demo.test')
  const reply = await c.post('/api/accounts/support/sessions', {
    kind: 'mocked',
    accountUUID: account,
  })
  assert.equal(reply.status, 201)
  return c
}

/** Sends a refused save and checks the 4xx, its fields and an unchanged database. */
const refused = (send: () => Promise<Reply>, status: number, fields: string[] = []) =>
  expectRefused(h.db, TABLES, send, status, fields)

const GENERAL = {
  isPageIDEnabled: true,
  name: 'Daily Planet comments',
  isPromoteCommentsEnabled: true,
  isTurnOffRepliesEnabled: false,
  isActiveUsersIndicatorEnabled: true,
  activeUsersIndicatorTitle: 'Readers here now',
  fontSize: 'COMFORTABLE',
  weight: 'MEDIUM',
}
const ADVANCED = {
  group: 'CUSTOMER',
  isLoadCommentsButtonEnabled: true,
  allowDisqusAccountLink: false,
}

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
    await refused(
      put({ isAIModerationEnabled: true, minApprovalScore: -1, maxApprovalScore: 3 }),
      400,
      ['advancedSettings.minApprovalScore'],
    )
    await refused(
      put({ isAIModerationEnabled: true, minApprovalScore: 1, maxApprovalScore: 7 }),
      400,
      ['advancedSettings.maxApprovalScore'],
    )
    await refused(
      put({ isAIModerationEnabled: true, minApprovalScore: 4, maxApprovalScore: 3 }),
      400,
      ['advancedSettings.maxApprovalScore'],
    )
    await refused(
      put({ isAIModerationEnabled: true, minApprovalScore: 1.5, maxApprovalScore: 3 }),
      400,
      ['advancedSettings.minApprovalScore'],
    )
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

describe('comments tree (API-96), colours (API-92), avatars (API-95)', () => {
  it('saves a custom tree; a preset keeps its own limits', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const id = DAILY.sections.commentsTree
    const custom = {
      uuid: id,
      treeType: 'CUSTOM',
      commentsInitialLoadLimit: 25,
      repliesInitialLoadLimit: 0,
      commentsLoadMoreLimit: 15,
      repliesLoadMoreLimit: 25,
    }
    const reply = await c.put(cfg(`/comments-tree/${id}`), custom)
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, custom)
    assert.equal((await section('commentsTree')).commentsInitialLoadLimit, 25)
    const preset = await c.put(cfg(`/comments-tree/${id}`), { ...custom, treeType: 'ADVANCED' })
    assert.equal(preset.status, 200)
    assert.equal(preset.body.commentsInitialLoadLimit, 10)
    assert.equal((await section('commentsTree')).repliesInitialLoadLimit, 3)
  })

  it('refuses tree counts over 25, zero comments, load-more off the list, unknown type', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const id = DAILY.sections.commentsTree
    const base = {
      treeType: 'CUSTOM',
      commentsInitialLoadLimit: 5,
      repliesInitialLoadLimit: 1,
      commentsLoadMoreLimit: 10,
      repliesLoadMoreLimit: 5,
    }
    const put = (body: object) => () => c.put(cfg(`/comments-tree/${id}`), body)
    await refused(put({ ...base, commentsInitialLoadLimit: 26 }), 400, ['commentsInitialLoadLimit'])
    await refused(put({ ...base, repliesInitialLoadLimit: 26 }), 400, ['repliesInitialLoadLimit'])
    await refused(put({ ...base, commentsInitialLoadLimit: 0 }), 400, ['commentsInitialLoadLimit'])
    await refused(put({ ...base, commentsLoadMoreLimit: 7 }), 400, ['commentsLoadMoreLimit'])
    await refused(put({ ...base, treeType: 'DEEP' }), 400, ['treeType'])
    const other = await signedIn(h, 'other@demo.test')
    await refused(() => other.put(cfg(`/comments-tree/${id}`), base), 404)
  })

  it('saves colours upper-case without #; refuses bad colours', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const id = DAILY.sections.colorSchema
    const colors = { ...DEFAULT_COLORS, branding: 'ff00aa' }
    const reply = await c.put(cfg(`/color-schemes/${id}`), { uuid: id, ...colors })
    assert.equal(reply.status, 200)
    assert.equal(reply.body.branding, 'FF00AA')
    assert.equal((await section('colorSchema')).branding, 'FF00AA')
    const put = (body: object) => () => c.put(cfg(`/color-schemes/${id}`), body)
    await refused(put({ ...colors, background: '#FFFFFF' }), 400, ['background'])
    await refused(put({ ...colors, primaryText: 'GGGGGG' }), 400, ['primaryText'])
    await refused(put({ ...colors, errorValidation: 'FFF' }), 400, ['errorValidation'])
    const { secondaryText: _s, ...missing } = colors
    await refused(put(missing), 400, ['secondaryText'])
    const other = await signedIn(h, 'other@demo.test')
    await refused(() => other.put(cfg(`/color-schemes/${id}`), colors), 404)
  })

  it('saves the avatar pack (200 {avatarPack}); refuses an unknown pack', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const reply = await c.put(cfg(`/${DAILY.configuration}/avatar-packs`), { avatarPack: 'SPORTS' })
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, { avatarPack: 'SPORTS' })
    assert.deepEqual(await section('avatarPack'), { avatarPack: 'SPORTS' })
    await refused(
      () => c.put(cfg(`/${DAILY.configuration}/avatar-packs`), { avatarPack: 'CATS' }),
      400,
      ['avatarPack'],
    )
  })
})

const COMMUNITY = {
  isCommunityEnabled: true,
  title: '',
  position: 'ABOVE_UNIT',
  showTopArticles: true,
  topArticlesInitialLoadLimit: 6,
  topArticlesDaysTimeFrame: 999,
  placeholderImageType: 'standard',
  placeholderImageUrl: 'https://cdn.test/x.png',
  placeholderImageName: 'x.png',
  showTopCommenters: false,
  topCommentersInitialLoadLimit: 2,
}

describe('community (API-97)', () => {
  it('saves through communityToSave: empty title → null, standard clears the image', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const id = DAILY.sections.community
    const reply = await c.put(cfg(`/community/${id}`), { uuid: id, ...COMMUNITY })
    assert.equal(reply.status, 200)
    assert.equal(reply.body.title, null)
    assert.equal(reply.body.placeholderImageUrl, null)
    const stored = await section('community')
    assert.equal(stored.position, 'ABOVE_UNIT')
    assert.equal(stored.topArticlesDaysTimeFrame, 999)
    assert.equal(stored.placeholderImageName, null)
    const custom = await c.put(cfg(`/community/${id}`), {
      ...COMMUNITY,
      title: 'Top of the Planet',
      placeholderImageType: 'custom',
    })
    assert.equal(custom.status, 200)
    assert.equal((await section('community')).placeholderImageUrl, 'https://cdn.test/x.png')
  })

  it('refuses titles over 64, days over 999, unknown positions, custom without image', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const id = DAILY.sections.community
    const put = (body: object) => () => c.put(cfg(`/community/${id}`), body)
    await refused(put({ ...COMMUNITY, title: 't'.repeat(65) }), 400, ['title'])
    await refused(put({ ...COMMUNITY, title: ' leading' }), 400, ['title'])
    await refused(put({ ...COMMUNITY, topArticlesDaysTimeFrame: 1000 }), 400, [
      'topArticlesDaysTimeFrame',
    ])
    await refused(put({ ...COMMUNITY, topArticlesInitialLoadLimit: 7 }), 400, [
      'topArticlesInitialLoadLimit',
    ])
    await refused(put({ ...COMMUNITY, position: 'SIDEBAR' }), 400, ['position'])
    await refused(
      put({ ...COMMUNITY, placeholderImageType: 'custom', placeholderImageUrl: null }),
      400,
      ['placeholderImageUrl'],
    )
    await refused(put({ ...COMMUNITY, placeholderImageUrl: 'javascript:alert(1)' }), 400, [
      'placeholderImageUrl',
    ])
    const other = await signedIn(h, 'other@demo.test')
    await refused(() => other.put(cfg(`/community/${id}`), COMMUNITY), 404)
  })
})

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
    const row = await h.db
      .selectFrom('commenting_addons')
      .selectAll()
      .where('unit_uuid', '=', GOTHAM.unit)
      .where('kind', '=', 'community')
      .executeTakeFirstOrThrow()
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

/**
 * Commenting display settings (API-92, API-95..97): the comments tree, colours, avatars and the
 * community section, each saved and read back, bad values refused with field errors and nothing
 * changed.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { DEFAULT_COLORS } from '../../src/areas/commenting/lib/commenting-rules'
import { signedIn } from './harness'
import { cfg, DAILY, h, refused, section } from './commenting-config-fixtures'

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

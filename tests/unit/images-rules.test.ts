/** The image selector's pure rules (images-rules.ts; BLD-59..62, BLD-72). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
} from '../../src/areas/embeds/lib/builder-rules'
import {
  CROP_SIZES,
  fromGiphy,
  fromOwn,
  fromShutterstock,
  fromUnsplash,
  PAGE_SIZES,
  pageParam,
  providerOf,
  scaledThumb,
  searchTerm,
  showNext,
  showPrevious,
  skipsCropper,
  sniffImageType,
  uploadProblem,
  uploadStep,
  zoomMin,
} from '../../src/areas/embeds/lib/images-rules'

const MB = 1024 * 1024

describe('images-rules', () => {
  it('BLD-62: 5 MB and jpeg/png/gif, with the spec messages', () => {
    assert.equal(uploadProblem({ size: 5 * MB, type: 'image/png' }), null)
    assert.equal(uploadProblem({ size: 10, type: 'image/jpeg' }), null)
    assert.equal(uploadProblem({ size: 10, type: 'image/gif' }), null)
    assert.equal(uploadProblem({ size: 5 * MB + 1, type: 'image/png' }), IMAGE_TOO_LARGE_MESSAGE)
    assert.equal(uploadProblem({ size: 10, type: 'image/webp' }), IMAGE_TYPE_MESSAGE)
    assert.equal(uploadProblem({ size: 10, type: '' }), IMAGE_TYPE_MESSAGE)
    assert.equal(IMAGE_TOO_LARGE_MESSAGE, 'This image is too large. File size must be under 5MB.')
    assert.equal(
      IMAGE_TYPE_MESSAGE,
      'File type not supported. Please use PNG, JPEG, or GIF file format.',
    )
  })

  it('BLD-62: files are judged by their first bytes, not their name', () => {
    const bytes = (...b: number[]) => new Uint8Array(b)
    assert.equal(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0)), 'image/jpeg')
    assert.equal(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)), 'image/png')
    assert.equal(sniffImageType(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61)), 'image/gif')
    assert.equal(sniffImageType(bytes(0x47, 0x49, 0x46, 0x38, 0x37, 0x61)), 'image/gif')
    assert.equal(sniffImageType(new TextEncoder().encode('hello.png')), '')
    assert.equal(sniffImageType(bytes()), '')
    assert.equal(
      uploadProblem({ size: 5, type: sniffImageType(bytes(1, 2, 3)) }),
      IMAGE_TYPE_MESSAGE,
    )
  })

  it('BLD-59: empty query → nyc; Next only when pages exceed the page; Previous above 1', () => {
    assert.equal(searchTerm('  '), 'nyc')
    assert.equal(searchTerm(' food '), 'food')
    assert.equal(showNext(1, 2), true)
    assert.equal(showNext(2, 2), false)
    assert.equal(showNext(1, 0), false)
    assert.equal(showPrevious(1), false)
    assert.equal(showPrevious(2), true)
    assert.deepEqual(PAGE_SIZES, { SHUTTERSTOCK: 40, UNSPLASH: 30, GIPHY: 40 })
    assert.equal(pageParam('3'), 3)
    assert.equal(pageParam('0'), 1)
    assert.equal(pageParam('x'), 1)
    assert.equal(pageParam(undefined), 1)
    assert.equal(pageParam('1.5'), 1)
  })

  it('BLD-58: tabs search their provider; Your Own searches none', () => {
    assert.equal(providerOf('images', 'SHUTTERSTOCK'), 'SHUTTERSTOCK')
    assert.equal(providerOf('images', 'UNSPLASH'), 'UNSPLASH')
    assert.equal(providerOf('giphy', 'UNSPLASH'), 'GIPHY')
    assert.equal(providerOf('yourOwn', 'SHUTTERSTOCK'), null)
  })

  it('BLD-61: crop areas, zoom minimum and GIFs skipping the cropper', () => {
    assert.deepEqual(CROP_SIZES.option, { width: 146, height: 178 })
    assert.deepEqual(CROP_SIZES.background, { width: 582, height: 350 })
    assert.deepEqual(CROP_SIZES.logo, { width: 275, height: 96 })
    assert.equal(zoomMin('logo'), 0.25)
    assert.equal(zoomMin('option'), 1)
    assert.equal(skipsCropper({ type: 'image/gif' }), true)
    assert.equal(skipsCropper({ type: 'image/png' }), false)
    assert.equal(uploadStep('email'), 'ADD_ONS')
    assert.equal(uploadStep('background'), 'CUSTOMIZE')
  })

  it('BLD-60/72: provider replies become image results with a page count', () => {
    assert.deepEqual(scaledThumb('u', 1200, 800), { url: 'u', width: 200, height: 133 })
    const thumb = { url: 't', width: 200, height: 133 }
    const ss = fromShutterstock({
      page: 1,
      per_page: 40,
      total_count: 81,
      data: [
        {
          id: 'a',
          description: 'd',
          assets: { large_thumb: thumb, huge_thumb: { ...thumb, url: 'h' } },
        },
      ],
    })
    assert.equal(ss.pages, 3)
    assert.deepEqual(ss.results[0], {
      provider: 'SHUTTERSTOCK',
      id: 'a',
      thumb,
      url: 'h',
      alt: 'd',
    })
    const us = fromUnsplash({
      total: 31,
      total_pages: 2,
      results: [
        {
          id: 'b',
          width: 1200,
          height: 800,
          alt_description: 'x',
          urls: { thumb: 't', small: 's', regular: 'r' },
          user: { name: 'Ada', links: { html: 'p' } },
        },
      ],
    })
    assert.equal(us.pages, 2)
    assert.deepEqual(us.results[0]!.photographer, { name: 'Ada', profileUrl: 'p' })
    assert.equal(us.results[0]!.thumb.width, 200)
    assert.equal(us.results[0]!.url, 's')
    const gy = fromGiphy({
      data: [
        { id: 'g', title: 'loop', rating: 'g', images: { fixed_height: thumb, original: thumb } },
      ],
      pagination: { total_count: 41, count: 1, offset: 0 },
    })
    assert.equal(gy.pages, 2)
    assert.equal(gy.results[0]!.provider, 'GIPHY')
    const own = fromOwn({ items: [], currentPage: 1, totalRows: 0, totalPages: 0 })
    assert.deepEqual(own, { pages: 1, results: [] })
  })
})

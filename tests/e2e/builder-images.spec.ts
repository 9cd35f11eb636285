// The builder's image selector against the demo server (issue 9), both builds: on a seeded
// embed, the selected card's background image is uploaded (Upload & Crop of a real PNG, zoomed,
// Submitted), shows `Image processing` then the image, is saved and is still there after a
// reload; then a stock image found by a search replaces it and is saved too.
import { writeFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { expectAccessible, signInOwner } from './fixtures'

const SAVED = 'Your embed has been updated successfully!'

/** The selected card's background thumbnail and the live preview's background style. */
const thumbnail = (page: Page) => page.getByRole('img', { name: 'Background image', exact: true })
const preview = (page: Page) => page.locator('[data-card-preview]')
const processing = (page: Page) => page.getByRole('status').filter({ hasText: 'Image processing' })

/** True once the background thumbnail has loaded its picture. */
const loaded = (page: Page) =>
  thumbnail(page).evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)

for (const build of ['react', 'lite'] as const) {
  const query = build === 'lite' ? '?build=lite' : ''
  const embed = build === 'lite' ? 'Real Estate Pulse' : 'Music Legends Trivia'

  test(`${build}: a background image uploaded and cropped, then a stock image, saved on a seeded embed`, async ({
    page,
  }, testInfo) => {
    // A real 480×320 PNG, made for this run.
    const file = testInfo.outputPath(`background-${build}.png`)
    await writeFile(
      file,
      await sharp({
        create: { width: 480, height: 320, channels: 3, background: { r: 30, g: 120, b: 200 } },
      })
        .png()
        .toBuffer(),
    )

    await signInOwner(page)
    await page.goto(`/dashboard/embeds${query}`)
    await page.getByRole('button', { name: `Actions for ${embed}` }).click()
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
    await expect(page).toHaveURL(/\/management\/customize\?embed=/)
    const choose = page.getByRole('button', { name: /^(Choose|Change) image$/ })
    await expect(choose).toBeVisible()
    await expectAccessible(page, `the customize step (${build})`, [['[data-card-preview]']])

    // The demo server resizes a small PNG faster than the browser asks for it: its answer while
    // an upload is still processing (404) is held here until the builder has shown that state.
    let holding = true
    await page.route('**/api/images/v1/uploads/**', (route) =>
      holding
        ? route.fulfill({ status: 404, contentType: 'application/json', body: '{}' })
        : route.continue(),
    )

    // Upload & Crop on Your Own.
    await choose.click()
    const selector = page.getByRole('region', { name: 'Choose an image' })
    await expect(selector).toBeVisible()
    await selector.getByRole('tab', { name: 'Your Own' }).click()
    await expect(selector.getByRole('tab', { name: 'Your Own' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(selector.getByRole('searchbox', { name: 'Search images' })).toHaveCount(0)
    const chooser = page.waitForEvent('filechooser')
    await selector.getByRole('button', { name: 'Upload your own photo' }).click()
    await (await chooser).setFiles(file)
    const zoom = selector.getByRole('slider', { name: /^Zoom/ })
    await expect(zoom).toBeVisible()
    await expect(zoom).toHaveValue('3')
    await zoom.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(zoom).toHaveValue('3.1')
    await expect(selector.getByText('3.10', { exact: true })).toBeVisible()
    await expect(selector.getByRole('img', { name: 'Preview of the cropped image' })).toBeVisible()
    const submit = selector.getByRole('button', { name: 'Submit', exact: true })
    await expect(submit).toBeEnabled()
    await expectAccessible(page, `the image selector cropping (${build})`, [
      ['[data-card-preview]'],
    ])
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/accounts/accounts/images') && r.request().method() === 'POST',
    )
    await submit.click()
    const reply = await uploaded
    expect(reply.status()).toBe(201)
    const { images } = (await reply.json()) as { images: { imageUUID: string; url: string }[] }
    const uploadPath = `/api/images/v1/uploads/${images[0]!.imageUUID}`

    // The panel closes; the card shows the image, processing first.
    await expect(selector).toHaveCount(0)
    await expect(processing(page)).toBeVisible()
    await expect(preview(page)).toHaveAttribute('style', new RegExp(uploadPath))
    holding = false
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(SAVED)).toBeVisible()

    await page.reload()
    await expect(thumbnail(page)).toBeVisible()
    await expect.poll(() => loaded(page)).toBe(true)
    await expect(processing(page)).toHaveCount(0)
    await expect(thumbnail(page)).toHaveAttribute('src', new RegExp(`${uploadPath}$`))
    await expect(preview(page)).toHaveAttribute('style', new RegExp(uploadPath))

    // A stock image found by a search replaces it.
    await page.getByRole('button', { name: 'Change image', exact: true }).click()
    await expect(selector).toBeVisible()
    await expect(selector.getByRole('tab', { name: 'Images' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await selector.getByRole('searchbox', { name: 'Search images' }).fill('harbor')
    const grid = selector.getByRole('list', { name: 'Images' })
    const first = grid.getByRole('button').first()
    await expect(first).toHaveAccessibleName(/^Choose .*harbor/)
    await expect(grid.getByRole('button', { name: /^Choose nyc / })).toHaveCount(0)
    await expectAccessible(page, `the image selector's search (${build})`, [
      ['[data-card-preview]'],
    ])
    const thumb = (await first.getByRole('img').getAttribute('src'))!
    const stockPath = new URL(thumb).pathname.replace(/\/thumb$/, '/full')
    expect(stockPath).toMatch(/\/api\/images\/v1\/samples\/photo-\d{3}\/full$/)
    await first.click()
    await expect(selector).toHaveCount(0)
    await expect(preview(page)).toHaveAttribute('style', new RegExp(stockPath))
    await expect.poll(() => loaded(page)).toBe(true)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(SAVED)).toBeVisible()

    await page.reload()
    await expect(thumbnail(page)).toHaveAttribute('src', new RegExp(`${stockPath}$`))
    await expect.poll(() => loaded(page)).toBe(true)
    await expect(preview(page)).toHaveAttribute('style', new RegExp(stockPath))
  })
}

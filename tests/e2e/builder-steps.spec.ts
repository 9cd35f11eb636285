// The builder's Ads, Add-ons and Code steps and the preview against the demo server (issue 9),
// both builds: an ad switch under the two-ad rule is saved and stays after a reload; the
// Collect User Emails card is filled and saved; the preview opens and closes on an outside
// click; the code step shows the embed's code in both tabs and leads back to the library.
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, signInOwner } from './fixtures'

const sw = (page: Page, name: string) => page.getByRole('switch', { name, exact: true })
const SAVED = 'Your embed has been updated successfully!'

for (const build of ['react', 'lite'] as const) {
  const query = build === 'lite' ? '?build=lite' : ''
  const and = build === 'lite' ? '&build=lite' : ''
  const embed = build === 'lite' ? 'Friday News Quiz' : 'Weekend Quiz'

  test(`${build}: ads, add-ons, preview and code of a seeded embed`, async ({ page }) => {
    await signInOwner(page)
    await page.goto(`/dashboard/embeds${query}`)
    await page.getByRole('button', { name: `Actions for ${embed}` }).click()
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
    await expect(page).toHaveURL(/\/management\/customize\?embed=/)
    const embedUUID = new URL(page.url()).searchParams.get('embed')!
    const step = (name: string) =>
      page.goto(`/dashboard/embeds/management/${name}?embed=${embedUUID}${and}`)

    // Ads (BLD-42..47): overlay on turns the bottom ad off; saved, it stays after a reload.
    await step('ads')
    await expect(
      page.getByText('The overlay ad appears only for 15 seconds.').first(),
    ).toBeVisible()
    await expectAccessible(page, `the ads step (${build})`)
    const overlay = sw(page, 'Desktop: Overlay ad')
    if ((await overlay.getAttribute('aria-checked')) === 'true') {
      await overlay.click()
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByText(SAVED)).toBeVisible()
    }
    await overlay.click()
    await expect(sw(page, 'Desktop: Bottom ad')).toHaveAttribute('aria-checked', 'false')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(SAVED)).toBeVisible()
    await page.reload()
    await expect(sw(page, 'Desktop: Overlay ad')).toHaveAttribute('aria-checked', 'true')
    await expect(sw(page, 'Desktop: Bottom ad')).toHaveAttribute('aria-checked', 'false')

    // Add-ons (BLD-50, 51): the e-mail card, filled and saved.
    await step('add_ons')
    const collect = sw(page, 'Collect User Emails')
    if ((await collect.getAttribute('aria-checked')) === 'true')
      await page.getByRole('button', { name: 'Edit Email Card' }).click()
    else await collect.click()
    const box = (name: string) => page.getByRole('textbox', { name, exact: true })
    await box('Headline').fill('Stay in the loop')
    await box('Body').fill('The best quizzes in your inbox.')
    await box('Publisher Name').fill('Daily Planet')
    await box('Privacy Policy URL').fill('https://dailyplanet.example/privacy')
    await expect(page.getByText('Daily Planet Privacy Policy')).toBeVisible()
    // The card's preview is drawn in the publisher's own colours.
    await expectAccessible(page, `the add-ons step with the e-mail card panel (${build})`, [
      ['pp-embed-builder', '[data-email-preview]'],
    ])
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(SAVED)).toBeVisible()

    // Preview (BLD-54): the mock page with two ad boxes; a click outside closes it.
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Preview' })
    await expect(dialog.locator('[data-ad-box]')).toHaveCount(2)
    await expect(dialog.locator('iframe[title="Embed preview"]')).toBeVisible()
    await expectAccessible(page, `the preview (${build})`, [['iframe']])
    await page.mouse.click(4, 4)
    await expect(dialog).toHaveCount(0)

    // Code (BLD-66): both tabs hold the embed's code; Return to Library.
    await step('code')
    await expect(page.getByRole('tab', { name: 'Your Website Code' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByText(`data-pp-embed="${embedUUID}"`)).toBeVisible()
    await expectAccessible(page, `the code step (${build})`)
    await page.getByRole('tab', { name: 'DFP' }).click()
    await expect(page.getByText('DFP Body Code')).toBeVisible()
    await expect(page.getByText(`data-pp-embed="${embedUUID}"`)).toBeVisible()
    await page.getByRole('button', { name: 'Return to Library' }).click()
    await expect(page).toHaveURL(/\/dashboard\/embeds(\?build=lite)?$/)
  })
}

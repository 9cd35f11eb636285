// Issue 27 (#10, part): on a 375 px phone the home and embed analytics filters fold behind one
// `Filters` button (with how many are active), so the first number is on the first screen, and
// the button opens them from the keyboard; at 1280 px the bars show as before, with no button.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectAccessible, signInToHome } from './fixtures'

const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ })

/** Folded at first; Enter on the button shows the bar and Tab reaches its first filter. */
async function opensByKeyboard(page: Page, firstFilter: Locator) {
  const toggle = filtersButton(page)
  await expect(firstFilter).toBeHidden()
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(firstFilter).toBeFocused()
}

for (const build of ['react', 'lite'] as const) {
  test(`${build}: 375 px: the first numbers are on the first screen; Filters opens by keyboard and counts`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await signInToHome(page, 'owner@demo.test', build)
    const revenue = page.locator('pp-home [data-metric-card="Revenue"] [data-total]')
    await expect(revenue).toBeVisible()
    expect((await revenue.boundingBox())!.y).toBeLessThan(700)
    await expect(filtersButton(page)).toHaveText('Filters')
    await opensByKeyboard(page, page.getByRole('button', { name: /^Sites / }))
    // One list chosen: the button counts it.
    await page.keyboard.press('Enter')
    await page.getByRole('checkbox', { name: 'Daily Planet' }).check()
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(filtersButton(page)).toHaveAccessibleName('Filters 1 active')
    await expectAccessible(page, `home at 375 px, filters open (${build})`)

    await page.goto(build === 'lite' ? '/dashboard/embeds?build=lite' : '/dashboard/embeds')
    await page.getByRole('button', { name: 'Actions for Morning Trivia' }).click()
    await page.getByRole('menuitem', { name: 'View Analytics' }).click()
    const total = page.getByRole('heading', { name: /^Total Cards \(\d+\)$/ })
    await expect(total).toBeVisible()
    expect((await total.boundingBox())!.y).toBeLessThan(700)
    await opensByKeyboard(page, page.getByLabel('Search cards'))
    await expectAccessible(page, `embed analytics at 375 px, filters open (${build})`)
  })
}

test('1280 px: the filter bars show as before, no Filters button', async ({ page }) => {
  await signInToHome(page, 'owner@demo.test', 'react')
  await expect(page.getByRole('button', { name: /^Sites / })).toBeVisible()
  await expect(filtersButton(page)).toBeHidden()
})

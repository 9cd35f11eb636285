// Key screens at 1280 and 375 px; on a phone the header nav folds into the user menu's Pages
// list (SHELL-12). Screenshots go to test-results/screens/ for review.
import { expect, test } from '@playwright/test'
import { expectAccessible, mainNav, openUserMenu, signIn } from './fixtures'

const shot = (name: string) => `test-results/screens/${name}.png`

for (const width of [1280, 375]) {
  test(`sign-in and dashboard at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 })
    await page.goto('/auth/signin')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    await page.screenshot({ path: shot(`signin-${width}`), fullPage: true })
    await expectAccessible(page, `sign-in at ${width} px`)

    await signIn(page, 'owner@demo.test')
    await expect(page).toHaveURL(/\/dashboard\/home$/)
    await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible()
    await expect(page.getByText('Loading your dashboard')).toHaveCount(0)
    // No horizontal scrolling at either width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: shot(`dashboard-${width}`), fullPage: true })
    await expectAccessible(page, `home at ${width} px`)

    if (width < 740) {
      await expect(mainNav(page)).toBeHidden()
      await openUserMenu(page)
      await expect(page.getByRole('menuitem', { name: 'Reports' })).toBeVisible()
      await page.getByRole('menuitem', { name: 'Embeds' }).click()
      await expect(page).toHaveURL(/\/dashboard\/embeds$/)
    } else {
      await expect(mainNav(page).getByRole('link', { name: 'Embeds' })).toBeVisible()
    }
  })
}

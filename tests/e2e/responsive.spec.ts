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

// Issue 15: the demo host pages' own navigation must not push the page sideways on a phone.
for (const path of ['/demo/article', '/demo/newer-portal', '/demo/framed']) {
  test(`the demo page ${path} does not scroll sideways at 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(path)
    await expect(page.getByRole('navigation').first()).toBeVisible()
    // The page's elements have drawn (the framed page's frame shows its sign-in).
    if (path === '/demo/framed')
      await expect(
        page
          .frameLocator('iframe[title="Publisher portal"]')
          .getByRole('button', { name: 'Log in' }),
      ).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
    // Every link of the page's own navigation can be seen whole, none cut off at the edge.
    for (const link of await page.getByRole('navigation').first().getByRole('link').all()) {
      const box = (await link.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(375)
    }
  })
}

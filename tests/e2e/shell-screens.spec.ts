// Issue 27, item 4: axe on the shell's screens at 1280 and 375 px (home, the account settings
// tabs, profile, the error pages); screenshots go to test-results/screens/ for review.
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, signIn, stayWhenAsked } from './fixtures'

const SCREENS: Array<[path: string, shows: string | RegExp]> = [
  ['/dashboard/home', /Revenue/],
  ['/dashboard/account/general', 'Account Settings'],
  ['/dashboard/account/adstxt', 'Account Settings'],
  ['/dashboard/account/paymentinfo', 'Account Settings'],
  ['/dashboard/account/sites', 'Account Settings'],
  ['/dashboard/account/users', 'Account Settings'],
  ['/dashboard/profile', 'My Profile'],
  ['/error/404', 'Page not found'],
  ['/error/403', 'Access denied'],
  ['/error/500', 'Something went wrong'],
  ['/error/permission', "You don't have permission to view this page"],
]

async function settled(page: Page, shows: string | RegExp) {
  await expect(page.getByRole('heading', { name: shows }).first()).toBeVisible()
  await expect(page.getByText(/^Loading/)).toHaveCount(0)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

for (const width of [1280, 375]) {
  test(`the shell screens pass axe at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 })
    await stayWhenAsked(page)
    await signIn(page, 'owner@demo.test')
    await expect(page).toHaveURL(/\/dashboard\/home$/)
    const problems: string[] = []
    for (const [path, shows] of SCREENS) {
      await page.goto(path)
      await settled(page, shows)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      if (overflow > 0) problems.push(`${path} scrolls sideways by ${overflow} px`)
      await page.screenshot({
        path: `test-results/screens/shell${path.replaceAll('/', '-')}-${width}.png`,
        fullPage: true,
      })
      try {
        await expectAccessible(page, `${path} at ${width} px`)
      } catch (error) {
        problems.push((error as Error).message)
      }
    }
    expect(problems).toEqual([])
  })
}

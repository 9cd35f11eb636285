// Production names nothing of the demo (issue 28): a server started as an operator starts it
// (PORTAL_MODE=production, an empty database given one account by npm run add-account; see
// playwright.config.ts) is crawled signed in as that account's owner: every screen, each link in
// every shadow root and every request the pages make; none leads to /demo. Sign-in has no Google
// button (none configured) and the footer no Terms or Privacy link (none set).
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './fixtures'
import { PRODUCTION_OWNER, PRODUCTION_PORT } from './playwright.config'

test.use({ baseURL: `http://127.0.0.1:${PRODUCTION_PORT}` })

const SCREENS = [
  '/dashboard/home',
  '/dashboard/account/general',
  '/dashboard/account/users',
  '/dashboard/account/sites',
  '/dashboard/account/adstxt',
  '/dashboard/account/paymentinfo',
  '/dashboard/profile',
  '/dashboard/embeds',
  '/dashboard/analytics/detail/questionsanswered',
  '/dashboard/analytics/detail/revenue',
  '/dashboard/reports',
  '/dashboard/commenting',
  '/dashboard/ratings',
  '/error/404',
]

/** Every href and src in the document and its open shadow roots. */
function addresses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const walk = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        for (const name of ['href', 'src', 'action'])
          if (el.hasAttribute(name)) found.push(el.getAttribute(name)!)
        if (el.shadowRoot) walk(el.shadowRoot)
      }
    }
    walk(document)
    return found
  })
}

test('production: every screen, link and request stays off /demo', async ({ page }) => {
  test.setTimeout(120_000)
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))

  await page.goto('/auth/signin')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0)
  await signIn(page, PRODUCTION_OWNER.email, PRODUCTION_OWNER.password)
  await expect(page).toHaveURL(/\/dashboard\/home$/)

  const seen: string[] = [...(await addresses(page))]
  for (const path of SCREENS) {
    await page.goto(path)
    await expect(page.locator('main, [role="main"]').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    seen.push(...(await addresses(page)))
  }
  const footer = page.locator('pp-shell footer')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Publisher Portal`)
  await expect(footer.getByRole('link')).toHaveCount(0)

  expect(seen.length).toBeGreaterThan(50)
  expect(requested.length).toBeGreaterThan(30)
  expect(seen.filter((address) => address.includes('/demo'))).toEqual([])
  expect(requested.filter((url) => new URL(url).pathname.startsWith('/demo'))).toEqual([])
})

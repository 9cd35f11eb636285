// Issue 6 (Headers, Input): the portal and the demo article page run under the
// Content-Security-Policy (script-src 'self', no inline script) without a single violation, and
// a site whose address is not http(s) is shown as text, not as a link, in both builds.
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, signIn, stayWhenAsked } from './fixtures'

/** Collects CSP violations: the page's securitypolicyviolation events and console errors. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation
      report(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return violations
}

for (const build of ['react', 'lite'] as const) {
  const query = build === 'lite' ? '?build=lite' : ''
  test(`${build}: the sign-in page and the dashboard run under the CSP with no violation`, async ({
    page,
  }) => {
    const violations = await watchCsp(page)
    const response = await page.goto(`/auth/signin${query}`)
    const csp = response!.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(response!.headers()['cross-origin-opener-policy']).toBe('same-origin')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    await page.getByLabel('Email').fill('owner@demo.test')
    await page.getByLabel('Password', { exact: true }).fill('Demo#Portal2026')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/dashboard\/home/)
    expect(violations).toEqual([])
    await expectAccessible(page, `home (${build})`)
  })

  test(`${build}: a site address that is not http(s) is shown as text, not a link`, async ({
    page,
  }) => {
    await stayWhenAsked(page)
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    await page.route('**/api/accounts/accounts/*/sites*', async (route) => {
      const reply = await route.fetch()
      const body = (await reply.json()) as { items: Array<{ name: string; url: string }> }
      body.items[0]!.name = 'Script Site'
      body.items[0]!.url = 'javascript:alert(document.domain)'
      await route.fulfill({ response: reply, json: body })
    })
    await signIn(page, 'owner@demo.test')
    await expect(page).toHaveURL(/\/dashboard\/home/)
    await page.goto(`/dashboard/account/sites${query}`)
    await expect(page.getByText('Script Site', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: /Script Site/ })).toHaveCount(0)
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0)
    // The other sites keep their links.
    await expect(page.getByRole('link', { name: /Gotham Gazette/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    await page.getByText('Script Site', { exact: true }).click()
    expect(dialogs).toBe(0)
  })
}

test('the demo article page with the commenting and ratings units runs under the CSP with no violation', async ({
  page,
}) => {
  const violations = await watchCsp(page)
  const response = await page.goto('/demo/article')
  expect(response!.headers()['content-security-policy'] ?? '').toContain("script-src 'self'")
  // The unit script loaded and drew the unit (its comment box).
  const unit = page.locator('.pp-commenting')
  await expect(unit.getByRole('heading', { level: 2 })).toHaveText(/Comments?$/)
  await expect(unit.getByRole('article').first()).toBeVisible()
  // The ratings unit too (its script, its shadow-root styles and its JSON-LD data block).
  await expect(page.locator('.pp-ratings').getByRole('heading', { level: 2 })).toBeVisible()
  await expect(page.locator('head script[data-pp-ratings]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

test('the demo support and outbox pages run under the CSP with no violation', async ({ page }) => {
  const violations = await watchCsp(page)
  await page.goto('/demo/support')
  await expect(page.getByLabel('Email')).toBeVisible()
  await page.goto('/demo/outbox')
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible()
  expect(violations).toEqual([])
})

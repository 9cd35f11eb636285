// The embeds library's first cards wait only for the library's own code (issue 27 #13: it was
// the slowest screen, parsing the analytics, e-mails and dialog code before showing a card).
// The library's list (API-40) is held: every script fetched by the time it is asked for is read
// back and holds no other screen's texts; once the cards show, those chunks arrive in the
// background, and a dialog and analytics still open.
import { expect, test, type Response } from '@playwright/test'
import { signInToHome } from './fixtures'

/** Texts of code the library's cards do not need: analytics, e-mails, the library's dialogs. */
const ELSEWHERE = [
  'Total Cards', // embed analytics
  'There was an issue fetching your email data', // collected e-mails
  'Archive Confirmation', // the library's confirmation dialog
  'Start typing to create your label', // the New Embed dialog
]

for (const build of ['react', 'lite'] as const) {
  const query = build === 'lite' ? '?build=lite' : ''

  test(`${build}: the library's cards need no other screen's code; it comes after`, async ({
    page,
  }) => {
    await signInToHome(page, 'owner@demo.test', build)
    const scripts: Response[] = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r)
    })
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let asked = false
    await page.route('**/embeds/content', async (route) => {
      asked = true
      await released
      await route.continue()
    })
    await page.goto(`/dashboard/embeds${query}`)
    await expect.poll(() => asked).toBe(true)
    await expect(page.getByText("We're fetching your Embeds.")).toBeVisible()
    const before = [...scripts]
    expect(before.some((r) => /pp-embeds\.js/.test(r.url()))).toBe(true)
    for (const url of new Set(before.map((r) => r.url()))) {
      // Read again (the browser keeps no body of a cached module).
      const code = await (await page.request.get(url)).text()
      for (const text of ELSEWHERE) expect(code.includes(text), `${text} in ${url}`).toBe(false)
    }
    release()
    await expect(page.locator('article[data-embed]').first()).toBeVisible()
    // In the background once the cards show: analytics and e-mails open without a wait.
    await expect
      .poll(() => scripts.filter((r) => /content-analytics|emails-page/.test(r.url())).length)
      .toBe(2)
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click()
    await page.getByRole('menuitem', { name: 'Archive' }).first().waitFor()
    await page.keyboard.press('Escape')
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click()
    await page.getByRole('menuitem', { name: 'View Analytics' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Embed Analytics')
  })
}

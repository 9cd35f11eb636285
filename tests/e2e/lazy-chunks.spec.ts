// The kit pieces whose heavy half arrives after the element has started (src/ui/lazy-module.ts):
// Headless UI's menu and react-day-picker's calendar. Here their chunks are held back, so the
// publisher meets the placeholder: a click on the menu's trigger before its code arrives still
// opens the menu, and the date picker's dialog says the calendar is loading, then shows it.
import { expect, test, type Page } from '@playwright/test'
import { signInOwner } from './fixtures'

/** Holds every request for the chunk named `name` until the returned function is called. */
async function holdChunk(page: Page, name: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const held: string[] = []
  await page.route(new RegExp(`/chunks/${name}-[\\w-]+\\.js$`), async (route) => {
    held.push(route.request().url())
    await released
    await route.continue()
  })
  return { release, held }
}

for (const build of ['react', 'lite'] as const) {
  const query = build === 'lite' ? '?build=lite' : ''

  test(`${build}: a menu clicked before its code arrives opens when it does`, async ({ page }) => {
    await signInOwner(page)
    const chunk = await holdChunk(page, 'headless')
    await page.goto(`/dashboard/embeds${query}`)
    const trigger = page.getByRole('button', { name: /^Actions for / }).first()
    await expect(trigger).toHaveAttribute('data-placeholder', '')
    await trigger.click()
    await expect(page.getByRole('menuitem')).toHaveCount(0)
    expect(chunk.held.length).toBeGreaterThan(0)
    chunk.release()
    await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menuitem')).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })

  test(`${build}: the date picker says the calendar is loading until it arrives`, async ({
    page,
  }) => {
    await signInOwner(page)
    const chunk = await holdChunk(page, 'day-picker')
    await page.goto(`/dashboard/embeds${query}`)
    await page.getByRole('button', { name: /^Last modified/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Last modified' })
    await expect(dialog.getByRole('status')).toHaveText('Loading the calendar…')
    chunk.release()
    await expect(dialog.getByRole('grid').first()).toBeVisible()
    await expect(dialog.getByText('Loading the calendar…')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })
}

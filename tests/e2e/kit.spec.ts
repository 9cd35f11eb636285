// The kit gallery (/demo/kit) on both builds: every piece in its states passes axe-core with no
// serious or critical finding.
import { expect, test } from '@playwright/test'
import { expectAccessible } from './fixtures'

for (const build of ['react', 'lite'] as const) {
  test(`/demo/kit (${build}) has no serious or critical axe finding`, async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await page.goto(build === 'lite' ? '/demo/kit?build=lite' : '/demo/kit')
    await expect(page.getByRole('heading', { name: 'Kit', level: 1 })).toBeVisible()
    const sections = page.getByRole('navigation', { name: 'Sections' }).getByRole('link')
    expect(await sections.count()).toBeGreaterThan(0)
    await expectAccessible(page, `the kit gallery (${build})`)
    const lite = scripts.some((s) => s.startsWith('/dist/lite/'))
    expect(lite).toBe(build === 'lite')
  })
}

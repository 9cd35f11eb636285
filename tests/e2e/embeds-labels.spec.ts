// Labels in the embed library (EMB-21..24) against the demo server, on both builds: the owner
// creates a label on a card (Edit Labels, Enter), attaches an existing one, filters by it,
// renames it and deletes it from the label filter.
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, signInOwner } from './fixtures'

const cards = (page: Page) => page.locator('pp-embeds').getByRole('article')
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search by Name or URL' })

for (const build of ['react', 'lite'] as const) {
  const query = build === 'lite' ? '?build=lite' : ''

  test(`${build}: create, attach, filter by, rename and delete a label`, async ({ page }) => {
    await signInOwner(page)
    await page.goto(`/dashboard/embeds${query}`)
    await search(page).fill('Morning Trivia')
    await expect(cards(page)).toHaveCount(1)

    const label = `flow_${build}_${Date.now() % 100000}`
    await page.getByRole('button', { name: 'Actions for Morning Trivia' }).click()
    await page.getByRole('menuitem', { name: 'Edit Labels' }).click()
    const editor = page.getByRole('dialog', { name: 'Edit Labels' })
    const field = editor.getByRole('textbox', { name: 'Add label(s)', exact: true })
    await expect(field).toBeFocused()
    await field.fill('not-valid!')
    await field.press('Enter')
    await expect(editor.getByText('Enter valid label name')).toBeVisible()
    await field.fill(label)
    await field.press('Enter')
    await expect(page.getByText('Label created')).toBeVisible()
    await expect(editor.getByRole('list', { name: 'Chosen labels' })).toContainText(label)
    await expectAccessible(page, `the labels editor (${build})`)
    await editor.getByRole('button', { name: 'Done' }).click()
    await expect(cards(page).first()).toContainText(label)

    // Filter by it: only the one card.
    await search(page).fill('')
    await page.getByRole('button', { name: /^Labels/ }).click()
    const panel = page.getByRole('dialog', { name: 'Labels' })
    await panel.getByRole('checkbox', { name: label }).check()
    await expect(cards(page)).toHaveCount(1)
    await expectAccessible(page, `the label filter (${build})`)

    // Rename, then delete it (EMB-24).
    await panel.getByRole('button', { name: `Rename label ${label}` }).click()
    const rename = panel.getByRole('textbox', { name: `New name for ${label}` })
    await rename.fill(`${label}_x`)
    await rename.press('Enter')
    await expect(page.getByText('Label saved')).toBeVisible()
    await expect(cards(page).first()).toContainText(`${label}_x`)
    await panel.getByRole('button', { name: `Delete label ${label}_x` }).click()
    await panel.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.getByText('Label deleted')).toBeVisible()
    await expect(panel.getByRole('checkbox', { name: `${label}_x` })).toHaveCount(0)
    await expect(cards(page).nth(1)).toBeVisible()
    await expect(cards(page).filter({ hasText: `${label}_x` })).toHaveCount(0)
  })
}

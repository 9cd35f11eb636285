// The embed builder keeps no-lost-work promises (issue 9) against the demo server, on both
// builds: open a seeded embed from the library, change its placement (and, on another embed, a
// card's question), reload without saving, restore the draft, save, and find the change saved;
// then a change discarded stays unsaved.
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, signInOwner } from './fixtures'

const PLACEMENT = 'Please pick where you think you would like to place your Embed on your website'
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true })
/** How many builder drafts the page keeps in localStorage (one is written shortly after an edit). */
const draftsIn = (page: Page) =>
  page.evaluate(
    () => Object.keys(localStorage).filter((k) => k.startsWith('pp-builder-draft:')).length,
  )

for (const build of ['react', 'lite'] as const) {
  const query = build === 'lite' ? '?build=lite' : ''
  const embed = build === 'lite' ? 'Movie Night Trivia' : 'Holiday Gift Guide'

  test(`${build}: a placement change survives a reload as a draft, is restored and saved`, async ({
    page,
  }) => {
    await signInOwner(page)
    await page.goto(`/dashboard/embeds${query}`)
    await page.getByRole('button', { name: `Actions for ${embed}` }).click()
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
    await expect(page).toHaveURL(/\/management\/customize\?embed=/)
    const url = new URL(page.url())
    const embedUUID = url.searchParams.get('embed')!
    await page.goto(
      `/dashboard/embeds/management/placement?embed=${embedUUID}${query.replace('?', '&')}`,
    )
    await expect(page.getByText(PLACEMENT)).toBeVisible()
    await expect(page.getByRole('button', { name: /Edit embed details$/ })).toContainText(embed)
    const start = (await radio(page, 'In-Content').getAttribute('aria-checked')) === 'true'
    const target = start ? 'Right or Left Rail' : 'In-Content'
    await radio(page, target).click()
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled()
    await expectAccessible(page, `the builder's placement step with a change (${build})`)
    // The draft is written shortly after the edit.
    await expect.poll(() => draftsIn(page)).toBe(1)

    await page.reload()
    await expect(page.getByText('You have unsaved changes to this embed from')).toBeVisible()
    await expect(radio(page, target)).toHaveAttribute('aria-checked', 'false')
    await page.getByRole('button', { name: 'Restore changes' }).click()
    await expect(radio(page, target)).toHaveAttribute('aria-checked', 'true')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Your embed has been updated successfully!')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled()

    await page.reload()
    await expect(page.getByText(PLACEMENT)).toBeVisible()
    await expect(radio(page, target)).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByText('You have unsaved changes to this embed from')).toHaveCount(0)

    // Discard: the change goes, nothing is saved.
    const back = start ? 'In-Content' : 'Right or Left Rail'
    await radio(page, back).click()
    await page.getByRole('button', { name: 'Discard' }).click()
    await expect(radio(page, target)).toHaveAttribute('aria-checked', 'true')
    await page.reload()
    await expect(radio(page, target)).toHaveAttribute('aria-checked', 'true')
  })

  test(`${build}: a card edit survives a reload as a draft, is restored and saved`, async ({
    page,
  }) => {
    const cardEmbed = build === 'lite' ? 'Weather Watch Poll' : 'Tech Tuesday Trivia'
    await signInOwner(page)
    await page.goto(`/dashboard/embeds${query}`)
    await page.getByRole('searchbox', { name: 'Search by Name or URL' }).fill(cardEmbed)
    await page.getByRole('button', { name: `Actions for ${cardEmbed}` }).click()
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
    await expect(page).toHaveURL(/\/management\/customize\?embed=/)
    // The first card's title: a question, or a story's.
    const title = page.getByRole('textbox', { name: /^(Question|Story title)$/ })
    await expect(title).toBeVisible()
    const edited = `Draft title ${build} ${Date.now() % 100000}`
    await title.fill(edited)
    await expect.poll(() => draftsIn(page)).toBe(1)

    await page.reload()
    await expect(page.getByText('You have unsaved changes to this embed from')).toBeVisible()
    await expect(title).not.toHaveValue(edited)
    await page.getByRole('button', { name: 'Restore changes' }).click()
    await expect(title).toHaveValue(edited)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Your embed has been updated successfully!')).toBeVisible()
    await page.reload()
    await expect(title).toHaveValue(edited)
    await expect(page.getByText('You have unsaved changes to this embed from')).toHaveCount(0)
  })
}

// The embed library (EMB-04..19) against the demo server, on both builds: the owner searches
// and filters, creates an embed through the name dialog (it lands on the builder's placement
// step of the builder), archives and unarchives it; in a
// mocked session support deletes one. Each run uses its own embed name, so the two builds'
// runs do not meet in the one seeded database.
import { expect, test, type Page } from '@playwright/test'
import {
  expectAccessible,
  signIn,
  signInOwner,
  signInSupport,
  signInToHome,
  stayWhenAsked,
} from './fixtures'

const cards = (page: Page) => page.locator('pp-embeds').getByRole('article')
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search by Name or URL' })
const card = (page: Page, name: string) => cards(page).filter({ hasText: name })

async function cardAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

/**
 * The card menu's `action` on `name`, confirmed in its dialog ("Are you sure you want to …?",
 * checked by axe when `axeAs` names it); then `done` shows and the card leaves the list.
 */
async function confirmCardAction(
  page: Page,
  name: string,
  action: 'Archive' | 'Unarchive' | 'Delete',
  done: string,
  axeAs?: string,
) {
  await cardAction(page, name, action)
  const dialog = page.getByRole('dialog', { name: `${action} Confirmation` })
  await expect(dialog).toContainText(`Are you sure you want to ${action.toLowerCase()} ${name}?`)
  if (axeAs) await expectAccessible(page, axeAs)
  await dialog.getByRole('button', { name: action }).click()
  await expect(page.getByText(done)).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
}

for (const build of ['react', 'lite'] as const) {
  const query = build === 'lite' ? '?build=lite' : ''

  test(`${build}: the owner searches, filters, creates, archives and unarchives an embed`, async ({
    page,
  }) => {
    await signInOwner(page)
    await page.goto(`/dashboard/embeds${query}`)
    await expect(page.getByRole('heading', { name: /^Total Live Embeds \(\d+\)$/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create a new Embed!' })).toBeVisible()
    await expectAccessible(page, `the embed library (${build})`)

    // EMB-07: search by name; then the status filter.
    await search(page).fill('Morning Trivia')
    await expect(cards(page)).toHaveCount(1)
    await expect(page.getByRole('heading', { name: 'Total Live Embeds (1)' })).toBeVisible()
    await search(page).fill('')
    await expect(cards(page).nth(2)).toBeVisible()
    await page.getByLabel('Status').selectOption('offline')
    await expect(cards(page).first()).toContainText('offline')
    await expect(cards(page).filter({ hasText: /online$/ })).toHaveCount(0)
    await page.getByLabel('Status').selectOption('')
    // Archived embeds.
    await page.getByRole('button', { name: 'Archived', exact: true }).click()
    await expect(
      page.getByRole('heading', { name: /^Total Archived Embeds \(\d+\)$/ }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Live', exact: true }).click()

    // EMB-09 / BLD-07: create through the name dialog.
    const name = `Flow ${build} ${Date.now() % 100000}`
    await page.getByRole('button', { name: 'Create a new Embed!' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Embed' })
    const nameField = dialog.getByRole('textbox', {
      name: "What is your embed's name?",
      exact: true,
    })
    await expect(nameField).toBeFocused()
    await nameField.fill('Morning Trivia')
    await dialog.getByLabel('Where will your embed live?').selectOption({ label: 'Daily Planet' })
    await expect(
      dialog.getByText('Embeds on the same site cannot share the same name'),
    ).toBeVisible()
    await expectAccessible(page, `the New Embed dialog (${build})`)
    await nameField.fill(name)
    await dialog.getByRole('button', { name: 'Create Embed' }).click()
    await expect(page).toHaveURL(/\/dashboard\/embeds\/management\/placement\?embed=[0-9a-f-]{36}$/)
    // The builder opens on its first step (issue 9).
    await expect(
      page.getByText(
        'Please pick where you think you would like to place your Embed on your website',
      ),
    ).toBeVisible()

    // EMB-17: archive it (a new embed is offline), then EMB-18: unarchive it.
    await page.goto(`/dashboard/embeds${query}`)
    await search(page).fill(name)
    await expect(cards(page)).toHaveCount(1)
    await expect(card(page, name)).toContainText('No Content')
    await confirmCardAction(
      page,
      name,
      'Archive',
      'embed is now archived',
      `the archive confirmation (${build})`,
    )
    await expect(page.getByText('No embeds match your filters.')).toBeVisible()
    await page.getByRole('button', { name: 'Archived', exact: true }).click()
    await expect(card(page, name)).toBeVisible()
    await confirmCardAction(page, name, 'Unarchive', 'embed is now live')
    await page.getByRole('button', { name: 'Live', exact: true }).click()
    await expect(card(page, name)).toBeVisible()
  })

  // analyst@demo.test holds only home.adMetrics (noperm@demo.test lands on /error/permission).
  test(`${build}: a read-only user sees the library without the create card or edit actions`, async ({
    page,
  }) => {
    await signInToHome(page, 'analyst@demo.test')
    await page.goto(`/dashboard/embeds${query}`)
    await expect(page.getByRole('heading', { name: /^Total Live Embeds \(\d+\)$/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create a new Embed!' })).toHaveCount(0)
    const first = cards(page).first()
    await first.getByRole('button', { name: /^Actions for / }).click()
    await expect(page.getByRole('menuitem')).toHaveText(['View Analytics', 'Email Collection'])
    await expectAccessible(page, `the read-only library (${build})`)
  })

  test(`${build}: support deletes an embed in a mocked session`, async ({ page }) => {
    await stayWhenAsked(page)
    // An embed of its own to delete.
    await signIn(page, 'owner@demo.test')
    await expect(page).toHaveURL(/\/dashboard\/home$/)
    await page.goto(`/dashboard/embeds${query}`)
    const name = `Doomed ${build} ${Date.now() % 100000}`
    await page.getByRole('button', { name: 'Create a new Embed!' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Embed' })
    await dialog
      .getByRole('textbox', { name: "What is your embed's name?", exact: true })
      .fill(name)
    await dialog.getByLabel('Where will your embed live?').selectOption({ label: 'Metro Weekly' })
    await dialog.getByRole('button', { name: 'Create Embed' }).click()
    await expect(page).toHaveURL(/\/management\/placement\?embed=/)
    await page.context().clearCookies()

    await signInSupport(page)
    await page.getByLabel('Account').selectOption({ label: 'Demo Publisher' })
    await page.getByRole('button', { name: 'Open mocked session' }).click()
    await expect(page).toHaveURL(/\/dashboard\/home$/)
    await page.goto(`/dashboard/embeds${query}`)
    await search(page).fill(name)
    await expect(cards(page)).toHaveCount(1)
    await confirmCardAction(
      page,
      name,
      'Delete',
      'We have successfully deleted your embed',
      `the delete confirmation (${build})`,
    )
  })
}

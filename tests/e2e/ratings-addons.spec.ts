// The ratings Add-ons tab (RAT-19..21) against the demo server, as the demo owner on Gotham
// Gazette only (Daily Planet's counter is left for the ratings flows on article pages): switch the
// Ratings Counter on, save full stars, see both after a reload, then put everything back.
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, expectToast, signInOwner } from './fixtures'

const SITE = 'Gotham Gazette'
const SAVED = 'Successfully updated add-on settings.'

const toggle = (page: Page) => page.getByRole('switch', { name: 'Enable Ratings Counter' })
const fullStars = (page: Page) =>
  page.getByRole('switch', { name: 'Show Only Full Stars For Ratings' })
const edit = (page: Page) => page.getByRole('button', { name: 'Edit Ratings Counter' })

/** Opens the Add-ons tab and chooses Gotham Gazette; waits for its own counter to load. */
async function openGotham(page: Page, reload = false) {
  if (reload) await page.reload()
  else await page.goto('/dashboard/ratings/ratingsmanager/addons')
  const site = page.getByLabel('Website')
  await expect(site).toBeEnabled()
  const uuid = await site.locator('option', { hasText: SITE }).getAttribute('value')
  expect(uuid).toBeTruthy()
  const loaded = page.waitForResponse(
    (r) =>
      r.url().includes('/rating-units/code') &&
      r.url().includes(`siteUUID=${uuid}`) &&
      r.url().includes('RATING_COUNTER'),
  )
  await site.selectOption({ label: SITE })
  await loaded
  await expect(toggle(page)).toBeVisible()
}

test('the Ratings Counter: switch on, save full stars, both kept after a reload', async ({
  page,
}) => {
  await signInOwner(page)
  await openGotham(page)
  await expect(toggle(page)).toHaveAttribute('aria-checked', 'false')
  await expect(edit(page)).toBeDisabled()
  await expectAccessible(page, 'ratings add-ons')

  await toggle(page).click()
  await expectToast(page, SAVED)
  await expect(edit(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('textbox', { name: 'Header Code', exact: true })).toHaveValue(
    /\/units\/ratings\.js/,
  )
  await expect(
    page.getByRole('textbox', { name: 'Ratings Counter Code', exact: true }),
  ).toHaveValue(/\{articleURL\}.*\{extPageId\}/)
  await expectAccessible(page, 'ratings add-ons, counter open')

  await fullStars(page).click()
  await page.getByRole('button', { name: 'Save Ratings Counter' }).click()
  await expectToast(page, SAVED)
  await expect(edit(page)).toHaveAttribute('aria-expanded', 'false')

  await openGotham(page, true)
  await expect(toggle(page)).toHaveAttribute('aria-checked', 'true')
  await edit(page).click()
  await expect(fullStars(page)).toHaveAttribute('aria-checked', 'true')

  // Back as seeded: half stars, counter off (the section closes and cannot open).
  await fullStars(page).click()
  await page.getByRole('button', { name: 'Save Ratings Counter' }).click()
  await expectToast(page, SAVED)
  await toggle(page).click()
  await expectToast(page, SAVED)
  await expect(edit(page)).toBeDisabled()
  await expect(fullStars(page)).toHaveCount(0)
})

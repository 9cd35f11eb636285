// Account Settings frame, General and Sites (ACCT-01..05, ACCT-16) against the demo server:
// edit and save general information and see it after a reload; the sites list links out.
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, signInOwner, signInToHome } from './fixtures'

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Account settings sections' })

test('the owner edits general information, saves it and sees it after a reload', async ({
  page,
}) => {
  await signInOwner(page)
  await page.goto('/dashboard/account')
  await expect(page).toHaveURL(/\/dashboard\/account\/general$/)
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible()
  await expect(tabs(page).getByRole('link')).toHaveText([
    'General',
    'Users',
    'Sites',
    'Ads.txt',
    'Payment Information',
  ])
  await expectAccessible(page, 'account general')

  const city = page.getByLabel('City')
  await expect(city).toHaveValue('New York')
  await expect(city).not.toBeEditable()
  await page.getByRole('button', { name: 'Edit' }).click()
  await city.fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('This field is required')).toBeVisible()
  await expectAccessible(page, 'account general with a field error')
  await city.fill('  Brooklyn ')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your General information has been saved Successfully')).toBeVisible()
  await expect(city).not.toBeEditable()

  await page.reload()
  await expect(page.getByLabel('City')).toHaveValue('Brooklyn')

  // Put it back for the other flows that read the seeded account.
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('City').fill('New York')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your General information has been saved Successfully')).toBeVisible()
})

test('the sites tab lists the account sites with external links and the note', async ({ page }) => {
  await signInOwner(page)
  await page.goto('/dashboard/account/sites')
  await expect(
    page.getByText('To add a site, please email your account manager or support.'),
  ).toBeVisible()
  const link = page.getByRole('link', { name: /Daily Planet/ })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(page.getByText('1–3 of 3')).toBeVisible()
  await expectAccessible(page, 'account sites')
  await expect(page.getByRole('link', { name: /Other Times/ })).toHaveCount(0)
})

test('a user without settings permissions is refused account settings', async ({ page }) => {
  await signInToHome(page, 'editor@demo.test')
  await page.goto('/dashboard/account')
  await expect(page).toHaveURL(/\/error\/403$/)
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible()
  await expectAccessible(page, 'error 403')
})

test('a tab change with unsaved General edits asks first; Stay keeps them, Leave goes', async ({
  page,
}) => {
  await signInOwner(page)
  await page.goto('/dashboard/account/general')
  const city = page.getByRole('textbox', { name: 'City', exact: true })
  await expect(city).not.toHaveValue('')
  await page.getByRole('button', { name: 'Edit' }).click()
  await city.fill('Unsaved City')
  await tabs(page).getByRole('link', { name: 'Sites' }).click()
  const dialog = page.getByRole('dialog', { name: 'You have unsaved changes. Leave anyway?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Stay' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/dashboard\/account\/general$/)
  await expect(city).toHaveValue('Unsaved City')
  await tabs(page).getByRole('link', { name: 'Sites' }).click()
  await dialog.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/dashboard\/account\/sites$/)
  await page.goto('/dashboard/account/general')
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).not.toHaveValue(
    'Unsaved City',
  )
})

// Support staff sessions (spec 000 §1, SHELL-11..14, SHELL-30/31) opened from /demo/support.
import { expect, test } from '@playwright/test'
import { expectAccessible, mainNav, openUserMenu, signInSupport } from './fixtures'

test('a mocked session for Demo Publisher shows the badge; Unmock returns to the console', async ({
  page,
}) => {
  await signInSupport(page)
  await page.getByLabel('Account').selectOption({ label: 'Demo Publisher' })
  await page.getByRole('button', { name: 'Open mocked session' }).click()

  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await expect(page.getByText('Mocked session', { exact: true })).toBeVisible()
  // SHELL-16: impersonated sessions see the beta-portal button.
  await expect(page.getByRole('link', { name: 'Try the new beta portal' })).toBeVisible()
  // Acting as the account's fullest user: every nav entry.
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Home',
    'Embeds',
    'Reports',
    'Commenting',
    'Ratings',
  ])
  // Badge, beta link, five pages and the user menu share the header without overflow (issue 8).
  const header = page.locator('pp-shell').locator('header > div')
  expect(await header.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBeLessThanOrEqual(0)
  await page.screenshot({ path: 'test-results/screens/mocked-header-1280.png' })
  await expectAccessible(page, 'home in a mocked session')

  await openUserMenu(page)
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'Unmock' }).click()
  await expect(page).toHaveURL(/\/demo\/support$/)
  await expect(page.getByText('Signed in as support@demo.test.')).toBeVisible()
})

test('mockup-generator sessions land on embeds or commenting, without Home, Reports or menu', async ({
  page,
}) => {
  await signInSupport(page)
  await page.getByLabel('Account').selectOption({ label: 'Demo Publisher' })
  await page.getByLabel('Product category (mockup generator)').selectOption('EMBEDS')
  await page.getByRole('button', { name: 'Open mockup-generator session' }).click()

  await expect(page).toHaveURL(/\/dashboard\/embeds$/)
  await expect(mainNav(page).getByRole('link')).toHaveText(['Embeds', 'Commenting', 'Ratings'])
  await expect(page.getByRole('button', { name: /User menu/ })).toHaveCount(0)
  await expectAccessible(page, 'embeds in a mockup-generator session')
  await expect(page.getByText('Mocked session', { exact: true })).toHaveCount(0)
  // Home is not reachable through the root either: a mockup session goes to embeds.
  await page.goto('/')
  await expect(page).toHaveURL(/\/dashboard\/embeds$/)

  await page.getByRole('button', { name: 'Back to Mockup Generator' }).click()
  await expect(page).toHaveURL(/\/demo\/support$/)
  await expect(page.getByText('Signed in as support@demo.test.')).toBeVisible()

  await page.getByLabel('Product category (mockup generator)').selectOption('COMMENTING')
  await page.getByRole('button', { name: 'Open mockup-generator session' }).click()
  await expect(page).toHaveURL(/\/dashboard\/commenting\/commentmanager\/code$/)
  await expect(mainNav(page).getByRole('link')).toHaveText(['Embeds', 'Commenting', 'Ratings'])
  await page.getByRole('button', { name: 'Back to Mockup Generator' }).click()
  await expect(page).toHaveURL(/\/demo\/support$/)
})

import { expect, test } from '@playwright/test'
import { expectAccessible, openUserMenu, signIn, signInOwner } from './fixtures'

test('sign in as the owner reaches the dashboard shell, then log out', async ({ page }) => {
  // No address the host asks for is missing (an element this build lacks is not requested).
  const missing: string[] = []
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(r.url())
  })
  await signInOwner(page)
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }),
  ).toBeVisible()
  expect(missing).toEqual([])
  await expectAccessible(page, 'home')
  await openUserMenu(page)
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
  await expectAccessible(page, 'the user menu')
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/auth\/signin$/)
  await page.goto('/dashboard/home')
  await expect(page).toHaveURL(/\/auth\/signin$/)
})

test('a wrong password shows the spec text and clears the password', async ({ page }) => {
  await signIn(page, 'owner@demo.test', 'not-the-password')
  await expect(page.getByText('Woops, email or password is incorrect.')).toBeVisible()
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
  await expectAccessible(page, 'sign-in with its error')
})

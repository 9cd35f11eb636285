// AUTH-06, SHELL-02: the Google sign-in button through the demo stand-in at /demo/google.
import { expect, test } from '@playwright/test'
import { expectAccessible, mainNav } from './fixtures'

test('Google sign-in with a chosen account reaches the dashboard', async ({ page }) => {
  await page.goto('/auth/signin')
  await page.getByRole('button', { name: 'Sign in with Google' }).click()
  await expect(page).toHaveURL(/\/demo\/google$/)
  await page.getByRole('button', { name: /analyst@demo\.test/ }).click()
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await expect(mainNav(page).getByRole('link', { name: 'Reports' })).toBeVisible()
})

test('a failed Google sign-in returns to sign-in with the spec message', async ({ page }) => {
  await page.goto('/auth/signin')
  await page.getByRole('button', { name: 'Sign in with Google' }).click()
  await expect(page).toHaveURL(/\/demo\/google$/)
  await page.getByRole('button', { name: 'Use another account (fails)' }).click()
  await expect(page).toHaveURL(/\/auth\/signin$/)
  await expect(
    page.getByText(
      'We could not log you in using the Google account you selected; please try again using a different account.',
    ),
  ).toBeVisible()
  await expectAccessible(page, 'sign-in after a failed Google sign-in')
  // Still signed out.
  await page.goto('/dashboard/home')
  await expect(page).toHaveURL(/\/auth\/signin$/)
})

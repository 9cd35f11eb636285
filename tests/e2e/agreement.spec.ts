// AUTH-25/26: a user who must accept the Publisher Agreement (terms@demo.test, used only here).
import { expect, test } from '@playwright/test'
import { expectAccessible, logOut, signIn } from './fixtures'

test('accept the Publisher Agreement after signing in, then go straight to the dashboard', async ({
  page,
}) => {
  await signIn(page, 'terms@demo.test')
  await expect(page).toHaveURL(/\/auth\/acceptagreement$/)
  await expect(page.getByRole('button', { name: 'Agree to Publisher Agreement' })).toBeEnabled()
  await expectAccessible(page, 'accept agreement')
  // The dashboard is not reachable before accepting: root sends the user back here.
  await page.goto('/')
  await expect(page).toHaveURL(/\/auth\/acceptagreement$/)

  await page.getByRole('button', { name: 'Agree to Publisher Agreement' }).click()
  await expect(page.getByText('You have agreed to our terms!')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible()

  // Accepted for good: the next sign-in skips the agreement, and its route is gated.
  await logOut(page)
  await signIn(page, 'terms@demo.test')
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await page.goto('/auth/acceptagreement')
  await expect(page).toHaveURL(/\/dashboard\/home$/)
})

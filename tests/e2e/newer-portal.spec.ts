// The newer-portal arrangement (issue 7): off by default the areas show their own screens; the
// switch on /demo/support makes the demo host pass new-portal-url to the area elements, as the
// newer portal does, and the moved notices show (PROF-01, ACCT-07, PAY-01, CORE-19).
import { expect, test } from '@playwright/test'
import { signInOwner } from './fixtures'

test('the support console switch shows the moved notices, and off shows the screens', async ({
  page,
}) => {
  await signInOwner(page)

  // Off (the default): the screens themselves.
  await page.goto('/dashboard/profile')
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toBeVisible()
  await expect(page.getByText('My Profile has been moved to the new portal')).toHaveCount(0)

  // On.
  await page.goto('/demo/support')
  const toggle = page.getByRole('checkbox', { name: 'Newer-portal arrangement' })
  await expect(toggle).not.toBeChecked()
  await toggle.check()
  await expect(page.getByRole('status').filter({ hasText: 'On:' })).toBeVisible()

  await page.goto('/dashboard/profile')
  await expect(page.getByText('My Profile has been moved to the new portal')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveCount(0)
  await page.goto('/dashboard/account/users')
  await expect(page.getByText('Users has been moved to the new portal')).toBeVisible()
  await page.goto('/dashboard/account/paymentinfo')
  await expect(page.getByText('Payment Information has been moved to the new portal')).toBeVisible()
  // The button opens the newer portal in the same window (CORE-19).
  await page.getByRole('button', { name: 'Go to Payment Information' }).click()
  await expect(page).toHaveURL(/\/demo\/new-portal/)

  // Off again: the screens return.
  await page.goto('/demo/support')
  await expect(toggle).toBeChecked()
  await toggle.uncheck()
  await page.goto('/dashboard/account/users')
  await expect(page.getByRole('button', { name: 'Add User' })).toBeVisible()
  await expect(page.getByText('Users has been moved to the new portal')).toHaveCount(0)
})

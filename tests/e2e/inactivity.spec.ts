// SHELL-26..28 with this run's timers: the extension check every 3 s, idle after 2.5 s, the
// modal's automatic logout 4 s after it opens.
import { expect, test } from '@playwright/test'
import { E2E_TIMERS } from './playwright.config'
import { expectAccessible, signIn } from './fixtures'

test('an idle user gets "Are you still there?"; Stay signed in closes it and keeps the session', async ({
  page,
}) => {
  await signIn(page, 'analyst@demo.test')
  await expect(page).toHaveURL(/\/dashboard\/home$/)

  const modal = page.getByRole('dialog', { name: 'Are you still there?' })
  await expect(modal).toBeVisible({ timeout: 2 * E2E_TIMERS.extendEveryMs + 3000 })
  const openedAt = Date.now()
  await expect(modal.getByRole('button', { name: 'Log out' })).toBeVisible()
  await expectAccessible(page, 'the inactivity dialog')

  const extended = page.waitForResponse(
    (r) => r.url().endsWith('/api/accounts/auth/session/extend') && r.request().method() === 'PUT',
  )
  await modal.getByRole('button', { name: 'Stay signed in' }).click()
  expect((await extended).status()).toBe(200)
  await expect(modal).toBeHidden()

  // The automatic logout of the first modal is cancelled: still signed in past its deadline.
  const wait = openedAt + E2E_TIMERS.autoLogoutMs + 500 - Date.now()
  await page.waitForTimeout(Math.max(0, wait))
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible()
})

test('an idle user who does not answer is logged out automatically', async ({ page }) => {
  await signIn(page, 'analyst@demo.test')
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible({
    timeout: 2 * E2E_TIMERS.extendEveryMs + 3000,
  })
  await expect(page).toHaveURL(/\/auth\/signin$/, { timeout: E2E_TIMERS.autoLogoutMs + 3000 })
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  // The server session ended too.
  await page.goto('/dashboard/home')
  await expect(page).toHaveURL(/\/auth\/signin$/)
})

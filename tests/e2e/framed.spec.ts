// CORE-18, SHELL-20, SHELL-22: inside a frame the feedback button and the payment notice hide.
import { expect, test } from '@playwright/test'
import { expectAccessible, signIn } from './fixtures'

const NOTICE = 'You have not set a preferred payment method.'

test('unframed, the owner sees the Feedback button and the missing-payment notice', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test')
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await expect(page.getByText(NOTICE)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Set up payment information' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible()
  await expectAccessible(page, 'home, unframed')
  await page.getByRole('button', { name: 'Feedback' }).click()
  const feedback = page.getByRole('dialog', { name: 'Send feedback' })
  await expect(feedback).toBeVisible()
  await expectAccessible(page, 'the feedback dialog')
})

test('framed at /demo/framed, after sign-in Feedback and the payment notice are absent', async ({
  page,
}) => {
  await page.goto('/demo/framed')
  const frame = page.frameLocator('iframe[title="Publisher portal"]')
  await frame.getByLabel('Email').fill('owner@demo.test')
  await frame.getByLabel('Password', { exact: true }).fill('Demo#Portal2026')
  // The notice depends on the payment summary: wait for it, so its absence means something.
  const paymentInfo = page.waitForResponse((r) => /\/accounts\/[^/]+\/paymentinfo$/.test(r.url()))
  await frame.getByRole('button', { name: 'Log in' }).click()

  expect((await paymentInfo).status()).toBe(200)
  await expect(frame.getByRole('button', { name: /User menu/ })).toBeVisible()
  // The reporting-delay banner still shows in a frame (only the payment notice is hidden).
  await expect(
    frame.getByText(
      'Reporting is delayed: ad revenue for yesterday will be available later today.',
    ),
  ).toBeVisible()
  await expect(frame.getByRole('contentinfo')).toContainText('© 2026 Publisher Portal')
  await expect(frame.getByRole('button', { name: 'Feedback' })).toHaveCount(0)
  await expect(frame.getByText(NOTICE)).toHaveCount(0)
  const inner = page.frames().find((f) => f !== page.mainFrame())!
  expect(new URL(inner.url()).pathname).toBe('/dashboard/home')
  await expectAccessible(inner, 'home, framed')
  // The outer page did not move.
  await expect(page).toHaveURL(/\/demo\/framed$/)
})

// AUTH-08..17: request a reset link, open it from the outbox, set a new password, sign in with it.
// Uses editor@demo.test only: no other flow test signs in as the editor.
import { expect, test } from '@playwright/test'
import { expectAccessible, latestMail, NEW_PASSWORD, PASSWORD, signIn } from './fixtures'

const EDITOR = 'editor@demo.test'

test('reset the password through the mailed link, then only the new password works', async ({
  page,
}) => {
  await page.goto('/auth/signin')
  await page.getByRole('link', { name: 'Forgot your password' }).click()
  await expect(page).toHaveURL(/\/auth\/resetpassword$/)
  await expectAccessible(page, 'reset password')

  const send = page.getByRole('button', { name: 'Send reset link' })
  await expect(send).toBeDisabled()
  await page.getByLabel('Email').fill('not-an-address')
  await expect(send).toBeDisabled()
  await page.getByLabel('Email').fill(EDITOR)
  await send.click()

  await expect(page.getByText('Password reset link sent', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/passwordreset\b/)
  await expect(page.getByText(`We sent a password reset link to ${EDITOR}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible()
  await expectAccessible(page, 'reset link sent')

  const mail = await latestMail(page, EDITOR)
  expect(mail.subject).toBe('Reset your Publisher Portal password')
  expect(mail.link).toMatch(/\/\?auth_ref=RESET_PASSWORD&token_uuid=[0-9a-f-]{36}$/)

  await page.goto(mail.link!)
  await expect(page).toHaveURL(/\/auth\/completepasswordreset$/)
  await expect(page.getByText(`Setting the password for ${EDITOR}`)).toBeVisible()
  await expectAccessible(page, 'complete reset')

  const newPassword = page.getByLabel('New password', { exact: true })
  const confirm = page.getByLabel('Confirm password', { exact: true })
  const submit = page.getByRole('button', { name: 'Set new password' })
  await expect(submit).toBeDisabled()
  await newPassword.fill(NEW_PASSWORD)
  await confirm.fill(`${NEW_PASSWORD}x`)
  await submit.click()
  await expect(
    page.getByText(
      "Woops, something wrong: The entered passwords don't match. Please try again later.",
    ),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/completepasswordreset$/)
  await expectAccessible(page, 'complete reset with its error')

  await confirm.fill(NEW_PASSWORD)
  await submit.click()
  await expect(page).toHaveURL(/\/auth\/passwordupdated$/)
  await expect(page.getByText('Password successfully reset.')).toBeVisible()
  await expect(page.getByText('Your password has been updated.')).toBeVisible()
  await expectAccessible(page, 'password updated')
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/auth\/signin$/)

  // The old password no longer works …
  await signIn(page, EDITOR, PASSWORD)
  await expect(page.getByText('Woops, email or password is incorrect.')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/signin$/)

  // … the new one does.
  await signIn(page, EDITOR, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible()

  // A used reset link is refused (AUTH-12).
  await page.context().clearCookies()
  await page.goto(mail.link!)
  await expect(page).toHaveURL(/\/auth\/completepasswordreset$/)
  await expect(
    page.getByText('Woops, something wrong: Your token has expired. Please try again later.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Set new password' })).toBeDisabled()
  await expectAccessible(page, 'expired reset link')
})

// AUTH-18..29: the seeded invitations. invited@demo.test holds an expired link (resend flow);
// newuser@demo.test holds a valid one (sign-up flow). Each user is used by one test only.
import { expect, test } from '@playwright/test'
import { expectAccessible, latestMail, logOut, NEW_PASSWORD, signIn } from './fixtures'

test('an expired invitation is resent, Send again locks with a countdown, the new link works', async ({
  page,
}) => {
  const expired = await latestMail(page, 'invited@demo.test')
  expect(expired.link).toMatch(/\/api\/accounts\/auth\/invitation\/[0-9a-f-]{36}$/)

  await page.goto(expired.link!)
  await expect(page).toHaveURL(/\/auth\/expiredlink$/)
  await expect(page.getByText('Your invitation link has expired.')).toBeVisible()
  await expectAccessible(page, 'expired invitation')
  await page.getByRole('button', { name: 'Send a new link to your email' }).click()

  await expect(page).toHaveURL(/\/auth\/newinvitationsent$/)
  await expect(page.getByText('New invitation link sent', { exact: true })).toBeVisible()
  await expect(
    page.getByText("We've sent a new invitation to your email. The link is valid for 24 hours."),
  ).toBeVisible()
  const firstResend = await latestMail(page, 'invited@demo.test')
  expect(firstResend.link).not.toBe(expired.link)

  // Locked right after sending, with a visible countdown (RESEND_LOCK_MS = 3 s in this run).
  const sendAgain = page.getByRole('button', { name: 'Send again' })
  await expect(sendAgain).toBeDisabled()
  await expect(page.getByText(/^You can send again in \d+ s$/)).toBeVisible()
  await expectAccessible(page, 'new invitation sent')
  // Then it unlocks and re-sends.
  await expect(sendAgain).toBeEnabled({ timeout: 10_000 })
  await expect(page.getByText(/You can send again in/)).toHaveCount(0)
  await sendAgain.click()
  await expect(page.getByText('New invitation link sent', { exact: true }).first()).toBeVisible()
  await expect(sendAgain).toBeDisabled()
  await expect(page.getByText(/^You can send again in \d+ s$/)).toBeVisible()

  await expect
    .poll(async () => (await latestMail(page, 'invited@demo.test')).link)
    .not.toBe(firstResend.link)
  const fresh = await latestMail(page, 'invited@demo.test')
  expect(fresh.subject).toBe('You are invited to the Publisher Portal')
  expect(fresh.body).toContain('valid for 24 hours')

  // The newest link opens the welcome page; the older resent one is no longer valid.
  await page.goto(fresh.link!)
  await expect(page).toHaveURL(/\/auth\/completesignup$/)
  await expect(page.getByRole('heading', { name: 'Welcome to the Publisher Portal' })).toBeVisible()
  await page.context().clearCookies()
  await page.goto(firstResend.link!)
  await expect(page).toHaveURL(/\/auth\/expiredlink$/)
})

test('complete sign-up from the invitation, then sign in later with the new password', async ({
  page,
}) => {
  const mail = await latestMail(page, 'newuser@demo.test')
  await page.goto(mail.link!)
  await expect(page).toHaveURL(/\/auth\/completesignup$/)
  await expect(page.getByRole('heading', { name: 'Welcome to the Publisher Portal' })).toBeVisible()
  await expect(page.getByText('newuser@demo.test', { exact: false })).toBeVisible()
  // AUTH-21: the e-mail already has a commenting account.
  await expect(
    page.getByText(
      'You already have a commenting account with this email; this password will be used for both.',
    ),
  ).toBeVisible()
  // AUTH-20: terms are required of this user.
  await expect(
    page.getByText('By clicking Submit you agree to the Publisher Agreement and Privacy Policy'),
  ).toBeVisible()

  const newPassword = page.getByLabel('New Password', { exact: true })
  const confirm = page.getByLabel('Confirm New Password', { exact: true })
  const submit = page.getByRole('button', { name: 'Submit' })
  const rules = page.getByRole('list', { name: 'Password rules' })

  // AUTH-19: the checklist appears once the field is focused, and follows the typing.
  await expect(rules).toHaveCount(0)
  await expect(
    page.getByText('Use 8 or more characters with a mix of letters, numbers & symbols.'),
  ).toBeVisible()
  await newPassword.focus()
  await expect(rules).toBeVisible()
  await expectAccessible(page, 'complete sign-up with the password rules')
  await expect(rules.getByRole('listitem')).toHaveText([
    /8 or more characters \(not met\)/,
    /A letter \(not met\)/,
    /A number \(not met\)/,
    /A symbol \(not met\)/,
  ])
  await newPassword.fill('abcdefgh')
  await expect(rules.getByRole('listitem')).toHaveText([
    /8 or more characters \(met\)/,
    /A letter \(met\)/,
    /A number \(not met\)/,
    /A symbol \(not met\)/,
  ])
  await confirm.fill('abcdefgh')
  await expect(submit).toBeDisabled()

  // Show/hide toggle on each field.
  await newPassword.fill(NEW_PASSWORD)
  await expect(newPassword).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show New Password' }).click()
  await expect(newPassword).toHaveAttribute('type', 'text')
  await expect(newPassword).toHaveValue(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Hide New Password' }).click()
  await expect(newPassword).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show Confirm New Password' }).click()
  await expect(confirm).toHaveAttribute('type', 'text')

  // AUTH-22: a mismatch is refused with the sign-up text (no "Please try again later.").
  await confirm.fill(`${NEW_PASSWORD}!`)
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(
    page.getByText("Woops, something wrong: The entered passwords don't match.", { exact: true }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/completesignup$/)
  await expectAccessible(page, 'complete sign-up with its error')

  await confirm.fill(NEW_PASSWORD)
  await submit.click()
  await expect(page).toHaveURL(/\/auth\/signupcomplete$/)
  await expect(page.getByText('Signup completed successfully.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'All set' })).toBeVisible()
  await page.getByRole('button', { name: 'Go to Publisher Portal' }).click()
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible()

  await logOut(page)
  // The invitation is spent.
  await page.goto(mail.link!)
  await expect(page).toHaveURL(/\/auth\/expiredlink$/)

  // Signing in later works; submitting the sign-up form accepted the agreement (AUTH-20/24).
  await signIn(page, 'newuser@demo.test', NEW_PASSWORD)
  await expect(page).toHaveURL(/\/dashboard\/home$/)
})

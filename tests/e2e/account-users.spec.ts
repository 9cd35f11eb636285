// Account Settings, Users tab (ACCT-08..15) against the demo server: the owner adds, edits and
// deletes a user; support opens a mocked session, invites the seeded CREATED user
// (created@demo.test) and the mailed link completes sign-up.
import { expect, test, type Page } from '@playwright/test'
import {
  expectAccessible,
  latestMail,
  NEW_PASSWORD,
  signInOwner,
  signInSupport,
  stayWhenAsked,
} from './fixtures'

const userRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email })

test('the owner adds, edits and deletes a user', async ({ page }) => {
  await signInOwner(page)
  await page.goto('/dashboard/account/users')
  await expect(
    page.getByRole('navigation', { name: 'Account settings sections' }).getByRole('link', {
      name: 'Users',
    }),
  ).toHaveAttribute('aria-current', 'page')
  await expect(userRow(page, 'analyst@demo.test')).toContainText('Andre Analyst')
  // ACCT-09: the own row has no Edit or Delete.
  await expect(userRow(page, 'owner@demo.test').getByRole('button')).toHaveCount(0)
  // Not mocked: no Invite User.
  await expect(page.getByRole('button', { name: 'Invite User' })).toHaveCount(0)
  await expectAccessible(page, 'account users')

  // Add (ACCT-11..13).
  await page.getByRole('button', { name: 'Add User' }).click()
  const add = page.getByRole('dialog', { name: 'Add User' })
  await expect(add.getByRole('switch', { name: 'Edit payment information' })).not.toBeChecked()
  await expect(add.getByRole('switch', { name: 'Manage users and permissions' })).not.toBeChecked()
  await expect(add.getByRole('switch', { name: 'Manage sites' })).toBeChecked()
  await add.getByLabel('Email').fill('grace@')
  await expect(add.getByText('Please enter a valid email')).toBeVisible()
  await expectAccessible(page, 'the Add User dialog')
  await add.getByLabel('First name').fill('Grace')
  await add.getByLabel('Last name').fill('Hopper')
  await add.getByLabel('Email').fill('grace@demo.test')
  await add.getByLabel('Phone').fill('+1 212 555 0199')
  await add.getByRole('switch', { name: 'Manage ads.txt' }).click()
  await expect(add.getByRole('switch', { name: 'Manage ads.txt' })).not.toBeChecked()
  await add.getByRole('button', { name: 'Add User' }).click()
  await expect(page.getByText('User has been added successfully')).toBeVisible()
  await expect(add).toBeHidden()
  const grace = userRow(page, 'grace@demo.test')
  await expect(grace).toContainText('Grace Hopper')
  await expect(grace).toContainText('CREATED')
  await expect(grace.getByRole('listitem')).toHaveText([
    'Manage sites',
    'Edit account information',
    'Create, edit and view embeds',
    'Ad metrics and reports',
  ])

  // The same e-mail again is refused by the server with a field message.
  await page.getByRole('button', { name: 'Add User' }).click()
  await add.getByLabel('First name').fill('Grace')
  await add.getByLabel('Last name').fill('Again')
  await add.getByLabel('Email').fill('GRACE@demo.test')
  await add.getByLabel('Phone').fill('+1 212 555 0199')
  await add.getByRole('button', { name: 'Add User' }).click()
  await expect(page.getByText('There was an issue adding this User')).toBeVisible()
  await expect(add.getByText('This email is already in use')).toBeVisible()
  await add.getByRole('button', { name: 'Cancel' }).click()
  await expect(add).toBeHidden()

  // Edit (ACCT-14).
  await grace.getByRole('button', { name: 'Edit Grace Hopper' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit User' })
  await expect(edit.getByLabel('First name')).toHaveValue('Grace')
  await expect(edit.getByLabel('Email')).toHaveValue('grace@demo.test')
  await expect(edit.getByLabel('Email')).not.toBeEditable()
  await expect(edit.getByRole('switch', { name: 'Manage ads.txt' })).not.toBeChecked()
  await expectAccessible(page, 'the Edit User dialog')
  await edit.getByLabel('Last name').fill('Hopper-Smith')
  await edit.getByRole('switch', { name: 'Edit payment information' }).click()
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('You have successfully updated this users information')).toBeVisible()
  await expect(edit).toBeHidden()
  await expect(grace).toContainText('Grace Hopper-Smith')
  await expect(grace.getByRole('listitem').first()).toHaveText('Edit payment information')

  // The change is stored: a reload shows it.
  await page.reload()
  await expect(userRow(page, 'grace@demo.test')).toContainText('Grace Hopper-Smith')

  // Delete (ACCT-15).
  await userRow(page, 'grace@demo.test')
    .getByRole('button', { name: 'Delete Grace Hopper-Smith' })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Delete User' })
  await expect(confirm).toContainText('Are you sure you want to delete Grace Hopper-Smith?')
  await expectAccessible(page, 'the Delete User dialog')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('User has been deleted')).toBeVisible()
  await expect(userRow(page, 'grace@demo.test')).toHaveCount(0)
  await page.reload()
  await expect(userRow(page, 'analyst@demo.test')).toBeVisible()
  await expect(userRow(page, 'grace@demo.test')).toHaveCount(0)
})

test('support invites a CREATED user in a mocked session; the mailed link completes sign-up', async ({
  page,
}) => {
  await stayWhenAsked(page)
  await signInSupport(page)
  await page.getByLabel('Account').selectOption({ label: 'Demo Publisher' })
  await page.getByRole('button', { name: 'Open mocked session' }).click()
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await page.goto('/dashboard/account/users')

  const cora = userRow(page, 'created@demo.test')
  await expect(cora).toContainText('CREATED')
  // Only the CREATED user has the button.
  await expect(page.getByRole('button', { name: 'Invite User' })).toHaveCount(1)
  await cora.getByRole('button', { name: 'Invite User' }).click()
  await expect(page.getByText('New invitation sent!')).toBeVisible()
  await expectAccessible(page, 'account users in a mocked session')
  await expect(cora).toContainText('INVITE SENT')
  await expect(page.getByRole('button', { name: 'Invite User' })).toHaveCount(0)

  const mail = await latestMail(page, 'created@demo.test')
  expect(mail.subject).toBe('You are invited to the Publisher Portal')
  expect(mail.body).toContain('valid for 24 hours')
  expect(mail.link).toMatch(/\/api\/accounts\/auth\/invitation\/[0-9a-f-]{36}$/)

  await page.goto(mail.link!)
  await expect(page).toHaveURL(/\/auth\/completesignup$/)
  await expect(page.getByRole('heading', { name: 'Welcome to the Publisher Portal' })).toBeVisible()
  await expectAccessible(page, 'complete sign-up')
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/auth\/signupcomplete$/)
  await expect(page.getByRole('heading', { name: 'All set' })).toBeVisible()
  await expectAccessible(page, 'sign-up complete')
})

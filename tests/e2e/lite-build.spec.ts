// The preact/compat build (?build=lite) runs the same flows.
import { expect, test } from '@playwright/test'
import { expectAccessible, logOut, mainNav } from './fixtures'

test('?build=lite: sign in, see the shell, log out', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto('/auth/signin?build=lite')
  await page.getByLabel('Email').fill('analyst@demo.test')
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Woops, email or password is incorrect.')).toBeVisible()
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
  await expectAccessible(page, 'sign-in with its error (lite)')

  await page.getByLabel('Password', { exact: true }).fill('Demo#Portal2026')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await expect(mainNav(page).getByRole('link', { name: 'Reports' })).toBeVisible()
  await expectAccessible(page, 'home (lite)')
  await logOut(page)

  expect(scripts.some((s) => s.startsWith('/dist/lite/elements/pp-auth.js'))).toBe(true)
  expect(scripts.some((s) => s.startsWith('/dist/lite/elements/pp-shell.js'))).toBe(true)
  expect(scripts.filter((s) => s.startsWith('/dist/') && !s.startsWith('/dist/lite/'))).toEqual([])
})

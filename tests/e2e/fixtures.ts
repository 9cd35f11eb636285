/** Shared steps of the flow tests. */
import { expect, type Page } from '@playwright/test'

export const PASSWORD = 'Demo#Portal2026'

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth/signin')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click()
}

/** The newest outbox e-mail to `to`, read through the demo JSON endpoint. */
export async function latestMail(
  page: Page,
  to: string,
): Promise<{ subject: string; link: string | null; body: string }> {
  const reply = await page.request.get(`/api/demo/outbox?to=${encodeURIComponent(to)}`)
  expect(reply.ok()).toBeTruthy()
  const { items } = (await reply.json()) as {
    items: Array<{ subject: string; link: string | null; body: string }>
  }
  expect(items.length).toBeGreaterThan(0)
  return items[0]!
}

// Sessions across tabs (issue 7): two pages of one browser context share the session. Signing
// out in one signs the other out; signing in in one signs the other in; activity in one keeps
// the other from warning; the warning and its answer reach both. This run's timers: extension
// check every 3 s, idle after 2.5 s, automatic logout 4 s after the warning.
import { expect, test, type Page } from '@playwright/test'
import { E2E_TIMERS } from './playwright.config'
import { expectAccessible, logOut, signIn, signInToHome, stayWhenAsked } from './fixtures'

const WARNING = 'Are you still there?'

/** Sets this run's timers with another idle time on the shell of each page. */
async function idleAfter(inactivityMs: number, ...pages: Page[]) {
  const timers = JSON.stringify({ ...E2E_TIMERS, inactivityMs })
  for (const p of pages)
    await p.locator('pp-shell').evaluate((el, t) => el.setAttribute('timers', t), timers)
}

async function dashboard(page: Page) {
  await page.goto('/dashboard/home')
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible()
}

test('logging out in one tab signs the other tab out', async ({ context, page }) => {
  await signInToHome(page, 'analyst@demo.test')
  const other = await context.newPage()
  await stayWhenAsked(other)
  await dashboard(other)
  // No inactivity warning in the way of the user menu.
  await idleAfter(60_000, page, other)

  await logOut(page)
  await expect(other).toHaveURL(/\/auth\/signin$/)
  await expect(other.getByRole('button', { name: 'Log in' })).toBeVisible()
})

test('signing in in one tab signs the other tab in', async ({ context, page }) => {
  const other = await context.newPage()
  await other.goto('/auth/signin')
  await expect(other.getByRole('button', { name: 'Log in' })).toBeVisible()

  await signIn(page, 'analyst@demo.test')
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await expect(other).toHaveURL(/\/dashboard\/home$/)
  await expect(other.getByRole('button', { name: /User menu/ })).toBeVisible()
  await expectAccessible(other, 'home, signed in from the other tab')
})

test('activity in one tab keeps the other from warning; the warning and its answer reach both', async ({
  context,
  page,
}) => {
  await signIn(page, 'analyst@demo.test')
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  const other = await context.newPage()
  await dashboard(other)
  // Idle after 2.5 s here (the run's 1 s is shorter than the 1 s between counted touches).
  const timers = JSON.stringify({ ...E2E_TIMERS, inactivityMs: 2500 })
  for (const p of [page, other])
    await p.locator('pp-shell').evaluate((el, t) => el.setAttribute('timers', t), timers)

  // Two extension checks' worth of clicks in the other tab only: this tab never warns.
  const until = Date.now() + 2 * E2E_TIMERS.extendEveryMs + 500
  const blank = other.locator('main').first()
  while (Date.now() < until) {
    await blank.click({ position: { x: 2, y: 2 } })
    await other.waitForTimeout(250)
  }
  await expect(page.getByRole('dialog', { name: WARNING })).toBeHidden()
  await expect(other.getByRole('dialog', { name: WARNING })).toBeHidden()

  // Idle everywhere: the first tab to check warns, and the other shows the same warning.
  const here = page.getByRole('dialog', { name: WARNING })
  const there = other.getByRole('dialog', { name: WARNING })
  await expect
    .poll(async () => (await here.isVisible()) || (await there.isVisible()), {
      timeout: 2 * E2E_TIMERS.extendEveryMs + 3000,
    })
    .toBe(true)
  await expect(here).toBeVisible({ timeout: 1000 })
  await expect(there).toBeVisible({ timeout: 1000 })

  // Answered in one tab: closed in both, and nobody is signed out at the old deadline.
  await there.getByRole('button', { name: 'Stay signed in' }).click()
  await expect(there).toBeHidden()
  await expect(here).toBeHidden()
  await page.waitForTimeout(E2E_TIMERS.autoLogoutMs + 200)
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  await expect(other).toHaveURL(/\/dashboard\/home$/)
})

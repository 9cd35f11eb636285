// Commenting (COM-01..11, COM-37..42) against the demo server: a new account requests the unit,
// a mockup session creates one, and the approved demo account reads its code, pages and exports
// its statistics, exports user data in both formats and runs a migration.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  expectAccessible,
  mainNav,
  signInOwner,
  signInSupport,
  signInToHome,
  stayWhenAsked,
} from './fixtures'

const code = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Commenting sections' })

async function openManager(page: Page, tab: string) {
  await signInOwner(page)
  await page.goto(`/dashboard/commenting/commentmanager/${tab}`)
  await expect(page.getByRole('heading', { name: 'Commenting', exact: true })).toBeVisible()
}

test('COM-02/04: an account without commenting requests it and sees the request received', async ({
  page,
}) => {
  await signInToHome(page, 'other@demo.test')
  await mainNav(page).getByRole('link', { name: 'Commenting' }).click()
  await expect(page).toHaveURL(/\/dashboard\/commenting\/requestwidget$/)
  await expectAccessible(page, 'commenting request widget')
  await page.getByRole('button', { name: 'Request the commenting unit' }).click()
  await expect(page.getByText('Your request was sent successfully.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Request received!' })).toBeVisible()
  await expectAccessible(page, 'commenting request received')
  // The request is kept: a reload still shows it, and the manager stays closed.
  await page.goto('/dashboard/commenting/commentmanager/code')
  await expect(page).toHaveURL(/\/dashboard\/commenting\/requestwidget$/)
  await expect(page.getByRole('heading', { name: 'Request received!' })).toBeVisible()
})

test('COM-05: a mockup-generator session creates the unit for its site and lands in the manager', async ({
  page,
}) => {
  await stayWhenAsked(page)
  await signInSupport(page)
  await page.getByLabel('Account').selectOption({ label: 'Other Media' })
  await page.getByLabel('Product category (mockup generator)').selectOption('COMMENTING')
  await page.getByRole('button', { name: 'Open mockup-generator session' }).click()
  await expect(page).toHaveURL(/\/dashboard\/commenting\/requestwidget$/)
  await page.getByRole('button', { name: 'Create the commenting unit' }).click()
  await expect(page).toHaveURL(/\/dashboard\/commenting\/commentmanager\/code$/)
  await expect(code(page, 'Header Code')).toHaveValue(/units\/commenting\.js/)
  await expectAccessible(page, 'commenting code in a mockup-generator session')
  await page.getByRole('button', { name: 'Back to Mockup Generator' }).click()
  await expect(page).toHaveURL(/\/demo\/support$/)
})

test('COM-07/09/11: the manager opens on the code tab with the site selector and both snippets', async ({
  page,
}) => {
  await openManager(page, '')
  await expect(page).toHaveURL(/\/commentmanager\/code$/)
  await expect(tabs(page).getByRole('link')).toHaveText([
    'Code',
    'Configuration',
    'Moderation',
    'Add-ons',
    'Statistics',
    'Export',
    'Advanced',
  ])
  await expect(page.getByLabel('Site')).toHaveValue('4e5f6071-0000-4000-8000-000000000001')
  await expect(code(page, 'Header Code')).toHaveValue(
    /<script async src=".*\/units\/commenting\.js"><\/script>/,
  )
  await expect(code(page, 'Commenting Unit Code')).toHaveValue(/class="pp-commenting" data-unit="/)
  await expectAccessible(page, 'commenting code')
  const first = await code(page, 'Commenting Unit Code').inputValue()
  await page.getByLabel('Site').selectOption({ label: 'Gotham Gazette' })
  await expect(code(page, 'Commenting Unit Code')).not.toHaveValue(first)
})

test('COM-37/38: statistics by day pages with SHOW MORE, switch to months and export the CSV', async ({
  page,
}) => {
  await openManager(page, 'statistics')
  const rows = page.getByRole('table').locator('tbody tr')
  await expect(page.getByRole('columnheader')).toHaveText([
    'Date Range',
    'Views',
    'Comments',
    'Promo Tokens',
    'Other Tokens',
  ])
  await expect(rows).toHaveCount(10)
  await expectAccessible(page, 'commenting statistics')
  await page.getByRole('button', { name: 'SHOW MORE' }).click()
  await expect(rows).toHaveCount(20)
  await page.getByRole('button', { name: 'Month' }).click()
  await expect(page.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true')
  await expect(rows.first().locator('td').first()).toHaveText(/^[A-Z][a-z]{2} 1, \d{4} - /)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export All' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('CommentStatistics.csv')
  const csv = readFileSync(await file.path(), 'utf8')
  expect(csv.split(/\r?\n/)[0]).toBe('Date Range,Views,Comments,Promo Tokens,Other Tokens')
  expect(csv.toLowerCase()).not.toContain('revenue')
})

test('COM-39: user data exports as CSV and XML, named by the lower-case format', async ({
  page,
}) => {
  await openManager(page, 'export')
  await expect(page.getByText('Export user data as a CSV or XML')).toBeVisible()
  await expectAccessible(page, 'commenting export')
  for (const format of ['CSV', 'XML']) {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: `Export as ${format}` }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`user-profiles.${format.toLowerCase()}`)
    const text = readFileSync(await file.path(), 'utf8')
    expect(text).toContain('@')
    if (format === 'XML') expect(text).toMatch(/^<\?xml|^</)
    else expect(text.split(/\r?\n/)[0]!.toLowerCase()).toContain('email')
  }
})

test('COM-41/42: a READY migration starts, its status moves to COMPLETED and the code fields go', async ({
  page,
}) => {
  await openManager(page, 'advanced')
  await expect(page.getByText('Status: Ready to migrate')).toBeVisible()
  await expect(code(page, 'Community Add-On Code')).toBeVisible()
  await expect(code(page, 'Comments Counter Loading Script')).toBeVisible()
  await expectAccessible(page, 'commenting advanced')
  await page.getByRole('button', { name: 'Start migration' }).click()
  await expect(page.getByText('Status: Migration in progress')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start migration' })).toBeDisabled()
  await expect(page.getByText('Status: Migration completed')).toBeVisible({ timeout: 20_000 })
  await expect(code(page, 'Header Code')).toHaveCount(0)
  await expect(code(page, 'Community Add-On Code')).toHaveCount(0)
  // Gotham Gazette's unit needs no migration.
  await page.getByLabel('Site').selectOption({ label: 'Gotham Gazette' })
  await expect(page.getByText('Status: No migration needed')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start migration' })).toBeDisabled()
})

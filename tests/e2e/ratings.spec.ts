// Ratings in the portal (RAT-01..18, RAT-22/23) against the demo server: an account without
// ratings asks and is approved at once; the demo owner changes a site's general settings and
// colours, sees the previews follow and the values kept after a reload; and a vote cast on the
// demo article page shows up in the Analytics tab's CSV and XML exports.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  expectAccessible,
  expectAskedToLeave,
  expectToast,
  leaveDialog,
  reloadPastLeaveQuestion,
  signInOwner,
  signInToHome,
} from './fixtures'

const code = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

test('RAT-01/04/05: an account without ratings asks for them, is approved and lands in the manager', async ({
  page,
}) => {
  await signInToHome(page, 'other@demo.test')
  await page.goto('/dashboard/ratings')
  await expect(page).toHaveURL(/\/dashboard\/ratings\/requestwidget$/)
  await expect(page.getByRole('heading', { name: 'Unlock No-Frills Content Rating' })).toBeVisible()
  // The manager is closed until approved.
  await page.goto('/dashboard/ratings/ratingsmanager/configuration')
  await expect(page).toHaveURL(/\/dashboard\/ratings\/requestwidget$/)
  await expectAccessible(page, 'ratings request screen')
  await page.getByRole('button', { name: 'Request Early Access to the Ratings Unit' }).click()
  await expect(page.getByText('Your request was approved', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/ratings\/ratingsmanager\/code$/)
  await expect(page.getByRole('heading', { name: /^Ratings \(.+\)$/ })).toBeVisible()
  await expect(code(page, 'Header Code')).toHaveValue(/\/units\/ratings\.js/)
  await expect(code(page, 'Ratings Unit Code')).toHaveValue(/class="pp-ratings" data-unit="/)
  // Kept: the bare path now leads to the manager.
  await page.goto('/dashboard/ratings')
  await expect(page).toHaveURL(/\/dashboard\/ratings\/ratingsmanager\/code$/)
})

test('RAT-13..18: general settings and colours change the previews and are kept after a reload', async ({
  page,
}) => {
  await signInOwner(page)
  await page.goto('/dashboard/ratings/ratingsmanager/configuration')
  // Metro Weekly: the article flows use Daily Planet's unit.
  await page.getByRole('combobox', { name: 'Website' }).selectOption({ label: 'Metro Weekly' })
  await expect(page.getByRole('heading', { name: 'Ratings (Metro Weekly)' })).toBeVisible()
  const general = page.getByRole('form', { name: 'General' })
  const colors = page.getByRole('form', { name: 'Color Scheme' })
  const unit = page.getByRole('figure', { name: 'Ratings Unit' })
  const counter = page.getByRole('figure', { name: 'Ratings Counter' })
  await expect(general.getByLabel('Website name')).toHaveValue('Metro Weekly')
  await expect(unit).toContainText('134 Ratings')
  await expect(counter).toContainText('4.6')
  await expectAccessible(page, 'ratings configuration')

  // Too long a title is refused with the spec's message and nothing is saved.
  await general.getByLabel('Title', { exact: true }).fill('x'.repeat(41))
  await general.getByRole('button', { name: 'Save' }).click()
  await expect(general.getByText('Please update invalid fields.')).toBeVisible()

  await general.getByLabel('Title', { exact: true }).fill('How useful was this?  ')
  await general.getByLabel('Multiple ratings label').fill('{count} votes')
  await expect(unit).toContainText('How useful was this?')
  await expect(unit).toContainText('134 votes')
  await general.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, 'General Settings Updated')

  const bar = counter.locator('[data-preview-bar]').first()
  await colors.getByRole('textbox', { name: 'Branding', exact: true }).fill('#AA0000')
  await expect(bar).toHaveCSS('background-color', 'rgb(170, 0, 0)')
  await colors.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, 'Color Scheme Updated')
  // Equal colours again: nothing to save.
  await expect(colors.getByRole('button', { name: 'Save' })).toBeDisabled()

  await page.reload()
  await page.getByRole('combobox', { name: 'Website' }).selectOption({ label: 'Metro Weekly' })
  await expect(general.getByLabel('Title', { exact: true })).toHaveValue('How useful was this?')
  await expect(general.getByLabel('Multiple ratings label')).toHaveValue('{count} votes')
  await expect(colors.getByRole('textbox', { name: 'Branding', exact: true })).toHaveValue(
    /^#?AA0000$/i,
  )
  await expect(unit).toContainText('How useful was this?')
  await expect(bar).toHaveCSS('background-color', 'rgb(170, 0, 0)')
})

test('RAT-22/23: a vote cast on an article page is in the Analytics CSV and XML exports', async ({
  page,
}) => {
  // A page of its own, so no other flow's votes count on it.
  const pageId = `export-check-${Date.now()}`
  await page.goto(`/demo/article?page=${pageId}`)
  const unit = page.locator('.pp-ratings')
  // A pointer on a star's left half rates half a star less: the right edge is a whole three.
  const star = unit.getByRole('button', { name: 'Rate 3 out of 5' })
  const box = (await star.boundingBox())!
  await star.click({ position: { x: box.width - 2, y: box.height / 2 } })
  await expect(unit.getByText('Your rating: 3 out of 5')).toBeVisible()

  await signInOwner(page)
  await page.goto('/dashboard/ratings/ratingsmanager/analytics')
  await expect(
    page.getByRole('heading', { name: 'Export Events Analytics for Ratings in Your Site' }),
  ).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Website' })).toHaveValue(
    /^[0-9a-f-]{36}$/, // the first site, Daily Planet
  )
  await expectAccessible(page, 'ratings analytics')
  const row = new RegExp(`dailyplanet\\.test/stories/${pageId}`)
  for (const format of ['CSV', 'XML']) {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: `Export as ${format}` }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(new RegExp(`^ratings-.+\\.${format.toLowerCase()}$`))
    const text = readFileSync(await file.path(), 'utf8')
    if (format === 'CSV') {
      expect(text.split(/\r?\n/)[0]).toBe('Page,Total Ratings,Average Rating')
      const line = text.split(/\r?\n/).find((l) => row.test(l))
      expect(line).toMatch(/,1,3\.0$/)
    } else {
      expect(text).toMatch(/^<\?xml/)
      expect(text).toMatch(row)
    }
  }
})

test('#3: unsaved ratings settings ask before a tab, another area, another website or a reload', async ({
  page,
}) => {
  await signInOwner(page)
  await page.goto('/dashboard/ratings/ratingsmanager/configuration')
  const website = page.getByRole('combobox', { name: 'Website' })
  await website.selectOption({ label: 'Metro Weekly' })
  await expect(page.getByRole('heading', { name: 'Ratings (Metro Weekly)' })).toBeVisible()
  const title = page.getByRole('form', { name: 'General' }).getByLabel('Title', { exact: true })
  await expect(title).not.toHaveValue('')
  const metro = await website.inputValue()
  const kept = async () => {
    await expect(page).toHaveURL(/\/ratingsmanager\/configuration$/)
    await expect(title).toHaveValue('Not saved yet')
    await expect(website).toHaveValue(metro)
  }
  await title.fill('Not saved yet')

  const tab = page
    .getByRole('navigation', { name: 'Ratings sections' })
    .getByRole('link', { name: 'Analytics' })
  await expectAskedToLeave(
    page,
    async () => {
      await tab.click()
      await expect(leaveDialog(page)).toContainText(
        'The changes you made to your ratings settings will be lost.',
      )
    },
    kept,
  )
  const reports = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports' })
  await expectAskedToLeave(page, () => reports.click(), kept)
  await expectAskedToLeave(
    page,
    () => website.selectOption({ label: 'Daily Planet' }).then(() => undefined),
    kept,
  )

  await reloadPastLeaveQuestion(page)
  const after = page.getByRole('form', { name: 'General' }).getByLabel('Title', { exact: true })
  await expect(after).not.toHaveValue('')
  await expect(after).not.toHaveValue('Not saved yet')
})

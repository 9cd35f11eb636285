// Commenting configuration and add-ons (COM-12..36) against the demo server, as the demo owner on
// Gotham Gazette only: Daily Planet's seeded settings are left for commenting-unit.spec.ts.
import { expect, test, type Page } from '@playwright/test'
import {
  expectAccessible,
  expectAskedToLeave,
  expectToast,
  leaveDialog,
  reloadPastLeaveQuestion,
  signInOwner,
} from './fixtures'

test.describe.configure({ mode: 'serial' })

const SITE = 'Gotham Gazette'
const LINK_COMMENT = 'Read more at https://example.com/story'

const section = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true })
const code = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const addon = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
/** The comment previews show the publisher's chosen colours, whatever their contrast. */
const PREVIEWS = [['pp-commenting', '[aria-label="Preview of a comment in these colours"]']]

/** Opens a manager tab and chooses Gotham Gazette; waits for its settings to load. */
async function openGotham(page: Page, tab: 'configuration' | 'addons', reload = false) {
  if (reload) await page.reload()
  else await page.goto(`/dashboard/commenting/commentmanager/${tab}`)
  await expect(page.getByRole('heading', { name: 'Commenting', exact: true })).toBeVisible()
  await expect(page.getByLabel('Site')).toBeEnabled()
  const site = page.getByLabel('Site')
  const uuid = await site.locator('option', { hasText: SITE }).getAttribute('value')
  expect(uuid).toBeTruthy()
  // Daily Planet (the first site) shows first: wait for Gotham Gazette's own answer.
  const path = `/sites/${uuid}/${tab === 'configuration' ? 'configurations' : 'add-ons'}`
  const loaded = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(path))
  await site.selectOption({ label: SITE })
  await loaded
  await expect(site).toHaveValue(uuid!)
  if (tab === 'configuration')
    await expect(section(page, 'General')).toContainText('Gotham Gazette')
  else await expect(page.getByRole('switch', { name: 'Enable Comments Counter' })).toBeVisible()
  await expectAccessible(page, `commenting ${tab}`, PREVIEWS)
}

async function openSection(page: Page, title: string) {
  await section(page, title)
    .getByRole('button', { name: `Configure ${title}` })
    .click()
  await expect(section(page, title).getByRole('button', { name: 'Save & Close' })).toBeVisible()
  await expectAccessible(page, `commenting configuration, ${title} open`, PREVIEWS)
}

async function saveSection(page: Page, title: string, toast: string) {
  await section(page, title).getByRole('button', { name: 'Save & Close' }).click()
  await expectToast(page, toast)
  await expect(
    section(page, title).getByRole('button', { name: `Configure ${title}` }),
  ).toBeVisible()
}

test('an empty integration name is refused and nothing changes after reload', async ({ page }) => {
  await signInOwner(page)
  await openGotham(page, 'configuration')
  const general = section(page, 'General')
  const summary = await general.locator('div.mt-1').innerText()
  await openSection(page, 'General')
  const name = general.getByLabel('Integration name')
  const before = await name.inputValue()
  expect(before).not.toBe('')
  await name.fill('')
  await general.getByRole('button', { name: 'Save & Close' }).click()
  await expect(
    general.getByRole('alert').filter({ hasText: 'Cannot save: invalid fields' }),
  ).toBeVisible()
  // The section stays open and no success toast shows.
  await expect(general.getByRole('button', { name: 'Save & Close' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'General updated.' })).toHaveCount(0)
  await openGotham(page, 'configuration', true)
  await expect(general.locator('div.mt-1')).toHaveText(summary)
  await openSection(page, 'General')
  await expect(general.getByLabel('Integration name')).toHaveValue(before)
})

test('the six configuration sections save, toast and keep their values after reload', async ({
  page,
}) => {
  await signInOwner(page)
  await openGotham(page, 'configuration')

  // General: integration name and font size.
  await openSection(page, 'General')
  const general = section(page, 'General')
  await general.getByLabel('Integration name').fill('Gotham Gazette Comments')
  await general.getByLabel('Font size').selectOption('COMFORTABLE')
  await saveSection(page, 'General', 'General updated.')
  await expect(general).toContainText(/Gotham Gazette Comments · Comfortable \d+ px/)

  // Moderation: review first, block links; the sandbox refuses a comment with a link.
  await openSection(page, 'Moderation')
  const moderation = section(page, 'Moderation')
  await moderation.getByRole('radio', { name: /^Review before publishing/ }).check()
  const links = moderation.getByRole('switch', { name: 'Block comments with links' })
  await expect(links).toHaveAttribute('aria-checked', 'false')
  await links.click()
  await expect(links).toHaveAttribute('aria-checked', 'true')
  await moderation.getByLabel('Comment text').fill(LINK_COMMENT)
  const verdict = moderation.getByRole('group', { name: 'Try a comment' }).getByRole('status')
  await expect(verdict).toContainText('With these settings as edited (not saved yet):')
  await expect(verdict).toContainText('Refused')
  await expect(verdict).toContainText('Comments with links are not allowed.')
  await saveSection(page, 'Moderation', 'Moderation updated.')
  await expect(moderation).toContainText('Review before publishing ·')

  // Comments Tree: Compact, then a custom tree of 12 comments and 4 replies.
  const tree = section(page, 'Comments Tree')
  await openSection(page, 'Comments Tree')
  await tree.getByRole('radio', { name: /^Compact/ }).check()
  await saveSection(page, 'Comments Tree', 'Comments Tree updated.')
  await expect(tree).toContainText('Compact · 2 comments, 0 replies shown first')
  await openSection(page, 'Comments Tree')
  await tree.getByRole('radio', { name: /^Custom/ }).check()
  await tree.getByLabel('Visible comments').fill('12')
  await tree.getByLabel('Visible replies').fill('4')
  await saveSection(page, 'Comments Tree', 'Comments Tree updated.')
  await expect(tree).toContainText('Custom · 12 comments, 4 replies shown first')

  // Color Scheme: the branding colour.
  const colors = section(page, 'Color Scheme')
  await openSection(page, 'Color Scheme')
  await colors.getByLabel('Branding', { exact: true }).fill('#AA3300')
  await saveSection(page, 'Color Scheme', 'Color scheme updated.')
  await expect(colors).toContainText(/Branding\s*#AA3300/i)

  // User Avatars: the Sports pack.
  const avatars = section(page, 'User Avatars')
  await openSection(page, 'User Avatars')
  await avatars.getByRole('radio', { name: 'Sports', exact: true }).check()
  await saveSection(page, 'User Avatars', 'User Avatars updated.')
  await expect(avatars).toContainText('Sports pack')

  // Community: on, a title, above the unit, top articles of the last 30 days.
  const community = section(page, 'Community')
  await expect(community).toContainText('Off')
  await openSection(page, 'Community')
  await community.getByRole('switch', { name: 'Enable community' }).click()
  await community.getByLabel('Community title').fill('Gotham Voices')
  await community.getByRole('radio', { name: 'Above unit', exact: true }).check()
  await community
    .getByRole('group', { name: 'Time frame' })
    .getByRole('radio', { name: 'Custom', exact: true })
    .check()
  await community.getByLabel('Number of days').fill('30')
  await saveSection(page, 'Community', 'Community updated.')
  await expect(community).toContainText('On · Gotham Voices · Above unit')

  // After a reload every saved value is back.
  await openGotham(page, 'configuration', true)
  await expect(general).toContainText(/Gotham Gazette Comments · Comfortable \d+ px/)
  await expect(moderation).toContainText('Review before publishing ·')
  await expect(tree).toContainText('Custom · 12 comments, 4 replies shown first')
  await expect(colors).toContainText(/Branding\s*#AA3300/i)
  await expect(avatars).toContainText('Sports pack')
  await expect(community).toContainText('On · Gotham Voices · Above unit')

  await openSection(page, 'General')
  await expect(general.getByLabel('Integration name')).toHaveValue('Gotham Gazette Comments')
  await expect(general.getByLabel('Font size')).toHaveValue('COMFORTABLE')

  await openSection(page, 'Moderation')
  await expect(moderation.getByRole('radio', { name: /^Review before publishing/ })).toBeChecked()
  await expect(
    moderation.getByRole('switch', { name: 'Block comments with links' }),
  ).toHaveAttribute('aria-checked', 'true')
  await moderation.getByLabel('Comment text').fill(LINK_COMMENT)
  await expect(verdict).toContainText('With the saved settings:')
  await expect(verdict).toContainText('Refused')
  await expect(verdict).toContainText('Comments with links are not allowed.')

  await openSection(page, 'Comments Tree')
  await expect(tree.getByRole('radio', { name: /^Custom/ })).toBeChecked()
  await expect(tree.getByLabel('Visible comments')).toHaveValue('12')
  await expect(tree.getByLabel('Visible replies')).toHaveValue('4')

  await openSection(page, 'Color Scheme')
  await expect(colors.getByLabel('Branding', { exact: true })).toHaveValue(/^#AA3300$/i)

  await openSection(page, 'User Avatars')
  await expect(avatars.getByRole('radio', { name: 'Sports', exact: true })).toBeChecked()

  await openSection(page, 'Community')
  await expect(community.getByRole('switch', { name: 'Enable community' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect(community.getByLabel('Community title')).toHaveValue('Gotham Voices')
  await expect(community.getByRole('radio', { name: 'Above unit', exact: true })).toBeChecked()
  await expect(
    community.getByRole('group', { name: 'Time frame' }).getByRole('radio', { name: 'Custom' }),
  ).toBeChecked()
  await expect(community.getByLabel('Number of days')).toHaveValue('30')
})

test('the add-ons switch on, save their settings, switch off and show their code', async ({
  page,
}) => {
  await signInOwner(page)
  await openGotham(page, 'addons')
  const counter = addon(page, 'Comments Counter')
  const community = addon(page, 'Community')
  const counterSwitch = counter.getByRole('switch', { name: 'Enable Comments Counter' })
  const communitySwitch = community.getByRole('switch', { name: 'Enable Community' })

  // The code snippets.
  await expect(code(page, 'Header Code')).toHaveValue(/<script/)
  await expect(code(page, 'Comments Counter Code')).not.toHaveValue('')
  await expect(code(page, 'Community Add-On Code')).not.toHaveValue('')

  // Comments Counter: the first switch-on creates it; then its three labels.
  await expect(counterSwitch).toHaveAttribute('aria-checked', 'false')
  await expect(counter.getByRole('button', { name: 'Edit Comments Counter' })).toBeDisabled()
  await counterSwitch.click()
  await expectToast(page, 'Comments Counter add-ons setting updated.')
  await expect(counterSwitch).toHaveAttribute('aria-checked', 'true')
  await counter.getByRole('button', { name: 'Edit Comments Counter' }).click()
  await counter.getByLabel('Zero comments label').fill('Be the first')
  await counter.getByLabel('Single comment label').fill('One reader spoke')
  await counter.getByLabel('Multiple comments label').fill('{count} readers spoke')
  await expect(counter.getByRole('list', { name: 'Counter preview' })).toContainText(
    '12 readers spoke',
  )
  await counter.getByRole('button', { name: 'Save Comments Counter' }).click()
  await expectToast(page, 'Comments Counter add-ons setting updated.')
  await expect(counter.getByRole('button', { name: 'Edit Comments Counter' })).toBeVisible()

  // Community: switch on, then its title and top-articles settings.
  await expect(communitySwitch).toHaveAttribute('aria-checked', 'false')
  await communitySwitch.click()
  await expectToast(page, 'Community add-ons setting updated.')
  await expect(communitySwitch).toHaveAttribute('aria-checked', 'true')
  await community.getByRole('button', { name: 'Edit Community' }).click()
  await community.getByLabel('Title', { exact: true }).fill('Gotham Top Stories')
  await community.getByLabel('Top articles initial load').selectOption('6')
  await community.getByLabel('Top articles time frame').selectOption('custom')
  await community.getByLabel('Number of days').fill('30')
  await community.getByRole('button', { name: 'Save Community' }).click()
  await expectToast(page, 'Community add-ons setting updated.')
  await expect(community.getByRole('button', { name: 'Edit Community' })).toBeVisible()

  // After a reload both are on with their settings.
  await openGotham(page, 'addons', true)
  await expect(counterSwitch).toHaveAttribute('aria-checked', 'true')
  await expect(communitySwitch).toHaveAttribute('aria-checked', 'true')
  await counter.getByRole('button', { name: 'Edit Comments Counter' }).click()
  await expect(counter.getByLabel('Zero comments label')).toHaveValue('Be the first')
  await expect(counter.getByLabel('Single comment label')).toHaveValue('One reader spoke')
  await expect(counter.getByLabel('Multiple comments label')).toHaveValue('{count} readers spoke')
  await counter.getByRole('button', { name: 'Cancel Comments Counter changes' }).click()
  await community.getByRole('button', { name: 'Edit Community' }).click()
  await expect(community.getByLabel('Title', { exact: true })).toHaveValue('Gotham Top Stories')
  await expect(community.getByLabel('Top articles initial load')).toHaveValue('6')
  await expect(community.getByLabel('Top articles time frame')).toHaveValue('custom')
  await expect(community.getByLabel('Number of days')).toHaveValue('30')
  await community.getByRole('button', { name: 'Cancel Community changes' }).click()

  // The counter switched off stays off.
  await counterSwitch.click()
  await expectToast(page, 'Comments Counter add-ons setting updated.')
  await expect(counterSwitch).toHaveAttribute('aria-checked', 'false')
  await openGotham(page, 'addons', true)
  await expect(counterSwitch).toHaveAttribute('aria-checked', 'false')
  await expect(counter.getByRole('button', { name: 'Edit Comments Counter' })).toBeDisabled()
  await expect(communitySwitch).toHaveAttribute('aria-checked', 'true')
  await expect(code(page, 'Header Code')).toHaveValue(/<script/)
  await expect(code(page, 'Community Add-On Code')).not.toHaveValue('')
})

/** No horizontal overflow of the page nor of the commenting element. */
async function expectNoOverflow(page: Page, width: number) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    element: document.querySelector('pp-commenting')?.scrollWidth ?? -1,
  }))
  expect(widths.element).toBeGreaterThan(0)
  expect(widths.page).toBeLessThanOrEqual(width)
  expect(widths.element).toBeLessThanOrEqual(width)
}

test('at 375 px the configuration and add-ons tabs do not overflow sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signInOwner(page)

  await openGotham(page, 'configuration')
  await expectNoOverflow(page, 375)
  for (const title of [
    'General',
    'Moderation',
    'Comments Tree',
    'Color Scheme',
    'User Avatars',
    'Community',
  ])
    await openSection(page, title)
  await expectNoOverflow(page, 375)

  await openGotham(page, 'addons')
  await expectNoOverflow(page, 375)
  for (const title of ['Comments Counter', 'Community']) {
    const edit = addon(page, title).getByRole('button', { name: `Edit ${title}` })
    if (await edit.isEnabled()) await edit.click()
  }
  await expectNoOverflow(page, 375)
})

test('#3: unsaved settings ask before a tab, another area, another site or a reload', async ({
  page,
}) => {
  await signInOwner(page)
  await openGotham(page, 'configuration')
  const name = section(page, 'General').getByRole('textbox', { name: 'Integration name' })
  const site = page.getByLabel('Site')
  const gotham = await site.inputValue()
  const kept = async () => {
    await expect(page).toHaveURL(/\/commentmanager\/configuration$/)
    await expect(name).toHaveValue('Unsaved name')
    await expect(site).toHaveValue(gotham)
  }
  await section(page, 'General').getByRole('button', { name: 'Configure General' }).click()
  await name.fill('Unsaved name')

  await expectAskedToLeave(
    page,
    async () => {
      await page
        .getByRole('navigation', { name: 'Commenting sections' })
        .getByRole('link', { name: 'Statistics' })
        .click()
      await expect(leaveDialog(page)).toContainText(
        'The changes you made to your commenting settings will be lost.',
      )
      await expectAccessible(page, 'the unsaved-changes dialog', PREVIEWS)
    },
    kept,
  )
  const reports = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports' })
  await expectAskedToLeave(page, () => reports.click(), kept)
  await expectAskedToLeave(page, () => site.selectOption({ index: 0 }).then(() => undefined), kept)

  // Leaving by a reload drops the edits.
  await reloadPastLeaveQuestion(page)
  await expect(section(page, 'General')).toBeVisible()
  await expect(section(page, 'General')).not.toContainText('Unsaved name')
})

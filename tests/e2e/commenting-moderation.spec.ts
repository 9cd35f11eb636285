/**
 * Comment moderation (beyond the spec, issue 30) from the article to the portal and back: a
 * comment held by a suspect word is approved by keyboard alone and shows on the article; a
 * reported comment is rejected and leaves it; a banned commenter's next post is refused with the
 * notice. The demo seeds "scam" and "clickbait" on Daily Planet's suspect list.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectAccessible, seededDailyPlanetModeration, signInOwner } from './fixtures'

const ARTICLE = '/demo/article'
const QUEUE = '/dashboard/commenting/commentmanager/moderation'

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ playwright, baseURL }) => {
  // Post-moderation: only the word lists and reports put comments in the queue.
  await seededDailyPlanetModeration(playwright, baseURL!)
})

const unitOf = (page: Page) => page.locator('.pp-commenting')
const commentForm = (page: Page) => unitOf(page).getByRole('form', { name: 'Post a comment' })

/** A reader of the article in a browser of their own, posting as `name`. */
async function reader(browser: Browser, name: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(ARTICLE)
  await expect(unitOf(page).getByRole('article').first()).toBeVisible()
  return {
    page,
    close: () => context.close(),
    async post(text: string) {
      const form = commentForm(page)
      await form.getByLabel('Your comment').fill(text)
      const anonymous = form.getByLabel('Post anonymously')
      if (await anonymous.isVisible()) await anonymous.uncheck()
      await form.getByLabel('Name').fill(name)
      await form
        .getByLabel('E-mail (not shown)')
        .fill(`${name.split(' ')[0]!.toLowerCase()}@readers.test`)
      await form.getByRole('button', { name: 'Post comment' }).click()
      return form.getByRole('status')
    },
  }
}

/** The owner's Moderation tab on `queue`, searched for `words`. */
async function openQueue(page: Page, queue: string, words: string) {
  await page.goto(QUEUE)
  await page.getByRole('button', { name: new RegExp(`^${queue} \\(`) }).click()
  await page.getByLabel('Comment text').fill(words)
  await page.getByRole('button', { name: 'Search' }).click()
  const item = page.getByRole('listitem', { name: /^Comment by/ }).filter({ hasText: words })
  await expect(item).toHaveCount(1)
  return item
}

test('a comment held by a suspect word is approved by keyboard alone and shows on the article', async ({
  page,
  browser,
}) => {
  const words = `A total s c a m of a bridge deal ${Date.now()}`
  const lois = await reader(browser, 'Lois Lane')
  await expect(await lois.post(words)).toHaveText(
    'Held for review: it uses a word on the suspect list.',
  )
  await expect(unitOf(lois.page).getByRole('article').filter({ hasText: words })).toContainText(
    'Awaiting moderation',
  )

  await signInOwner(page)
  await openQueue(page, 'Pending', words)
  await expect(page.getByText('Held: uses “scam” from the suspect list')).toBeVisible()
  await expectAccessible(page, 'Moderation tab')
  // Keyboard alone: Tab from "Select all shown" reaches the comment; a approves it.
  await page.getByLabel('Select all shown').focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('listitem', { name: 'Comment by Lois Lane' })).toBeFocused()
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('listitem', { name: 'Comment by Lois Lane' }).focus()
  await page.keyboard.press('a')
  await expect(page.getByRole('status').filter({ hasText: 'Approved 1 comment.' })).toBeVisible()
  await expect(page.getByRole('listitem', { name: /^Comment by/ })).toHaveCount(0)

  const stranger = await reader(browser, 'Someone Else')
  await expect(unitOf(stranger.page).getByRole('article').filter({ hasText: words })).toBeVisible()
  await stranger.close()
  await lois.close()
})

test('a reported comment is rejected and disappears from the article', async ({
  page,
  browser,
}) => {
  const words = `Plain words about the weekend weather ${Date.now()}`
  const perry = await reader(browser, 'Perry White')
  await expect(await perry.post(words)).toHaveText(
    'Published at once; it can be removed after review.',
  )
  const jimmy = await reader(browser, 'Jimmy Olsen')
  const published = unitOf(jimmy.page).getByRole('article').filter({ hasText: words })
  await published.getByRole('button', { name: 'Report' }).click()
  await expect(published).toContainText('Thanks, reported for review.')

  await signInOwner(page)
  const item = await openQueue(page, 'Reported', words)
  await expect(item).toContainText('Reported: 1 report from 1 address')
  await item.getByRole('button', { name: 'Reject' }).click()
  await expect(item).toHaveCount(0)

  await jimmy.page.reload()
  await expect(unitOf(jimmy.page).getByRole('article').first()).toBeVisible()
  await expect(unitOf(jimmy.page).getByText(words)).toHaveCount(0)
  await jimmy.close()
  await perry.close()
})

test('a banned commenter’s next post is refused with the notice', async ({ page, browser }) => {
  const words = `Buy now, clickbait special ${Date.now()}`
  const troll = await reader(browser, 'Troll Person')
  await troll.post(words)

  await signInOwner(page)
  const item = await openQueue(page, 'Pending', words)
  await item.focus()
  await page.keyboard.press('b')
  const dialog = page.getByRole('dialog', { name: 'Ban Troll Person' })
  await dialog.getByLabel('For a week').check()
  await dialog.getByLabel('Reason').fill('Advertising')
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(item).toContainText('Banned until')
  await expect(page.locator('section').filter({ hasText: 'Banned commenters' })).toContainText(
    'Advertising',
  )

  await expect(await troll.post('Let me post again')).toHaveText(
    /^You are banned from commenting here until .+ UTC\. Reason: Advertising$/,
  )
  await troll.close()
})

/**
 * The commenting unit on a publisher's page (spec 002 §3, §4; COM-19): the demo article page
 * carries the header code, a counter and the unit; settings saved in the portal change the unit
 * on its next load.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  expectAccessible,
  saveDailyPlanetModeration,
  seededDailyPlanetModeration,
  signInOwnerApi,
} from './fixtures'

const ARTICLE = '/demo/article'

test.describe.configure({ mode: 'serial' })

const unitOf = (page: Page) => page.locator('.pp-commenting')
const commentForm = (page: Page) => unitOf(page).getByRole('form', { name: 'Post a comment' })

async function postComment(page: Page, text: string, name = 'Clark Kent') {
  const form = commentForm(page)
  await form.getByLabel('Your comment').fill(text)
  const anonymous = form.getByLabel('Post anonymously')
  if (await anonymous.isVisible()) await anonymous.uncheck()
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('E-mail (not shown)').fill('clark@planet.test')
  await form.getByRole('button', { name: 'Post comment' }).click()
}

test('the article shows the unit with its seeded comments and the counter', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
  await page.goto(ARTICLE)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Daily Planet')
  const unit = unitOf(page)
  const comments = unit.getByRole('article')
  await expect(comments.first()).toBeVisible()
  const heading = unit.getByRole('heading', { level: 2 })
  await expect(heading).toHaveText(/^\d+ Comments?$|^1 Comment$/)
  // The counter by the headline shows the same count as the unit.
  const counter = page.locator('.byline .pp-comments-count')
  await expect(counter).toHaveText((await heading.textContent())!)
  // Issue 27: the default colours pass WCAG AA, the unit's own nodes included, wide and narrow.
  await expectAccessible(page, 'article with the commenting unit (1280 px)')
  await page.setViewportSize({ width: 375, height: 800 })
  await expectAccessible(page, 'article with the commenting unit (375 px)')
  await page.setViewportSize({ width: 1280, height: 800 })
  // The unit is one script from the unit's origin: no portal chunks.
  expect(scripts.filter((u) => u.includes('/units/commenting.js'))).toHaveLength(1)
  expect(scripts.some((u) => u.includes('/dist/'))).toBe(false)
  // Keyboard: the comment field is reachable and labelled.
  await commentForm(page).getByLabel('Your comment').focus()
  await expect(commentForm(page).getByLabel('Your comment')).toBeFocused()
})

test('COM-19: a named commenter posts under post-moderation and sees it published', async ({
  page,
}) => {
  await page.goto(ARTICLE)
  const heading = unitOf(page).getByRole('heading', { level: 2 })
  await expect(heading).toBeVisible()
  const before = Number((await heading.textContent())!.match(/\d+/)?.[0] ?? 0)
  const text = `Great to see the Planet open for comments ${Date.now()}`
  await postComment(page, text)
  await expect(commentForm(page).getByRole('status')).toHaveText(
    'Published at once; it can be removed after review.',
  )
  const mine = unitOf(page).getByRole('article').filter({ hasText: text })
  await expect(mine).toBeVisible()
  await expect(mine).toContainText('Clark Kent')
  await expect(mine).not.toContainText('Awaiting moderation')
  await expect(heading).toHaveText(`${before + 1} Comments`)
  await expect(page.locator('.byline .pp-comments-count')).toHaveText(`${before + 1} Comments`)
  // Everyone sees it.
  const other = await page.context().browser()!.newContext()
  const stranger = await other.newPage()
  await stranger.goto(ARTICLE)
  await expect(unitOf(stranger).getByRole('article').filter({ hasText: text })).toBeVisible()
  await other.close()
})

test('issue 27: the keyboard lands in the reply form, on the field to fix and back in the field after posting', async ({
  page,
}) => {
  await page.goto(ARTICLE)
  const unit = unitOf(page)
  const form = commentForm(page)
  const field = form.getByLabel('Your comment')
  await expect(unit.getByRole('article').first()).toBeVisible()

  // Post comment with nothing written: the message, and the keyboard in the comment field.
  await form.getByRole('button', { name: 'Post comment' }).focus()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('status')).toHaveText('Write a comment first.')
  await expect(field).toBeFocused()
  // Text but no name: the name field takes the keyboard.
  await page.keyboard.type('Keyboard only, from start to end')
  const anonymous = form.getByLabel('Post anonymously')
  if (await anonymous.isVisible()) await anonymous.uncheck()
  await form.getByRole('button', { name: 'Post comment' }).focus()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('status')).toHaveText('Enter your name.')
  await expect(form.getByLabel('Name')).toBeFocused()
  await page.keyboard.type('Lois Lane')
  await page.keyboard.press('Tab')
  await page.keyboard.type('lois@planet.test')
  // Issue 30: the reply e-mail choice comes next, then the button.
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('E-mail me when someone replies')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Post comment' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('status')).toHaveText(
    'Published at once; it can be removed after review.',
  )
  // After posting, the keyboard is back in the (emptied) comment field, not on the page.
  await expect(field).toBeFocused()
  await expect(field).toHaveValue('')
  const mine = unit.getByRole('article').filter({ hasText: 'Keyboard only, from start to end' })
  await expect(mine).toBeVisible()

  // Reply: what the reader types next goes into the reply form.
  const reply = mine.getByRole('button', { name: 'Reply', exact: true })
  await reply.focus()
  await page.keyboard.press('Enter')
  const replyForm = mine.getByRole('form', { name: 'Reply' })
  await expect(replyForm.getByLabel('Your reply')).toBeFocused()
  await page.keyboard.type('Typed straight')
  await expect(replyForm.getByLabel('Your reply')).toHaveValue('Typed straight')
  // Escape closes the form and gives the keyboard back to Reply.
  await page.keyboard.press('Escape')
  await expect(replyForm).toHaveCount(0)
  await expect(reply).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(replyForm.getByLabel('Your reply')).toBeFocused()
  await page.keyboard.type('A reply sent with the keys')
  // Name and e-mail are remembered from the comment.
  await replyForm.getByRole('button', { name: 'Post reply' }).focus()
  await page.keyboard.press('Enter')
  // The form closes; its reply takes the keyboard.
  await expect(replyForm).toHaveCount(0)
  const posted = mine.getByRole('article').filter({ hasText: 'A reply sent with the keys' })
  await expect(posted).toBeFocused()
})

test('COM-19: under pre-moderation a new comment is held and only its author sees it', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  await signInOwnerApi(request, baseURL!)
  await saveDailyPlanetModeration(request, baseURL!, { moderationType: 'PRE_MODERATION' })
  await page.goto(ARTICLE)
  const text = `Please look into the harbour contracts ${Date.now()}`
  await postComment(page, text)
  await expect(commentForm(page).getByRole('status')).toHaveText(
    'Held for review: every comment is approved before it shows.',
  )
  const mine = unitOf(page).getByRole('article').filter({ hasText: text })
  await expect(mine).toContainText('Awaiting moderation — only you can see this')
  // The author still sees it after a reload (the commenter token is remembered per unit).
  await page.reload()
  await expect(unitOf(page).getByRole('article').filter({ hasText: text })).toContainText(
    'Awaiting moderation — only you can see this',
  )
  // Another reader does not.
  const other = await browser.newContext()
  const stranger = await other.newPage()
  await stranger.goto(ARTICLE)
  await expect(unitOf(stranger).getByRole('article').first()).toBeVisible()
  await expect(unitOf(stranger).getByText(text)).toHaveCount(0)
  await other.close()
})

test('a comment with a link is refused with its reason when links are blocked', async ({
  page,
  request,
  baseURL,
}) => {
  await signInOwnerApi(request, baseURL!)
  await saveDailyPlanetModeration(request, baseURL!, {
    moderationType: 'POST_MODERATION',
    blockCommentsWithLink: true,
  })
  await page.goto(ARTICLE)
  const articles = unitOf(page).getByRole('article')
  await expect(articles.first()).toBeVisible()
  const count = await articles.count()
  const text = 'More on this at https://example.com'
  const form = commentForm(page)
  await form.getByLabel('Your comment').fill(text)
  // The unit tells the commenter at once, from the same rules the server applies …
  await expect(form.getByText('Comments with links are not allowed.')).toBeVisible()
  await postComment(page, text)
  // … and shows the server's verdict, keeping the text for editing.
  await expect(form.getByRole('status')).toHaveText('Comments with links are not allowed.')
  await expect(form.getByLabel('Your comment')).toHaveValue(text)
  await expect(articles).toHaveCount(count)
  await expect(unitOf(page).getByRole('article').filter({ hasText: text })).toHaveCount(0)
})

test('a unit whose settings cannot be read says so quietly', async ({ page }) => {
  await page.route('**/api/commenting/public/v1/units/*/settings', (route) =>
    route.fulfill({ status: 404, json: { error: { code: 'not_found', message: 'No such unit' } } }),
  )
  await page.goto(ARTICLE)
  await expect(unitOf(page).getByText('Comments are unavailable right now.')).toBeVisible()
  await expect(unitOf(page).getByRole('form')).toHaveCount(0)
})

test.afterAll(async ({ playwright, baseURL }) => {
  // Leave the shared demo server as seeded for the other flows.
  await seededDailyPlanetModeration(playwright, baseURL!)
})

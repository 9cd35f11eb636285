/**
 * The commenting unit's general flags on the demo article (issue 30; COM-14): with page ids off
 * the unit keys comments by the page's URL, with them on by its data-page-id; promoted comments
 * put a featured one first with a badge; the active-users indicator counts the readers on the
 * page (two browser contexts: 2). Each test restores the settings it changed.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DAILY_PLANET, expectAccessible, signInOwnerApi } from './fixtures'

test.describe.configure({ mode: 'serial' })

const unitOf = (page: Page) => page.locator('.pp-commenting')
const article = (story: string) => `/demo/article?page=${story}`

/** Saves Daily Planet's general settings with `change` (API-94); answers the unit's id. */
async function saveGeneral(
  request: APIRequestContext,
  baseURL: string,
  change: Record<string, unknown>,
): Promise<string> {
  await signInOwnerApi(request, baseURL)
  const config = await request.get(`/api/commenting/v1/sites/${DAILY_PLANET}/configurations`)
  expect(config.ok(), await config.text()).toBeTruthy()
  const body = (await config.json()) as {
    commentingUnitUUID: string
    commentingUnitConfigurationUUID: string
    general: Record<string, unknown>
  }
  const { advancedSettings: _mockedOnly, ...general } = body.general
  const saved = await request.put(
    `/api/commenting/v1/commenting-units/configurations/${body.commentingUnitConfigurationUUID}/generals`,
    { headers: { origin: baseURL }, data: { ...general, ...change } },
  )
  expect(saved.ok(), await saved.text()).toBeTruthy()
  return body.commentingUnitUUID
}

test('isPageIDEnabled: off keys comments by the page URL, on by data-page-id', async ({
  page,
  request,
  baseURL,
}) => {
  const story = 'weekend-weather'
  const seeded = unitOf(page).getByRole('article')
  await page.goto(article(story))
  await expect(seeded.first()).toBeVisible()
  const unit = await saveGeneral(request, baseURL!, { isPageIDEnabled: false })
  try {
    await page.reload()
    // The page's URL (its canonical link) has no comments yet.
    await expect(unitOf(page).getByText('Be the first to comment.')).toBeVisible()
    const text = `Keyed by the address ${Date.now()}`
    const form = unitOf(page).getByRole('form', { name: 'Post a comment' })
    await form.getByLabel('Your comment').fill(text)
    const anonymous = form.getByLabel('Post anonymously')
    if (await anonymous.isVisible()) await anonymous.uncheck()
    await form.getByLabel('Name').fill('Lois Lane')
    await form.getByLabel('E-mail (not shown)').fill('lois@planet.test')
    await form.getByRole('button', { name: 'Post comment' }).click()
    await expect(unitOf(page).getByRole('article').filter({ hasText: text })).toBeVisible()
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href')
    const byUrl = await request.get(
      `/api/commenting/public/v1/units/${unit}/comments?pageId=${encodeURIComponent(canonical!)}`,
    )
    expect(JSON.stringify(await byUrl.json())).toContain(text)
  } finally {
    await saveGeneral(request, baseURL!, { isPageIDEnabled: true })
  }
  await page.reload()
  await expect(seeded.first()).toBeVisible()
  await expect(unitOf(page).getByText('Keyed by the address')).toHaveCount(0)
})

test('isPromoteCommentsEnabled: a featured comment leads the list with a badge', async ({
  page,
  request,
  baseURL,
}) => {
  const story = 'city-council-votes'
  const unit = await saveGeneral(request, baseURL!, {})
  const list = await request.get(`/api/commenting/public/v1/units/${unit}/comments?pageId=${story}`)
  const comments = (
    (await list.json()) as {
      comments: { commentUUID: string; parentUUID: null | string }[]
    }
  ).comments
  const oldest = comments.filter((c) => !c.parentUUID).at(-1)!
  const act = (action: string) =>
    request.post(`/api/commenting/v1/commenting-units/${unit}/moderation/actions`, {
      headers: { origin: baseURL! },
      data: { action, commentUUIDs: [oldest.commentUUID] },
    })
  expect((await act('FEATURE')).ok()).toBeTruthy()
  const first = unitOf(page).locator('ul[aria-label="Comment list"] > li').first()
  try {
    await page.goto(article(story))
    await expect(first).toBeVisible()
    // Promotion off: newest first as before, no badge.
    const firstComment = first.locator('article').first()
    await expect(firstComment).not.toHaveAttribute('data-comment', oldest.commentUUID)
    await expect(unitOf(page).getByText('Featured', { exact: true })).toHaveCount(0)
    await saveGeneral(request, baseURL!, { isPromoteCommentsEnabled: true })
    await page.reload()
    await expect(firstComment).toHaveAttribute('data-comment', oldest.commentUUID)
    await expect(first.getByText('Featured', { exact: true }).first()).toBeVisible()
    await expectAccessible(page, 'article with a featured comment')
  } finally {
    await saveGeneral(request, baseURL!, { isPromoteCommentsEnabled: false })
    expect((await act('UNFEATURE')).ok()).toBeTruthy()
  }
})

test('the active-users indicator counts the readers on the page: two contexts show 2', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  // A story no other flow opens, so only this test's readers are on it.
  const story = 'readers-on-this-page'
  await saveGeneral(request, baseURL!, {
    isActiveUsersIndicatorEnabled: true,
    activeUsersIndicatorTitle: 'Reading now',
  })
  const other = await browser.newContext()
  try {
    await page.goto(article(story))
    const indicator = (p: Page) => unitOf(p).locator('.active')
    await expect(indicator(page)).toContainText('Reading now')
    await expect(indicator(page).locator('.readers')).toHaveText(/^1 reading this page now$/)
    const second = await other.newPage()
    await second.goto(article(story))
    await expect(indicator(second).locator('.readers')).toHaveText(/^2 reading this page now$/)
    await expectAccessible(second, 'article with the readers count')
  } finally {
    await other.close()
    await saveGeneral(request, baseURL!, {
      isActiveUsersIndicatorEnabled: false,
      activeUsersIndicatorTitle: null,
    })
  }
})

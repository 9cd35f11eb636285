/**
 * The ratings unit on a publisher's page (issue 13 "Ratings on real pages"): the demo article
 * carries the ratings header code, the counter and the unit; a reader rates with the keyboard and
 * finds their rating, the new count and the JSON-LD again after a reload; the counter add-on
 * shows while enabled in the portal and hides while disabled; the Test Page's address shows it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessible, signInOwnerApi } from './fixtures'

const ARTICLE = '/demo/article'
const CANONICAL = 'https://www.dailyplanet.test/stories/welcome-to-the-daily-planet'
const COUNTER = '7a8b9c11-0000-4000-8000-000000000001'
const GOTHAM_SITE = '4e5f6071-0000-4000-8000-000000000002'
const GOTHAM_UNIT = '7a8b9c0d-0000-4000-8000-000000000002'

test.describe.configure({ mode: 'serial' })

/** Saves the Daily Planet counter add-on (API-116), as the portal's Add-ons tab does. */
async function setCounter(
  request: APIRequestContext,
  baseURL: string,
  counter: { enabled: boolean; showHalfStars: boolean },
) {
  const saved = await request.put(
    `/api/ratings/v1/rating-units/counter-configurations/${COUNTER}`,
    { headers: { origin: baseURL }, data: { counterConfigUUID: COUNTER, ...counter } },
  )
  expect(saved.ok(), await saved.text()).toBeTruthy()
}

const unitOf = (page: Page) => page.locator('.pp-ratings')
const counterOf = (page: Page) => page.locator('.pp-ratings-counter')

/** The number in the unit's count label ("12 Ratings"). */
async function countOf(page: Page): Promise<number> {
  const text = await unitOf(page).locator('.count').textContent()
  return Number(/(\d+) Ratings?$/.exec(text ?? '')?.[1] ?? 0)
}

/** The page's JSON-LD written by the unit. */
async function jsonLd(page: Page) {
  const scripts = page.locator('head script[type="application/ld+json"][data-pp-ratings]')
  await expect(scripts).toHaveCount(1)
  return JSON.parse((await scripts.textContent())!) as {
    url: string
    aggregateRating: { ratingCount: number; ratingValue: number }
  }
}

test('a reader rates 4 stars with the keyboard; rating, count and JSON-LD stay after a reload', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
  await page.goto(ARTICLE)
  const unit = unitOf(page)
  await expect(unit.getByRole('heading', { level: 2 })).toHaveText('Rate this article')
  await expect(unit.locator('.count')).toHaveText(/\d+ Ratings$/)
  const before = await countOf(page)
  expect((await jsonLd(page)).aggregateRating.ratingCount).toBe(before)
  // One script from the unit's origin: no portal chunks.
  expect(scripts.filter((u) => u.includes('/units/ratings.js'))).toHaveLength(1)
  expect(scripts.some((u) => u.includes('/dist/'))).toBe(false)

  // Keyboard: the first star takes the focus; the arrows move in half stars up to four.
  await unit.getByRole('button', { name: 'Rate 1 out of 5' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(unit.getByRole('button', { name: 'Rate 1.5 out of 5' })).toBeFocused()
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight')
  await expect(unit.getByRole('button', { name: 'Rate 4 out of 5' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(unit.getByText('Thanks for your rating!')).toBeVisible()
  await expect(unit.getByText('Your rating: 4 out of 5')).toBeVisible()
  await expect(unit.locator('.count')).toHaveText(new RegExp(`${before + 1} Ratings$`))
  await expect.poll(async () => (await jsonLd(page)).aggregateRating.ratingCount).toBe(before + 1)

  await page.reload()
  await expect(unit.getByText('Your rating: 4 out of 5')).toBeVisible()
  await expect(unit.getByText('Thanks for your rating!')).toHaveCount(0)
  await expect(unit.locator('.count')).toHaveText(new RegExp(`${before + 1} Ratings$`))
  const ld = await jsonLd(page)
  expect(ld.url).toBe(CANONICAL)
  expect(ld.aggregateRating.ratingCount).toBe(before + 1)
  // The own rating is where the keyboard starts.
  await expect(unit.getByRole('button', { name: 'Rate 4 out of 5' })).toHaveAttribute(
    'tabindex',
    '0',
  )

  // Rating again replaces the rating: the count stays.
  await unit.getByRole('button', { name: 'Rate 4 out of 5' }).focus()
  await page.keyboard.press('End')
  await page.keyboard.press('Space')
  await expect(unit.getByText('Your rating: 5 out of 5')).toBeVisible()
  await expect(unit.locator('.count')).toHaveText(new RegExp(`${before + 1} Ratings$`))
})

/** Clicks star `n` of the unit at `share` (0..1) of its width, as a reader's pointer would. */
async function clickStar(page: Page, n: number, share: number) {
  const star = unitOf(page)
    .locator('.stars.input button')
    .nth(n - 1)
  const box = (await star.boundingBox())!
  await page.mouse.click(box.x + box.width * share, box.y + box.height / 2)
}

test('issue 27: a star clicked in its middle is the whole star; only its left part is half less', async ({
  page,
}) => {
  // Daily Planet shows half stars (the default): halves are allowed, by the left 40 % of a star.
  await page.goto(ARTICLE)
  const unit = unitOf(page)
  await expect(unit.getByRole('heading', { level: 2 })).toHaveText('Rate this article')
  for (const share of [0.45, 0.5, 0.6]) {
    await clickStar(page, 4, share)
    await expect(unit.getByText('Your rating: 4 out of 5')).toBeVisible()
    await clickStar(page, 2, share)
    await expect(unit.getByText('Your rating: 2 out of 5')).toBeVisible()
  }
  await clickStar(page, 4, 0.2)
  await expect(unit.getByText('Your rating: 3.5 out of 5')).toBeVisible()
  // Pointing shows the same: just left of star 4's middle still points at 4 stars.
  const star4 = unit.locator('.stars.input button').nth(3)
  const box = (await star4.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.45, box.y + box.height / 2)
  await expect(star4).toHaveAccessibleName('Rate 4 out of 5')
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2)
  await expect(star4).toHaveAccessibleName('Rate 3.5 out of 5')
})

test('issue 27: with whole stars only, any part of a star is the whole star', async ({
  page,
  request,
  baseURL,
}) => {
  await signInOwnerApi(request, baseURL!)
  await setCounter(request, baseURL!, { enabled: false, showHalfStars: false })
  try {
    await page.goto(ARTICLE)
    const unit = unitOf(page)
    await expect(unit.getByRole('heading', { level: 2 })).toHaveText('Rate this article')
    await clickStar(page, 3, 0.1)
    await expect(unit.getByText('Your rating: 3 out of 5')).toBeVisible()
  } finally {
    await setCounter(request, baseURL!, { enabled: false, showHalfStars: true })
  }
})

test('a story without ratings asks for the first one and writes no JSON-LD', async ({ page }) => {
  await page.goto(`${ARTICLE}?page=weekend-weather`)
  const unit = unitOf(page)
  await expect(unit.getByRole('heading', { level: 2 })).toHaveText('Be the first to rate')
  await expect(unit.locator('.count')).toHaveText('No Ratings')
  await expect(page.locator('head script[data-pp-ratings]')).toHaveCount(0)
})

test('the counter shows while enabled (with whole stars only) and hides while disabled', async ({
  page,
  request,
  baseURL,
}) => {
  await signInOwnerApi(request, baseURL!)
  await setCounter(request, baseURL!, { enabled: true, showHalfStars: false })
  try {
    await page.goto(ARTICLE)
    const counter = counterOf(page)
    await expect(counter.getByRole('link', { name: 'Leave a rating' })).toBeVisible()
    await expect(counter.getByRole('listitem')).toHaveCount(5)
    await expect(counter.getByRole('img', { name: /^\d\.\d out of 5 stars$/ })).toBeVisible()
    await expect(counter.locator('.count')).toHaveText(/\d+ Ratings$/)
    // The unit and the counter in the default colours, beside the commenting unit (issue 27).
    await expectAccessible(page, 'article with the ratings unit and counter')
    // "Leave a rating" brings the reader to the unit's stars.
    await counter.getByRole('link', { name: 'Leave a rating' }).click()
    const unit = unitOf(page)
    await expect(unit.getByRole('button', { name: 'Rate 1 out of 5' })).toBeFocused()
    // Whole stars only: the arrows move by one star.
    await page.keyboard.press('ArrowRight')
    await expect(unit.getByRole('button', { name: 'Rate 2 out of 5' })).toBeFocused()

    await setCounter(request, baseURL!, { enabled: false, showHalfStars: true })
    await page.reload()
    await expect(unit.getByRole('heading', { level: 2 })).toBeVisible()
    await expect(counter).toBeHidden()
    await expect(counter.getByRole('link', { name: 'Leave a rating' })).toHaveCount(0)
  } finally {
    await setCounter(request, baseURL!, { enabled: false, showHalfStars: true })
  }
})

test('a unit whose ratings cannot be read says so quietly; the counter stays hidden', async ({
  page,
}) => {
  await page.route('**/api/ratings/public/**', (route) => route.fulfill({ status: 500, body: '' }))
  await page.goto(ARTICLE)
  await expect(unitOf(page).getByRole('status')).toHaveText('Ratings are unavailable right now.')
  await expect(counterOf(page)).toBeHidden()
  await expect(page.locator('head script[data-pp-ratings]')).toHaveCount(0)
})

test("the Test Page's address (?siteUUID=) shows that site's ratings unit", async ({ page }) => {
  // The portal's Test Page (RAT-10, mocked sessions) links here: /demo/article?siteUUID=….
  await page.goto(`${ARTICLE}?siteUUID=${GOTHAM_SITE}`)
  await expect(page.getByRole('link', { name: 'Gotham Gazette' })).toBeVisible()
  const unit = unitOf(page)
  await expect(unit).toHaveAttribute('data-unit', GOTHAM_UNIT)
  await expect(unit.getByRole('heading', { level: 2 })).toHaveText('Be the first to rate')
})

/**
 * The embed player on publisher pages (issue 9): /demo/article carries a seeded embed's code; a
 * reader answers its first question and the owner's embed analytics count the answer. The same
 * code pasted into a page on another origin works too (CORS, no cookies). One bundle, no builds.
 */
import { expect, test, type Page } from '@playwright/test'
import type { AnalyticsPage } from '../../src/areas/embeds/lib/embeds-rules'
import { expectAccessible, PASSWORD, stayWhenAsked } from './fixtures'

/** Morning Trivia (the seed's online embed on Daily Planet); its first card is a poll. */
const EMBED = '7e8f9a0b-0000-4000-8000-000000000001'
const FIRST_QUESTION = 'How do you get to work most days?'
const ANALYTICS = `/dashboard/embeds/analytics/embedcontent?embed=${EMBED}`

test.describe.configure({ mode: 'serial' })

async function signIn(page: Page) {
  await stayWhenAsked(page)
  await page.goto('/auth/signin')
  await page.getByLabel('Email').fill('owner@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/home$/)
}

/** Opens the embed's analytics screen; the times each option was chosen, as the screen got them. */
async function analyticsCounts(page: Page): Promise<Map<string, number>> {
  const reply = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/embeds/${EMBED}/metrics`),
  )
  await page.goto(ANALYTICS)
  const body = (await (await reply).json()) as AnalyticsPage
  await expect(
    page.getByRole('list', { name: 'Cards' }).locator('[data-card]').first(),
  ).toBeVisible()
  return new Map(
    body.contents.flatMap((c) => c.options.map((o) => [o.optionUUID, o.numOfTimesChosen])),
  )
}

/** The commenting unit on the article is shown in the publisher's own colours (its own flows). */
const PUBLISHER_PARTS = [['.pp-commenting']]

const player = (page: Page) => page.locator('[data-pp-embed]').first()

/**
 * Answers the first card with `answer`; the option's id the player reported, once the server took
 * it (accepted: it is written with its batch).
 */
async function answer(page: Page, text: string): Promise<string> {
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/player/events') && (r.postData() ?? '').includes('"answer"'),
  )
  const option = player(page).getByRole('button', { name: text, exact: true })
  await option.click()
  const request = await sent
  expect((await request.response())?.status()).toBe(204)
  const events = JSON.parse(request.postData()!) as Array<{ kind: string; optionUUID?: string }>
  return events.find((e) => e.kind === 'answer')!.optionUUID!
}

test('a reader answers on /demo/article and the embed analytics count it', async ({ page }) => {
  await signIn(page)
  const before = await analyticsCounts(page)

  const loaded = page.waitForRequest(
    (r) => r.url().endsWith('/api/player/events') && (r.postData() ?? '').includes('"load"'),
  )
  await page.goto('/demo/article')
  const embed = player(page)
  await expect(embed.getByRole('heading', { name: FIRST_QUESTION })).toBeVisible()
  await expect(embed.getByText('Card 1 of 6')).toBeVisible()
  expect((await (await loaded).response())?.status()).toBe(204)
  await expectAccessible(page, 'article with the embed player', PUBLISHER_PARTS)

  const optionUUID = await answer(page, 'Bike')
  // Poll results: whole percentages, the pick marked.
  const picked = embed.getByRole('button', { name: /^Bike\s*,\s*\d+%\s*,\s*Your vote$/ })
  await expect(picked).toHaveAttribute('aria-pressed', 'true')
  await expect(embed.getByText('Thanks for voting!')).toBeVisible()
  await expectAccessible(page, 'article with an answered poll', PUBLISHER_PARTS)

  // Next by keyboard: the next card's heading takes the focus.
  await embed.getByRole('button', { name: 'Next' }).focus()
  await page.keyboard.press('Enter')
  await expect(embed.getByText('Card 2 of 6')).toBeVisible()
  await expect(embed.getByRole('heading', { level: 2 })).toBeFocused()

  // Events are written in batches (a quarter second): the screen counts the answer once it is.
  await expect
    .poll(async () => (await analyticsCounts(page)).get(optionUUID), { timeout: 10_000 })
    .toBe((before.get(optionUUID) ?? 0) + 1)
  await expectAccessible(page, 'embed analytics after the answer')
})

test('the embed code pasted into a page on another origin plays and reports', async ({
  page,
  baseURL,
}) => {
  await signIn(page)
  const code = await page.request.get(
    `/api/accounts/embeds/${EMBED}/embedcode/?siteUUID=4e5f6071-0000-4000-8000-000000000001&version=VERSION_4_0`,
  )
  expect(code.ok(), await code.text()).toBeTruthy()
  const { headerCode, bodyCode } = (await code.json()) as { headerCode: string; bodyCode: string }
  expect(headerCode).toContain(`${baseURL}/player/v4/embed.js`)
  // Another origin on this machine (localhost, not 127.0.0.1). Chromium asks before a page lets
  // its requests reach a loopback server (Local Network Access), which a real publisher's reader on
  // the public portal never meets: the test grants it.
  await page.context().grantPermissions(['local-network-access'])
  const publisher = `${baseURL!.replace('127.0.0.1', 'localhost')}/a-publisher-page`
  expect(new URL(publisher).origin).not.toBe(new URL(baseURL!).origin)
  await page.route(publisher, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A publisher</title>${headerCode}</head><body><main><h1>News</h1>${bodyCode}</main></body></html>`,
    }),
  )
  const before = await analyticsCounts(page)
  await page.setViewportSize({ width: 320, height: 700 })
  const events = page.waitForRequest((r) => r.url().endsWith('/api/player/events'))
  await page.goto(publisher)
  const embed = player(page)
  await expect(embed.getByRole('heading', { name: FIRST_QUESTION })).toBeVisible()
  // 320 px wide: nothing sticks out of the page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(overflow).toBeLessThanOrEqual(320)
  // The events cross origins: CORS without credentials, no cookie sent.
  const load = await events
  expect(await load.headerValue('origin')).toBe(new URL(publisher).origin)
  expect(await load.headerValue('cookie')).toBeNull()
  expect((await load.response())?.status()).toBe(204)
  await expectAccessible(page, 'the player on another origin at 320 px')
  const optionUUID = await answer(page, 'Walk')
  await expect(
    embed.getByRole('button', { name: /^Walk\s*,\s*\d+%\s*,\s*Your vote$/ }),
  ).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 800 })
  // Written in batches: counted once the batch is.
  await expect
    .poll(async () => (await analyticsCounts(page)).get(optionUUID), { timeout: 10_000 })
    .toBe((before.get(optionUUID) ?? 0) + 1)
})

test('the player finds its embed whichever script runs first, and without the data script', async ({
  page,
  baseURL,
}) => {
  const data = `<script async src="${baseURL}/api/player/embeds/${EMBED}/data.js"></script>`
  const script = `<script async src="${baseURL}/player/v4/embed.js"></script>`
  const body = `<div data-pp-embed="${EMBED}"></div>`
  const reads: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/player/embeds/')) reads.push(new URL(r.url()).pathname)
  })
  const pages: Record<string, { head: string; delayData?: boolean }> = {
    // The data script held back until the player has run: the player waits for its push.
    'data-after-player': { head: `${data}${script}`, delayData: true },
    // Only the player and the body code (an older paste): the player reads the embed itself.
    'no-data-script': { head: script },
  }
  for (const [name, { head, delayData }] of Object.entries(pages)) {
    reads.length = 0
    let releaseData = () => {}
    if (delayData) {
      const held = new Promise<void>((resolve) => (releaseData = resolve))
      await page.route(`**/api/player/embeds/${EMBED}/data.js`, async (route) => {
        await held
        await route.continue()
      })
    }
    await page.route(`${baseURL}/demo/${name}`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>${head}</head><body><main><h1>News</h1>${body}</main></body></html>`,
      }),
    )
    await page.goto(`${baseURL}/demo/${name}`, { waitUntil: 'commit' })
    if (delayData) {
      await page.waitForFunction(() => performance.getEntriesByName('pp-player-start').length > 0)
      await expect(player(page).getByRole('heading', { name: FIRST_QUESTION })).toHaveCount(0)
      releaseData()
    }
    await expect(player(page).getByRole('heading', { name: FIRST_QUESTION }), name).toBeVisible()
    expect(reads, name).toEqual(
      delayData ? [`/api/player/embeds/${EMBED}/data.js`] : [`/api/player/embeds/${EMBED}`],
    )
    await page.unrouteAll({ behavior: 'wait' })
  }
})

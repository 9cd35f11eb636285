// A new embed goes live on a publisher's page, both builds (docs/deviations.md):
// the owner creates an embed in the library, builds a quiz card, saves, copies the code from Get
// Code and puts it on a page of another origin; a reader sees the question and answers it; the
// embed analytics count the answer, and the library shows the embed online (its code is live on
// a page), with Archive refused while it is.
import { expect, test, type Page } from '@playwright/test'
import type { AnalyticsPage } from '../../src/areas/embeds/lib/embeds-rules'
import { expectAccessible, signInOwner } from './fixtures'

/**
 * The publisher's page: another origin, answered by the test (no server behind the name). HTTPS,
 * as publishers' pages are: Chromium lets only a secure page reach a loopback server at all.
 */
const PUBLISHER_PAGE = 'https://publisher.test/article'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const player = (page: Page) => page.locator('[data-pp-embed]').first()
const libraryCards = (page: Page) => page.locator('pp-embeds').getByRole('article')
/** A batch the player posted with an event of `kind`. */
const eventSent = (page: Page, kind: string) =>
  page.waitForRequest(
    (r) => r.url().endsWith('/api/player/events') && (r.postData() ?? '').includes(`"${kind}"`),
  )

/** The code from Get Code as a publisher takes it: each block's Copy button, then the clipboard. */
async function copyCode(page: Page, label: 'Header Code' | 'Body Code'): Promise<string> {
  await button(page, `Copy ${label}`).click()
  await expect(page.getByText(`${label} copied`)).toBeAttached()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  // What the clipboard got is what the block shows.
  await expect(page.getByRole('region', { name: label, exact: true })).toHaveText(copied)
  return copied
}

for (const build of ['react', 'lite'] as const) {
  const query = build === 'lite' ? '?build=lite' : ''
  const and = build === 'lite' ? '&build=lite' : ''

  test(`${build}: a new embed's code on a publisher's page shows, counts and puts it online`, async ({
    page,
    baseURL,
  }) => {
    const name = `Live flow ${build} ${Date.now().toString(36)}`
    const question = `Which planet has the most moons? (${build})`
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL,
    })
    await signInOwner(page)

    // The library's New Embed dialog, then the builder: a quiz card, saved.
    await page.goto(`/dashboard/embeds${query}`)
    await button(page, 'Create a new Embed!').click()
    const dialog = page.getByRole('dialog', { name: 'New Embed' })
    await dialog.getByRole('textbox', { name: "What is your embed's name?" }).fill(name)
    await dialog
      .getByRole('combobox', { name: 'Where will your embed live?' })
      .selectOption({ label: 'Daily Planet' })
    await dialog.getByRole('button', { name: 'Create Embed' }).click()
    await expect(page).toHaveURL(/\/management\/placement\?embed=/)
    const embedUUID = new URL(page.url()).searchParams.get('embed')!
    await page.getByRole('radio', { name: 'Right or Left Rail', exact: true }).click()
    await expect(page).toHaveURL(/\/management\/customize\?embed=/)
    await page.getByRole('combobox', { name: 'Card type' }).selectOption('QUIZ')
    await button(page, 'Add Card').click()
    await expect(page.getByRole('heading', { name: 'Card 1 / 1' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Question', exact: true }).fill(question)
    await page.getByRole('textbox', { name: 'Answer 1', exact: true }).fill('Saturn')
    await page.getByRole('textbox', { name: 'Answer 2', exact: true }).fill('Mercury')
    await page.getByRole('textbox', { name: 'Answer 3', exact: true }).fill('Venus')
    await page.getByRole('radio', { name: 'Answer 1 is correct' }).check()
    await button(page, 'Continue').click()
    await expect(page).toHaveURL(/\/management\/ads\?embed=/)
    await button(page, 'Continue').click()
    await expect(page).toHaveURL(/\/management\/add_ons\?embed=/)
    await button(page, 'Save').click()

    // Get Code: both blocks copied.
    await expect(page).toHaveURL(new RegExp(`/management/code\\?embed=${embedUUID}`))
    const headerCode = await copyCode(page, 'Header Code')
    const bodyCode = await copyCode(page, 'Body Code')
    expect(headerCode).toContain(`${baseURL}/player/v4/embed.js`)
    expect(bodyCode).toContain(`data-pp-embed="${embedUUID}"`)

    // Not on any page yet: offline in the library.
    await page.goto(`/dashboard/embeds${query}`)
    await page.getByRole('searchbox', { name: 'Search by Name or URL' }).fill(name)
    await expect(libraryCards(page)).toHaveCount(1)
    await expect(libraryCards(page)).toContainText(/offline$/)

    // The publisher's page carries the code. Chromium asks before a page of another origin
    // reaches a loopback server (Local Network Access); a real reader meets a public portal.
    await page.context().grantPermissions(['local-network-access'])
    await page.route(PUBLISHER_PAGE, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The Daily Planet</title>${headerCode}</head><body><main><h1>City news</h1><p>Today in the city.</p>${bodyCode}</main></body></html>`,
      }),
    )
    const loaded = eventSent(page, 'load')
    await page.goto(PUBLISHER_PAGE)
    const embed = player(page)
    await expect(embed.getByRole('heading', { name: question })).toBeVisible()
    expect((await (await loaded).response())?.status()).toBe(204)
    await expectAccessible(page, `the new embed on a publisher's page (${build})`)

    // A reader answers.
    const answered = eventSent(page, 'answer')
    await embed.getByRole('button', { name: 'Saturn', exact: true }).click()
    expect((await (await answered).response())?.status()).toBe(204)
    await expect(embed.getByText('Correct!')).toBeVisible()

    // The embed analytics count it (events are written in batches: wait until they are).
    await expect
      .poll(async () => {
        const reply = await page.request.post(`/api/accounts/embeds/${embedUUID}/metrics`, {
          headers: { origin: baseURL! },
          data: {},
        })
        const { contents } = (await reply.json()) as AnalyticsPage
        return contents[0]?.totalNumberAnswered
      })
      .toBe(1)
    await page.goto(`/dashboard/embeds/analytics/embedcontent?embed=${embedUUID}${and}`)
    const card = page.getByRole('list', { name: 'Cards' }).locator('[data-card]')
    await expect(card).toHaveCount(1)
    await expect(card).toContainText(question)
    await expect(card.getByText('1 answer', { exact: true })).toBeVisible()
    await expect(card.locator('[data-option]').filter({ hasText: 'Saturn' })).toContainText('100%')
    await expectAccessible(page, `the new embed's analytics (${build})`)

    // The library: online now, and Archive is refused while it is.
    await page.goto(`/dashboard/embeds${query}`)
    await page.getByRole('searchbox', { name: 'Search by Name or URL' }).fill(name)
    await expect(libraryCards(page)).toHaveCount(1)
    await expect(libraryCards(page)).toContainText(/online$/)
    await page.getByRole('button', { name: `Actions for ${name}` }).click()
    await expect(page.getByRole('menuitem', { name: /^Archive/ })).toBeDisabled()
    await expectAccessible(page, `the library with the embed online (${build})`)
  })
}

// Embed content analytics and collected e-mails (EMB-25..33) against the demo server and its
// seed, on both builds: open Morning Trivia's analytics from the library, filter and sort (the
// request and the cards follow), then its e-mails: page, export, and read the CSV back.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { csvRows } from '../server/csv'
import { expectAccessible, signInToHome } from './fixtures'

const EMBED = 'Morning Trivia'

/** From the library, the card menu's action for the embed. */
async function fromLibrary(page: Page, build: 'react' | 'lite', action: string) {
  await page.goto(build === 'lite' ? '/dashboard/embeds?build=lite' : '/dashboard/embeds')
  await page.getByRole('button', { name: `Actions for ${EMBED}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

for (const build of ['react', 'lite'] as const) {
  test(`${build}: analytics from the library; filters and sort change the request and the cards`, async ({
    page,
  }) => {
    await signInToHome(page, 'owner@demo.test', build)
    const first = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/metrics'))
    await fromLibrary(page, build, 'View Analytics')
    await expect(page).toHaveURL(/\/dashboard\/embeds\/analytics\/embedcontent\?embed=/)
    const body = (await first).postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({ orderBy: 'QUEUE_POSITION', orderDirection: 'ASC', page: 1 })
    expect(body.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Embed Analytics')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
      `Trivia & Polls > Configuration > ${EMBED}`,
    )
    const cards = page.getByRole('list', { name: 'Cards' }).locator('[data-card]')
    await expect(cards.first()).toBeVisible()
    await expect(page.getByText(/^Last updated: .+ EST$/)).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Total Cards \(\d+\)$/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Edit Embed' })).toBeVisible()
    await expectAccessible(page, `embed analytics (${build})`)

    // Sort: Engagement, highest first.
    const sorted = page.waitForRequest((r) => r.url().endsWith('/metrics'))
    await page.getByLabel('Sort by').selectOption('Engagement')
    expect((await sorted).postDataJSON()).toMatchObject({
      orderBy: 'ENGAGEMENT',
      orderDirection: 'DESC',
      page: 1,
    })
    // Anytime: every card of the embed, the seed's eight.
    const anytime = page.waitForRequest((r) => r.url().endsWith('/metrics'))
    await page.getByRole('button', { name: /^Date range / }).click()
    const picker = page.getByRole('dialog', { name: 'Date range' })
    await expectAccessible(page, `analytics date range (${build})`)
    await picker.getByRole('button', { name: 'Anytime' }).click()
    await picker.getByRole('button', { name: 'Apply' }).click()
    expect((await anytime).postDataJSON()).toMatchObject({ startDate: null, endDate: null })
    await expect(page.getByRole('heading', { name: 'Total Cards (8)' })).toBeVisible()
    await expect(cards).toHaveCount(8)

    // Type: quizzes only; the request names it, and the cards shown are the reply's quizzes.
    const typed = page.waitForResponse(
      (r) =>
        r.url().endsWith('/metrics') &&
        (r.request().postDataJSON() as { contentTypes: string[] }).contentTypes.length > 0,
    )
    await page.getByRole('button', { name: /^Content type / }).click()
    await page.getByRole('checkbox', { name: 'Quiz' }).check()
    await page.getByRole('button', { name: 'Apply' }).click()
    const reply = await typed
    expect(reply.request().postDataJSON()).toMatchObject({ contentTypes: ['QUIZ'] })
    const quizzes = (await reply.json()) as { totalRows: number; contents: unknown[] }
    expect(quizzes.totalRows).toBeLessThan(8)
    await expect(
      page.getByRole('heading', { name: `Total Cards (${quizzes.totalRows})` }),
    ).toBeVisible()
    await expect(cards).toHaveCount(quizzes.contents.length)
    for (const card of await cards.all()) await expect(card).toContainText('Quiz')
  })

  test(`${build}: collected e-mails from the library: page, export and read the CSV back`, async ({
    page,
  }) => {
    await signInToHome(page, 'owner@demo.test', build)
    await fromLibrary(page, build, 'Email Collection')
    await expect(page).toHaveURL(/\/dashboard\/embeds\/emails\?embed=/)
    const table = page.getByRole('table', { name: 'Collected emails' })
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Email', 'City', 'Country'])
    await expect(table.getByRole('row').nth(1)).toContainText('@mail.test')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collected Emails')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
      `Trivia & Polls > Configuration > ${EMBED}`,
    )
    await expect(page.getByText('E-mail collection is off for this embed.')).toHaveCount(0)
    await expectAccessible(page, `collected e-mails (${build})`)

    // The last 90 days: more than one page.
    await page.getByRole('button', { name: /^Date range / }).click()
    const picker = page.getByRole('dialog', { name: 'Date range' })
    await picker.getByRole('button', { name: 'Last 90 days' }).click()
    await picker.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible()
    const emails = table.getByRole('rowheader')
    await expect(emails).toHaveCount(10)
    const pageOne = await emails.allInnerTexts()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText(/^11–20 of \d+$/)).toBeVisible()
    await expect(emails.first()).not.toHaveText(pageOne[0]!)
    const pageTwo = await emails.allInnerTexts()
    const rowsTwo = await table.getByRole('row').allInnerTexts()

    // Export: the whole range as collected-emails.csv, in the table's order.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('collected-emails.csv')
    await expect(page.getByText('Your Collected Emails have been downloaded!')).toBeVisible()
    const csv = csvRows(await readFile((await file.path())!, 'utf8'))
    expect(csv[0]).toEqual(['Date', 'Email', 'City', 'Country'])
    const data = csv.slice(1)
    const count = Number(/of (\d+)/.exec((await page.getByText(/^11–20 of/).textContent())!)?.[1])
    expect(data).toHaveLength(count)
    expect(data.slice(0, 10).map((r) => r[1])).toEqual(pageOne)
    expect(data.slice(10, 20).map((r) => r[1])).toEqual(pageTwo)
    // City and country as the table shows them (a dash for none).
    for (const [i, row] of data.slice(10, 20).entries()) {
      const shown = rowsTwo[i + 1]!
      expect(shown).toContain(row[2] || '—')
      expect(shown).toContain(row[3] || '—')
    }

    // The breadcrumb leads back to the library, by keyboard.
    await page.getByRole('link', { name: 'Trivia & Polls' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard\/embeds(\?build=lite)?$/)
    await expect(page.getByRole('heading', { name: /^Total Live Embeds \(\d+\)$/ })).toBeVisible()
  })
}

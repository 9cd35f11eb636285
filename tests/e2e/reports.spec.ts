// Reports (REP-01..25) against the demo server, on both builds: build a report with two
// dimensions, run it, sort the preview and clear the sort, download the Excel and CSV files and
// read them back, save it; then schedule it daily with two recipients and, with the server's
// scheduler run as of the next due time (the demo's fake clock), find the e-mail with the
// file's link in the outbox.
import { expect, test, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { readFileSync } from 'node:fs'
import { csvRows } from '../server/csv'
import { expectAccessible, latestMail, mainNav, signInOwnerApi, signInToHome } from './fixtures'

/** The report's date range: a named range among the date picker's presets (REP-08). */
async function chooseRange(page: Page, label: string) {
  await page.getByRole('button', { name: /^Date range / }).click()
  await page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click()
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('button', { name: /^Date range / })).toContainText(`${label}: `)
}

const dataRows = (page: Page) => page.locator('pp-reports tbody tr:not([data-total-row])')
const columnCells = (page: Page, index: number) =>
  dataRows(page).locator(`td:nth-child(${index + 1}), th:nth-child(${index + 1})`)

/** The dollars of a "$1,234.56" cell. */
const dollars = (text: string) => Number(text.replace(/[$,]/g, ''))

for (const build of ['react', 'lite'] as const) {
  test(`${build}: build, run, sort, download and schedule a report; the scheduled run is e-mailed`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const name = `Sites by ad unit ${build}`
    const recipient = `reports-${build}@example.com`
    await signInToHome(page, 'owner@demo.test', build)
    await mainNav(page).getByRole('link', { name: 'Reports' }).click()
    await expect(page).toHaveURL(/\/dashboard\/reports\/?$/)
    await expect(
      page.locator('pp-reports tbody tr', { hasText: 'Daily Revenue by Site' }),
    ).toBeVisible()
    await expectAccessible(page, 'pp-reports')

    // REP-06..10: a new report with Site before Ad Unit, over the default custom days (final).
    await page.getByRole('button', { name: 'Create Report' }).first().click()
    await expect(page).toHaveURL(/\/dashboard\/reports\/detail/)
    await expect(page.getByRole('heading', { name: 'Reports / New Report' })).toBeVisible()
    await page.getByLabel('Report name').fill(name)
    await chooseRange(page, 'Custom')
    await page.getByRole('button', { name: 'Add Site' }).click()
    await page.getByRole('button', { name: 'Move Site up' }).click()
    await expectAccessible(page, 'pp-reports')

    // REP-19/20: Run goes to the preview with the totals row on top.
    await page.getByRole('button', { name: 'Run', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard\/reports\/preview/)
    await expect(page.getByRole('heading', { name: `Reports / ${name}` })).toBeVisible()
    const headers = page.locator('pp-reports thead th')
    await expect(headers).toHaveText(['Site', 'Ad Unit', 'Impressions', 'Revenue', 'CPM'], {
      ignoreCase: true,
    })
    await expect(page.locator('pp-reports tr[data-total-row]')).toContainText('Total')
    const count = await dataRows(page).count()
    expect(count).toBeGreaterThan(3)
    await expect(page.getByText(`${count} rows`)).toBeVisible()
    await expectAccessible(page, 'pp-reports')

    // REP-21: sort by revenue (largest first), then a second click clears the sort.
    const firstSites = await columnCells(page, 0).allTextContents()
    const revenue = page.locator('pp-reports thead th').nth(3)
    await revenue.getByRole('button').click()
    await expect(revenue).toHaveAttribute('aria-sort', 'descending')
    const sorted = (await columnCells(page, 3).allTextContents()).map(dollars)
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a))
    await revenue.getByRole('button').click()
    await expect(revenue).toHaveAttribute('aria-sort', 'none')
    expect(await columnCells(page, 0).allTextContents()).toEqual(firstSites)

    // REP-22: both files, read back: the XLSX holds the CSV's numbers.
    const csvDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download CSV' }).click()
    const csvFile = await csvDownload
    expect(csvFile.suggestedFilename()).toMatch(/\.csv$/)
    await expect(page.getByText('We have successfully downloaded your CSV report')).toBeVisible()
    const csv = csvRows(readFileSync((await csvFile.path())!, 'utf8'))
    expect(csv[0]).toEqual(['Site', 'Ad Unit', 'Impressions', 'Revenue', 'CPM'])
    expect(csv.length - 1).toBe(count)
    const xlsxDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download Excel' }).click()
    const xlsxFile = await xlsxDownload
    expect(xlsxFile.suggestedFilename()).toMatch(/\.xlsx$/)
    await expect(page.getByText('We have successfully downloaded your Excel report')).toBeVisible()
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile((await xlsxFile.path())!)
    const sheet = book.worksheets[0]!
    const cells: string[][] = []
    sheet.eachRow((row) =>
      cells.push(
        (row.values as unknown[]).slice(1).map((v) => (typeof v === 'number' ? String(v) : `${v}`)),
      ),
    )
    expect(cells.map((r) => r.slice(2).map(Number))).toEqual(csv.map((r) => r.slice(2).map(Number)))

    // REP-18: save from the preview.
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('We have successfully saved your report')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()

    // REP-12..14: back in the editor, a schedulable range, Daily, an end date, two recipients.
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard\/reports\/detail/)
    await chooseRange(page, 'Last 7 Days')
    await page.getByText('Daily', { exact: true }).click()
    const end = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
    await page.getByLabel('End date').fill(end)
    await page.getByLabel('Email 1', { exact: true }).fill('owner@demo.test')
    await page.getByRole('button', { name: 'Add email' }).click()
    await page.getByLabel('Email 2', { exact: true }).fill(recipient)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('We have successfully saved your report')).toBeVisible()
    await expectAccessible(page, 'pp-reports')

    // The library shows the schedule; the scheduler, run as of the next due time, e-mails it.
    await page.getByRole('link', { name: 'Back to all reports' }).click()
    await expect(page).toHaveURL(/\/dashboard\/reports\/?$/)
    const row = page.locator('pp-reports tr', { hasText: name })
    await expect(row).toContainText('Daily')
    await expect(row).toContainText('Next:')
    const list = await page.request.get(`/api/reporting/accounts/${await accountOf(page)}/reports`)
    const saved = (
      (await list.json()) as { items: Array<{ name: string; nextRuns: string[] }> }
    ).items.find((r) => r.name === name)!
    const due = Date.parse(saved.nextRuns[0]!)
    // The demo's fake clock is support staff's (a publisher's session is refused).
    const refused = await page.request.post('/demo/reports/tick', {
      headers: { origin: baseURL! },
      data: { now: new Date(due + 60_000).toISOString() },
    })
    expect(refused.status()).toBe(403)
    const support = await playwright.request.newContext({ baseURL })
    await signInOwnerApi(support, baseURL!, 'support@demo.test')
    const tick = await support.post('/demo/reports/tick', {
      headers: { origin: baseURL! },
      data: { now: new Date(due + 60_000).toISOString() },
    })
    expect(tick.ok(), await tick.text()).toBeTruthy()
    await support.dispose()
    const mail = await latestMail(page, recipient)
    expect(mail.subject).toBe(`Your report "${name}" is ready`)
    const file = await page.request.get(mail.link!)
    expect(file.ok()).toBeTruthy()
    expect(file.headers()['content-disposition']).toMatch(/\.xlsx/)
    await page.reload()
    await expect(page.locator('pp-reports tr', { hasText: name })).toContainText('rows')
    await page.goto('/demo/outbox')
    await expect(page.getByText(mail.subject).first()).toBeVisible()
  })
}

/** The signed-in session's account (the session call the elements make). */
async function accountOf(page: Page): Promise<string> {
  const reply = await page.request.get('/api/accounts/auth/session')
  return ((await reply.json()) as { accountUUID: string }).accountUUID
}

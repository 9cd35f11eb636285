// The metric detail pages (ANA-01..16) against the demo server and its seeded facts, on both
// builds: every chart page shows the server's total and table; tabs refetch with their view, the
// table pages, the CSV export is read back and agrees with the table; the top pages link to the
// embed analytics; story clicks from an embed returns there; the 404 and 403 gates. Reads only.
import { expect, test, type Page, type Request, type Response } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectAccessible, number, signInToHome, usd } from './fixtures'

const DETAIL = '/dashboard/analytics/detail'
const percent = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value / 100)

const form = (request: Request) => new URLSearchParams(request.postData() ?? '')
/**
 * A metric call of a detail page (the referrer says which page asked: home's calls, still on their
 * way when a test leaves home for a detail page, must not match).
 */
const isCall = (path: string, view?: string) => (response: Response) =>
  response.request().method() === 'POST' &&
  new URL(response.url()).pathname.endsWith(path) &&
  (response.request().headers()['referer'] ?? '').includes('/dashboard/analytics/detail/') &&
  (!view || form(response.request()).get('viewType') === view)

const at = (build: 'react' | 'lite', path: string) =>
  build === 'lite' ? `${path}${path.includes('?') ? '&' : '?'}build=lite` : path

const PAGES = [
  { metric: 'cpm', title: 'CPM', call: '/revenue/detail', show: (t: AdTotal) => usd(t.cpm) },
  {
    metric: 'impression',
    title: 'Impressions',
    call: '/revenue/detail',
    show: (t: AdTotal) => number(t.impressions),
  },
  {
    metric: 'revenue',
    title: 'Revenue',
    call: '/revenue/detail',
    show: (t: AdTotal) => usd(t.revenue),
  },
  {
    metric: 'averageinview',
    title: 'Average In-View %',
    call: '/embedLoad/detailed',
    show: percent,
  },
  {
    metric: 'questionsanswered',
    title: 'Question Responses',
    call: '/questionAnswered/detailed',
    show: number,
  },
  {
    metric: 'uniqueengagedusers',
    title: 'Unique Engaged Users',
    call: '/uniqueEngagedUsers/detailed',
    show: number,
  },
  { metric: 'storyclicks', title: 'Story Clicks', call: '/storyClicked/detailed', show: number },
] as const
type AdTotal = { revenue: number; impressions: number; cpm: number }

const rows = (page: Page) => page.locator('pp-analytics tbody tr[data-row]')

for (const build of ['react', 'lite'] as const) {
  test(`${build}: each chart page shows the server's total and table`, async ({ page }) => {
    await signInToHome(page, 'owner@demo.test', build)
    for (const { metric, title, call, show } of PAGES) {
      const reply = page.waitForResponse(isCall(call))
      await page.goto(at(build, `${DETAIL}/${metric}`))
      const body = (await (await reply).json()) as {
        total: { aggregate: number | AdTotal }
        table: Array<{ name: string }>
      }
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible()
      const total = page.locator('pp-analytics [data-total]')
      await expect(total).toHaveText((show as (v: unknown) => string)(body.total.aggregate))
      await expect(rows(page)).toHaveCount(Math.min(7, body.table.length))
      await expect(
        page.getByRole('img', { name: new RegExp(`^${title.replace(/[%]/g, '.')}, `) }),
      ).toBeVisible()
    }
    await expectAccessible(page, `story clicks (${build})`)
  })

  test(`${build}: tabs refetch, the table pages, the export reads back as the table`, async ({
    page,
  }) => {
    await signInToHome(page, 'owner@demo.test', build)
    const first = page.waitForResponse(isCall('/storyClicked/detailed', 'STORY'))
    await page.goto(at(build, `${DETAIL}/storyclicks`))
    const stories = (await (await first).json()) as { table: unknown[] }
    expect(stories.table.length).toBeGreaterThan(7)
    await expect(page.locator('pp-analytics nav[aria-label$="pages"] p')).toHaveText(
      `1–7 of ${stories.table.length}`,
    )
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.locator('pp-analytics nav[aria-label$="pages"] p')).toHaveText(
      `8–${Math.min(14, stories.table.length)} of ${stories.table.length}`,
    )

    const devices = page.waitForResponse(isCall('/embedLoad/detailed', 'DEVICE'))
    await page.goto(at(build, `${DETAIL}/averageinview`))
    await expect(rows(page).first()).toBeVisible()
    await expectAccessible(page, `average in view (${build})`)
    await page.getByRole('tab', { name: 'Devices' }).click()
    const byDevice = (await (await devices).json()) as {
      table: Array<{ key: string; name: string; value: number }>
    }
    await expect(rows(page)).toHaveCount(byDevice.table.length)
    await expect(page.getByRole('tab', { name: 'Devices' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const geo = page.waitForResponse(isCall('/embedLoad/detailed', 'GEO'))
    await page.getByRole('tab', { name: 'Geo' }).press('ArrowLeft')
    await page.getByRole('tab', { name: 'Geo' }).click()
    await geo
    await page.getByRole('tab', { name: 'Devices' }).click()
    await expect(rows(page)).toHaveCount(byDevice.table.length)

    // Export: the CSV of this view, read back; per device its in-view loads over loads is the
    // table's value (rates from sums).
    const download = page.waitForEvent('download')
    const exported = page.waitForRequest((r) => r.url().endsWith('/embedLoad/export'))
    await page.getByRole('button', { name: 'Export CSV' }).click()
    expect(form(await exported).get('viewType')).toBe('DEVICE')
    const file = await download
    expect(file.suggestedFilename()).toBe('averageinview-export.csv')
    const lines = readFileSync((await file.path())!, 'utf8')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe('Date,Device,Loads,In-View Loads,Average In-View %')
    expect(lines[0]).not.toContain('embed_uuid')
    const sums = new Map<string, { loads: number; inview: number }>()
    for (const line of lines.slice(1)) {
      const [, device, loads, inview] = line.split(',')
      const sum = sums.get(device!) ?? { loads: 0, inview: 0 }
      sum.loads += Number(loads)
      sum.inview += Number(inview)
      sums.set(device!, sum)
    }
    for (const row of byDevice.table) {
      const sum = sums.get(row.name)!
      expect(sum, row.name).toBeTruthy()
      expect((sum.inview / sum.loads) * 100).toBeCloseTo(row.value, 6)
      await expect(rows(page).filter({ hasText: row.name })).toContainText(percent(row.value))
    }
  })

  test(`${build}: a site filter reaches the call; choosing Sites clears it`, async ({ page }) => {
    await signInToHome(page, 'owner@demo.test', build)
    const all = page.waitForResponse(isCall('/questionAnswered/detailed', 'SITE'))
    await page.goto(at(build, `${DETAIL}/questionsanswered`))
    const whole = (await (await all).json()) as { total: { aggregate: number } }
    await page.getByRole('tab', { name: 'Devices' }).click()
    await expect(rows(page).first()).toBeVisible()
    const one = page.waitForResponse(
      (r) =>
        isCall('/questionAnswered/detailed', 'DEVICE')(r) &&
        form(r.request()).getAll('sites').length === 1,
    )
    await page.getByRole('button', { name: /^Sites / }).click()
    await expectAccessible(page, `site filter (${build})`)
    await page.getByRole('checkbox', { name: 'Daily Planet' }).check()
    await page.getByRole('button', { name: 'Apply' }).click()
    const bySite = (await (await one).json()) as { total: { aggregate: number } }
    expect(bySite.total.aggregate).toBeLessThan(whole.total.aggregate)
    await expect(page.locator('pp-analytics [data-total]')).toHaveText(
      number(bySite.total.aggregate),
    )
    const cleared = page.waitForResponse(isCall('/questionAnswered/detailed', 'SITE'))
    await page.getByRole('tab', { name: 'Sites' }).click()
    expect(form((await cleared).request()).getAll('sites')).toEqual([])
    await expect(page.locator('pp-analytics [data-total]')).toHaveText(
      number(whole.total.aggregate),
    )
  })

  test(`${build}: top lists open the embed; story clicks from an embed returns there`, async ({
    page,
  }) => {
    await signInToHome(page, 'owner@demo.test', build)
    const top = page.waitForResponse(isCall('/storyClicked/top-stories'))
    await page.goto(at(build, `${DETAIL}/topstoryclicks`))
    const body = (await (await top).json()) as {
      rows: Array<{ title: string; embed_uuid: string }>
    }
    expect(body.rows.length).toBeGreaterThan(0)
    expect(form((await top).request()).get('topRank')).toBe('15')
    const table = page.getByRole('table', { name: 'Most Clicked Stories' })
    await expect(table.getByRole('rowheader').first()).toContainText(body.rows[0]!.title)
    await expectAccessible(page, `most clicked stories (${build})`)
    await table.getByRole('row').nth(1).getByRole('link').click()
    const embed = body.rows[0]!.embed_uuid
    await expect(page).toHaveURL(
      new RegExp(`/dashboard/embeds/analytics/embedcontent\\?embed=${embed}`),
    )

    // The embed's story card links to story clicks, whose back link returns to this embed.
    await page.getByRole('link', { name: 'View story clicks' }).first().click()
    await expect(page).toHaveURL(/\/dashboard\/analytics\/detail\/storyclicks\?from=embedcontent/)
    await page.getByRole('link', { name: 'Back to embed metrics' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/dashboard/embeds/analytics/embedcontent\\?embed=${embed}`),
    )

    await page.goto(at(build, `${DETAIL}/topquestionsanswered`))
    const questions = page.getByRole('table', { name: 'Top Questions Answered' })
    await expect(
      questions.getByRole('columnheader', { name: 'Top Answered Questions' }),
    ).toBeVisible()
    await expect(questions.getByRole('rowheader').first()).not.toBeEmpty()
    await page.getByRole('link', { name: 'Back to all metrics' }).click()
    await expect(page).toHaveURL(/\/dashboard\/home$/)
  })

  test(`${build}: unknown metrics are 404, ad pages without home.adMetrics 403`, async ({
    page,
  }) => {
    await signInToHome(page, 'editor@demo.test', build)
    await page.goto(at(build, `${DETAIL}/nope`))
    await expect(page).toHaveURL(/\/error\/404/)
    await page.goto(at(build, `${DETAIL}/cpm`))
    await expect(page).toHaveURL(/\/error\/403/)
    await page.goto(at(build, `${DETAIL}/questionsanswered`))
    await expect(page.getByRole('heading', { level: 1, name: 'Question Responses' })).toBeVisible()
  })
}

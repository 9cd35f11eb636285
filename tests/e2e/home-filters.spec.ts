// The home dashboard (HOME-02..11) against the demo server and its seeded facts, on both builds:
// the owner changes the site filter, the ad type and the date range, and the totals, charts and
// top tables follow the server's answers; a user without home.adMetrics gets no ad section and no
// revenue call. Reads only (no seeded data changes).
import { expect, test, type Page, type Request, type Response } from '@playwright/test'
import { expectAccessible, number, signInToHome, usd } from './fixtures'

const form = (request: Request) => new URLSearchParams(request.postData() ?? '')
const isCall = (path: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith(path)

const card = (page: Page, title: string) => page.locator(`pp-home [data-metric-card="${title}"]`)
const total = (page: Page, title: string) => card(page, title).locator('[data-total]')

for (const build of ['react', 'lite'] as const) {
  test(`${build}: filters, ad type and range change the home's charts and tables`, async ({
    page,
  }) => {
    const firstRevenue = page.waitForResponse(isCall('/revenue/detail'))
    const firstQuestions = page.waitForResponse(isCall('/questionAnswered/top-questions'))
    await signInToHome(page, 'owner@demo.test', build)
    const firstRequest = (await firstRevenue).request()
    const revenue0 = (await (await firstRevenue).json()) as {
      total: { aggregate: { revenue: number } }
    }
    await expect(total(page, 'Revenue')).toHaveText(usd(revenue0.total.aggregate.revenue))
    const top0 = (await (await firstQuestions).json()) as { rows: Array<{ question: string }> }
    expect(top0.rows.length).toBeGreaterThan(0)
    const questions = page.getByRole('table', { name: 'Top Answered Questions' })
    await expect(questions.getByRole('rowheader').first()).toContainText(top0.rows[0]!.question)
    await expect(page.getByRole('heading', { name: 'Ad Metrics' })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Revenue, / })).toBeVisible()
    await expectAccessible(page, `home (${build})`)

    // One site: every metric call names it, and the totals are the new answers.
    const siteRevenue = page.waitForResponse(
      (r) => isCall('/revenue/detail')(r) && form(r.request()).getAll('sites').length === 1,
    )
    const siteUsers = page.waitForResponse(
      (r) =>
        isCall('/uniqueEngagedUsers/detailed')(r) && form(r.request()).getAll('sites').length === 1,
    )
    await page.getByRole('button', { name: /^Sites / }).click()
    await expectAccessible(page, `home site filter (${build})`)
    await page.getByRole('checkbox', { name: 'Daily Planet' }).check()
    await page.getByRole('button', { name: 'Apply' }).click()
    const bySite = (await (await siteRevenue).json()) as typeof revenue0
    expect(bySite.total.aggregate.revenue).toBeLessThan(revenue0.total.aggregate.revenue)
    await expect(total(page, 'Revenue')).toHaveText(usd(bySite.total.aggregate.revenue))
    const users = (await (await siteUsers).json()) as { total: { aggregate: number } }
    await expect(total(page, 'Unique Engaged Users')).toHaveText(number(users.total.aggregate))

    // Video Ads: the revenue call carries revenueType, the details link too.
    const video = page.waitForResponse(
      (r) => isCall('/revenue/detail')(r) && form(r.request()).get('revenueType') === 'VIDEO',
    )
    await page.getByText('Video Ads', { exact: true }).click()
    const videoReply = (await (await video).json()) as {
      total: { aggregate: { revenue: number; impressions: number } }
    }
    await expect(total(page, 'Impressions')).toHaveText(
      number(videoReply.total.aggregate.impressions),
    )
    await expect(card(page, 'CPM').getByRole('link', { name: /View details/ })).toHaveAttribute(
      'href',
      '/dashboard/analytics/detail/cpm?revenueType=VIDEO',
    )

    // Last 90 days: a longer range, larger totals, a new top list.
    const longer = page.waitForResponse(
      (r) =>
        isCall('/questionAnswered/top-questions')(r) &&
        Date.parse(form(r.request()).get('endDate')!) -
          Date.parse(form(r.request()).get('startDate')!) ===
          89 * 86_400_000,
    )
    await page.getByRole('button', { name: /^Date range / }).click()
    const picker = page.getByRole('dialog', { name: 'Date range' })
    await expect(picker.getByRole('grid').first()).toBeVisible()
    await expectAccessible(page, `home date range (${build})`)
    await picker.getByRole('button', { name: 'Last 90 days' }).click()
    await picker.getByRole('button', { name: 'Apply' }).click()
    const top90 = (await (await longer).json()) as {
      rows: Array<{ question: string; embed_name: string }>
    }
    await expect(questions.getByRole('rowheader').first()).toContainText(top90.rows[0]!.question)
    // The row links to its embed's analytics.
    await questions.getByRole('link', { name: top90.rows[0]!.embed_name }).first().click()
    await expect(page).toHaveURL(/\/dashboard\/embeds\/analytics\/embedcontent\?embed=/)

    // Back on home through the navigation: the filters were cleared on leaving (HOME-02).
    const again = page.waitForResponse(isCall('/revenue/detail'))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/dashboard\/home$/)
    const cleared = form((await again).request())
    expect(cleared.getAll('sites')).toEqual([])
    expect(cleared.get('revenueType')).toBeNull()
    expect(cleared.get('startDate')).toBe(form(firstRequest).get('startDate'))
    await expect(page.getByRole('button', { name: /^Sites / })).toContainText('All sites')
    await expect(page.getByText('All Ads', { exact: true })).toBeVisible()
  })
}

test('without home.adMetrics there is no Ad Metrics section and no revenue call', async ({
  page,
}) => {
  const revenueCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/reporting/revenue/')) revenueCalls.push(r.url())
  })
  const users = page.waitForResponse(isCall('/uniqueEngagedUsers/detailed'))
  await signInToHome(page, 'editor@demo.test', 'react')
  const reply = (await (await users).json()) as { total: { aggregate: number } }
  await expect(total(page, 'Unique Engaged Users')).toHaveText(number(reply.total.aggregate))
  await expect(page.getByRole('heading', { name: 'Content Engagement' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ad Metrics' })).toHaveCount(0)
  expect(revenueCalls).toEqual([])
  await expectAccessible(page, 'home without ad metrics')
})

// Every screen of the portal and the demo pages, at 1280 and 375 px, through axe-core (issue 27:
// no serious or critical finding anywhere), and none scrolls sideways. The flows check their own
// screens at 1280 as they pass; this sweep is the one place that visits all of them at both
// widths, signed in as the demo owner, on its own server with the product's timers
// (playwright.config.ts), since axe on a busy screen takes longer than the flows' idle timer.
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, signIn } from './fixtures'
import { SWEEP_PORT } from './playwright.config'

test.use({ baseURL: `http://127.0.0.1:${SWEEP_PORT}` })

interface Screen {
  path: string
  /** What shows once the screen has its content. */
  shows: (page: Page) => ReturnType<Page['getByRole']>
  /** What a publisher does on `path` to reach the screen, when a route alone does not. */
  open?: (page: Page) => Promise<void>
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name }).first()

const SIGNED_OUT: Screen[] = [
  { path: '/auth/signin', shows: (page) => page.getByRole('button', { name: 'Log in' }) },
  { path: '/auth/resetpassword', shows: (page) => page.getByRole('textbox').first() },
  { path: '/auth/request-demo', shows: (page) => page.getByRole('textbox').first() },
]

const ACCOUNT: Screen[] = [
  { path: '/dashboard/home', shows: heading(/Story Engagement|Engagement/) },
  { path: '/dashboard/account/general', shows: heading('Account Settings') },
  { path: '/dashboard/account/users', shows: (page) => page.getByRole('table').first() },
  { path: '/dashboard/account/sites', shows: (page) => page.getByRole('table').first() },
  { path: '/dashboard/account/adstxt', shows: heading('Account Settings') },
  {
    path: '/dashboard/account/paymentinfo/existingpayments',
    shows: heading('Account Settings'),
  },
  { path: '/dashboard/profile', shows: (page) => page.getByRole('textbox').first() },
  { path: '/error/404', shows: heading('Page not found') },
  { path: '/error/403', shows: heading('Access denied') },
  { path: '/error/500', shows: heading('Something went wrong') },
  { path: '/error/permission', shows: heading("You don't have permission to view this page") },
]

const ANALYTICS: Screen[] = [
  'revenue',
  'averageinview',
  'questionsanswered',
  'uniqueengagedusers',
  'storyclicks',
  'topquestionsanswered',
  'topstoryclicks',
].map((metric) => ({
  path: `/dashboard/analytics/detail/${metric}`,
  shows: (page: Page) => page.getByRole('table').first(),
}))

const REPORTS: Screen[] = [
  { path: '/dashboard/reports', shows: (page) => page.getByRole('table').first() },
  {
    path: '/dashboard/reports',
    open: (page) => page.getByRole('button', { name: 'Create Report' }).first().click(),
    shows: heading('New Report'),
  },
]

/** A manager's tabs, each its own route, shown once the manager's section list is. */
const tabScreens = (base: string, tabs: string[], sections: string): Screen[] =>
  tabs.map((tab) => ({
    path: `${base}/${tab}`,
    shows: (page: Page) => page.getByRole('navigation', { name: sections }),
  }))

const COMMENTING = tabScreens(
  '/dashboard/commenting/commentmanager',
  ['code', 'configuration', 'moderation', 'addons', 'statistics', 'export', 'advanced'],
  'Commenting sections',
)

const RATINGS = tabScreens(
  '/dashboard/ratings/ratingsmanager',
  ['code', 'configuration', 'addons', 'analytics'],
  'Ratings sections',
)

/** The embeds screens need a seeded embed's id, read from the library. */
const embedScreens = (embed: string): Screen[] => [
  {
    path: '/dashboard/embeds',
    shows: (page) => page.getByRole('button', { name: /^Actions for/ }).first(),
  },
  {
    path: `/dashboard/embeds/analytics/embedcontent?embed=${embed}`,
    shows: heading(/^Total Cards/),
  },
  {
    path: `/dashboard/embeds/emails?embed=${embed}`,
    shows: heading(/.+/),
  },
  ...['placement', 'customize', 'ads', 'add_ons', 'code'].map((step) => ({
    path: `/dashboard/embeds/management/${step}?embed=${embed}`,
    shows: (page: Page) => page.getByRole('navigation', { name: 'Embed steps' }),
  })),
]

const DEMO_PAGES: Screen[] = [
  { path: '/demo/newer-portal', shows: heading(/.+/) },
  { path: '/demo/framed', shows: heading(/.+/) },
  { path: '/demo/article', shows: (page) => page.locator('article').first() },
]

async function sweep(page: Page, screens: Screen[], width: number) {
  for (const screen of screens) {
    await page.goto(screen.path)
    await screen.open?.(page)
    await expect(screen.shows(page), screen.path).toBeVisible({ timeout: 15_000 })
    // Let the screen settle: its remaining fetches and the first paint of what they bring.
    await page.waitForLoadState('networkidle')
    await expect(page.getByText(/^Loading/)).toHaveCount(0)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expectAccessible(page, `${screen.path} at ${width} px`)
    // Nothing scrolls sideways: a phone reader pans only what is meant to pan (tables).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `${screen.path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
  }
}

async function firstEmbed(page: Page): Promise<string> {
  await page.goto('/dashboard/embeds')
  await page
    .getByRole('button', { name: /^Actions for/ })
    .first()
    .click()
  await page.getByRole('menuitem', { name: 'View Analytics' }).click()
  await expect(page).toHaveURL(/embedcontent\?embed=/)
  return new URL(page.url()).searchParams.get('embed')!
}

for (const width of [1280, 375]) {
  test.describe(`every screen at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 740 })
    })

    test(`signed out, ${width} px`, async ({ page }) => {
      await sweep(page, SIGNED_OUT, width)
    })

    for (const [group, screens] of [
      ['home, account, profile', ACCOUNT],
      ['analytics', ANALYTICS],
      ['reports', REPORTS],
      ['commenting', COMMENTING],
      ['ratings', RATINGS],
      ['demo pages', DEMO_PAGES],
    ] as const) {
      test(`${group}, ${width} px`, async ({ page }) => {
        await signIn(page, 'owner@demo.test')
        await expect(page).toHaveURL(/\/dashboard\/home$/)
        await sweep(page, screens, width)
      })
    }

    test(`embeds, ${width} px`, async ({ page }) => {
      await signIn(page, 'owner@demo.test')
      await expect(page).toHaveURL(/\/dashboard\/home$/)
      await sweep(page, embedScreens(await firstEmbed(page)), width)
    })
  })
}

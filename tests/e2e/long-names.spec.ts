// Issue 7: 80-character names, e-mails and a company name at 1280 and 375 px. The owner's own
// name (Profile form), an added user (Account Settings → Users → Add User) and the account name
// (General) are set through the forms; every signed-in page then fits its viewport, the Users
// rows keep Edit and Delete in view, and axe finds nothing serious. The seeded values come back
// at the end (afterAll, through the API) for the flows that run after this one.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectAccessible, signInOwner } from './fixtures'

test.describe.configure({ mode: 'serial' })

/** `n` characters of `word` repeated, without spaces: the hardest case for wrapping. */
const long = (word: string, n = 80) => word.repeat(Math.ceil(n / word.length)).slice(0, n)

const OWNER_FIRST = long('Maximiliana')
const OWNER_LAST = long('Wolfeschlegelstein')
const USER_FIRST = long('Bartholomew')
const USER_LAST = long('Featherstonehaugh')
const DOMAIN = '@long-names.demo.test'
const USER_EMAIL = `${long('longaddress', 80 - DOMAIN.length)}${DOMAIN}`
const COMPANY = long('InternationalPublishingHouse')

interface Session {
  accountUUID: string
  userUUID: string
  firstName: string
  lastName: string
  email: string
  phone: string | null
}
type General = Record<
  'accountName' | 'streetAddress' | 'city' | 'zipCode' | 'region' | 'country',
  string | null
>

const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  {
    path: '/dashboard/home',
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    path: '/dashboard/account/general',
    ready: (page) =>
      expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(COMPANY),
  },
  {
    path: '/dashboard/account/users',
    ready: (page) => expect(userRow(page)).toContainText(USER_EMAIL),
  },
  {
    path: '/dashboard/account/sites',
    ready: (page) => expect(page.getByText('1–3 of 3')).toBeVisible(),
  },
  {
    path: '/dashboard/account/adstxt',
    ready: (page) => expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible(),
  },
  {
    path: '/dashboard/account/paymentinfo',
    ready: (page) => expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible(),
  },
  {
    path: '/dashboard/profile',
    ready: (page) =>
      expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(
        OWNER_FIRST,
      ),
  },
  {
    path: '/dashboard/commenting',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Commenting', exact: true })).toBeVisible(),
  },
  {
    path: '/error/404',
    ready: (page) => expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
  },
]

const userRow = (page: Page) => page.getByRole('row').filter({ hasText: USER_EMAIL })

async function api<T>(page: Page, method: string, path: string, data?: unknown): Promise<T> {
  const reply = await page.request.fetch(`/api/accounts${path}`, {
    method,
    data,
    headers: { origin: new URL(page.url()).origin },
  })
  expect(reply.ok(), `${method} ${path}: ${reply.status()}`).toBeTruthy()
  return (reply.status() === 204 ? null : await reply.json()) as T
}

/** The page is no wider than the viewport: nothing scrolls sideways. */
async function expectFits(page: Page, screen: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  expect(
    widths.scroll,
    `${screen}: page width ${widths.scroll} > ${widths.inner}`,
  ).toBeLessThanOrEqual(widths.inner)
}

/** Each located element lies inside the viewport from left to right. */
async function expectInView(page: Page, buttons: ReturnType<Page['getByRole']>, what: string) {
  const width = page.viewportSize()!.width
  const count = await buttons.count()
  expect(count, what).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const box = await buttons.nth(i).boundingBox()
    expect(box, `${what} ${i}`).not.toBeNull()
    expect(box!.x, `${what} ${i} left`).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width, `${what} ${i} right`).toBeLessThanOrEqual(width)
  }
}

let seeded: { session: Session; general: General } | null = null

test('80-character names, e-mail and company name go in through the forms', async ({ page }) => {
  await signInOwner(page)
  const session = await api<Session>(page, 'GET', '/auth/session')
  const general = await api<General>(page, 'GET', `/accounts/${session.accountUUID}`)
  seeded = { session, general }

  // Profile: the owner's own name.
  await page.goto('/dashboard/profile')
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(OWNER_FIRST)
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(OWNER_LAST)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Your profile information has been saved successfully')).toBeVisible()

  // General: the company name.
  await page.goto('/dashboard/account/general')
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(COMPANY)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your General information has been saved Successfully')).toBeVisible()

  // Users: a user with long names and a long e-mail.
  await page.goto('/dashboard/account/users')
  await page.getByRole('button', { name: 'Add User' }).click()
  const add = page.getByRole('dialog', { name: 'Add User' })
  await add.getByLabel('First name').fill(USER_FIRST)
  await add.getByLabel('Last name').fill(USER_LAST)
  await add.getByLabel('Email').fill(USER_EMAIL)
  await add.getByLabel('Phone').fill('+1 212 555 0188')
  await expectAccessible(page, 'the Add User dialog with long values')
  await add.getByRole('button', { name: 'Add User' }).click()
  await expect(page.getByText('User has been added successfully')).toBeVisible()
  await expect(add).toBeHidden()
  await expect(userRow(page)).toContainText(`${USER_FIRST} ${USER_LAST}`)
})

for (const [width, build] of [
  [1280, 'react'],
  [375, 'react'],
  [1280, 'lite'],
  [375, 'lite'],
] as const) {
  test(`every signed-in page fits ${width} px with the long values (${build})`, async ({
    page,
  }) => {
    test.skip(!seeded, 'the long values were not set')
    const query = build === 'lite' ? '?build=lite' : ''
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 })
    await signInOwner(page, build)
    await expect(page.getByRole('link', { name: 'Publisher Portal' })).toBeVisible()

    for (const { path, ready } of PAGES) {
      await page.goto(path + query)
      await ready(page)
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      await expectFits(page, `${path} at ${width} px`)
      if (path.endsWith('/users')) {
        const row = userRow(page)
        await expect(
          row.getByRole('button', { name: `Edit ${USER_FIRST} ${USER_LAST}` }),
        ).toBeVisible()
        const actions = page.getByRole('table', { name: 'Users' }).getByRole('button', {
          name: /^(Edit|Delete) /,
        })
        await expectInView(page, actions, `Users row actions at ${width} px`)
      }
      await expectAccessible(page, `${path} at ${width} px`)
    }

    // The header: the product link and the user menu with the long name and company.
    await page.goto('/dashboard/home' + query)
    await expect(page.getByRole('link', { name: 'Publisher Portal' })).toBeVisible()
    await page.getByRole('button', { name: /User menu/ }).click()
    const menu = page.getByRole('menu')
    // Cut with an ellipsis, the whole name and company show as tooltips.
    await expect(menu.getByText(COMPANY, { exact: true })).toHaveAttribute('title', COMPANY)
    await expect(menu.getByText(`${OWNER_FIRST} ${OWNER_LAST}`, { exact: true })).toHaveAttribute(
      'title',
      `${OWNER_FIRST} ${OWNER_LAST}`,
    )
    await expectInView(page, menu.getByRole('menuitem'), `user menu items at ${width} px`)
    await expectFits(page, `the open user menu at ${width} px`)
    await expectAccessible(page, `the open user menu at ${width} px`)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    // The pages ran on the build this test names.
    const lite = scripts.filter((s) => s.startsWith('/dist/lite/'))
    const react = scripts.filter((s) => s.startsWith('/dist/') && !s.startsWith('/dist/lite/'))
    expect(build === 'lite' ? react : lite).toEqual([])
    expect((build === 'lite' ? lite : react).length).toBeGreaterThan(0)
  })
}

/** Puts the seeded names and account name back and removes the added user. */
async function restore(browser: Browser) {
  if (!seeded) return
  const page = await browser.newPage()
  try {
    await signInOwner(page)
    const { session, general } = seeded
    await api(page, 'PUT', `/users/${session.userUUID}`, {
      firstName: session.firstName,
      lastName: session.lastName,
      email: session.email,
      phoneNumber: session.phone,
    })
    const { accountName, streetAddress, city, zipCode, region, country } = general
    await api(page, 'PUT', `/accounts/${session.accountUUID}`, {
      accountName,
      streetAddress,
      city,
      zipCode,
      region,
      country,
    })
    const { items } = await api<{ items: Array<{ userUUID: string; email: string }> }>(
      page,
      'GET',
      `/accounts/${session.accountUUID}/users/permissions`,
    )
    for (const user of items.filter((u) => u.email === USER_EMAIL))
      await api(page, 'DELETE', `/users/${user.userUUID}`)
  } finally {
    await page.close()
  }
}

test.afterAll(async ({ browser }) => restore(browser))

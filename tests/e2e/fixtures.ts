/** Shared steps of the flow tests. */
import axe from 'axe-core'
import {
  expect,
  type APIRequestContext,
  type Frame,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'

export const PASSWORD = 'Demo#Portal2026'

/** Signs in as the demo owner (or `email`) through the API (the request context keeps the cookie). */
export async function signInOwnerApi(
  request: APIRequestContext,
  baseURL: string,
  email = 'owner@demo.test',
) {
  const reply = await request.post('/api/accounts/login', {
    headers: { origin: baseURL },
    form: { username: email, password: PASSWORD },
  })
  expect(reply.ok(), await reply.text()).toBeTruthy()
}

export async function signIn(
  page: Page,
  email: string,
  password = PASSWORD,
  from = '/auth/signin',
) {
  await page.goto(from)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Fills each field found by its label with its value, in the order given. */
export async function fillFields(page: Page | Frame, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value)
}

/**
 * Signs in to `build` (the lite build through `?build=lite`), staying signed in whenever the idle
 * dialog asks, and waits for the home page.
 */
export async function signInToHome(page: Page, email: string, build: 'react' | 'lite' = 'react') {
  await stayWhenAsked(page)
  await signIn(page, email, PASSWORD, build === 'lite' ? '/auth/signin?build=lite' : '/auth/signin')
  await expect(page).toHaveURL(/\/dashboard\/home$/)
}

/** Signs the demo owner in to `build` and waits for the home page (as `signInToHome`). */
export const signInOwner = (page: Page, build: 'react' | 'lite' = 'react') =>
  signInToHome(page, 'owner@demo.test', build)

/** The success toast with exactly `text`; dismissed so a later identical one can be told apart. */
export async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('status').filter({ has: page.getByText(text, { exact: true }) })
  await expect(toast).toHaveCount(1)
  await toast.getByRole('button', { name: 'Dismiss' }).click()
  await expect(toast).toHaveCount(0)
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click()
}

/** The newest outbox e-mail to `to`, read through the demo JSON endpoint. */
export async function latestMail(
  page: Page,
  to: string,
): Promise<{ subject: string; link: string | null; body: string }> {
  const reply = await page.request.get(`/api/demo/outbox?to=${encodeURIComponent(to)}`)
  expect(reply.ok()).toBeTruthy()
  const { items } = (await reply.json()) as {
    items: Array<{ subject: string; link: string | null; body: string }>
  }
  expect(items.length).toBeGreaterThan(0)
  return items[0]!
}

/** An amount as the portal shows money: US dollars with two decimals (CORE-12). */
export const usd = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)

/** A number as the portal shows it: at most two decimals, thousands separated (CORE-12). */
export const number = (value: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value)

/** The password of a reset or a completed sign-up: passes every checklist rule. */
export const NEW_PASSWORD = 'Fresh#Start2026'

/** The visible main navigation of the shell header. */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' })
}

export async function logOut(page: Page) {
  await openUserMenu(page)
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/auth\/signin$/)
}

/** Signs in on the demo support console (/demo/support) as support staff. */
export async function signInSupport(page: Page) {
  await page.goto('/demo/support')
  await page.getByLabel('Email').fill('support@demo.test')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Signed in as support@demo.test.')).toBeVisible()
}

/** The e2e server's short timers can raise "Are you still there?" between steps: stay. */
export async function stayWhenAsked(page: Page) {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Stay signed in' }), (button) =>
    button.click(),
  )
}

/**
 * axe-core over the whole page, the portal's open shadow roots included (axe walks them itself):
 * fails on any serious or critical finding with one line per element found. Call it on each
 * screen and each open dialog a flow visits, once the screen shows its content. axe-core itself
 * is injected once per document and run in the page (a direct dependency: @axe-core/playwright's
 * per-call injection took 2–4 s here, longer than the flows' idle timer (then 1 s), so the inactivity
 * dialog would open and sign out during the check; and it asks for Node 22).
 */
export async function expectAccessible(
  page: Page | Frame,
  screen: string,
  /** Parts shown in the publisher's own colours (previews), as shadow selector chains. */
  skip: string[][] = [],
) {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axe.source)
  const violations = await page.evaluate(async (exclude) => {
    const engine = (window as unknown as { axe: typeof axe }).axe
    const context = exclude.length
      ? { include: [document], exclude: exclude.map((chain) => ({ fromShadowDom: chain })) }
      : document
    const results = await engine.run(context as never, { resultTypes: ['violations'] })
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map(
          (node) =>
            `${v.id} (${v.impact}) ${v.help}: ${node.target.map(String).join(' >>> ')}` +
            (node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''),
        ),
      )
  }, skip)
  expect(violations, `axe on ${screen} (${page.url()})`).toEqual([])
}

/** The kit's leave dialog (unsaved edits). */
export const leaveDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'You have unsaved changes. Leave anyway?' })

/** `move` away from unsaved edits asks first; Stay closes the question and `kept` checks the edits. */
export async function expectAskedToLeave(
  page: Page,
  move: () => Promise<void>,
  kept: () => Promise<void>,
) {
  await move()
  await expect(leaveDialog(page)).toBeVisible()
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click()
  await expect(leaveDialog(page)).toBeHidden()
  await kept()
}

/** Reloads a page with unsaved edits: the browser's own question (beforeunload) comes; Leave. */
export async function reloadPastLeaveQuestion(page: Page) {
  const asked = page.waitForEvent('dialog')
  const reloaded = page.reload()
  const question = await asked
  expect(question.type()).toBe('beforeunload')
  await question.accept()
  await reloaded
}

/** The Daily Planet demo site, whose commenting unit is on the demo article. */
export const DAILY_PLANET = '4e5f6071-0000-4000-8000-000000000001'

/**
 * Saves the Daily Planet moderation section with `change` applied, as the portal's form does
 * (`request` signed in as the owner).
 */
export async function saveDailyPlanetModeration(
  request: APIRequestContext,
  baseURL: string,
  change: Record<string, unknown>,
) {
  const config = await request.get(`/api/commenting/v1/sites/${DAILY_PLANET}/configurations`)
  expect(config.ok(), await config.text()).toBeTruthy()
  const { moderation } = (await config.json()) as { moderation: Record<string, unknown> }
  const { advancedSettings: _mockedOnly, ...fields } = moderation
  const saved = await request.put(
    `/api/commenting/v1/commenting-units/configurations/moderations/${moderation.uuid}`,
    { headers: { origin: baseURL }, data: { ...fields, ...change } },
  )
  expect(saved.ok(), await saved.text()).toBeTruthy()
}

/**
 * Puts the Daily Planet unit back to its seeded moderation (post-moderation, links allowed), in a
 * request context of its own signed in as the owner: a flow's beforeAll or afterAll.
 */
export async function seededDailyPlanetModeration(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
) {
  const request = await playwright.request.newContext({ baseURL })
  await signInOwnerApi(request, baseURL)
  await saveDailyPlanetModeration(request, baseURL, {
    moderationType: 'POST_MODERATION',
    blockCommentsWithLink: false,
  })
  await request.dispose()
}

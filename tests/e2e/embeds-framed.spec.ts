// CORE-18 / EMB-01 in a frame: on /demo/framed the embeds area reports its content height and
// the partner page sizes its iframe to it, so the frame never scrolls inside; the height follows
// the content from screen to screen, and navigation inside the frame keeps working. Both builds.
import { expect, test, type Frame, type Page } from '@playwright/test'
import { expectAccessible, PASSWORD, stayWhenAsked } from './fixtures'

const EMBED = 'Morning Trivia'

function inner(page: Page): Frame {
  const frame = page.frames().find((f) => f !== page.mainFrame())
  if (!frame) throw new Error('no iframe')
  return frame
}

/** The iframe's height as the partner page set it, once it matches the content. */
async function sizedToContent(page: Page): Promise<number> {
  const iframe = page.locator('#portal-frame')
  let height = 0
  await expect
    .poll(async () => {
      const sized = await iframe.getAttribute('data-sized')
      if (!sized) return 'not sized yet'
      height = Number(sized)
      const box = await iframe.evaluate((el) => (el as HTMLIFrameElement).clientHeight)
      // No inner scrollbar: the frame's document fits its viewport.
      const fits = await inner(page).evaluate(
        () => document.documentElement.scrollHeight <= window.innerHeight + 1,
      )
      return box === height && fits ? 'fits' : `frame ${box}px for ${height}px, fits ${fits}`
    })
    .toBe('fits')
  return height
}

for (const build of ['react', 'lite'] as const) {
  test(`${build}: framed, the library, analytics and e-mails size the iframe; navigation works`, async ({
    page,
  }) => {
    const suffix = build === 'lite' ? '?build=lite' : ''
    await stayWhenAsked(page)
    await page.goto('/demo/framed')
    const frame = page.frameLocator('#portal-frame')
    // The e2e server's short timers ask "Are you still there?" inside the frame too: stay.
    // (Clicked from script: the dialog is centred in the tall frame's viewport, which may lie
    // outside the partner page's view, where Playwright's click cannot reach it.)
    await page.addLocatorHandler(frame.getByRole('button', { name: 'Stay signed in' }), (b) =>
      b.evaluate((el) => (el as HTMLButtonElement).click()),
    )
    await inner(page).goto(`/auth/signin${suffix}`)
    await frame.getByLabel('Email').fill('owner@demo.test')
    await frame.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await frame.getByRole('button', { name: 'Log in' }).click()
    await expect(frame.getByRole('button', { name: /User menu/ })).toBeVisible()

    // The library, at full length (its 20 cards make a long page).
    await inner(page).goto(`/dashboard/embeds${suffix}`)
    await expect(frame.getByRole('button', { name: `Actions for ${EMBED}` })).toBeVisible()
    const library = await sizedToContent(page)
    expect(library).toBeGreaterThan(1000)
    await expectAccessible(inner(page), `library, framed (${build})`)

    // The page scrolled to the frame's end: a dialog opened there shows where the visitor looks
    // (the page tells the frame its visible part), not in the middle of the tall frame.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
    await frame
      .getByRole('button', { name: /^Actions for / })
      .last()
      .click()
    await frame.getByRole('menuitem', { name: 'Edit Labels' }).click()
    const labelsDialog = frame.getByRole('dialog', { name: 'Edit Labels' })
    await expect(labelsDialog).toBeVisible()
    const viewport = page.viewportSize()!
    await expect
      .poll(async () => {
        const box = (await labelsDialog.boundingBox())!
        return box.y >= 0 && box.y + box.height <= viewport.height
      })
      .toBe(true)
    await labelsDialog.press('Escape')
    await expect(labelsDialog).toBeHidden()
    await page.evaluate(() => scrollTo(0, 0))

    // One card left: a shorter frame. Its menu reaches below the content, so the frame grows to
    // hold it (no clipped menu), and shrinks back when it closes.
    await frame.getByRole('searchbox', { name: 'Search by Name or URL' }).fill(EMBED)
    await expect(frame.getByRole('article')).toHaveCount(1)
    const one = await sizedToContent(page)
    expect(one).toBeLessThan(library)
    await frame.getByRole('button', { name: `Actions for ${EMBED}` }).click()
    await expect(frame.getByRole('menuitem').last()).toBeVisible()
    expect(await sizedToContent(page)).toBeGreaterThan(one)
    await inner(page).locator('body').press('Escape')
    await expect(frame.getByRole('menuitem')).toHaveCount(0)
    expect(await sizedToContent(page)).toBe(one)

    // Into analytics through the card menu: the frame moves, the partner page does not.
    await frame.getByRole('button', { name: `Actions for ${EMBED}` }).click()
    await frame.getByRole('menuitem', { name: 'View Analytics' }).click()
    await expect(frame.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
      `Trivia & Polls > Configuration > ${EMBED}`,
    )
    await expect(frame.locator('[data-card]').first()).toBeVisible()
    expect(new URL(inner(page).url()).pathname).toBe('/dashboard/embeds/analytics/embedcontent')
    await expect(page).toHaveURL(/\/demo\/framed$/)
    await sizedToContent(page)
    await expectAccessible(inner(page), `analytics, framed (${build})`)

    // Back to the library (the frame's history), then the e-mails: a shorter page, a shorter frame.
    await inner(page).evaluate(() => history.back())
    await expect(frame.getByRole('button', { name: `Actions for ${EMBED}` })).toBeVisible()
    await frame.getByRole('button', { name: `Actions for ${EMBED}` }).click()
    await frame.getByRole('menuitem', { name: 'Email Collection' }).click()
    await expect(frame.getByRole('table', { name: 'Collected emails' })).toBeVisible()
    await expect(frame.getByRole('rowheader').first()).toContainText('@mail.test')
    // The frame shrinks to the shorter page (a full-height layout would keep it as tall).
    await expect
      .poll(async () => Number(await page.locator('#portal-frame').getAttribute('data-sized')))
      .toBeLessThan(library)
    const emails = await sizedToContent(page)
    expect(emails).toBeLessThan(library)
    await expectAccessible(inner(page), `e-mails, framed (${build})`)
    await expect(page).toHaveURL(/\/demo\/framed$/)
  })
}

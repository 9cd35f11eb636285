// Issue 14: single elements on a page of their own (/demo/newer-portal), as the newer portal
// uses the bundle: no routing by the page, a hostile stylesheet, both builds.
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, PASSWORD, signInOwner } from './fixtures'

/** The page's address, unchanged: the path and the build's query, nothing after. */
const stays = (path: string, query: string) => new RegExp(`${path}${query.replace('?', '\\?')}$`)

/** An account tab (the tab strip's links). */
const tab = (element: ReturnType<Page['locator']>, name: string) =>
  element
    .getByRole('navigation', { name: 'Account settings sections' })
    .getByRole('link', { name, exact: true })

/** Signed in on the full portal first: the session cookie is what the elements read. */
async function signedIn(page: Page) {
  await signInOwner(page)
  // Leave the host page entirely: a chunk it fetches late (a menu's, on a hover) must not be
  // counted as the next page's.
  await page.goto('about:blank')
}

const BUILDS = [
  { name: 'react', query: '', dist: '/dist/' },
  { name: 'lite', query: '?build=lite', dist: '/dist/lite/' },
] as const

/** Console errors and the element entry scripts a page loads. */
function watch(page: Page) {
  const errors: string[] = []
  const scripts: string[] = []
  page.on('console', (m) => {
    // Only this page's: a page left just before (the demo host's home) may still report.
    if (m.type() === 'error' && page.url().includes('/demo/newer-portal'))
      errors.push(`${m.text()} ${m.location().url}`)
  })
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  return { errors, scripts }
}

const elementScripts = (scripts: string[]) =>
  scripts.filter((s) => /\/elements\/pp-[a-z-]+\.js$/.test(s)).map((s) => s.split('/').pop())

/** Events the page's own script logged (demo/assets/newer-portal.js). */
const logged = (page: Page, name: string) => page.locator(`#np-event-log li[data-event="${name}"]`)

for (const build of BUILDS) {
  test.describe(`newer portal page (${build.name})`, () => {
    test('signed out: the element says so and links to the portal sign-in', async ({ page }) => {
      const { errors } = watch(page)
      await page.goto(`/demo/newer-portal/profile${build.query}`)
      await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible()
      const link = page.getByRole('link', { name: 'Sign in', exact: true })
      await expect(link).toHaveAttribute('href', '/auth/signin')
      await expectAccessible(page, 'signed-out element')
      await link.click()
      await expect(page).toHaveURL(/\/auth\/signin$/)
      expect(errors).toEqual([])
    })

    test('account settings: renders from the cookie, moves itself, leaves for the portal', async ({
      page,
    }) => {
      await signedIn(page)
      const { errors, scripts } = watch(page)
      await page.goto(`/demo/newer-portal/account${build.query}`)
      const element = page.locator('pp-account-settings')
      await expect(element.getByRole('rowheader', { name: /Daily Planet/ })).toBeVisible()
      await expectAccessible(page, 'account settings on the newer portal')

      // Its own tab moves the element; the page's address stays; the page sees the event.
      await tab(element, 'Users').click()
      await expect(element.getByRole('row').filter({ hasText: 'editor@demo.test' })).toBeVisible()
      await expect(element).toHaveAttribute('route', '/dashboard/account/users')
      await expect(page).toHaveURL(stays('/demo/newer-portal/account', build.query))
      await expect(logged(page, 'pp-navigate').last()).toContainText('/dashboard/account/users')

      // Only this element's code and the shared chunks were fetched.
      expect(elementScripts(scripts)).toEqual(['pp-account-settings.js'])
      expect(scripts.filter((s) => s.startsWith('/dist/') && !s.startsWith(build.dist))).toEqual([])
      expect(errors).toEqual([])

      // A move out of its area (an unknown tab → /error/404) opens the full portal there.
      await element.evaluate((el) => el.setAttribute('route', '/dashboard/account/nothing'))
      await expect(page).toHaveURL(/\/error\/404$/)
    })

    test('the embeds library renders alone, with only its own code, and moves itself', async ({
      page,
    }) => {
      await signedIn(page)
      const { errors, scripts } = watch(page)
      await page.goto(`/demo/newer-portal/embeds${build.query}`)
      const element = page.locator('pp-embeds')
      await expect(
        element.getByRole('heading', { name: /^Total Live Embeds \(\d+\)$/ }),
      ).toBeVisible()
      await expectAccessible(page, 'embeds library on the newer portal')
      // A card's menu moves the element to the embed's analytics; the page's address stays.
      await element
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click()
      await element.getByRole('menuitem', { name: 'View Analytics' }).click()
      await expect(element).toHaveAttribute('route', /^\/dashboard\/embeds\/analytics\//)
      await expect(element.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
        'Configuration >',
      )
      await expect(page).toHaveURL(stays('/demo/newer-portal/embeds', build.query))
      expect(elementScripts(scripts)).toEqual(['pp-embeds.js'])
      expect(errors).toEqual([])
    })

    test('the embed builder renders alone within the page width, with only its own code', async ({
      page,
    }) => {
      await signedIn(page)
      const { errors, scripts } = watch(page)
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(`/demo/newer-portal/embed-builder${build.query}`)
      const element = page.locator('pp-embed-builder')
      await expect(element.getByRole('heading', { name: 'Customize' })).toBeVisible()
      await expect(element.getByRole('navigation', { name: 'Cards' })).toBeVisible()
      // The page's grid sizes its slot by content: the card strip scrolls inside the page's
      // width instead of widening it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        1280,
      )
      expect(elementScripts(scripts)).toEqual(['pp-embed-builder.js'])
      expect(errors).toEqual([])
    })

    for (const [slug, tag, heading] of [
      ['home', 'pp-home', 'Home'],
      ['analytics', 'pp-analytics', 'Question Responses'],
    ] as const) {
      test(`${tag} renders alone with its metrics, with only its own code`, async ({ page }) => {
        await signedIn(page)
        const { errors, scripts } = watch(page)
        await page.goto(`/demo/newer-portal/${slug}${build.query}`)
        const element = page.locator(tag)
        await expect(element.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
        // A total from the metric calls (not a placeholder).
        await expect(element.getByText(/^[\d,]+$/).first()).toBeVisible()
        await expect(page).toHaveURL(stays(`/demo/newer-portal/${slug}`, build.query))
        expect(elementScripts(scripts)).toEqual([`${tag}.js`])
        expect(errors).toEqual([])
      })
    }

    test('commenting redirects inside its own area without touching the address', async ({
      page,
    }) => {
      await signedIn(page)
      await page.goto(`/demo/newer-portal/commenting${build.query}`)
      const element = page.locator('pp-commenting')
      await expect(element).toHaveAttribute('route', /\/dashboard\/commenting\/\w+/)
      await expect(page).toHaveURL(stays('/demo/newer-portal/commenting', build.query))
      await expectAccessible(page, 'commenting on the newer portal')
    })

    test('ratings redirects inside its own area and loads only its own code', async ({ page }) => {
      await signedIn(page)
      const { errors, scripts } = watch(page)
      await page.goto(`/demo/newer-portal/ratings${build.query}`)
      const element = page.locator('pp-ratings')
      await expect(element).toHaveAttribute('route', '/dashboard/ratings/ratingsmanager/code')
      await expect(element.getByRole('heading', { name: /^Ratings \(.+\)$/ })).toBeVisible()
      await expect(page).toHaveURL(stays('/demo/newer-portal/ratings', build.query))
      expect(elementScripts(scripts)).toEqual(['pp-ratings.js'])
      expect(errors).toEqual([])
      await expectAccessible(page, 'ratings on the newer portal')
    })

    test('sign-in: moves itself to the reset screen, and signing in opens the portal', async ({
      page,
    }) => {
      const { errors, scripts } = watch(page)
      await page.goto(`/demo/newer-portal/signin${build.query}`)
      const element = page.locator('pp-auth')
      await expect(element.getByRole('heading', { name: 'Log in' })).toBeVisible()
      await expectAccessible(page, 'sign-in on the newer portal')
      await element.getByRole('link', { name: 'Forgot your password' }).click()
      await expect(element).toHaveAttribute('route', '/auth/resetpassword')
      await expect(page).toHaveURL(stays('/demo/newer-portal/signin', build.query))
      expect(elementScripts(scripts)).toEqual(['pp-auth.js'])
      expect(errors).toEqual([])

      await page.goto(`/demo/newer-portal/signin${build.query}`)
      await element.getByRole('textbox', { name: 'Email' }).fill('owner@demo.test')
      await element.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await element.getByRole('button', { name: 'Log in' }).click()
      // The dashboard is not the element's area: the full portal opens there.
      await expect(page).toHaveURL(/\/dashboard\/home$/)
    })

    test('an error page renders without a session and links out to the portal', async ({
      page,
    }) => {
      const { errors, scripts } = watch(page)
      await page.goto(`/demo/newer-portal/not-found${build.query}`)
      const element = page.locator('pp-error')
      await expect(element.getByRole('heading', { name: 'Page not found' })).toBeVisible()
      await expectAccessible(page, 'an error page on the newer portal')
      expect(elementScripts(scripts)).toEqual(['pp-error.js'])
      expect(errors).toEqual([])
      await element.getByRole('link', { name: 'Go to the dashboard' }).click()
      // Signed out, the portal's dashboard sends the visitor to sign in.
      await expect(page).toHaveURL(/\/(dashboard\/home|auth\/signin)$/)
      expect(new URL(page.url()).pathname.startsWith('/demo/')).toBe(false)
    })

    test('the shell frames an area element; its Log out ends the session for the page', async ({
      page,
    }) => {
      await signedIn(page)
      const { errors, scripts } = watch(page)
      await page.goto(`/demo/newer-portal/shell${build.query}`)
      const shell = page.locator('pp-shell')
      const profile = page.locator('pp-profile')
      await expect(shell.getByRole('button', { name: /User menu/ })).toBeVisible()
      await expect(profile.getByRole('heading', { name: 'My Profile' })).toBeVisible()
      await expectAccessible(page, 'the shell and profile on the newer portal')
      // Its navigation leads to the full portal's pages (the shell owns no route).
      await expect(shell.getByRole('link', { name: 'Embeds', exact: true })).toHaveAttribute(
        'href',
        '/dashboard/embeds',
      )
      expect(elementScripts(scripts).sort()).toEqual(['pp-profile.js', 'pp-shell.js'])
      expect(errors).toEqual([])

      await shell.getByRole('button', { name: /User menu/ }).click()
      await shell.getByRole('menuitem', { name: 'Log out' }).click()
      await expect(page).toHaveURL(/\/auth\/signin$/)
      const session = await (await page.request.get('/api/accounts/auth/session')).json()
      expect(session.signedIn ?? false).toBe(false)
    })

    test('two elements share one session: when it ends, both say so', async ({ page }) => {
      await signedIn(page)
      const { errors } = watch(page)
      await page.goto(`/demo/newer-portal/together${build.query}`)
      const profile = page.locator('pp-profile')
      const account = page.locator('pp-account-settings')
      await expect(profile.getByRole('heading', { name: 'My Profile' })).toBeVisible()
      await expect(account.getByRole('heading', { name: 'Account Settings' })).toBeVisible()
      await expectAccessible(page, 'two elements on one page')

      // The session ends elsewhere (another tab signed out); the next call of one element meets
      // the 401, and the shared store signs both out.
      expect((await page.request.get('/api/accounts/auth/logout')).ok()).toBe(true)
      await tab(account, 'Users').click()
      await expect(account.getByRole('heading', { name: 'You are signed out' })).toBeVisible()
      await expect(profile.getByRole('heading', { name: 'You are signed out' })).toBeVisible()
      expect(
        errors.filter((e) => !e.includes('401')),
        errors.join('\n'),
      ).toEqual([])
    })

    test('the hostile stylesheet changes nothing: same pixels as in the demo host', async ({
      page,
    }) => {
      await signedIn(page)
      const shoot = async (url: string) => {
        await page.goto(url)
        const element = page.locator('pp-profile')
        await expect(element.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(
          /.+/,
        )
        // Same box on both pages (the page's own styles on the element itself), at a whole-pixel
        // offset so that nothing is resampled.
        await element.evaluate((el: HTMLElement) => {
          el.style.width = '900px'
          el.style.background = 'white'
          const top = el.getBoundingClientRect().top + scrollY
          el.style.marginTop = `${Math.ceil(top) - top}px`
        })
        return (await element.screenshot({ animations: 'disabled', caret: 'hide' })).toString(
          'base64',
        )
      }
      const host = await shoot(`/dashboard/profile${build.query}`)
      const foreign = await shoot(`/demo/newer-portal/profile${build.query}`)
      const diff = await page.evaluate(
        async ([a, b]) => {
          const load = async (data: string) => {
            const image = new Image()
            image.src = `data:image/png;base64,${data}`
            await image.decode()
            const canvas = document.createElement('canvas')
            canvas.width = image.width
            canvas.height = image.height
            const context = canvas.getContext('2d')!
            context.drawImage(image, 0, 0)
            return context.getImageData(0, 0, image.width, image.height)
          }
          const [x, y] = [await load(a!), await load(b!)]
          if (x.width !== y.width || x.height !== y.height)
            return { size: `${x.width}x${x.height} vs ${y.width}x${y.height}`, ratio: 1 }
          let differing = 0
          for (let i = 0; i < x.data.length; i += 4) {
            const delta = Math.max(
              Math.abs(x.data[i]! - y.data[i]!),
              Math.abs(x.data[i + 1]! - y.data[i + 1]!),
              Math.abs(x.data[i + 2]! - y.data[i + 2]!),
            )
            if (delta > 16) differing++
          }
          return { size: `${x.width}x${x.height}`, ratio: differing / (x.width * x.height) }
        },
        [host, foreign],
      )
      // Within a small tolerance (anti-aliasing); a changed font, size or box shows at once.
      expect(diff.ratio, `pixels differing (${diff.size})`).toBeLessThan(0.005)
    })
  })
}

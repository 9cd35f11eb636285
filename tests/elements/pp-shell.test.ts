// pp-shell (SHELL-11..15, 29, 30): signed out, the nav and the user menu, mocked and mockup
// sessions. Every test but the first signs in through attributes with its own user.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { build, mount, root, text, waitFor } from './page'
import { accessibilityProblems, accessibleName, button, findButton, findLink } from './queries'
import { shellSuite } from './shell-fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { pathOf } from './contract-stubs'

describe(`pp-shell (${build})`, () => {
  const { suite, shell, navLabels, openMenu, menuItems, menuItem } = shellSuite()

  describe('signed out', () => {
    it('sends the visitor to /auth/signin and remembers where they were going (SHELL-06)', async () => {
      sessionStorage.removeItem('pp.origin')
      const el = mount('pp-shell', { route: '/dashboard/reports?range=30' })
      await waitFor(() => suite.spy.paths().length > 0)
      expect(suite.spy.of('pp-navigate')).to.deep.equal([{ path: '/auth/signin', replace: true }])
      expect(sessionStorage.getItem('pp.origin')).to.equal('/dashboard/reports?range=30')
      expect(suite.spy.of('pp-signed-out')).to.deep.equal([])
      // Only the empty frame (drawn at once, issue 7): no navigation, no user menu.
      expect(root(el).querySelector('header nav, header button, header a')).to.equal(null)
      sessionStorage.removeItem('pp.origin')
    })
  })

  describe('header and user menu', () => {
    it('shows Home, Embeds, Commenting and Ratings, and Reports only with home.adMetrics (SHELL-11, issue 8)', async () => {
      const without = await shell(['manageEmbeds'])
      expect(navLabels(without)).to.deep.equal(['Home', 'Embeds', 'Commenting', 'Ratings'])
      without.remove()
      const withMetrics = await shell(['manageEmbeds', 'home.adMetrics'])
      expect(navLabels(withMetrics)).to.deep.equal([
        'Home',
        'Embeds',
        'Reports',
        'Commenting',
        'Ratings',
      ])
      const current = root(withMetrics).querySelector('nav a[aria-current="page"]')
      expect(current?.textContent).to.equal('Home')
      expect(accessibilityProblems(root(withMetrics))).to.deep.equal([])
    })

    it('asks the host to move when a nav link is clicked', async () => {
      const el = await shell(['home.adMetrics'], {}, '/dashboard/reports')
      expect(root(el).querySelector('nav a[aria-current="page"]')?.textContent).to.equal('Reports')
      findLink(el, 'Embeds')!.click()
      expect(suite.spy.of('pp-navigate')).to.deep.equal([
        { path: '/dashboard/embeds', replace: false },
      ])
    })

    it('marks the current nav item on every page, ratings and analytics detail included (issue 8)', async () => {
      const current = (el: HTMLElement) =>
        Array.from(
          root(el).querySelectorAll<HTMLElement>('nav[aria-label="Main"] a[aria-current="page"]'),
        )
      const pages: Array<[string, string | null]> = [
        ['/dashboard/ratings', 'Ratings'],
        ['/dashboard/ratings/ratingsmanager/configuration', 'Ratings'],
        ['/dashboard/analytics/detail/revenue?range=7', 'Home'],
        ['/dashboard/analytics/detail', 'Home'],
        ['/dashboard/embeds/analytics/embedcontent', 'Embeds'],
        ['/dashboard/reports/detail', 'Reports'],
        ['/dashboard/commenting/commentmanager', 'Commenting'],
        ['/dashboard/profile', null],
      ]
      for (const [route, label] of pages) {
        const el = await shell(['manageEmbeds', 'home.adMetrics'], {}, route)
        const marked = current(el)
        expect(
          marked.map((a) => a.textContent),
          route,
        ).to.deep.equal(label ? [label] : [])
        // Drawn as selected, not only announced: the marked link looks unlike the others.
        if (label) {
          const other = findLink(el, label === 'Embeds' ? 'Commenting' : 'Embeds')!
          expect(getComputedStyle(marked[0]!).color, route).to.not.equal(
            getComputedStyle(other).color,
          )
        }
        el.remove()
      }
    })

    it('the user menu marks the page shown: Profile Information, Account Settings or a page (issue 8)', async () => {
      const marked = (el: HTMLElement) =>
        Array.from(
          root(el).querySelectorAll('[role="menuitem"][aria-current="page"]'),
          accessibleName,
        )
      for (const [route, label] of [
        ['/dashboard/profile', 'Profile Information'],
        ['/dashboard/account/users', 'Account Settings'],
        ['/dashboard/ratings/requestwidget', 'Ratings'],
        ['/dashboard/analytics/detail/revenue', 'Home'],
      ]) {
        const el = await shell(['home.adMetrics', 'settings.users'], {}, route)
        await openMenu(el)
        expect(marked(el), route).to.deep.equal([label])
        el.remove()
      }
    })

    it('Ratings in the nav opens the ratings page (issue 8)', async () => {
      const el = await shell(['manageEmbeds'])
      findLink(el, 'Ratings')!.click()
      expect(suite.spy.of('pp-navigate')).to.deep.equal([
        { path: '/dashboard/ratings', replace: false },
      ])
    })

    it('lists Profile Information, Account Settings, the pages and Log out in the user menu (SHELL-12/13)', async () => {
      const el = await shell(['home.adMetrics', 'settings.general'])
      await openMenu(el)
      expect(menuItems(el)).to.deep.equal([
        'Profile Information',
        'Account Settings',
        'Home',
        'Embeds',
        'Reports',
        'Commenting',
        'Ratings',
        'Log out',
      ])
      expect(text(el)).to.contain('Pages')
      expect(text(el)).to.contain('Daily Planet')
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      menuItem(el, 'Profile Information').click()
      expect(suite.spy.of('pp-navigate')).to.deep.equal([
        { path: '/dashboard/profile', replace: false },
      ])
    })

    it('opens the user menu from the keyboard', async () => {
      const el = await shell(['manageEmbeds'])
      ;(await button(el, /User menu/)).focus()
      await sendKeys({ press: 'Enter' })
      await waitFor(() => root(el).querySelectorAll('[role="menuitem"]').length > 0)
      expect(menuItems(el)[0]).to.equal('Profile Information')
      await sendKeys({ press: 'Escape' })
      await waitFor(() => root(el).querySelectorAll('[role="menuitem"]').length === 0)
    })

    it('disables Account Settings without any settings permission (SHELL-15)', async () => {
      const el = await shell(['manageEmbeds', 'home.adMetrics'])
      await openMenu(el)
      const item = menuItem(el, 'Account Settings')
      expect(item.getAttribute('aria-disabled')).to.equal('true')
      item.click()
      // Profile Information, clicked after it, ends the wait: its navigation is the only one.
      menuItem(el, 'Profile Information').click()
      await waitFor(() => suite.spy.paths().length > 0)
      expect(suite.spy.paths()).to.deep.equal(['/dashboard/profile'])
    })

    for (const permission of [
      'settings.general',
      'settings.adsTxt',
      'settings.paymentInfo',
      'settings.sites',
      'setttings.sites',
      'settings.users',
    ]) {
      it(`enables Account Settings with ${permission}`, async () => {
        const el = await shell([permission])
        await openMenu(el)
        const item = menuItem(el, 'Account Settings')
        expect(item.getAttribute('aria-disabled')).to.equal(null)
        item.click()
        expect(suite.spy.of('pp-navigate')).to.deep.equal([
          { path: '/dashboard/account', replace: false },
        ])
      })
    }

    it('logs out: GET logout, pp-signed-out (logout), then /auth/signin (SHELL-29)', async () => {
      const el = await shell(['manageEmbeds'])
      await openMenu(el)
      menuItem(el, 'Log out').click()
      await waitFor(() => suite.spy.of('pp-signed-out').length > 0)
      expect(
        suite.api.calls.some((c) => c.method === 'GET' && c.path === pathOf(sessionCalls.logout)),
      ).to.equal(true)
      expect(suite.spy.of('pp-signed-out')).to.deep.equal([{ reason: 'logout' }])
      expect(suite.spy.paths()).to.include('/auth/signin')
      expect(suite.spy.of('pp-navigate')[0]).to.deep.equal({ path: '/auth/signin', replace: true })
    })
  })

  describe('mocked and mockup sessions', () => {
    it('labels the sign-out item Unmock, enables Account Settings and unmocks (SHELL-13/15/30)', async () => {
      const el = await shell(['manageEmbeds'], { mocked: '' })
      expect(text(el)).to.contain('Mocked session')
      await openMenu(el)
      expect(menuItems(el).at(-1)).to.equal('Unmock')
      expect(menuItems(el)).to.not.include('Log out')
      expect(menuItem(el, 'Account Settings').getAttribute('aria-disabled')).to.equal(null)
      menuItem(el, 'Unmock').click()
      await waitFor(() => suite.spy.of('pp-signed-out').length > 0)
      expect(
        suite.api.calls.some((c) => c.method === 'POST' && c.path === pathOf(sessionCalls.unmock)),
      ).to.equal(true)
      expect(suite.spy.of('pp-signed-out')).to.deep.equal([
        { reason: 'unmock', redirect: '#admin-login' },
      ])
      await waitFor(() => location.hash === '#admin-login')
    })

    it('hides Home, Reports and the user menu in mockup mode, keeping Back to Mockup Generator (SHELL-14)', async () => {
      const el = await shell(['manageEmbeds', 'home.adMetrics'], { 'mockup-generator': '' })
      expect(navLabels(el)).to.deep.equal(['Embeds', 'Commenting', 'Ratings'])
      expect(!!findButton(el, /User menu/)).to.equal(false)
      expect(findLink(el, 'Publisher Portal')?.getAttribute('href')).to.equal('/dashboard/embeds')
      const back = findButton(el, 'Back to Mockup Generator')!
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      back.click()
      await waitFor(() => suite.spy.of('pp-signed-out').length > 0)
      expect(
        suite.api.calls.some(
          (c) => c.method === 'PUT' && c.path === pathOf(sessionCalls.adminExtend),
        ),
      ).to.equal(true)
      expect(suite.spy.of('pp-signed-out')).to.deep.equal([
        { reason: 'mockup', redirect: '#mockup-generator' },
      ])
      await waitFor(() => location.hash === '#mockup-generator')
    })
  })
})

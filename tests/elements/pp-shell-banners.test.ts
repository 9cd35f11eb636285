// pp-shell (SHELL-16..25): the beta-portal button, banners, footer and feedback, the loading
// screen and the permission guard. Every test signs in through attributes with its own user.
import { expect } from '@esm-bundle/chai'
import { build, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, accessibleName, fill, findButton, findLink } from './queries'
import { BETA, DELAY, NO_PAYMENT, NO_PAYMENT_INFO, shellSuite } from './shell-fixtures'
import { accountCalls } from '../../src/contracts/accounts/account'
import { pathOf } from './contract-stubs'

describe(`pp-shell (${build})`, () => {
  const page = shellSuite()
  const { suite, shell, started, accountPath } = page

  describe('Try the new beta portal (SHELL-16)', () => {
    const URL_ATTR = { 'new-portal-url': 'https://beta.portal.example/' }

    it('shows for a mocked session when new-portal-url is set', async () => {
      const el = await shell(['manageEmbeds'], { ...URL_ATTR, mocked: '' })
      await started()
      expect(findLink(el, BETA)?.getAttribute('href')).to.equal('https://beta.portal.example/')
    })

    it('shows when the account flag is set', async () => {
      page.replies.account = { body: { accountName: 'Daily Planet', showPubPortalV2Button: true } }
      const el = await shell(['manageEmbeds'], URL_ATTR)
      await waitFor(() => findLink(el, BETA))
    })

    it('is absent without the flag, mocking or an internal domain', async () => {
      const el = await shell(['manageEmbeds'], URL_ATTR)
      await started(['/dashboard/message', accountPath()])
      expect(!!findLink(el, BETA)).to.equal(false)
    })

    it('is absent without new-portal-url even with the flag', async () => {
      page.replies.account = { body: { accountName: 'Daily Planet', showPubPortalV2Button: true } }
      const el = await shell(['manageEmbeds'], { mocked: '' })
      await started(['/dashboard/message', accountPath()])
      expect(!!findLink(el, BETA)).to.equal(false)
    })
  })

  describe('reporting-delay banner (SHELL-21)', () => {
    beforeEach(() => {
      page.replies.message = { body: { showMessage: true, message: DELAY } }
    })

    for (const route of ['/dashboard/home', '/dashboard/analytics/detail', '/dashboard/reports']) {
      it(`shows the server message on ${route}`, async () => {
        const el = await shell(['home.adMetrics'], {}, route)
        await waitForText(el, DELAY)
      })
    }

    for (const route of [
      '/dashboard/embeds',
      '/dashboard/reports/detail',
      '/dashboard/account/paymentinfo',
      '/dashboard/embeds/management',
    ]) {
      it(`never shows it on ${route}`, async () => {
        const el = await shell(['home.adMetrics'], {}, route)
        await started()
        expect(text(el)).to.not.contain(DELAY)
      })
    }

    it('hides it when showMessage is false', async () => {
      page.replies.message = { body: { showMessage: false, message: DELAY } }
      const el = await shell(['home.adMetrics'])
      await started()
      expect(text(el)).to.not.contain(DELAY)
    })

    it('remembers a closed banner in localStorage; a new message shows again', async () => {
      const el = await shell(['home.adMetrics'])
      await waitForText(el, DELAY)
      const before = Object.keys(localStorage).filter((k) => k.startsWith('pp.banner.closed.'))
      findButton(el, 'Close message')!.click()
      await waitFor(() => !text(el).includes(DELAY))
      const after = Object.keys(localStorage).filter((k) => k.startsWith('pp.banner.closed.'))
      expect(after.length).to.equal(before.length + 1)
      el.remove()

      const again = await shell(['home.adMetrics'])
      await started()
      expect(text(again)).to.not.contain(DELAY)
      again.remove()

      page.replies.message = { body: { showMessage: true, message: 'A different delay notice.' } }
      const next = await shell(['home.adMetrics'])
      await waitForText(next, 'A different delay notice.')
    })
  })

  describe('missing-payment notice (SHELL-22)', () => {
    it('shows with settings.paymentInfo and no preferred type, linking to payment info', async () => {
      const el = await shell(['settings.paymentInfo'])
      await waitForText(el, NO_PAYMENT)
      expect(suite.api.calls.map((c) => c.path)).to.include(
        `/api/accounts${accountPath()}/paymentinfo`,
      )
      findLink(el, 'Set up payment information')!.click()
      expect(suite.spy.of('pp-navigate')).to.deep.equal([
        { path: '/dashboard/account/paymentinfo', replace: false },
      ])
    })

    for (const route of ['/dashboard/embeds', '/dashboard/account', '/dashboard/reports']) {
      it(`shows on ${route}`, async () => {
        const el = await shell(['settings.paymentInfo', 'home.adMetrics'], {}, route)
        await waitForText(el, NO_PAYMENT)
      })
    }

    it('disappears once a preferred payment type is set', async () => {
      page.replies.payment = {
        body: {
          ...NO_PAYMENT_INFO,
          paymentInfo: [
            { paymentType: 'PAYPAL', preferredPayment: true, lastUpdate: '2026-01-02', id: 'p1' },
          ],
        },
      }
      const el = await shell(['settings.paymentInfo'])
      await started(['/paymentinfo'])
      expect(text(el)).to.not.contain(NO_PAYMENT)
    })

    const absent: Array<[string, string[], Record<string, string>, string]> = [
      ['without settings.paymentInfo', ['settings.general'], {}, '/dashboard/home'],
      ['for a mocked session', ['settings.paymentInfo'], { mocked: '' }, '/dashboard/home'],
      ['when framed', ['settings.paymentInfo'], { framed: '' }, '/dashboard/home'],
      ['on payment info', ['settings.paymentInfo'], {}, '/dashboard/account/paymentinfo'],
      ['on embed management', ['settings.paymentInfo'], {}, '/dashboard/embeds/management'],
      ['on report detail', ['settings.paymentInfo'], {}, '/dashboard/reports/detail'],
    ]
    for (const [name, permissions, attrs, route] of absent) {
      it(`is absent ${name}`, async () => {
        const el = await shell(permissions, attrs, route)
        await started(permissions.includes('settings.paymentInfo') ? ['/paymentinfo'] : undefined)
        expect(text(el)).to.not.contain(NO_PAYMENT)
      })
    }
  })

  describe('footer, feedback and loading', () => {
    it('shows the footer with a Feedback button that sends feedback (SHELL-19/20)', async () => {
      const el = await shell(['manageEmbeds'], {}, '/dashboard/embeds')
      expect(root(el).querySelector('footer')?.textContent).to.contain('Publisher Portal')
      findButton(el, 'Feedback')!.click()
      const dialog = await waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
      const send = findButton(dialog, 'Send')!
      expect(send.disabled).to.equal(true)
      const message = dialog.querySelector('textarea')!
      expect(accessibleName(message)).to.equal('What would make the portal better for you?')
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      await fill(message, '  More date presets, please.  ')
      await waitFor(() => !findButton(dialog, 'Send')!.disabled)
      findButton(dialog, 'Send')!.click()
      await waitForText(el, 'Thank you for your feedback.')
      const call = suite.api.calls.find((c) => c.path === pathOf(accountCalls.feedback))!
      expect(JSON.parse(call.body!)).to.deep.equal({
        message: 'More date presets, please.',
        page: '/dashboard/embeds',
      })
      await waitFor(() => !dialog.open)
    })

    it("links Terms and Privacy where the host says, not at all without them; this year's copyright (SHELL-19)", async () => {
      const el = await shell(['manageEmbeds'], {
        'terms-url': 'https://publisher.example/terms',
        'privacy-url': '/legal/privacy',
      })
      const footer = await waitFor(() => root(el).querySelector('footer'))
      expect(footer.textContent).to.contain(`© ${new Date().getFullYear()} Publisher Portal`)
      const links = Array.from(footer.querySelectorAll('a'), (a) => [a.textContent, a.href])
      expect(links).to.deep.equal([
        ['Terms', 'https://publisher.example/terms'],
        ['Privacy', `${location.origin}/legal/privacy`],
      ])
      el.remove()
      const bare = await shell(['manageEmbeds'], { 'terms-url': 'javascript:alert(1)' })
      const plain = await waitFor(() => root(bare).querySelector('footer'))
      expect(plain.querySelectorAll('a').length).to.equal(0)
      expect(plain.innerHTML).to.not.contain('/demo/')
    })

    it('hides the Feedback button when framed (SHELL-20)', async () => {
      const el = await shell(['manageEmbeds'], { framed: '' })
      await waitFor(() => root(el).querySelector('footer'))
      expect(!!findButton(el, 'Feedback')).to.equal(false)
    })

    it('shows the dashboard loading screen, then the area (SHELL-17)', async () => {
      const el = await shell(['manageEmbeds'], {
        timers: JSON.stringify({ loadingScreenMs: 400 }),
      })
      const slotBox = () => root(el).querySelector('slot')!.parentElement!
      expect(text(el)).to.contain('Loading your dashboard')
      expect(slotBox().hidden).to.equal(true)
      await waitFor(() => !text(el).includes('Loading your dashboard'), 2000)
      expect(slotBox().hidden).to.equal(false)
    })

    it('sends an empty permission list to /error/permission (SHELL-25)', async () => {
      await shell([])
      await waitFor(() => suite.spy.paths().length > 0)
      expect(suite.spy.of('pp-navigate')).to.deep.equal([
        { path: '/error/permission', replace: true },
      ])
    })

    it('does not send error pages anywhere for an empty permission list', async () => {
      await shell([], {}, '/error/permission')
      await started()
      expect(suite.spy.paths()).to.deep.equal([])
    })
  })
})

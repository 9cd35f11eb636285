// pp-auth signed out: Request Demo from the sign-in screen (AUTH-07).
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { build, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, fill, findButton, findField } from './queries'
import { SIGNED_OUT, stubApi } from './fake-api'
import { signInScreen, signInSuite } from './signin-fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { authCalls } from '../../src/contracts/accounts/auth'
import { routeOf, pathOf } from './contract-stubs'

describe(`pp-auth sign-in (${build})`, () => {
  const { suite } = signInSuite()

  describe('Request Demo (AUTH-07)', () => {
    const LABELS = ['First name', 'Last name', 'Email', 'Phone', 'Domain', 'Monthly pageviews']
    /** A valid request, by label. */
    const VALID = {
      'First name': 'Pat',
      'Last name': 'Lee',
      Email: 'pat@publisher.example',
      Phone: '+1 555 0100',
      Domain: 'publisher.example',
      'Monthly pageviews': '1000',
    }

    async function openDemo() {
      const { el } = await signInScreen()
      findButton(el, 'Request Demo')!.click()
      const dialog = await waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
      return { el, dialog }
    }
    /** The session signed out and the demo request answered with `status`. */
    function demoAnswers(status: number) {
      suite.api.restore()
      suite.api = stubApi({
        [routeOf(sessionCalls.session)]: { body: SIGNED_OUT },
        [routeOf(authCalls.requestDemo)]: { status },
      })
    }
    /** Fills the dialog's fields (label → value, in order) and presses Send request. */
    async function sendDemo(dialog: HTMLElement, values: Record<string, string>) {
      for (const [label, value] of Object.entries(values))
        await fill(findField(dialog, label)!, value)
      findButton(dialog, 'Send request')!.click()
    }

    it('opens a modal <dialog> titled Request Demo with six labelled fields', async () => {
      const { el, dialog } = await openDemo()
      expect(dialog.getAttribute('aria-labelledby')).to.be.a('string')
      expect(
        root(el).getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent,
      ).to.equal('Request Demo')
      const labels = Array.from(dialog.querySelectorAll('input')).map(
        (i) => i.labels?.[0]?.textContent,
      )
      expect(labels).to.deep.equal(LABELS)
      expect(findField(dialog, 'Email')!.type).to.equal('email')
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      // It opens on its first field, not on the close button ×.
      await waitFor(() => root(el).activeElement === findField(dialog, 'First name'))
    })

    it('validates every field before sending and sends nothing when invalid', async () => {
      const { dialog } = await openDemo()
      findButton(dialog, 'Send request')!.click()
      await waitFor(() => dialog.querySelectorAll('[role="alert"]').length === 6)
      expect(
        Array.from(dialog.querySelectorAll('[role="alert"]')).map((a) => a.textContent),
      ).to.deep.equal(Array(6).fill('This field is required'))
      for (const label of LABELS)
        expect(findField(dialog, label)!.getAttribute('aria-invalid'), label).to.equal('true')
      // The first invalid field has the focus after a failed send.
      await fill(findField(dialog, 'First name')!, 'Pat')
      findButton(dialog, 'Send request')!.click()
      await waitFor(
        () => (dialog.getRootNode() as ShadowRoot).activeElement === findField(dialog, 'Last name'),
      )

      await sendDemo(dialog, {
        ...VALID,
        Email: 'pat@',
        Domain: 'not a domain',
        'Monthly pageviews': 'lots',
      })
      await waitFor(() => dialog.querySelectorAll('[role="alert"]').length === 3)
      const messages = Array.from(dialog.querySelectorAll('[role="alert"]')).map(
        (a) => a.textContent,
      )
      expect(messages).to.deep.equal([
        'Please enter a valid email',
        'Please enter a valid domain',
        'Please enter a number',
      ])
      expect(suite.api.calls.some((c) => c.path === pathOf(authCalls.requestDemo))).to.equal(false)
    })

    it('posts the trimmed request, thanks the visitor and closes', async () => {
      const { el, dialog } = await openDemo()
      demoAnswers(204)
      await sendDemo(dialog, { ...VALID, 'First name': ' Pat ', 'Monthly pageviews': '120,000' })
      await waitForText(el, 'Your information has been saved successfully')
      const call = suite.api.calls.find((c) => c.path === pathOf(authCalls.requestDemo))!
      expect(call.method).to.equal('POST')
      expect(JSON.parse(call.body!)).to.deep.equal({
        firstName: 'Pat',
        lastName: 'Lee',
        email: 'pat@publisher.example',
        phone: '+1 555 0100',
        domain: 'publisher.example',
        pageviews: '120,000',
      })
      await waitFor(() => !dialog.open)
    })

    it('keeps the dialog open with the failure toast when the request fails', async () => {
      const { el, dialog } = await openDemo()
      demoAnswers(500)
      await sendDemo(dialog, VALID)
      await waitForText(el, 'Woops, something wrong. Please try again later.')
      expect(dialog.open).to.equal(true)
      expect(text(el)).to.not.contain('Your information has been saved successfully')
    })

    it('closes on Cancel and on Escape', async () => {
      const { el, dialog } = await openDemo()
      findButton(dialog, 'Cancel')!.click()
      await waitFor(() => !dialog.open)
      findButton(el, 'Request Demo')!.click()
      await waitFor(() => dialog.open)
      findField(dialog, 'First name')!.focus()
      await sendKeys({ press: 'Escape' })
      await waitFor(() => !dialog.open)
    })
  })
})

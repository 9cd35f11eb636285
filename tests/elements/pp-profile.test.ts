// pp-profile (PROF-01..05): the moved notice when new-portal-url is set, otherwise the older
// personal-information and change-password forms. The session comes from GET /auth/session.
import { expect } from '@esm-bundle/chai'
import { build, mount, root, text, waitFor, waitForText } from './page'
import {
  accessibilityProblems,
  button,
  field,
  fill,
  fillAndSubmit,
  findButton,
  findField,
} from './queries'
import { refusedField, stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { accountCalls } from '../../src/contracts/accounts/account'
import { authCalls } from '../../src/contracts/accounts/auth'
import { routeOf, pathOf } from './contract-stubs'

type Reply = { status?: number; body?: unknown }

const SESSION = {
  signedIn: true,
  accountUUID: 'acc-prof',
  userUUID: 'usr-prof',
  email: 'pat@publisher.example',
  firstName: 'Pat',
  lastName: 'Lee',
  phone: '+1 555 0100',
  showSetPassword: false,
  showTermsAndConditions: false,
  mocked: false,
  mockupGenerator: false,
  permissions: ['manageEmbeds'],
}
const MOVED = 'My Profile has been moved to the new portal'
const HINT = 'Use 8 or more characters with a mix of letters, numbers & symbols.'

describe(`pp-profile (${build})`, () => {
  let save: Reply
  let change: Reply

  const suite = elementSuite('pp-profile', () => {
    save = {}
    change = { status: 204 }
    return stubApi({
      [routeOf(sessionCalls.session)]: { body: SESSION },
      [routeOf(accountCalls.saveProfile, { userUUID: 'usr-prof' })]: (call) =>
        save.status ? save : { body: JSON.parse(call.body!) },
      [routeOf(authCalls.changePassword)]: () => change,
    })
  })

  async function profile(attrs: Record<string, string> = {}) {
    const el = mount('pp-profile', { route: '/dashboard/profile', ...attrs })
    await waitFor(() => root(el).querySelector('h1'))
    return el
  }
  async function form() {
    const el = await profile()
    const save = await button(el, /^(Save|Saving…)$/)
    return {
      el,
      save,
      first: await field(el, 'First name'),
      last: await field(el, 'Last name'),
      email: await field(el, 'Email'),
      phone: await field(el, 'Phone'),
    }
  }
  const alerts = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll('form [role="alert"]'), (a) => a.textContent)

  it('shows only the moved notice and Go to My Profile when new-portal-url is set (PROF-01)', async () => {
    const el = await profile({ 'new-portal-url': '#my-profile' })
    expect(root(el).querySelector('h1')?.textContent).to.equal('My Profile')
    await waitForText(el, MOVED)
    expect(root(el).querySelectorAll('input')).to.have.length(0)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    findButton(el, 'Go to My Profile')!.click()
    await waitFor(() => location.hash === '#my-profile')
    expect(suite.spy.paths()).to.deep.equal([])
  })

  it('otherwise shows the personal-information form filled from the session (PROF-03)', async () => {
    const { el, first, last, email, phone } = await form()
    await waitFor(() => first.value === 'Pat')
    expect([first.value, last.value, email.value, phone.value]).to.deep.equal([
      'Pat',
      'Lee',
      'pat@publisher.example',
      '+1 555 0100',
    ])
    expect(email.type).to.equal('email')
    expect(phone.type).to.equal('tel')
    expect(text(el)).to.not.contain(MOVED)
    expect(text(el)).to.contain('Change password')
    expect(text(el)).to.contain(HINT)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('validates before saving: names and phone required, e-mail valid (PROF-03)', async () => {
    const { el, save, first, email, phone } = await form()
    await fill(first, '   ')
    await fill(email, 'pat@')
    await fill(phone, 'call me')
    save.click()
    // A changed e-mail also asks for the current password.
    await waitFor(() => alerts(el).length === 4)
    expect(alerts(el)).to.have.members([
      'This field is required',
      'Please enter a valid email',
      'Enter your current password to change your email',
      'Please enter a valid phone number',
    ])
    expect(first.getAttribute('aria-invalid')).to.equal('true')
    expect(suite.api.calls.some((c) => c.method === 'PUT')).to.equal(false)
  })

  it('puts the trimmed profile and confirms (PROF-04)', async () => {
    const { el, save, first, last } = await form()
    await fill(first, '  Patricia ')
    await fill(last, 'Lee-Smith')
    save.click()
    await waitForText(el, 'Your profile information has been saved successfully')
    const put = suite.api.calls.find(
      (c) => c.path === pathOf(accountCalls.saveProfile, { userUUID: 'usr-prof' }),
    )!
    expect(put.method).to.equal('PUT')
    expect(JSON.parse(put.body!)).to.deep.equal({
      firstName: 'Patricia',
      lastName: 'Lee-Smith',
      email: 'pat@publisher.example',
      phoneNumber: '+1 555 0100',
    })
    expect(alerts(el)).to.deep.equal([])
  })

  it('shows the failure toast and the server field message when saving fails (PROF-04)', async () => {
    save = refusedField(409, 'conflict', 'email', 'This email is already in use')
    const { el, save: saveButton, phone } = await form()
    await fill(phone, '+1 555 0199')
    saveButton.click()
    await waitForText(el, 'There was a problem saving your profile information')
    expect(alerts(el)).to.deep.equal(['This email is already in use'])
    expect(text(el)).to.not.contain('saved successfully')
  })

  it('Save is disabled until something changed, and again once it is back or saved (review finding)', async () => {
    const { el, save, first } = await form()
    // The session (shared by the tests of this page) fills the form; whatever it holds is saved.
    const saved = await waitFor(() => first.value)
    expect(save.disabled).to.equal(true)
    await fill(first, `${saved}x`)
    await waitFor(() => !save.disabled)
    await fill(first, saved)
    await waitFor(() => save.disabled)
    await fill(first, `${saved}y`)
    await waitFor(() => !save.disabled)
    save.click()
    await waitForText(el, 'Your profile information has been saved successfully')
    await waitFor(() => findButton(el, 'Save')?.disabled === true)
    expect(first.value).to.equal(`${saved}y`)
  })

  describe('a new e-mail needs the current password', () => {
    const current = (el: HTMLElement) =>
      findField(root(el).querySelector('form')!, 'Current password')

    it('asks for it only when the e-mail changed, and refuses to save without it', async () => {
      const { el, save: saveButton, email } = await form()
      expect(current(el)).to.equal(null)
      await fill(email, 'pat.lee@publisher.example')
      await waitFor(() => current(el))
      saveButton.click()
      await waitFor(() => alerts(el).length > 0)
      expect(alerts(el)).to.deep.equal(['Enter your current password to change your email'])
      // A following save with the password ends the wait: its PUT is the only one. (It fails,
      // so the new address does not stay in the page's session for the next test.)
      save = { status: 500 }
      await fill(current(el)!, 'old-Pass1!')
      saveButton.click()
      await waitFor(() => suite.api.calls.some((c) => c.method === 'PUT'))
      expect(suite.api.calls.filter((c) => c.method === 'PUT')).to.have.length(1)
    })

    it('needs no password when only the case of the e-mail changes', async () => {
      const { el, email } = await form()
      await fill(email, 'pat.lee@publisher.example')
      await waitFor(() => current(el))
      await fill(email, 'Pat@Publisher.example')
      await waitFor(() => current(el) === null)
    })
  })

  describe('change password (PROF-05)', () => {
    async function passwords() {
      const el = await profile()
      await button(el, 'Change password')
      return {
        el,
        submit: () => findButton(el, /^(Change password|Saving…)$/)!,
        current: (await field(el, 'Current password')) as HTMLInputElement,
        next: (await field(el, 'New password')) as HTMLInputElement,
        repeat: (await field(el, 'Repeat new password')) as HTMLInputElement,
      }
    }
    /** The password form with `current`, `next` and `repeat` filled in and submitted. */
    async function submitPasswords(current: string, next: string, repeat: string) {
      const form = await passwords()
      const pairs: Array<[HTMLInputElement, string]> = [
        [form.current, current],
        [form.next, next],
        [form.repeat, repeat],
      ]
      await fillAndSubmit(form.submit, ...pairs)
      return form
    }

    it('waits for the current password, a strong new one and the repeat', async () => {
      const { submit, current, next, repeat } = await passwords()
      expect(submit().disabled).to.equal(true)
      await fill(next, 'N3w-password!')
      await fill(repeat, 'N3w-password!')
      expect(submit().disabled, 'no current password').to.equal(true)
      await fill(current, 'old')
      await fill(next, 'weakpassword')
      expect(submit().disabled, 'weak new password').to.equal(true)
      await fill(next, 'N3w-password!')
      await waitFor(() => !submit().disabled)
    })

    it('says the passwords differ and sends nothing', async () => {
      const { el } = await submitPasswords('old', 'N3w-password!', 'N3w-password?')
      await waitForText(el, "Woops, something wrong: The entered passwords don't match.")
      expect(text(el)).to.not.contain("don't match. Please try again later.")
      expect(suite.api.calls.some((c) => c.path === pathOf(authCalls.changePassword))).to.equal(
        false,
      )
    })

    it('puts the change, confirms and clears the fields', async () => {
      const { el, current, next, repeat } = await submitPasswords(
        'old-Pass1!',
        'N3w-password!',
        'N3w-password!',
      )
      await waitForText(el, 'Your information has been saved successfully')
      const put = suite.api.calls.find((c) => c.path === pathOf(authCalls.changePassword))!
      expect(put.method).to.equal('PUT')
      expect(JSON.parse(put.body!)).to.deep.equal({
        currentpassword: 'old-Pass1!',
        newpassword: 'N3w-password!',
      })
      await waitFor(() => current.value === '' && next.value === '' && repeat.value === '')
    })

    it("shows the server's message for a wrong current password, or the default text", async () => {
      change = refusedField(400, 'invalid', 'currentpassword', 'Your current password is incorrect')
      const { el, submit } = await submitPasswords('wrong', 'N3w-password!', 'N3w-password!')
      await waitForText(el, 'Your current password is incorrect')

      change = { status: 500 }
      await waitFor(() => !submit().disabled)
      submit().click()
      await waitForText(el, 'Woops, something wrong. Please try again later.')
    })
  })

  it('switches from the notice to the forms when new-portal-url is removed', async () => {
    const el = await profile({ 'new-portal-url': '#my-profile' })
    await waitForText(el, MOVED)
    el.removeAttribute('new-portal-url')
    await waitFor(() => findField(el, 'First name'))
    expect(text(el)).to.not.contain(MOVED)
  })
})

// pp-account-settings, Users tab: the add and edit dialogs (ACCT-11..14) with the permission
// switches, their checks and failures.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { build, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, accessibleName, button, field, fill, findButton } from './queries'
import { refusedField } from './fake-api'
import { LIST, NETWORK, onlySwitches, SWITCHES, usersTab } from './users-fixtures'

describe(`pp-account-settings Users tab (${build})`, () => {
  const page = usersTab()
  const { table, row, dialog, switches, switchStates, alerts, shown, calls } = page

  describe('add user (ACCT-11..13)', () => {
    async function addDialog() {
      const el = await table()
      findButton(el, 'Add User')!.click()
      const d = await dialog(el)
      return {
        el,
        d,
        submit: await button(d, /^(Add User|Saving…)$/),
        first: await field(d, 'First name'),
        last: await field(d, 'Last name'),
        email: await field(d, 'Email'),
        phone: await field(d, 'Phone'),
      }
    }

    it('opens with empty fields and the default switches: payment and users off, the rest on', async () => {
      const { el, d, first, email, phone } = await addDialog()
      expect(accessibleName(d)).to.equal('Add User')
      expect([first.value, email.value, phone.value]).to.deep.equal(['', '', ''])
      expect(email.type).to.equal('email')
      expect(phone.type).to.equal('tel')
      expect(switches(d).map(accessibleName)).to.deep.equal(SWITCHES)
      expect(switchStates(d)).to.deep.equal(
        onlySwitches(
          'Manage sites',
          'Edit account information',
          'Manage ads.txt',
          'Create, edit and view embeds',
          'Ad metrics and reports',
        ),
      )
      expect(accessibilityProblems(root(el))).to.deep.equal([])
    })

    it('toggles a switch by a click on its label and by Space', async () => {
      const { d } = await addDialog()
      const payment = switches(d)[0]!
      const label = payment.closest('label')!.querySelector('span')!
      expect(label.textContent).to.equal('Edit payment information')
      label.click()
      await waitFor(() => payment.getAttribute('aria-checked') === 'true')
      payment.focus()
      await sendKeys({ press: 'Space' })
      await waitFor(() => payment.getAttribute('aria-checked') === 'false')
      expect(calls('POST', LIST)).to.have.length(0)
    })

    it('validates the e-mail as it changes and requires every field before posting', async () => {
      const { d, submit, email, first, last, phone } = await addDialog()
      await fill(email, 'pat@')
      await waitFor(() => alerts(d).includes('Please enter a valid email'))
      expect(alerts(d)).to.deep.equal(['Please enter a valid email'])
      await fill(email, 'pat@pub.example')
      await waitFor(() => alerts(d).length === 0)
      submit.click()
      await waitFor(() => alerts(d).length === 3)
      expect(alerts(d)).to.deep.equal([
        'This field is required',
        'This field is required',
        'This field is required',
      ])
      expect(first.getAttribute('aria-invalid')).to.equal('true')
      await fill(phone, 'call me')
      await waitFor(() => alerts(d).includes('Please enter a valid phone number'))
      await fill(first, '   ')
      submit.click()
      // A following valid submit ends the wait: only its POST may have been sent.
      await fill(first, 'Pat')
      await fill(last, 'Lee')
      await fill(phone, '+1 555 0100')
      await waitFor(() => alerts(d).length === 0)
      submit.click()
      await waitFor(() => calls('POST', LIST).length > 0)
      expect(calls('POST', LIST)).to.have.length(1)
      expect(JSON.parse(calls('POST', LIST)[0]!.body!).firstName).to.equal('Pat')
    })

    it('posts the trimmed user with the switched permissions, then lists it as CREATED', async () => {
      const { el, d, submit, first, last, email, phone } = await addDialog()
      await fill(first, '  Grace ')
      await fill(last, 'Hopper')
      await fill(email, ' grace@pub.example ')
      await fill(phone, '+1 555 0199')
      const byName = (name: string) => switches(d).find((s) => accessibleName(s) === name)!
      byName('Edit payment information').click()
      byName('Create, edit and view embeds').click()
      await waitFor(
        () => byName('Edit payment information').getAttribute('aria-checked') === 'true',
      )
      await waitFor(
        () => byName('Create, edit and view embeds').getAttribute('aria-checked') === 'false',
      )
      submit.click()
      await waitForText(el, 'User has been added successfully')
      const [post] = calls('POST', LIST)
      expect(JSON.parse(post!.body!)).to.deep.equal({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@pub.example',
        phoneNumber: '+1 555 0199',
        permissions: [
          'settings.paymentInfo',
          'settings.sites',
          'settings.general',
          'settings.adsTxt',
          'home.adMetrics',
        ],
      })
      await waitFor(() => !root(el).querySelector('dialog[open]'))
      await waitFor(() => row(el, 'grace@pub.example'))
      expect(row(el, 'grace@pub.example').textContent).to.contain('CREATED')
    })

    it("shows the failure and the server's field message, and keeps the dialog open", async () => {
      page.replies.add = refusedField(400, 'invalid_input', 'email', 'This email is already in use')
      const { el, d, submit, first, last, email, phone } = await addDialog()
      await fill(first, 'Grace')
      await fill(last, 'Hopper')
      await fill(email, 'andre@pub.example')
      await fill(phone, '+1 555 0199')
      submit.click()
      await waitForText(el, 'There was an issue adding this User')
      await waitFor(() => alerts(d).includes('This email is already in use'))
      expect(d.open).to.equal(true)
      expect(text(el)).to.not.contain('User has been added successfully')
    })

    it('opens again with the defaults after a cancel', async () => {
      const { el, d } = await addDialog()
      switches(d)[0]!.click()
      await waitFor(() => switches(d)[0]!.getAttribute('aria-checked') === 'true')
      findButton(d, 'Cancel')!.click()
      await waitFor(() => !root(el).querySelector('dialog[open]'))
      findButton(el, 'Add User')!.click()
      const again = await dialog(el)
      await waitFor(() => switches(again).length === 7)
      expect(switchStates(again)['Edit payment information']).to.equal(false)
    })
  })

  describe('edit user (ACCT-14)', () => {
    async function editDialog(name = 'Andre Analyst') {
      const el = await table()
      findButton(el, `Edit ${name}`)!.click()
      const d = await dialog(el)
      const first = await field(d, 'First name')
      return { el, d, first, email: await field(d, 'Email') }
    }

    it('loads the user: e-mail read-only, switches from the permissions', async () => {
      const { el, d, first, email } = await editDialog()
      expect(accessibleName(d)).to.equal('Edit User')
      await waitFor(() => first.value === 'Andre')
      expect(email.value).to.equal('andre@pub.example')
      expect(email.readOnly).to.equal(true)
      expect(calls('GET', '/users/usr-andre/permissions')).to.have.length(1)
      expect(switchStates(d)).to.deep.equal(onlySwitches('Manage sites', 'Ad metrics and reports'))
      expect(accessibilityProblems(root(el))).to.deep.equal([])
    })

    it('puts names, phone and permissions without the e-mail, and updates the row', async () => {
      const { el, d, first } = await editDialog()
      await waitFor(() => first.value === 'Andre')
      await fill(first, ' Andrea ')
      switches(d)[1]!.click()
      await waitFor(() => switches(d)[1]!.getAttribute('aria-checked') === 'true')
      findButton(d, 'Save')!.click()
      await waitForText(el, 'You have successfully updated this users information')
      const [put] = calls('PUT', '/users/usr-andre/permissions')
      expect(JSON.parse(put!.body!)).to.deep.equal({
        firstName: 'Andrea',
        lastName: 'Analyst',
        phoneNumber: '+1 555 0101',
        permissions: ['settings.users', 'settings.sites', 'home.adMetrics'],
      })
      await waitFor(() => row(el, 'andre@pub.example').textContent!.includes('Andrea Analyst'))
      await waitFor(() => !root(el).querySelector('dialog[open]'))
    })

    it('requires first name, last name and phone', async () => {
      const { d, first } = await editDialog()
      await waitFor(() => first.value === 'Andre')
      await fill(first, '')
      await fill(await field(d, 'Phone'), ' ')
      findButton(d, 'Save')!.click()
      await waitFor(() => alerts(d).length === 2)
      expect(calls('PUT', '/permissions')).to.have.length(0)
    })

    it('says when saving fails', async () => {
      page.replies.update = { status: 500 }
      const { el, d, first } = await editDialog()
      await waitFor(() => first.value === 'Andre')
      findButton(d, 'Save')!.click()
      await waitForText(el, 'There was a problem updating this users information')
      expect(d.open).to.equal(true)
    })

    it('says when the user cannot be loaded', async () => {
      page.replies.get = { status: 500 }
      const el = await table()
      findButton(el, 'Edit Andre Analyst')!.click()
      await waitForText(el, NETWORK)
      const d = await dialog(el)
      expect(shown(d.querySelector('form'))).to.equal(false)
    })
  })
})

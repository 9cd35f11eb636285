// pp-account-settings, Users tab: permission escalation (issue 6). Outside mocked sessions a
// user who holds only a few permissions can neither grant others nor edit a user who holds more.
import { expect } from '@esm-bundle/chai'
import { build, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, accessibleName, field, fill, findButton } from './queries'
import { HOLDS_MORE, LIST, NOT_HELD, onlySwitches, usersTab } from './users-fixtures'

describe(`pp-account-settings Users tab (${build})`, () => {
  const { table, row, dialog, switches, switchStates, shown, calls } = usersTab()

  describe('permission escalation (issue 6)', () => {
    // Holds users and sites (through the misspelling), so may grant only those two.
    const few = { permissions: JSON.stringify(['settings.users', 'setttings.sites']) }
    const reasons = (d: Element) =>
      Array.from(d.querySelectorAll('[data-reason]'), (p) => p.getAttribute('data-reason'))
    const enabled = (d: Element) =>
      Object.fromEntries(switches(d).map((s) => [accessibleName(s), !s.disabled]))

    it('disables the switches for permissions the user lacks, with the reason', async () => {
      const el = await table(few)
      findButton(el, 'Add User')!.click()
      const d = await dialog(el)
      await waitFor(() => switches(d).length === 7)
      expect(enabled(d)).to.deep.equal({
        'Edit payment information': false,
        'Manage users and permissions': true,
        'Manage sites': true,
        'Edit account information': false,
        'Manage ads.txt': false,
        'Create, edit and view embeds': false,
        'Ad metrics and reports': false,
      })
      // The defaults keep only what the user may grant.
      expect(switchStates(d)).to.deep.equal(onlySwitches('Manage sites'))
      expect(reasons(d)).to.deep.equal([
        'edit_payment',
        'account_information',
        'adstxt',
        'create_embeds',
        'home_adMetrics',
      ])
      const payment = switches(d)[0]!
      expect(payment.closest('[title]')!.getAttribute('title')).to.equal(NOT_HELD)
      expect(payment.closest('[title]')!.textContent).to.contain(NOT_HELD)
      payment.click()
      payment.closest('label')!.querySelector('span')!.click()
      // A click on an enabled switch after them ends the wait: theirs were handled before it.
      const sites = switches(d)[2]!
      sites.click()
      await waitFor(() => sites.getAttribute('aria-checked') === 'false')
      expect(payment.getAttribute('aria-checked')).to.equal('false')
      sites.click()
      await waitFor(() => sites.getAttribute('aria-checked') === 'true')
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      await fill(await field(d, 'First name'), 'Grace')
      await fill(await field(d, 'Last name'), 'Hopper')
      await fill(await field(d, 'Email'), 'grace@pub.example')
      await fill(await field(d, 'Phone'), '+1 555 0199')
      switches(d)[1]!.click()
      await waitFor(() => switches(d)[1]!.getAttribute('aria-checked') === 'true')
      findButton(d, 'Add User')!.click()
      await waitForText(el, 'User has been added successfully')
      const [post] = calls('POST', LIST)
      expect(JSON.parse(post!.body!).permissions).to.deep.equal([
        'settings.users',
        'settings.sites',
      ])
    })

    it('disables Edit and Delete of a user who holds more, with the reason', async () => {
      const el = await table(few)
      const andre = row(el, 'andre@pub.example')
      for (const action of ['Edit', 'Delete']) {
        const b = findButton(el, `${action} Andre Analyst`)!
        expect(b.disabled).to.equal(true)
        expect(b.getAttribute('title')).to.equal(HOLDS_MORE)
        const reason = root(el).getElementById(b.getAttribute('aria-describedby')!)
        expect(reason?.textContent).to.equal(HOLDS_MORE)
        expect(andre.contains(reason)).to.equal(true)
      }
      findButton(el, 'Delete Andre Analyst')!.click()
      expect(shown(root(el).querySelector('dialog[open]'))).to.equal(false)
      // Cora holds nothing the user lacks; the own row still has no buttons.
      expect(findButton(el, 'Edit Cora Created')!.disabled).to.equal(false)
      expect(findButton(el, 'Delete Cora Created')!.hasAttribute('aria-describedby')).to.equal(
        false,
      )
      expect(row(el, 'sally@pub.example').querySelectorAll('button').length).to.equal(0)
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      // Cora's Delete, clicked after Andre's, ends the wait: the one dialog that opens is hers.
      findButton(el, 'Delete Cora Created')!.click()
      const open = await waitFor(() => root(el).querySelector('dialog[open]'))
      expect(root(el).querySelectorAll('dialog[open]').length).to.equal(1)
      expect(open.textContent).to.contain('delete Cora')
    })

    it('keeps everything enabled in a mocked session with the same permissions', async () => {
      const el = await table({ ...few, mocked: 'true' })
      expect(findButton(el, 'Edit Andre Analyst')!.disabled).to.equal(false)
      expect(findButton(el, 'Delete Andre Analyst')!.disabled).to.equal(false)
      expect(text(el)).to.not.contain(HOLDS_MORE)
      findButton(el, 'Add User')!.click()
      const d = await dialog(el)
      await waitFor(() => switches(d).length === 7)
      expect(Object.values(enabled(d))).to.deep.equal([true, true, true, true, true, true, true])
      expect(reasons(d)).to.deep.equal([])
      expect(switchStates(d)['Ad metrics and reports']).to.equal(true)
    })
  })
})

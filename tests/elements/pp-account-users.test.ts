// pp-account-settings, Users tab (ACCT-06..10, 15): the moved notice when new-portal-url is set;
// otherwise the users table, own-row protection, Invite User in mocked sessions and delete
// confirmation. The session is given through attributes, so each test sets its own user and
// mocked flag; the default user holds every permission.
import { expect } from '@esm-bundle/chai'
import { build, cleanBody, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, accessibleName, findButton } from './queries'
import { LIST, MOVED, usersTab } from './users-fixtures'

describe(`pp-account-settings Users tab (${build})`, () => {
  const page = usersTab()
  const { tab, table, row, dialog, shown, calls } = page

  it('shows only the moved notice and Go to Users when new-portal-url is set (ACCT-07)', async () => {
    const el = tab({ 'new-portal-url': '#new-users' })
    await waitForText(el, MOVED)
    expect(shown(root(el).querySelector('table'))).to.equal(false)
    expect(shown(findButton(el, 'Add User'))).to.equal(false)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    findButton(el, 'Go to Users')!.click()
    await waitFor(() => location.hash === '#new-users')
    expect(calls('GET', '/users/permissions')).to.have.length(0)
  })

  it('lists the users: names, e-mail, phone, status with spaces, readable permissions (ACCT-08)', async () => {
    const el = await table()
    const headings = Array.from(root(el).querySelectorAll('thead th'), (th) =>
      th.textContent!.trim(),
    )
    expect(headings.slice(0, 5)).to.deep.equal(['Name', 'Email', 'Phone', 'Status', 'Permissions'])
    const andre = row(el, 'andre@pub.example')
    expect(andre.textContent).to.contain('Andre Analyst')
    expect(andre.textContent).to.contain('+1 555 0101')
    expect(andre.textContent).to.contain('INVITE SENT')
    expect(andre.textContent).to.not.contain('INVITE_SENT')
    const labels = Array.from(andre.querySelectorAll('li'), (li) => li.textContent)
    expect(labels).to.deep.equal(['Ad metrics and reports', 'Manage sites'])
    expect(row(el, 'cora@pub.example').textContent).to.contain('No permissions')
    expect(text(el)).to.not.contain('home.adMetrics')
    expect(calls('GET', LIST)).to.have.length(1)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('says when the users cannot be fetched (ACCT-08)', async () => {
    page.replies.list = { status: 500 }
    const el = tab()
    await waitForText(el, 'There was an issue fetching your users')
    expect(shown(root(el).querySelector('table'))).to.equal(false)
    expect(findButton(el, 'Add User')!.disabled).to.equal(true)
  })

  it('has no Edit or Delete on the own row (ACCT-09)', async () => {
    const el = await table()
    const own = row(el, 'sally@pub.example')
    expect(own.textContent).to.contain('(you)')
    expect(own.querySelectorAll('button').length).to.equal(0)
    expect(shown(findButton(el, 'Edit Sally Self'))).to.equal(false)
    expect(shown(findButton(el, 'Delete Sally Self'))).to.equal(false)
    expect(shown(findButton(el, 'Edit Andre Analyst'))).to.equal(true)
    expect(shown(findButton(el, 'Delete Cora Created'))).to.equal(true)
  })

  it('shows Invite User only in a mocked session, only for CREATED users (ACCT-10)', async () => {
    const normal = await table()
    expect(shown(findButton(normal, 'Invite User'))).to.equal(false)
    cleanBody()
    const el = await table({ mocked: 'true' })
    const invites = Array.from(root(el).querySelectorAll('button')).filter(
      (b) => accessibleName(b) === 'Invite User',
    )
    expect(invites).to.have.length(1)
    expect(row(el, 'cora@pub.example').contains(invites[0]!)).to.equal(true)
    invites[0]!.click()
    await waitForText(el, 'New invitation sent!')
    const [put] = calls('PUT', '/users/usr-cora/invite')
    expect(put!.body).to.equal('')
    await waitFor(() => row(el, 'cora@pub.example').textContent!.includes('INVITE SENT'))
    expect(shown(findButton(el, 'Invite User'))).to.equal(false)
  })

  it('says when the invitation fails and keeps the status (ACCT-10)', async () => {
    page.replies.invite = { status: 500 }
    const el = await table({ mocked: 'true' })
    findButton(el, 'Invite User')!.click()
    await waitForText(el, 'There was an issue sending invite')
    expect(row(el, 'cora@pub.example').textContent).to.contain('CREATED')
    expect(shown(findButton(el, 'Invite User'))).to.equal(true)
    expect(text(el)).to.not.contain('New invitation sent!')
  })

  describe('delete user (ACCT-15)', () => {
    it('asks first; Cancel deletes nothing', async () => {
      const el = await table()
      findButton(el, 'Delete Andre Analyst')!.click()
      const d = await dialog(el)
      expect(d.textContent).to.contain('Are you sure you want to delete Andre Analyst?')
      findButton(d, 'Cancel')!.click()
      await waitFor(() => !root(el).querySelector('dialog[open]'))
      expect(calls('DELETE', '/users/')).to.have.length(0)
      expect(shown(row(el, 'andre@pub.example'))).to.equal(true)
    })

    it('deletes after Delete and removes the row', async () => {
      const el = await table()
      findButton(el, 'Delete Andre Analyst')!.click()
      const d = await dialog(el)
      findButton(d, 'Delete')!.click()
      await waitForText(el, 'User has been deleted')
      expect(calls('DELETE', '/users/usr-andre')).to.have.length(1)
      await waitFor(() => !row(el, 'andre@pub.example'))
    })

    it('says when deleting fails and keeps the row', async () => {
      page.replies.remove = { status: 500 }
      const el = await table()
      findButton(el, 'Delete Cora Created')!.click()
      const d = await dialog(el)
      findButton(d, 'Delete')!.click()
      await waitForText(el, 'There was an issue deleting this user')
      expect(shown(row(el, 'cora@pub.example'))).to.equal(true)
      expect(text(el)).to.not.contain('User has been deleted')
    })
  })
})

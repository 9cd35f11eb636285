// pp-account-settings, Users tab (ACCT-06..15): the moved notice when new-portal-url is set;
// otherwise the users table, add and edit dialogs with the permission switches, delete
// confirmation, own-row protection and Invite User in mocked sessions. The session is given
// through attributes, so each test sets its own user and mocked flag. The default user holds
// every permission; the escalation tests (issue 6) use one who holds only a few.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import {
  accessibilityProblems,
  accessibleName,
  build,
  button,
  cleanBody,
  clearHash,
  field,
  fill,
  findButton,
  loadElement,
  mount,
  root,
  spyEvents,
  stubApi,
  text,
  waitFor,
  waitForText,
} from './helpers'

type Reply = { status?: number; body?: unknown }
// Assertions compare booleans and strings, never DOM nodes: a failing assertion on an element
// makes the runner serialise React's internal fiber graph and hang.

const ACCOUNT = 'acc-users'
const SELF = 'usr-self'
const MOVED = 'Users has been moved to the new portal'
const LIST = `/api/accounts/accounts/${ACCOUNT}/users/permissions`
const NETWORK = 'Woops, something wrong: Network error. Please try again later.'
const SWITCHES = [
  'Edit payment information',
  'Manage users and permissions',
  'Manage sites',
  'Edit account information',
  'Manage ads.txt',
  'Create, edit and view embeds',
  'Ad metrics and reports',
]

const ALL = [
  'settings.paymentInfo',
  'settings.users',
  'settings.sites',
  'settings.general',
  'settings.adsTxt',
  'manageEmbeds',
  'home.adMetrics',
]
const NOT_HELD = 'You do not hold this permission'
const HOLDS_MORE = 'This user holds permissions you do not hold'

const USERS = [
  {
    userUUID: SELF,
    firstName: 'Sally',
    lastName: 'Self',
    email: 'sally@pub.example',
    phoneNumber: '+1 555 0100',
    userStatus: 'ACTIVE',
    permissions: ['settings.users', 'settings.general'],
  },
  {
    userUUID: 'usr-andre',
    firstName: 'Andre',
    lastName: 'Analyst',
    email: 'andre@pub.example',
    phoneNumber: '+1 555 0101',
    userStatus: 'INVITE_SENT',
    permissions: ['home.adMetrics', 'setttings.sites'],
  },
  {
    userUUID: 'usr-cora',
    firstName: 'Cora',
    lastName: 'Created',
    email: 'cora@pub.example',
    phoneNumber: '+1 555 0102',
    userStatus: 'CREATED',
    permissions: [],
  },
]

describe(`pp-account-settings Users tab (${build})`, () => {
  let api: ReturnType<typeof stubApi>
  let spy: ReturnType<typeof spyEvents>
  let replies: Record<'list' | 'add' | 'get' | 'update' | 'remove' | 'invite', Reply | null>

  before(() => loadElement('pp-account-settings'))
  beforeEach(() => {
    spy = spyEvents()
    replies = { list: null, add: null, get: null, update: null, remove: null, invite: null }
    api = stubApi({
      [`GET ${LIST}`]: () => replies.list ?? { body: { items: USERS } },
      [`POST ${LIST}`]: (call) =>
        replies.add ?? {
          status: 201,
          body: { ...JSON.parse(call.body!), userUUID: 'usr-new', userStatus: 'CREATED' },
        },
      'GET /api/accounts/users/*/permissions': (call) =>
        replies.get ?? { body: USERS.find((u) => call.path.includes(u.userUUID)) },
      'PUT /api/accounts/users/*/permissions': (call) => {
        if (replies.update) return replies.update
        const user = USERS.find((u) => call.path.includes(u.userUUID))!
        return { body: { ...user, ...JSON.parse(call.body!) } }
      },
      'DELETE /api/accounts/users/*': () => replies.remove ?? { status: 204 },
      'PUT /api/accounts/users/*/invite': (call) => {
        if (replies.invite) return replies.invite
        const user = USERS.find((u) => call.path.includes(u.userUUID))!
        return { body: { ...user, userStatus: 'INVITE_SENT' } }
      },
    })
  })
  afterEach(() => {
    api.restore()
    spy.stop()
    clearHash()
    cleanBody()
  })

  function tab(attrs: Record<string, string> = {}) {
    return mount('pp-account-settings', {
      route: '/dashboard/account/users',
      'account-uuid': ACCOUNT,
      'user-uuid': SELF,
      permissions: JSON.stringify(ALL),
      ...attrs,
    })
  }
  async function table(attrs: Record<string, string> = {}) {
    const el = tab(attrs)
    await waitFor(() => root(el).querySelector('tbody tr'))
    return el
  }
  const row = (el: HTMLElement, email: string) =>
    root(el).querySelector<HTMLTableRowElement>(`tr[data-user="${email}"]`)!
  const dialog = (el: HTMLElement) =>
    waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
  const switches = (scope: Element) =>
    Array.from(scope.querySelectorAll<HTMLButtonElement>('button[role="switch"]'))
  const switchStates = (scope: Element) =>
    Object.fromEntries(
      switches(scope).map((s) => [accessibleName(s), s.getAttribute('aria-checked') === 'true']),
    )
  const alerts = (scope: Element) =>
    Array.from(scope.querySelectorAll('form [role="alert"]'), (a) => a.textContent)
  /** Whether a node exists (assert on this, not on the node: see the note at the top). */
  const shown = (node: Element | null | undefined) => node !== null && node !== undefined
  const calls = (method: string, fragment: string) =>
    api.calls.filter((c) => c.method === method && c.path.includes(fragment))

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
    replies.list = { status: 500 }
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
    replies.invite = { status: 500 }
    const el = await table({ mocked: 'true' })
    findButton(el, 'Invite User')!.click()
    await waitForText(el, 'There was an issue sending invite')
    expect(row(el, 'cora@pub.example').textContent).to.contain('CREATED')
    expect(shown(findButton(el, 'Invite User'))).to.equal(true)
    expect(text(el)).to.not.contain('New invitation sent!')
  })

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
      expect(switchStates(d)).to.deep.equal({
        'Edit payment information': false,
        'Manage users and permissions': false,
        'Manage sites': true,
        'Edit account information': true,
        'Manage ads.txt': true,
        'Create, edit and view embeds': true,
        'Ad metrics and reports': true,
      })
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
      replies.add = {
        status: 400,
        body: {
          error: {
            code: 'invalid_input',
            message: 'bad',
            fields: [{ field: 'email', message: 'This email is already in use' }],
          },
        },
      }
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
      expect(switchStates(d)).to.deep.equal({
        'Edit payment information': false,
        'Manage users and permissions': false,
        'Manage sites': true,
        'Edit account information': false,
        'Manage ads.txt': false,
        'Create, edit and view embeds': false,
        'Ad metrics and reports': true,
      })
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
      replies.update = { status: 500 }
      const { el, d, first } = await editDialog()
      await waitFor(() => first.value === 'Andre')
      findButton(d, 'Save')!.click()
      await waitForText(el, 'There was a problem updating this users information')
      expect(d.open).to.equal(true)
    })

    it('says when the user cannot be loaded', async () => {
      replies.get = { status: 500 }
      const el = await table()
      findButton(el, 'Edit Andre Analyst')!.click()
      await waitForText(el, NETWORK)
      const d = await dialog(el)
      expect(shown(d.querySelector('form'))).to.equal(false)
    })
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
      replies.remove = { status: 500 }
      const el = await table()
      findButton(el, 'Delete Cora Created')!.click()
      const d = await dialog(el)
      findButton(d, 'Delete')!.click()
      await waitForText(el, 'There was an issue deleting this user')
      expect(shown(row(el, 'cora@pub.example'))).to.equal(true)
      expect(text(el)).to.not.contain('User has been deleted')
    })
  })

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
      expect(switchStates(d)).to.deep.equal({
        'Edit payment information': false,
        'Manage users and permissions': false,
        'Manage sites': true,
        'Edit account information': false,
        'Manage ads.txt': false,
        'Create, edit and view embeds': false,
        'Ad metrics and reports': false,
      })
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

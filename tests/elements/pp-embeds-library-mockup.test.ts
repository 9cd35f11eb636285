// pp-embeds in a mockup-generator session (EMB-14, EMB-20): the session (from GET /auth/session,
// once per page: it carries the site and embed, which no attribute gives) opens its embed in
// the builder once at start, analytics and e-mails are hidden,
// and a new embed can only go on the session's site.
import { expect } from '@esm-bundle/chai'
import { build, cleanBody, loadElement, mount, root, waitFor } from './page'
import { accessibleName, button } from './queries'
import { mockupSession } from './fake-api'
import { spyEvents } from './page-fakes'
import { ACCOUNT, LIST, noReplies, stubEmbeds } from './embeds-fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { pathOf } from './contract-stubs'

const SESSION = mockupSession(ACCOUNT, {
  siteUUID: 'site-gg',
  embedUUID: 'emb-3',
  productCategory: 'CONTENT',
  permissions: ['manageEmbeds'],
})

describe(`pp-embeds mockup-generator session (${build})`, () => {
  let spy: ReturnType<typeof spyEvents>
  let restore: () => void

  before(() => loadElement('pp-embeds'))
  afterEach(() => {
    restore()
    spy.stop()
    cleanBody()
  })

  it('opens the session’s embed for editing once, hides analytics and e-mails, fixes the new embed’s site (EMB-14, 20)', async () => {
    spy = spyEvents()
    const stub = stubEmbeds(noReplies())
    const session = window.fetch
    window.fetch = async (input, init) =>
      new Request(input, init).url.endsWith(pathOf(sessionCalls.session))
        ? new Response(JSON.stringify(SESSION), { headers: { 'content-type': 'application/json' } })
        : session(input, init)
    restore = () => {
      window.fetch = session
      stub.restore()
    }
    const el = mount('pp-embeds', { route: '/dashboard/embeds' })
    await waitFor(() => root(el).querySelector('article[data-embed]'))
    expect(spy.paths()).to.deep.equal(['/dashboard/embeds/management/customize?embed=emb-3'])
    // The site scope is the server's (from the session): the request is the usual one.
    expect(stub.calls.some((c) => c.path === LIST)).to.equal(true)

    ;(await button(el, 'Actions for World Cup Trivia')).click()
    await waitFor(() => root(el).querySelector('[role="menuitem"]'))
    const items = Array.from(root(el).querySelectorAll('[role="menuitem"]'), (m) =>
      accessibleName(m),
    )
    expect(items.slice(0, 2)).to.deep.equal(['Edit', 'Edit Labels'])
    expect(items.some((i) => /Analytics|Email/.test(i))).to.equal(false)

    // A second library in the same page does not open the builder again.
    cleanBody()
    const again = mount('pp-embeds', { route: '/dashboard/embeds' })
    await waitFor(() => root(again).querySelector('article[data-embed]'))
    await stub.answered()
    expect(spy.paths()).to.have.length(1)

    ;(await button(again, 'Create a new Embed!')).click()
    const dialog = await waitFor(() => root(again).querySelector('dialog[open]'))
    const site = dialog.querySelector('select')!
    expect(site.value).to.equal('site-gg')
    expect(site.disabled).to.equal(true)
  })
})

import { expect } from '@esm-bundle/chai'
import { build, loadElement, mount, text, waitFor } from './page'

describe(`pp-error (${build})`, () => {
  before(() => loadElement('pp-error'))
  afterEach(() => document.body.replaceChildren())

  // First in the file: the first page shown after a load keeps the browser's focus.
  it('focuses the new heading after an in-app page change, not on the first page shown', async () => {
    const el = mount('pp-error', { route: '/error/404', 'account-uuid': 'a', 'user-uuid': 'u' })
    const first = await waitFor(() => el.shadowRoot?.querySelector('h1'))
    expect(first.textContent).to.equal('Page not found')
    expect(el.shadowRoot!.activeElement).to.equal(null)
    el.setAttribute('route', '/error/500')
    const focused = await waitFor(() => {
      const active = el.shadowRoot!.activeElement
      return active?.tagName === 'H1' ? active : null
    })
    expect(focused.textContent).to.equal('Something went wrong')
    expect(focused.getAttribute('tabindex')).to.equal('-1')
    expect(document.activeElement).to.equal(el)
  })

  it('is the main landmark alone, and no second main inside the shell', async () => {
    const alone = mount('pp-error', { route: '/error/404', 'account-uuid': 'a', 'user-uuid': 'u' })
    await waitFor(() => alone.shadowRoot?.querySelector('h1'))
    expect(alone.shadowRoot!.querySelectorAll('main').length).to.equal(1)
    alone.remove()
    const shell = document.createElement('pp-shell')
    document.body.append(shell)
    const inside = document.createElement('pp-error')
    for (const [name, value] of Object.entries({
      route: '/error/404',
      'account-uuid': 'a',
      'user-uuid': 'u',
    }))
      inside.setAttribute(name, value)
    shell.append(inside)
    const h1 = await waitFor(() => inside.shadowRoot?.querySelector('h1'))
    expect(h1.textContent).to.equal('Page not found')
    expect(inside.shadowRoot!.querySelectorAll('main').length).to.equal(0)
  })

  it('renders the heading of each error route (SHELL-07)', async () => {
    const cases: Array<[string, string]> = [
      ['/error/404', 'Page not found'],
      ['/error/403', 'Access denied'],
      ['/error/500', 'Something went wrong'],
      ['/error/permission', "You don't have permission to view this page"],
    ]
    for (const [route, heading] of cases) {
      const el = mount('pp-error', { route, 'account-uuid': 'a', 'user-uuid': 'u' })
      const h1 = await waitFor(() => el.shadowRoot?.querySelector('h1'))
      expect(h1.textContent).to.equal(heading)
      el.remove()
    }
  })

  it('adopts the portal sheet and asks the host to navigate on link click', async () => {
    const el = mount('pp-error', { route: '/error/404', 'account-uuid': 'a', 'user-uuid': 'u' })
    const link = await waitFor(() => el.shadowRoot?.querySelector('a'))
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.equal(1)
    let detail: { path: string } | null = null
    el.addEventListener('pp-navigate', (e) => {
      detail = (e as CustomEvent).detail
      e.preventDefault()
    })
    link.click()
    expect(detail).to.deep.equal({ path: '/dashboard/home', replace: false })
    expect(text(el)).to.contain('Go to the dashboard')
  })
})

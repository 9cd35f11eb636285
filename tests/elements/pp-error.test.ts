import { expect } from '@esm-bundle/chai'
import { build, loadElement, mount, text, waitFor } from './helpers'

describe(`pp-error (${build})`, () => {
  before(() => loadElement('pp-error'))
  afterEach(() => document.body.replaceChildren())

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

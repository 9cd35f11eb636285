// pp-account-settings, Payment Information tab: the selectmethod screen (PAY-06), its default
// choice and the message when Continue has none. Fixtures in payment-fixtures.ts.
import { expect } from '@esm-bundle/chai'
import { build, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, findButton } from './queries'
import { BASE, method, paymentTab, routeOf, SELECT_TYPE } from './payment-fixtures'

describe(`pp-account-settings Payment Information selectmethod screen (${build})`, () => {
  const pay = paymentTab()

  // ---------------------------------------------------------------- PAY-06

  it('selectmethod preselects PayPal when nothing is saved (PAY-06)', async () => {
    const el = pay.tab('/selectmethod')
    const paypal = await waitFor(() =>
      root(el).querySelector<HTMLInputElement>('input[value="PAYPAL"]'),
    )
    expect(paypal.checked).to.equal(true)
    expect(text(el)).to.contain('US only')
    expect(text(el)).to.contain('International')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    ;(await button(el, 'Continue')).click()
    await waitFor(() => routeOf(el) === `${BASE}/enterinformation/paypal`)
  })

  it('with a method saved nothing is selected, and Continue asks for a choice (PAY-06)', async () => {
    pay.methods = [method('m-pp', 'PAYPAL')]
    const el = pay.tab('/selectmethod')
    await waitFor(() => root(el).querySelector('input[value="WIRE"]'))
    const radios = Array.from(root(el).querySelectorAll<HTMLInputElement>('input[type="radio"]'))
    expect(radios.map((r) => r.value)).to.deep.equal(['PAYPAL', 'CHECKS', 'ACH', 'WIRE'])
    expect(radios.some((r) => r.checked)).to.equal(false)
    ;(await button(el, 'Continue')).click()
    await waitForText(el, SELECT_TYPE)
    expect(routeOf(el)).to.equal(`${BASE}/selectmethod`)
    radios[3]!.click()
    await waitFor(() => !text(el).includes(SELECT_TYPE))
    findButton(el, 'Continue')!.click()
    await waitFor(() => routeOf(el) === `${BASE}/enterinformation/wire`)
    await waitForText(el, 'Wire transfer information')
  })
})

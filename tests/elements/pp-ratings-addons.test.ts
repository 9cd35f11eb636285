// pp-ratings Add-ons tab (RAT-19..21): the Ratings Counter with its toggle saved at once, the
// Edit button only while on, the full-stars switch, the code snippets, Save, Cancel and failures.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { build, cleanBody, clearHash, loadElement, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, field, findButton, findField, findLink } from './queries'
import { type ApiReply, holdCalls, type StubCall } from './fake-api'
import { spyEvents } from './page-fakes'
import { ADDONS, FAIL, SITES, configurationOf, mountRatings, stubRatings } from './ratings-fixtures'
import { ratingsCalls } from '../../src/contracts/ratings/ratings'
import { routeOf, pathOf } from './contract-stubs'

const ROUTE = '/dashboard/ratings/ratingsmanager/addons'
const COUNTER_PATH = pathOf(ratingsCalls.saveCounter, { uuid: 'counter-a' })
const ON = { ...ADDONS.counterConfiguration, enabled: true }
const OFF = { ...ADDONS.counterConfiguration, enabled: false }
const SAVED = 'Successfully updated add-on settings.'
const FAILED = 'There was an issue updating the add-on setting.'

describe(`pp-ratings Add-ons (${build})`, () => {
  let api: ReturnType<typeof stubRatings>
  let counter: typeof ON
  let codeReply: ApiReply | null
  let putReply: ApiReply | null
  let undo: Array<() => void>

  before(() => loadElement('pp-ratings'))
  beforeEach(() => {
    counter = OFF
    codeReply = null
    putReply = null
    undo = []
    api = stubRatings({
      [routeOf(ratingsCalls.code)]: (call) => {
        const site = new URLSearchParams(call.path.split('?')[1]).get('siteUUID')!
        const own = configurationOf(site).configuration.counterConfiguration
        const { enabled, showHalfStars } = counter
        return (
          codeReply ?? {
            body: { ...ADDONS, counterConfiguration: { ...own, enabled, showHalfStars } },
          }
        )
      },
      [routeOf(ratingsCalls.saveCounter)]: (call: StubCall) => {
        if (putReply) return putReply
        const uuid = call.path.split('/').pop()!
        const sent = JSON.parse(call.body!)
        return {
          body: {
            uuid,
            counterConfigUUID: uuid,
            showHalfStars: sent.showHalfStars,
            enabled: sent.enabled,
          },
        }
      },
    })
  })
  afterEach(() => {
    for (const step of undo.reverse()) step()
    api.restore()
    clearHash()
    cleanBody()
  })

  const open = () => mountRatings(ROUTE)
  const writes = () => api.calls.filter((c) => c.method !== 'GET')
  const bodyOf = (call: StubCall) => JSON.parse(call.body!)
  const switchNamed = (el: HTMLElement, name: string) =>
    waitFor(() =>
      root(el).querySelector<HTMLButtonElement>(`[role="switch"][aria-label="${name}"]`),
    )
  const toggle = (el: HTMLElement) => switchNamed(el, 'Enable Ratings Counter')
  const fullStars = (el: HTMLElement) => switchNamed(el, 'Show Only Full Stars For Ratings')
  const edit = (el: HTMLElement) => button(el, 'Edit Ratings Counter')
  const expanded = (b: HTMLButtonElement) => b.getAttribute('aria-expanded') === 'true'
  const checked = (s: HTMLButtonElement) => s.getAttribute('aria-checked') === 'true'
  const panelShown = (el: HTMLElement) => !!findField(el, 'Ratings Counter Code')

  it('shows the section with the code snippets and their notes once opened (RAT-19)', async () => {
    counter = ON
    const el = open()
    const editButton = await edit(el)
    expect(expanded(editButton)).to.equal(false)
    expect(panelShown(el)).to.equal(false)
    expect(checked(await toggle(el))).to.equal(true)
    editButton.click()
    expect((await field(el, 'Header Code')).value).to.equal(ADDONS.code.headerCode)
    expect((await field(el, 'Ratings Counter Code')).value).to.equal(ADDONS.code.ratingCounterCode)
    expect(expanded(editButton)).to.equal(true)
    const panel = root(el).getElementById(editButton.getAttribute('aria-controls')!)!
    expect(panel.hidden).to.equal(false)
    expect(panel.textContent).to.contain('inside <head>, once per site')
    expect(panel.textContent).to.contain('same for all hard-coded units')
    expect(panel.textContent).to.contain('inside <body>')
    expect(panel.textContent).to.contain('Replace {articleURL}')
    expect(panel.textContent).to.contain('{extPageId}')
    await button(el, 'Copy Header Code')
    await button(el, 'Copy Ratings Counter Code')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    expect(api.calls.some((c) => c.path.includes('productType=RATING_COUNTER'))).to.equal(true)
  })

  it('switching on sends enabled:true at once and opens the section (RAT-21)', async () => {
    const el = open()
    const editButton = await edit(el)
    expect(editButton.disabled).to.equal(true)
    const release = holdCalls('counter-configurations', undo)
    const sw = await toggle(el)
    sw.click()
    // Optimistic: the switch shows the asked-for state while the call runs.
    await waitFor(() => checked(sw) && sw.disabled)
    expect(editButton.disabled).to.equal(true)
    release()
    await waitForText(el, SAVED)
    const put = writes()[0]!
    expect(put.method).to.equal('PUT')
    expect(put.path).to.equal(COUNTER_PATH)
    expect(bodyOf(put)).to.include({ showHalfStars: true, enabled: true })
    await waitFor(() => !editButton.disabled && expanded(editButton))
    await field(el, 'Header Code')
    expect(checked(await fullStars(el))).to.equal(false)
  })

  it('a failed switch-on reverts the toggle and shows the spec text (RAT-21)', async () => {
    putReply = FAIL
    const el = open()
    const sw = await toggle(el)
    sw.click()
    await waitForText(el, FAILED)
    await api.answered()
    expect(checked(await toggle(el))).to.equal(false)
    expect((await edit(el)).disabled).to.equal(true)
    expect(panelShown(el)).to.equal(false)
  })

  it('switching off collapses the section, which then cannot open (RAT-21)', async () => {
    counter = ON
    const el = open()
    ;(await edit(el)).click()
    await field(el, 'Header Code')
    ;(await toggle(el)).click()
    await waitFor(() => !panelShown(el))
    expect(bodyOf(writes()[0]!)).to.include({ showHalfStars: true, enabled: false })
    const editButton = await edit(el)
    await waitFor(() => editButton.disabled)
    expect(expanded(editButton)).to.equal(false)
    editButton.click()
    await api.answered()
    expect(panelShown(el)).to.equal(false)
    expect(writes()).to.have.length(1)
  })

  it('full stars + Save sends showHalfStars:false, shows the success text and collapses (RAT-20, RAT-21)', async () => {
    counter = ON
    const el = open()
    ;(await edit(el)).click()
    const save = await button(el, 'Save Ratings Counter')
    expect(save.disabled).to.equal(true)
    const stars = await fullStars(el)
    expect(checked(stars)).to.equal(false)
    stars.click()
    await waitFor(() => checked(stars) && !save.disabled)
    save.click()
    await waitForText(el, SAVED)
    expect(writes()).to.have.length(1)
    expect(writes()[0]!.path).to.equal(COUNTER_PATH)
    expect(bodyOf(writes()[0]!)).to.include({ showHalfStars: false, enabled: true })
    await waitFor(() => !panelShown(el))
    const editButton = await edit(el)
    expect(expanded(editButton)).to.equal(false)
    // The Save button went with the panel: focus is back on Edit.
    expect(root(el).activeElement).to.equal(editButton)
    editButton.click()
    expect(checked(await fullStars(el))).to.equal(true)
  })

  it('a failed Save shows the spec text and keeps the draft (RAT-21)', async () => {
    counter = ON
    putReply = FAIL
    const el = open()
    ;(await edit(el)).click()
    const stars = await fullStars(el)
    stars.click()
    await waitFor(() => checked(stars))
    ;(await button(el, 'Save Ratings Counter')).click()
    await waitForText(el, FAILED)
    await api.answered()
    expect(panelShown(el)).to.equal(true)
    expect(checked(await fullStars(el))).to.equal(true)
    expect(findButton(el, 'Save Ratings Counter')!.disabled).to.equal(false)
    expect(text(el)).to.not.contain(SAVED)
  })

  it('Cancel discards the full-stars change but keeps the toggle (RAT-21)', async () => {
    const el = open()
    ;(await toggle(el)).click()
    await waitForText(el, SAVED)
    const stars = await fullStars(el)
    stars.click()
    await waitFor(() => checked(stars))
    ;(await button(el, 'Cancel Ratings Counter changes')).click()
    await waitFor(() => !panelShown(el))
    expect(checked(await toggle(el))).to.equal(true)
    const editButton = await edit(el)
    expect(root(el).activeElement).to.equal(editButton)
    editButton.click()
    expect(checked(await fullStars(el))).to.equal(false)
    expect(writes()).to.have.length(1)
    expect(bodyOf(writes()[0]!)).to.include({ enabled: true, showHalfStars: true })
  })

  it('a failed code fetch shows the spec text and Try again loads again (RAT-19)', async () => {
    codeReply = FAIL
    const el = open()
    await waitForText(el, 'There was an issue fetching the code.')
    codeReply = null
    ;(await button(el, 'Try again')).click()
    await toggle(el)
    expect(text(el)).to.not.contain('There was an issue fetching the code.')
  })

  it("another site's counter is saved at its own address (RAT-19, RAT-21)", async () => {
    const el = open()
    await toggle(el)
    const select = await waitFor(() => root(el).querySelector('select'))
    select.value = SITES[1]!.siteUUID
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => api.calls.some((c) => c.path.includes('siteUUID=site-b&productType')))
    ;(await toggle(el)).click()
    await waitForText(el, SAVED)
    expect(writes()[0]!.path).to.equal(pathOf(ratingsCalls.saveCounter, { uuid: 'counter-b' }))
  })

  it('works from the keyboard: Space switches on, Tab reaches Edit, Enter closes and opens it (RAT-19..21)', async () => {
    const el = open()
    const sw = await toggle(el)
    sw.focus()
    await sendKeys({ press: 'Space' })
    await waitForText(el, SAVED)
    const editButton = await edit(el)
    await waitFor(() => !editButton.disabled && expanded(editButton))
    sw.focus()
    await sendKeys({ press: 'Tab' })
    expect(root(el).activeElement).to.equal(editButton)
    await sendKeys({ press: 'Enter' })
    await waitFor(() => !expanded(editButton) && !panelShown(el))
    await sendKeys({ press: 'Enter' })
    await waitFor(() => expanded(editButton) && panelShown(el))
    await sendKeys({ press: 'Tab' })
    const stars = await fullStars(el)
    expect(root(el).activeElement).to.equal(stars)
    await sendKeys({ press: 'Space' })
    await waitFor(() => checked(stars))
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('an unsaved full-stars choice asks before another tab; Leave goes (#3)', async () => {
    counter = ON
    const spy = spyEvents()
    try {
      const el = open()
      ;(await edit(el)).click()
      const stars = await fullStars(el)
      stars.click()
      await waitFor(() => checked(stars))
      findLink(el, 'Code')!.click()
      await waitForText(el, 'You have unsaved changes. Leave anyway?')
      expect(spy.paths()).to.deep.equal([])
      ;(await button(el, 'Leave')).click()
      await waitFor(() => spy.paths().length > 0)
      expect(spy.paths()).to.deep.equal(['/dashboard/ratings/ratingsmanager/code'])
      expect(writes()).to.deep.equal([])
      // The test's host holds the move: the edits are still here, Cancel drops them.
      ;(await button(el, 'Cancel Ratings Counter changes')).click()
      await waitFor(() => !panelShown(el))
      const unload = new Event('beforeunload', { cancelable: true })
      dispatchEvent(unload)
      expect(unload.defaultPrevented).to.equal(false)
    } finally {
      spy.stop()
    }
  })
})

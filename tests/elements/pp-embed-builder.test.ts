// pp-embed-builder, its frame (issue 9): the route gate (BLD-01..03), the header and Edit Embed
// Details (BLD-06, 08), the step indicator and bar in both flows (BLD-05, 10, 11), placement
// (BLD-13), Save / Saved / Discard through API-44 (BLD-52, 53), HTTP 500 → /error/500, and the
// local draft: edit, reload without saving, restore, save.
import { expect } from '@esm-bundle/chai'
import type { EmbedBody } from '../../src/areas/embeds/lib/builder-rules'
import {
  accessibilityProblems,
  build,
  button,
  cleanBody,
  field,
  fill,
  findButton,
  root,
  text,
  waitFor,
  waitForText,
} from './helpers'
import { builderSuite, EMBED, mountBuilder, savedEmbed } from './builder-fixtures'

const PLACEMENT = 'Please pick where you think you would like to place your Embed on your website'

describe(`pp-embed-builder (${build})`, () => {
  const suite = builderSuite()
  const saves = suite.saves
  const sent = (n = 0) => JSON.parse(saves()[n]!.body!) as EmbedBody
  const radio = (el: HTMLElement, name: string) =>
    waitFor(() =>
      Array.from(root(el).querySelectorAll<HTMLElement>('[role="radio"]')).find(
        (r) => r.textContent === name,
      ),
    )

  it('the gate: 403 without manageEmbeds, 404 off the steps, the library without an embed, getstarted opens New Embed', async () => {
    mountBuilder('customize', { permissions: '[]' })
    await waitFor(() => suite.spy.paths().includes('/error/403'))
    cleanBody()
    mountBuilder('nowhere')
    await waitFor(() => suite.spy.paths().includes('/error/404'))
    cleanBody()
    mountBuilder('customize', { route: '/dashboard/embeds/management/ads' })
    await waitFor(() => suite.spy.paths().includes('/dashboard/embeds'))
    cleanBody()
    mountBuilder('getstarted', { route: '/dashboard/embeds/management/getstarted' })
    await waitFor(() => suite.spy.paths().includes('/dashboard/embeds?new=1'))
    expect(suite.api.calls.filter((c) => c.path.includes('/sites/content'))).to.have.length(0)
  })

  it('update flow: header, plain steps, Saved until a change; a change disables the steps, Save sends it (BLD-06, 11, 13, 52, 53)', async () => {
    const el = mountBuilder('placement')
    await waitForText(el, PLACEMENT)
    expect(text(el)).to.include('Trivia & Polls > Configuration')
    expect(text(el)).to.include('Builder Trivia')
    expect(text(el)).to.include('https://dailyplanet.example')
    const saveButton = await button(el, 'Saved')
    expect(saveButton.disabled).to.equal(true)
    expect((await button(el, 'Discard')).disabled).to.equal(true)
    const steps = root(el).querySelector('nav[aria-label="Embed steps"]')!
    expect(steps.querySelectorAll('button')).to.have.length(4)
    expect(root(el).querySelector('[aria-current="step"]')!.textContent).to.include(
      'Select Placement',
    )
    expect(accessibilityProblems(root(el))).to.deep.equal([])

    ;(await radio(el, 'In-Content'))!.click()
    const save = await button(el, 'Save')
    expect(save.disabled).to.equal(false)
    expect(steps.querySelectorAll('button')).to.have.length(0)
    expect((await button(el, 'Continue')).disabled).to.equal(true)
    expect(
      findButton(el, /Edit embed details$/)!.disabled,
      'the header waits for Save or Discard',
    ).to.equal(true)
    // No automatic move in the update flow.
    await new Promise((r) => setTimeout(r, 300))
    expect(suite.spy.paths()).to.deep.equal([])

    save.click()
    await waitForText(el, 'Your embed has been updated successfully!')
    expect(sent().embed.embedPosition).to.equal('IN_CONTENT')
    expect(sent().embedWorkflowStep).to.equal('PLACEMENT')
    expect(sent().contents.addOns).to.equal(undefined)
    expect(sent().contents.pages.map((p) => p.contentUUID)).to.deep.equal([
      'c-quiz',
      'c-poll',
      'c-story',
    ])
    expect(sent().createdBy).to.equal(undefined)
    await button(el, 'Saved')
    expect(steps.querySelectorAll('button')).to.have.length(4)
  })

  it('Discard reverts the change (BLD-53)', async () => {
    const el = mountBuilder('placement')
    ;(await radio(el, 'In-Content'))!.click()
    ;(await button(el, 'Discard')).click()
    await button(el, 'Saved')
    expect((await radio(el, 'Right or Left Rail'))!.getAttribute('aria-checked')).to.equal('true')
    expect(saves()).to.have.length(0)
  })

  it('new flow: arrow steps, Previous Step and Continue, a placement pick moves on after 250 ms (BLD-10, 11, 13)', async () => {
    suite.state.loaded = savedEmbed({ creationCompleted: false })
    const el = mountBuilder('placement')
    await waitForText(el, PLACEMENT)
    expect(findButton(el, 'Discard')).to.equal(null)
    expect(findButton(el, 'Save')).to.equal(null)
    await button(el, 'Previous Step')
    // Later steps but the code step are reachable; none is complete yet.
    const steps = root(el).querySelector('nav[aria-label="Embed steps"]')!
    expect(Array.from(steps.querySelectorAll('button')).map((b) => b.textContent)).to.deep.equal([
      '2Customize',
      '3Select Ads',
      '4Add-ons',
    ])
    const started = performance.now()
    ;(await radio(el, 'In-Content'))!.click()
    await waitFor(() => suite.spy.paths().length > 0)
    expect(performance.now() - started).to.be.greaterThan(200)
    expect(suite.spy.paths()).to.deep.equal([
      `/dashboard/embeds/management/customize?embed=${EMBED}`,
    ])
  })

  it('new flow: the add_ons Save saves at ADD_ONS and goes on to the code step (BLD-52)', async () => {
    suite.state.loaded = savedEmbed({ creationCompleted: false })
    const el = mountBuilder('add_ons')
    await waitForText(el, 'Add-ons')
    expect(findButton(el, 'Continue')).to.equal(null)
    const complete = root(el).querySelectorAll('nav[aria-label="Embed steps"] li')
    expect(complete[0]!.textContent).to.include('(complete)')
    ;(await button(el, 'Save')).click()
    await waitFor(() => suite.spy.paths().length > 0)
    expect(suite.spy.paths()).to.deep.equal([`/dashboard/embeds/management/code?embed=${EMBED}`])
    expect(sent().embedWorkflowStep).to.equal('ADD_ONS')
    expect(sent().contents.addOns).to.deep.equal({ userDataCollection: null })
  })

  it('an HTTP 500 while saving goes to /error/500 (BLD-53)', async () => {
    suite.state.replies.save = () => ({
      status: 500,
      body: { error: { code: 'server_error', message: 'x', fields: [] } },
    })
    const el = mountBuilder('placement')
    ;(await radio(el, 'In-Content'))!.click()
    ;(await button(el, 'Save')).click()
    await waitFor(() => suite.spy.paths().includes('/error/500'))
  })

  it('Edit Embed Details renames at once with API-44 (BLD-08)', async () => {
    const el = mountBuilder('placement')
    await waitForText(el, PLACEMENT)
    ;(await button(el, /Edit embed details$/)).click()
    const dialog = await waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
    expect(dialog.textContent).to.include('Edit Embed Details')
    expect(dialog.textContent).not.to.include('Add label(s)')
    const name = await field(dialog, "What is your embed's name?")
    await fill(name, 'Election Poll')
    await waitForText(el, 'Embeds on the same site cannot share the same name')
    await fill(name, 'Renamed Trivia')
    ;(await button(dialog, 'Save')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    expect(sent().embed.embedName).to.equal('Renamed Trivia')
    await waitForText(el, 'Renamed Trivia')
    expect((await button(el, 'Saved')).disabled).to.equal(true)
  })

  it('no lost work: an edit kept as a draft is offered after a reload, restored and saved', async () => {
    let el = mountBuilder('placement')
    ;(await radio(el, 'In-Content'))!.click()
    await waitFor(() => Object.keys(localStorage).some((k) => k.startsWith('pp-builder-draft:')))
    cleanBody()
    el = mountBuilder('placement')
    await waitForText(el, 'You have unsaved changes to this embed from')
    expect((await radio(el, 'Right or Left Rail'))!.getAttribute('aria-checked')).to.equal('true')
    ;(await button(el, 'Restore changes')).click()
    await waitFor(() =>
      root(el).querySelector('[role="radio"][aria-checked="true"][data-value="in-content"]'),
    )
    ;(await button(el, 'Save')).click()
    await waitForText(el, 'Your embed has been updated successfully!')
    expect(sent().embed.embedPosition).to.equal('IN_CONTENT')
    await waitFor(() => !Object.keys(localStorage).some((k) => k.startsWith('pp-builder-draft:')))
    // Saved: no offer on the next visit.
    cleanBody()
    el = mountBuilder('placement')
    await waitForText(el, PLACEMENT)
    expect(text(el)).not.to.include('You have unsaved changes')
  })
})

// pp-embeds, New Embed (EMB-09, BLD-07): the create card fetches the names first, the dialog's
// fields and rules (name, site, duplicate per site, labels), Create Embed → Creating Embed... →
// API-43 → the builder's placement step; the failure toast.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { build, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, field, fill } from './queries'
import { refusedField } from './fake-api'
import { FAILURE, gateFetch, USER, embedsSuite, mountEmbeds } from './embeds-fixtures'
import { embedCalls } from '../../src/contracts/accounts/embeds'
import { pathOf } from './contract-stubs'

const NAME = "What is your embed's name?"

describe(`pp-embeds New Embed (${build})`, () => {
  const suite = embedsSuite()

  async function newEmbed() {
    const el = mountEmbeds()
    ;(await button(el, 'Create a new Embed!')).click()
    const dialog = await waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
    return { el, dialog }
  }
  const site = (dialog: Element) => dialog.querySelector<HTMLSelectElement>('select')!
  async function choose(select: HTMLSelectElement, value: string) {
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await new Promise((r) => setTimeout(r, 0))
  }
  const creates = () =>
    suite.api.calls.filter((c) => c.method === 'POST' && c.path.includes('/sites/'))

  it('fetches the names first, then opens New Embed on its name field (EMB-09, BLD-07)', async () => {
    const { el, dialog } = await newEmbed()
    const names = suite.api.calls.findIndex((c) => c.path.endsWith('/embeds/names'))
    expect(names).to.be.greaterThan(-1)
    expect(dialog.textContent).to.include('New Embed')
    const name = await field(dialog, NAME)
    expect(root(el).activeElement === name).to.equal(true)
    expect(dialog.textContent).to.include('Where will your embed live?')
    expect(site(dialog).options[0].textContent).to.equal('Select your website')
    expect(dialog.textContent).to.include('Add label(s)')
    expect(dialog.textContent).to.include('Start typing to create your label')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('the rules: required name, valid name, site required, duplicate per site (spec 001 §5)', async () => {
    const { el, dialog } = await newEmbed()
    ;(await button(dialog, 'Create Embed')).click()
    await waitFor(() => dialog.textContent!.includes('This field is required'))
    expect(dialog.textContent).to.include('Select your website')
    const name = await field(dialog, NAME)
    expect(root(el).activeElement === name).to.equal(true)
    await fill(name, '!!!')
    await waitFor(() => dialog.textContent!.includes('Please enter a valid embed name'))
    await fill(name, 'world cup trivia ')
    await choose(site(dialog), 'site-dp')
    await waitForText(el, 'Embeds on the same site cannot share the same name')
    expect(name.getAttribute('aria-invalid')).to.equal('true')
    // The same name on another site is fine.
    await choose(site(dialog), 'site-gg')
    await waitFor(() => !dialog.textContent!.includes('Embeds on the same site cannot share'))
    ;(await button(dialog, 'Create Embed')).click()
    await waitFor(() => creates().length === 1)
    expect(creates()[0].path).to.equal(pathOf(embedCalls.create, { siteUUID: 'site-gg' }))
  })

  it('Create Embed sends API-43 with the labels, shows Creating Embed..., then opens placement (BLD-07)', async () => {
    const { el, dialog } = await newEmbed()
    await fill(await field(dialog, NAME), '  Halloween Quiz ')
    await choose(site(dialog), 'site-dp')
    ;(await button(dialog, 'Add label sports')).click()
    const labels = await field(dialog, 'Add label(s)')
    labels.focus()
    await fill(labels, 'spooky season')
    await sendKeys({ press: 'Enter' })
    await waitFor(() => dialog.textContent!.includes('spooky season'))
    expect(creates()).to.have.length(0)
    const gate = gateFetch((method, url) => method === 'POST' && url.includes('/sites/'))
    ;(await button(dialog, 'Create Embed')).click()
    await waitForText(el, 'Creating Embed...')
    gate.open()
    await waitFor(() => suite.spy.paths().length)
    gate.restore()
    expect(JSON.parse(creates()[0].body!)).to.deep.equal({
      embed: {
        embedName: 'Halloween Quiz',
        attachedLabelUUIDs: ['lab-sports'],
        newLabelNames: ['spooky season'],
      },
      contents: { pages: [] },
      createdBy: USER,
      embedWorkflowStep: 'PLACEMENT',
    })
    expect(suite.spy.paths()).to.deep.equal([
      '/dashboard/embeds/management/placement?embed=emb-new',
    ])
  })

  it('a failed creation keeps the dialog and shows the spec failure (spec 001 §8)', async () => {
    suite.replies.create = FAILURE
    const { el, dialog } = await newEmbed()
    await fill(await field(dialog, NAME), 'New One')
    await choose(site(dialog), 'site-dp')
    ;(await button(dialog, 'Create Embed')).click()
    await waitForText(el, 'We are facing issues with embed creation.')
    expect(suite.spy.paths()).to.deep.equal([])
    expect(root(el).querySelector('dialog[open]')).to.not.equal(null)
  })

  it('the server’s duplicate answer lands on the name field', async () => {
    const taken = 'Embeds on the same site cannot share the same name'
    suite.replies.create = refusedField(409, 'duplicate', 'embedName', taken)
    const { el, dialog } = await newEmbed()
    await fill(await field(dialog, NAME), 'Raced Name')
    await choose(site(dialog), 'site-dp')
    ;(await button(dialog, 'Create Embed')).click()
    await waitFor(() => dialog.textContent!.includes('Embeds on the same site cannot share'))
    expect(text(el)).not.to.include('We are facing issues with embed creation.')
  })

  it('Cancel closes the dialog without a call', async () => {
    const { el, dialog } = await newEmbed()
    ;(await button(dialog, 'Cancel')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    expect(creates()).to.have.length(0)
  })
})

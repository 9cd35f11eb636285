// pp-embed-builder, the add-ons step (issue 9): Collect User Emails (BLD-50), its create/edit
// panel, counters, URL rule and preview (BLD-51), the refused and the accepted Save.
import { expect } from '@esm-bundle/chai'
import {
  accessibilityProblems,
  build,
  button,
  field,
  fill,
  root,
  text,
  waitFor,
  waitForText,
} from './helpers'
import { builderSuite, mountBuilder, savedEmbed } from './builder-fixtures'

describe(`pp-embed-builder add-ons step (${build})`, () => {
  const suite = builderSuite()
  const sent = suite.sent
  const preview = (el: HTMLElement) =>
    root(el).querySelector<HTMLElement>('[data-email-preview]')?.textContent ?? ''

  it('switching collection on opens the create panel; Save waits for a valid card (BLD-50, 51)', async () => {
    const el = mountBuilder('add_ons')
    const collect = await button(el, 'Collect User Emails')
    expect(collect.getAttribute('aria-checked')).to.equal('false')
    collect.click()
    await waitForText(el, 'Create Email Card')
    expect(collect.getAttribute('aria-checked')).to.equal('true')
    expect(text(el)).to.include('Users answer an average of 7-9 questions per session')
    const position = root(el).querySelector<HTMLSelectElement>('select')!
    expect(position.value).to.equal('7')
    expect(Array.from(position.options).map((o) => o.value)).to.deep.equal([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ])
    expect(preview(el)).to.include('User email')
    expect(preview(el)).to.include('Sample Privacy Policy')
    expect(text(el)).to.include('0/40')
    expect(text(el)).to.include('0/80')
    expect(accessibilityProblems(root(el))).to.deep.equal([])

    ;(await button(el, 'Save')).click()
    await waitForText(el, 'There are required fields you must fill out before continuing.')
    expect(suite.api.calls.some((c) => c.method === 'PUT')).to.equal(false)
    await waitForText(el, 'Format should be https://dailyplanet.example')

    await fill(await field(el, 'Headline'), 'Stay in the loop')
    await fill(await field(el, 'Body'), 'Get the best quizzes in your inbox.')
    await fill(await field(el, 'Publisher Name'), 'Daily Planet')
    const url = await field(el, 'Privacy Policy URL')
    await fill(url, 'not a url')
    url.dispatchEvent(new FocusEvent('blur'))
    expect(text(el)).to.include('Format should be https://dailyplanet.example')
    await fill(url, 'https://dailyplanet.example/privacy')
    await waitFor(() => !text(el).includes('Format should be'))
    expect(text(el)).to.include('16/40')
    expect(preview(el)).to.include('Stay in the loop')
    expect(preview(el)).to.include('Daily Planet Privacy Policy')
    position.value = '3'
    position.dispatchEvent(new Event('change', { bubbles: true }))

    ;(await button(el, 'Save')).click()
    await waitFor(() => suite.api.calls.some((c) => c.method === 'PUT'))
    expect(sent().embedWorkflowStep).to.equal('ADD_ONS')
    expect(sent().embed.showUserDataCollection).to.equal(true)
    expect(sent().contents.addOns!.userDataCollection).to.include({
      queuePosition: 3,
      headline: 'Stay in the loop',
      body: 'Get the best quizzes in your inbox.',
      publisherName: 'Daily Planet',
      publisherPrivacyPolicyURL: 'https://dailyplanet.example/privacy',
      backgroundColor: '#092e77',
    })
  })

  it('a saved card opens for editing; switching collection off saves it off (BLD-50)', async () => {
    const loaded = savedEmbed({ showUserDataCollection: true })
    loaded.contents.addOns = {
      userDataCollection: {
        contentUUID: 'c-email',
        queuePosition: 5,
        publisherName: 'Daily Planet',
        publisherPrivacyPolicyURL: 'https://dailyplanet.example/privacy',
        backgroundColor: 'rgba(48,48,48,0.8)',
        backgroundImageURL: null,
        headline: 'Join us',
        body: 'News in your inbox',
      },
    }
    suite.state.loaded = loaded
    const el = mountBuilder('add_ons')
    ;(await button(el, 'Edit Email Card')).click()
    const headline = await field(el, 'Headline')
    expect(headline.value).to.equal('Join us')
    expect(root(el).querySelector<HTMLSelectElement>('select')!.value).to.equal('5')
    // A saved rgba colour shows as its hex and is kept as saved until changed.
    expect((await field(el, 'Background Color')).value).to.equal('#303030')
    ;(await button(el, 'Done')).click()
    await waitFor(() => !text(el).includes('Users answer an average'))
    ;(await button(el, 'Collect User Emails')).click()
    ;(await button(el, 'Save')).click()
    await waitFor(() => suite.api.calls.some((c) => c.method === 'PUT'))
    expect(sent().embed.showUserDataCollection).to.equal(false)
    expect(sent().contents.addOns!.userDataCollection).to.include({
      contentUUID: 'c-email',
      backgroundColor: 'rgba(48,48,48,0.8)',
    })
  })
})

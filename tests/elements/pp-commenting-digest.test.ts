// pp-commenting Moderation tab, the Notifications card (issue 30): the moderators' digest of
// pending comments, off, hourly or daily, saved when chosen; the keyboard path, a failed load with
// Try again, a refused save that keeps the saved choice.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { moderationCalls as m } from '../../src/contracts/commenting/moderation'
import { notifyCalls as n } from '../../src/contracts/commenting/notify'
import { FAILURE, mountCommenting, oneUnitAccount } from './commenting-fixtures'
import { callsTo, routeOf } from './contract-stubs'
import { stubApi, type StubCall } from './fake-api'
import { elementSuite } from './fixtures'
import { build, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button } from './queries'

const ACCOUNT = 'acc-digest'
const UNIT = { unitUUID: 'unit-1' }
const RECIPIENTS = 2
const NEXT = Date.UTC(2026, 10, 28, 15, 0)

describe(`pp-commenting Moderation tab, Notifications (${build})`, () => {
  const state = { frequency: 'OFF', failLoad: false, failSave: false }
  const suite = elementSuite('pp-commenting', () => {
    state.frequency = 'OFF'
    state.failLoad = false
    state.failSave = false
    const digest = () => ({
      body: {
        frequency: state.frequency,
        nextAt: state.frequency === 'OFF' ? null : NEXT,
        recipients: RECIPIENTS,
      },
    })
    return stubApi({
      ...oneUnitAccount(ACCOUNT),
      [routeOf(m.queue, UNIT)]: {
        body: {
          items: [],
          counts: { PENDING: 0, REPORTED: 0, APPROVED: 0, REJECTED: 0 },
          nextCursor: null,
        },
      },
      [routeOf(m.bans, UNIT)]: { body: { bans: [] } },
      [routeOf(n.digest, UNIT)]: () => (state.failLoad ? FAILURE : digest()),
      [routeOf(n.saveDigest, UNIT)]: (call: StubCall) => {
        if (state.failSave)
          return {
            status: 400,
            body: {
              error: {
                code: 'bad_request',
                message: 'Check the fields',
                fields: [{ field: 'frequency', message: 'Choose off, hourly or daily' }],
              },
            },
          }
        state.frequency = (JSON.parse(call.body!) as { frequency: string }).frequency
        return digest()
      },
    })
  })
  const open = () => mountCommenting(ACCOUNT, 'moderation')
  const saves = () => callsTo(suite.api.calls, n.saveDigest, UNIT)
  const pressed = (el: HTMLElement) =>
    root(el).querySelector(
      '[role="group"][aria-label="Digest of pending comments"] [aria-pressed="true"]',
    )?.textContent

  it('shows the digest off with its recipients, and saves Hourly when chosen', async () => {
    const el = open()
    await waitForText(el, 'No digest is sent.')
    expect(text(el)).to.include("Goes to the account's 2 active users.")
    expect(pressed(el)).to.equal('Off')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    ;(await button(el, 'Hourly')).click()
    await waitForText(el, 'Saved: a hourly digest.')
    expect(JSON.parse(saves()[0]!.body!)).to.deep.equal({ frequency: 'HOURLY' })
    expect(pressed(el)).to.equal('Hourly')
    expect(text(el)).to.include('sent only when comments are pending')
  })

  it('is set by keyboard alone: Tab to Daily, Enter saves it', async () => {
    const el = open()
    await waitForText(el, 'No digest is sent.')
    const daily = await button(el, 'Daily')
    ;(await button(el, 'Hourly')).focus()
    await sendKeys({ press: 'Tab' })
    expect(root(el).activeElement).to.equal(daily)
    await sendKeys({ press: 'Enter' })
    await waitForText(el, 'Saved: a daily digest.')
    expect(JSON.parse(saves()[0]!.body!)).to.deep.equal({ frequency: 'DAILY' })
    ;(await button(el, 'Off')).click()
    await waitForText(el, 'Digest turned off.')
    expect(saves()).to.have.length(2)
  })

  it('choosing the saved frequency again saves nothing', async () => {
    const el = open()
    await waitForText(el, 'No digest is sent.')
    ;(await button(el, 'Off')).click()
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(saves()).to.have.length(0)
  })

  it('a refused save keeps the saved choice and says so', async () => {
    state.failSave = true
    const el = open()
    await waitForText(el, 'No digest is sent.')
    ;(await button(el, 'Daily')).click()
    await waitFor(() => saves().length === 1)
    await waitFor(() => !root(el).querySelector('[aria-busy="true"]'))
    expect(pressed(el)).to.equal('Off')
    expect(text(el)).not.to.include('Saved:')
  })

  it('says when the setting cannot load and loads again on Try again', async () => {
    state.failLoad = true
    const el = open()
    await waitForText(el, 'There was an issue loading the notification setting')
    state.failLoad = false
    ;(await button(el, 'Try again')).click()
    await waitForText(el, 'No digest is sent.')
  })
})

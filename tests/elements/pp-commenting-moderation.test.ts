// pp-commenting Moderation tab (beyond the spec, issue 30): the queue with its counts and why each
// comment is there, keyboard moderation (j/k, x, a, r, b, ?), several at once, bans and their
// lifting, search, paging, the load failure, and mockup sessions kept out.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { moderationCalls as m } from '../../src/contracts/commenting/moderation'
import { notifyCalls } from '../../src/contracts/commenting/notify'
import type { moderationSchemas } from '../../src/contracts/commenting/moderation.schemas'
import { accessCalls } from '../../src/contracts/access/access'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { FAILURE, MANAGER, mountCommenting, oneUnitAccount } from './commenting-fixtures'
import { callsTo, routeOf, type AnswerIn } from './contract-stubs'
import { mockupSession, stubApi, type StubCall } from './fake-api'
import { elementSuite } from './fixtures'
import { build, mount, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, field, fill, findButton } from './queries'

type Item = AnswerIn<typeof moderationSchemas.queue>['items'][number]
const ACCOUNT = 'acc-moderation'
const UNIT = { unitUUID: 'unit-1' }

const item = (n: number, extra: Partial<Item> = {}): Item => ({
  commentUUID: `c-${n}`,
  pageId: n % 2 ? 'city-news' : 'weather',
  text: `Comment number ${n}`,
  mediaUrl: null,
  createdAt: Date.UTC(2026, 10, 20 - n),
  queue: 'PENDING',
  featured: false,
  held: { rule: 'SUSPECT_WORD', word: 'scam' },
  reports: { marks: 0, addresses: 0 },
  parent: n === 2 ? { text: 'The first word', authorName: 'Lois Lane' } : null,
  author: {
    commenterUUID: `p-${n}`,
    name: `Reader ${n}`,
    anonymous: false,
    blocked: false,
    history: { published: 4, rejected: 1, reported: 2 },
    ban: null,
  },
  ...extra,
})

describe(`pp-commenting Moderation tab (${build})`, () => {
  const state = { items: [] as Item[], more: false, failQueue: false, session: null as unknown }
  const counts = () => ({ PENDING: state.items.length, REPORTED: 2, APPROVED: 0, REJECTED: 0 })
  const suite = elementSuite('pp-commenting', () => {
    state.items = [item(1), item(2), item(3)]
    state.more = false
    state.failQueue = false
    state.session = null
    return stubApi({
      ...oneUnitAccount(ACCOUNT),
      [routeOf(m.queue, UNIT)]: (call: StubCall) => {
        if (state.failQueue) return FAILURE
        const cursor = new URL(call.path, location.origin).searchParams.get('cursor')
        const page = cursor ? [item(9)] : state.items
        return {
          body: {
            items: page,
            counts: counts(),
            nextCursor: state.more && !cursor ? 'next-1' : null,
          },
        }
      },
      [routeOf(m.act, UNIT)]: (call: StubCall) => {
        const { commentUUIDs } = JSON.parse(call.body!) as { commentUUIDs: string[] }
        state.items = state.items.filter((i) => !commentUUIDs.includes(i.commentUUID))
        return { body: { changed: commentUUIDs.length, counts: counts() } }
      },
      [routeOf(m.bans, UNIT)]: { body: { bans: [] } },
      [routeOf(m.ban, UNIT)]: (call: StubCall) => {
        const sent = JSON.parse(call.body!) as { commenterUUID: string; reason: string }
        return {
          status: 201,
          body: {
            banUUID: 'ban-1',
            commenterUUID: sent.commenterUUID,
            authorName: 'Reader 1',
            until: Date.UTC(2026, 11, 5),
            reason: sent.reason,
            createdAt: Date.UTC(2026, 10, 28),
          },
        }
      },
      [routeOf(m.liftBan, UNIT)]: { status: 204 },
      [routeOf(notifyCalls.digest, UNIT)]: {
        body: { frequency: 'OFF', nextAt: null, recipients: 1 },
      },
      // Mockup mode: the session (with its site) from GET /auth/session, the site's unit.
      [routeOf(sessionCalls.session)]: () => ({ body: state.session }),
      [routeOf(accessCalls.siteUnit)]: {
        body: {
          hasCommentingUnit: true,
          commentingUnitUUID: 'unit-1',
          commentingUnitConfigurationUUID: 'conf-1',
        },
      },
    })
  })
  const open = (attrs: Record<string, string> = {}) => mountCommenting(ACCOUNT, 'moderation', attrs)
  const callsOf = (call: (typeof m)[keyof typeof m]) => callsTo(suite.api.calls, call, UNIT)
  const cards = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll<HTMLElement>('[data-queue-item]'))
  const bodyOf = (call: StubCall) => JSON.parse(call.body!) as Record<string, unknown>

  it('lists the pending comments with the counts, why each is held and the author’s history', async () => {
    const el = open()
    await waitForText(el, 'Comment number 3')
    expect(text(el)).to.include('Pending (3)')
    expect(text(el)).to.include('Reported (2)')
    expect(text(el)).to.include('Held: uses “scam” from the suspect list')
    expect(text(el)).to.include('4 published · 1 rejected · 2 reported')
    expect(text(el)).to.include('replying to Lois Lane: “The first word”')
    expect(cards(el)).to.have.length(3)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('moderates by keyboard alone: j moves, a approves the current comment, the status says so', async () => {
    const el = open()
    await waitFor(() => cards(el).length === 3)
    cards(el)[0]!.focus()
    await sendKeys({ press: 'j' })
    expect(root(el).activeElement).to.equal(cards(el)[1])
    await sendKeys({ press: 'a' })
    await waitFor(() => cards(el).length === 2)
    expect(bodyOf(callsOf(m.act)[0]!)).to.deep.equal({ action: 'APPROVE', commentUUIDs: ['c-2'] })
    await waitForText(el, 'Approved 1 comment. 2 comments in Pending.')
    expect(root(el).querySelector('[role="status"]')!.textContent).to.include('Approved 1 comment')
    await waitFor(() => root(el).activeElement === cards(el)[1])
    await sendKeys({ press: 'r' })
    await waitFor(() => cards(el).length === 1)
    expect(bodyOf(callsOf(m.act)[1]!)).to.deep.equal({ action: 'REJECT', commentUUIDs: ['c-3'] })
  })

  it('? opens the shortcuts; x selects several and a approves them together', async () => {
    const el = open()
    await waitFor(() => cards(el).length === 3)
    cards(el)[0]!.focus()
    await sendKeys({ press: '?' })
    const dialog = await waitFor(() => root(el).querySelector('dialog[open]'))
    expect(dialog.textContent).to.include('Keyboard shortcuts')
    expect(dialog.textContent).to.include('Ban the author')
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    cards(el)[0]!.focus()
    await sendKeys({ press: 'x' })
    await sendKeys({ press: 'j' })
    await sendKeys({ press: 'x' })
    await waitForText(el, '2 selected')
    await sendKeys({ press: 'a' })
    await waitFor(() => cards(el).length === 1)
    expect(bodyOf(callsOf(m.act)[0]!).commentUUIDs).to.deep.equal(['c-1', 'c-2'])
  })

  it('b bans the author with a reason; the ban shows and can be lifted', async () => {
    const el = open()
    await waitFor(() => cards(el).length === 3)
    cards(el)[0]!.focus()
    await sendKeys({ press: 'b' })
    await waitFor(() => root(el).querySelector('dialog[open]'))
    ;(await button(el, 'Ban')).click()
    await waitForText(el, 'This field is required')
    expect(callsOf(m.ban)).to.have.length(0)
    ;(await waitFor(() => root(el).querySelector<HTMLInputElement>('input[value="WEEK"]'))).click()
    await fill(await field(el, 'Reason'), 'Personal attacks')
    ;(await button(el, 'Ban')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    expect(bodyOf(callsOf(m.ban)[0]!)).to.deep.equal({
      commenterUUID: 'p-1',
      duration: 'WEEK',
      reason: 'Personal attacks',
    })
    await waitForText(el, 'Banned until')
    await waitFor(() => callsOf(m.bans).length === 2)
  })

  it('searches by text, author and article, and pages with Load more', async () => {
    state.more = true
    const el = open()
    await waitFor(() => cards(el).length === 3)
    await fill(await field(el, 'Comment text'), 'bridge')
    ;(await button(el, 'Search')).click()
    await waitFor(() => callsOf(m.queue).some((c) => c.path.includes('q=bridge')))
    await waitFor(() => cards(el).length === 3)
    ;(await button(el, 'Load more')).click()
    await waitForText(el, 'Comment number 9')
    expect(callsOf(m.queue).at(-1)!.path).to.include('cursor=next-1')
    expect(findButton(el, 'Load more')).to.equal(null)
  })

  it('says when the queue cannot load and loads again on Try again', async () => {
    state.failQueue = true
    const el = open()
    await waitForText(el, 'There was an issue loading the comments')
    state.failQueue = false
    ;(await button(el, 'Try again')).click()
    await waitForText(el, 'Comment number 1')
  })

  it('keeps a mockup session out without calling the queue', async () => {
    state.session = mockupSession(ACCOUNT, { siteUUID: 'site-1' })
    const el = mount('pp-commenting', { route: `${MANAGER}/moderation` })
    await waitForText(el, 'Moderation is not available in a mockup session.')
    expect(callsOf(m.queue)).to.have.length(0)
  })
})

/** Shared data and stubs of the pp-embeds library and labels element tests. */
import { mount, root, waitFor } from './page'
import { stubApi, type StubCall } from './fake-api'
import { button } from './queries'
import { elementSuite, type ElementSuite } from './fixtures'
import { embedCalls } from '../../src/contracts/accounts/embeds'
import { labelCalls } from '../../src/contracts/accounts/labels'
import { accountCalls } from '../../src/contracts/accounts/account'
import { routeOf, pathOf } from './contract-stubs'

export const ACCOUNT = 'acc-emb'
export const USER = 'usr-emb'
export const LIST = pathOf(embedCalls.library, { accountUUID: ACCOUNT })
export const LABELS = pathOf(labelCalls.list, { accountUUID: ACCOUNT })
export const NAMES = pathOf(embedCalls.names, { accountUUID: ACCOUNT })
export const SITES = pathOf(accountCalls.sites, { accountUUID: ACCOUNT })
export const OWNER = ['manageEmbeds', 'settings.users']
export const FAILURE = {
  status: 500,
  body: { error: { code: 'server_error', message: 'x', fields: [] } },
}

export type Reply = { status?: number; body?: unknown }

export const LABEL_LIST = [
  { labelUUID: 'lab-sports', labelName: 'sports' },
  { labelUUID: 'lab-news', labelName: 'breaking news' },
  { labelUUID: 'lab-long1', labelName: 'seasonal_campaign_2026' },
  { labelUUID: 'lab-long2', labelName: 'homepage rail experiments' },
]

export function item(n: number, changes: Record<string, unknown> = {}) {
  return {
    embedUUID: `emb-${n}`,
    embedName: `Embed ${n}`,
    siteUUID: 'site-dp',
    siteUrl: 'https://dailyplanet.example',
    embedState: 'offline',
    active: true,
    posterImage: null,
    liveContentTypes: {},
    addOns: [],
    labelUUIDs: [],
    embedDetails: {
      embedPosition: 'RAIL',
      lastModified: '2026-11-20T10:00:00Z',
      created: '2026-10-01T10:00:00Z',
    },
    imagesUploadStatus: null,
    ...changes,
  }
}

export const ITEMS = [
  item(1, {
    embedName: 'World Cup Trivia',
    embedState: 'online',
    liveContentTypes: { QUIZ: 2, POLL: 1 },
    labelUUIDs: ['lab-sports'],
    imagesUploadStatus: 'IN_PROGRESS',
  }),
  item(2, {
    embedName: 'Election Poll',
    labelUUIDs: ['lab-sports', 'lab-news', 'lab-long1', 'lab-long2'],
    imagesUploadStatus: 'FAILED',
  }),
  item(3, { embedName: 'Weekend Stories', siteUUID: 'site-gg', siteUrl: 'https://gotham.example' }),
]

export function page(items: unknown[], changes: Record<string, unknown> = {}) {
  return {
    body: {
      items,
      currentPage: 1,
      totalEmbeds: 12,
      totalRows: items.length,
      totalPages: 1,
      ...changes,
    },
  }
}

export interface EmbedsReplies {
  list: ((call: StubCall) => Reply) | null
  labels: Reply | null
  names: Reply | null
  create: Reply | null
  archive: Reply | null
  unarchive: Reply | null
  remove: Reply | null
  attach: ((call: StubCall) => Reply) | null
  rename: Reply | null
  deleteLabel: Reply | null
  createLabel: Reply | null
}

export const noReplies = (): EmbedsReplies => ({
  list: null,
  labels: null,
  names: null,
  create: null,
  archive: null,
  unarchive: null,
  remove: null,
  attach: null,
  rename: null,
  deleteLabel: null,
  createLabel: null,
})

/** The embeds calls, answered from `replies` (or the defaults). */
export function stubEmbeds(replies: EmbedsReplies) {
  return stubApi({
    [`POST ${LIST}`]: (call) => replies.list?.(call) ?? page(ITEMS),
    [`GET ${LABELS}`]: () => replies.labels ?? { body: { labels: LABEL_LIST } },
    [`POST ${LABELS}`]: (call) =>
      replies.createLabel ?? {
        status: 201,
        body: { labelUUID: 'lab-made', labelName: JSON.parse(call.body!).labelName },
      },
    [`GET ${NAMES}`]: () =>
      replies.names ?? {
        body: {
          names: [
            { embedUUID: 'emb-1', embedName: 'World Cup Trivia', siteUUID: 'site-dp' },
            { embedUUID: 'emb-3', embedName: 'Weekend Stories', siteUUID: 'site-gg' },
          ],
        },
      },
    [`GET ${SITES}`]: {
      body: {
        items: [
          { siteUUID: 'site-dp', name: 'Daily Planet', url: 'https://dailyplanet.example' },
          { siteUUID: 'site-gg', name: 'Gotham Gazette', url: 'https://gotham.example' },
        ],
      },
    },
    [routeOf(embedCalls.create)]: (call) =>
      replies.create ?? {
        status: 201,
        body: { embed: { embedUUID: 'emb-new', ...JSON.parse(call.body!).embed } },
      },
    [routeOf(embedCalls.archive)]: () => replies.archive ?? { status: 204 },
    [routeOf(embedCalls.unarchive)]: () => replies.unarchive ?? { status: 204 },
    [routeOf(embedCalls.remove)]: () => replies.remove ?? { status: 204 },
    [routeOf(labelCalls.attach)]: (call) => {
      if (replies.attach) return replies.attach(call)
      const body = JSON.parse(call.body!) as {
        attachedLabelUUIDs: string[]
        newLabelNames: string[]
      }
      const created = body.newLabelNames.map((name, i) => ({
        labelUUID: `lab-created-${i}`,
        labelName: name,
      }))
      return {
        body: {
          attachedLabelUUIDs: [...body.attachedLabelUUIDs, ...created.map((l) => l.labelUUID)],
          createdLabels: created,
        },
      }
    },
    [routeOf(labelCalls.rename)]: (call) =>
      replies.rename ?? {
        body: { labelUUID: call.path.split('/').pop(), ...JSON.parse(call.body!) },
      },
    [routeOf(labelCalls.remove)]: () => replies.deleteLabel ?? { body: { failedLabelUUIDs: [] } },
  })
}

/** Holds the fetches `which` picks (all by default) until `open()` (a loading or busy state). */
export function gateFetch(which: (method: string, url: string) => boolean = () => true) {
  const stubbed = window.fetch
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const request = new Request(args[0], args[1])
    if (which(request.method, request.url)) await gate
    return stubbed(...args)
  }
  return { open: () => open(), restore: () => (window.fetch = stubbed) }
}

/** What one test of a pp-embeds file has stubbed: the API, the events it saw, its replies. */
export interface EmbedsSuite extends ElementSuite<ReturnType<typeof stubEmbeds>> {
  replies: EmbedsReplies
}

/**
 * The hooks every pp-embeds file with stubbed embeds calls shares: `elementSuite` with fresh
 * replies per test. Read them from the returned object inside tests (`suite.replies.list = …`).
 */
export function embedsSuite(): EmbedsSuite {
  const suite: EmbedsSuite = Object.assign(
    elementSuite('pp-embeds', () => stubEmbeds((suite.replies = noReplies()))),
    { replies: noReplies() },
  )
  return suite
}

/** pp-embeds on the library route, signed in from attributes as an owner of ACCOUNT. */
export function mountEmbeds(attrs: Record<string, string> = {}): HTMLElement {
  return mount('pp-embeds', {
    route: '/dashboard/embeds',
    'account-uuid': ACCOUNT,
    'user-uuid': USER,
    permissions: JSON.stringify(OWNER),
    ...attrs,
  })
}

/** Opens the Labels filter and waits for the box of the label `name` in its dialog. */
export async function labelFilterBox(el: HTMLElement, name: string): Promise<HTMLInputElement> {
  ;(await button(el, /^Labels/)).click()
  return waitFor(() =>
    Array.from(
      root(el).querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="checkbox"]'),
    ).find((b) => b.parentElement?.textContent === name),
  )
}

/** Shared data and stubs of the pp-embed-builder element tests. */
import type { EmbedBody } from '../../src/areas/embeds/lib/builder-rules'
import type { EmbedForEdit } from '../../src/areas/embeds/lib/embeds-rules'
import {
  elementSuite,
  type ElementSuite,
  mount,
  root,
  stubApi,
  type StubCall,
  waitFor,
} from './helpers'

export const ACCOUNT = 'acc-bld'
export const USER = 'usr-bld'
export const EMBED = 'emb-bld'
export const SITE = 'site-dp'
export const OWNER = ['manageEmbeds']
export const LOAD = `/api/accounts/embeds/${EMBED}/sites/content`
export const SAVE = `/api/accounts/sites/${SITE}/embeds/${EMBED}/content`
export const NAMES = `/api/accounts/accounts/${ACCOUNT}/embeds/names`
export const CODE = `/api/accounts/embeds/${EMBED}/embedcode/`

export type Reply = { status?: number; body?: unknown }

const option = (id: string, text: string, position: number, correctOption = false) => ({
  optionUUID: id,
  text,
  position,
  correctOption,
  emoji: null,
  imageURL: null,
})

/** A saved embed (API-42) with a live quiz and poll and a story that is not live. */
export function savedEmbed(changes: Partial<EmbedForEdit['embed']> = {}): EmbedForEdit {
  return {
    embed: {
      embedUUID: EMBED,
      embedName: 'Builder Trivia',
      siteUUID: SITE,
      siteUrl: 'https://dailyplanet.example',
      contentOrder: 'ORDERED',
      embedPosition: 'RAIL',
      partnerLogoUrl: null,
      logoClickThroughUrl: null,
      showPartnerLogo: true,
      brandColorCode: '#092e77',
      showUserDataCollection: false,
      attachedLabelUUIDs: [],
      webAdDisplayMode: 'REGULAR',
      mobileAdDisplayMode: 'REGULAR',
      showVideoAdForDesktop: false,
      showVideoAdForMobile: false,
      showBranding: true,
      showMarketResearch: false,
      showRewards: true,
      showProfilingQuestions: false,
      creationCompleted: true,
      ...changes,
    },
    site: { siteUUID: SITE, siteName: 'Daily Planet', siteUrl: 'https://dailyplanet.example' },
    contents: {
      pages: [
        {
          contentUUID: 'c-quiz',
          contentType: 'QUIZ',
          contentLive: true,
          queuePosition: 0,
          contentProperties: {
            title: 'Largest planet?',
            type: 'text1',
            backgroundColor: 'rgba(48,48,48,0.8)',
            options: [
              option('o-1', 'Jupiter', 0, true),
              option('o-2', 'Mars', 1),
              option('o-3', 'Venus', 2),
            ],
          },
        },
        {
          contentUUID: 'c-poll',
          contentType: 'POLL',
          contentLive: true,
          queuePosition: 1,
          contentProperties: {
            title: 'Best season?',
            type: 'text2',
            backgroundColor: 'rgba(48,48,48,0.8)',
            options: [option('o-4', 'Summer', 0), option('o-5', 'Winter', 1)],
          },
        },
        {
          contentUUID: 'c-story',
          contentType: 'STORY',
          contentLive: false,
          queuePosition: null,
          contentProperties: {
            title: 'Read the match report',
            ctaText: 'Read More',
            storyURL: 'https://dailyplanet.example/match',
            backgroundColor: 'rgba(48,48,48,0.8)',
          },
        },
      ],
      addOns: null,
    },
  }
}

let ids = 0
/** What the server would answer to a save: the body's fields, ids given to new cards. */
export function echoSave(loaded: EmbedForEdit, body: EmbedBody): EmbedForEdit {
  const e = body.embed
  return {
    embed: {
      ...loaded.embed,
      embedName: e.embedName,
      contentOrder: e.contentOrder,
      embedPosition: e.embedPosition,
      partnerLogoUrl: e.partnerLogoUrl,
      logoClickThroughUrl: e.logoClickThroughUrl,
      showPartnerLogo: e.showPartnerLogo,
      brandColorCode: e.brandColorCode,
      showUserDataCollection: e.showUserDataCollection,
      webAdDisplayMode: e.webAdDisplayMode,
      mobileAdDisplayMode: e.mobileAdDisplayMode,
      showVideoAdForDesktop: e.showVideoAdForDesktop,
      showVideoAdForMobile: e.showVideoAdForMobile,
      showBranding: e.showBranding,
      showProfilingQuestions: e.showProfilingQuestions,
      creationCompleted:
        loaded.embed.creationCompleted ||
        body.embedWorkflowStep === 'ADD_ONS' ||
        body.embedWorkflowStep === 'CODE',
    },
    site: loaded.site,
    contents: {
      pages: body.contents.pages.map((p) => ({
        ...p,
        contentUUID: p.contentUUID ?? `c-new-${++ids}`,
        contentProperties: {
          ...p.contentProperties,
          ...('options' in p.contentProperties
            ? {
                options: p.contentProperties.options.map((o) => ({
                  ...o,
                  optionUUID: o.optionUUID ?? `o-new-${++ids}`,
                })),
              }
            : {}),
        },
      })) as EmbedForEdit['contents']['pages'],
      addOns: body.contents.addOns ?? loaded.contents.addOns,
    },
  }
}

export interface BuilderReplies {
  load: Reply | null
  save: ((call: StubCall) => Reply) | null
  names: Reply | null
  code: Reply | null
}

/** The builder's calls: API-42 answers `loaded`, API-44 echoes the body into it. */
export function stubBuilder(state: { loaded: EmbedForEdit; replies: BuilderReplies }) {
  return stubApi({
    [`GET ${LOAD}`]: () => state.replies.load ?? { body: state.loaded },
    [`PUT ${SAVE}`]: (call) => {
      if (state.replies.save) return state.replies.save(call)
      state.loaded = echoSave(state.loaded, JSON.parse(call.body!) as EmbedBody)
      return { body: state.loaded }
    },
    [`GET ${NAMES}`]: () =>
      state.replies.names ?? {
        body: {
          names: [
            { embedUUID: EMBED, embedName: 'Builder Trivia', siteUUID: SITE },
            { embedUUID: 'emb-other', embedName: 'Election Poll', siteUUID: SITE },
          ],
        },
      },
    [`GET ${CODE}`]: () =>
      state.replies.code ?? {
        body: {
          headerCode: '<script async src="http://localhost/player/v4/embed.js"></script>',
          bodyCode: `<div data-pp-embed="${EMBED}"></div>`,
        },
      },
  })
}

export interface BuilderSuite extends ElementSuite<ReturnType<typeof stubBuilder>> {
  state: { loaded: EmbedForEdit; replies: BuilderReplies }
  /** The saves (API-44 PUTs) so far. */
  saves(): StubCall[]
  /** The body of the first save. */
  sent(): EmbedBody
  /** Waits for the first save and gives its body. */
  firstSave(): Promise<EmbedBody>
}

/** The hooks every pp-embed-builder file shares; read the fields inside tests. */
export function builderSuite(): BuilderSuite {
  const state = {} as BuilderSuite['state']
  const suite = elementSuite('pp-embed-builder', () => {
    localStorage.clear()
    state.loaded = savedEmbed()
    state.replies = { load: null, save: null, names: null, code: null }
    return stubBuilder(state)
  })
  afterEach(() => localStorage.clear())
  const saves = () => suite.api.calls.filter((c) => c.method === 'PUT' && c.path === SAVE)
  const sent = () => JSON.parse(saves()[0]!.body!) as EmbedBody
  async function firstSave() {
    await waitFor(() => saves().length > 0)
    return sent()
  }
  return Object.assign(suite, { state, saves, sent, firstSave })
}

/** pp-embed-builder on `step` of EMBED, signed in from attributes as an owner. */
export function mountBuilder(
  step = 'customize',
  attrs: Record<string, string> = {},
  query = '',
): HTMLElement {
  return mount('pp-embed-builder', {
    route: `/dashboard/embeds/management/${step}?embed=${EMBED}${query}`,
    'account-uuid': ACCOUNT,
    'user-uuid': USER,
    permissions: JSON.stringify(OWNER),
    ...attrs,
  })
}

/** The customize step's card header ('Card 1 / 2'). */
export const cardHeading = (el: HTMLElement): string =>
  root(el).querySelector('#card-editor-title')?.textContent ?? ''

/** The answers' text fields of the selected quiz or poll. */
export const answerFields = (el: HTMLElement): HTMLInputElement[] =>
  Array.from(root(el).querySelectorAll<HTMLInputElement>('[data-option] input:not([type="radio"])'))

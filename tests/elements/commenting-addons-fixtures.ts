/**
 * The suite of the pp-commenting Add-ons tab tests (pp-commenting-addons*.test.ts): a site whose
 * unit has the configuration `CONFIG_UUID`, the add-ons as `state.addons` holds them (API-87),
 * their code (API-100), creations and updates echoed unless `state` holds another reply, and the
 * tab's controls.
 */
import { DEFAULT_COLORS } from '../../src/areas/commenting/lib/commenting-settings-rules'
import { addonCalls } from '../../src/contracts/commenting/addons'
import type { addonSchemas } from '../../src/contracts/commenting/addons.schemas'
import { configurationCalls } from '../../src/contracts/commenting/configuration'
import type { configurationSchemas } from '../../src/contracts/commenting/configuration.schemas'
import {
  approvedAccount,
  CONFIG,
  mountCommenting,
  type Configuration,
  type Site,
} from './commenting-fixtures'
import { routeOf, type AnswerIn } from './contract-stubs'
import { root, waitFor } from './page'
import { type ApiReply, stubApi, type StubCall } from './fake-api'
import { elementSuite } from './fixtures'

type Addons = AnswerIn<typeof addonSchemas.addons>

export const ACCOUNT = 'acc-addons'
const SITE: Site = { siteUUID: 'site-a', name: 'Site A', url: 'https://a.example/' }
export const CONFIG_UUID = 'cfg-1'
// The add-on form's defaults: the AA commenting defaults (issue 27).
export const COLORS = { ...DEFAULT_COLORS }
const CONFIGURATION: Configuration = {
  ...CONFIG,
  commentingUnitConfigurationUUID: CONFIG_UUID,
  general: { ...CONFIG.general, name: 'Site A comments' },
  moderation: { ...CONFIG.moderation, isEmojiReactionsEnabled: false },
  colorSchema: { uuid: 'col-1', ...COLORS },
  community: { ...CONFIG.community, isCommunityEnabled: false, title: null },
}
export const COUNTER: NonNullable<Addons['commentsCounter']> = {
  uuid: 'counter-1',
  isCommentsCounterEnabled: true,
  commentingUnitConfigurationUUID: CONFIG_UUID,
  zeroCommentsLabel: 'No comments',
  singleCommentLabel: 'One comment',
  multipleCommentsLabel: '{count} comments',
  headerCode: '<script src="counter-head.js"></script>',
  bodyCode: '<div class="counter"></div>',
}
export const CODE: AnswerIn<typeof configurationSchemas.addonsCode> = {
  communityCode: { code: '<div id="community-addon"></div>' },
  commentsCounterCode: {
    headerCode: '<script src="https://cdn.example/counter.js"></script>',
    bodyCode: '<span data-counter="{articleURL}"></span>',
  },
}
export const COMMUNITY_ADDON: NonNullable<Addons['community']> = {
  uuid: 'community-1',
  isCommunityEnabled: true,
  commentingUnitConfigurationUUID: CONFIG_UUID,
  title: 'Top of the site',
  topArticlesDaysTimeFrame: 0,
  placeholderImageType: 'standard',
  placeholderImageUrl: null,
  showTopArticles: true,
  topArticlesInitialLoadLimit: 6,
  showTopCommenters: true,
  topCommentersInitialLoadLimit: 2,
  code: '<div></div>',
  isCustomColorEnabled: false,
  customColorSchema: COLORS,
}

/** The tab's switch named `name`, once it shows. */
export const switchNamed = (el: HTMLElement, name: string) =>
  waitFor(() => root(el).querySelector<HTMLButtonElement>(`[role="switch"][aria-label="${name}"]`))
/** The switch that turns the add-on `title` on and off. */
export const toggle = (el: HTMLElement, title: string) => switchNamed(el, `Enable ${title}`)

/** Registers the suite's hooks (call it inside `describe`); read its fields inside tests. */
export function addonsSuite() {
  const state = {
    addons: { commentsCounter: null, community: null } as Addons,
    addonsReply: null as ApiReply | null,
    putReply: null as ApiReply | null,
    postReply: null as ApiReply | null,
  }
  const echo = (call: StubCall, extra: Record<string, unknown> = {}) => ({
    body: { data: { ...JSON.parse(call.body!), ...extra } },
  })
  const suite = elementSuite('pp-commenting', () => {
    state.addons = { commentsCounter: null, community: null }
    state.addonsReply = state.putReply = state.postReply = null
    const a = addonCalls
    return stubApi({
      ...approvedAccount(ACCOUNT, () => [SITE]),
      [routeOf(configurationCalls.configuration)]: { body: CONFIGURATION },
      [routeOf(a.addons)]: () => state.addonsReply ?? { body: state.addons },
      [routeOf(configurationCalls.addonsCode)]: { body: CODE },
      [routeOf(a.createCounter)]: (call) => echo(call, { uuid: 'new-counter' }),
      [routeOf(a.createCommunity)]: (call) =>
        state.postReply ?? echo(call, { uuid: 'new-community' }),
      [routeOf(a.updateCounter)]: (call) => state.putReply ?? echo(call),
      [routeOf(a.updateCommunity)]: (call) => state.putReply ?? echo(call),
    })
  })
  /** The Add-ons tab, for a user with the commenting permission. */
  const open = () =>
    mountCommenting(ACCOUNT, 'addons', { permissions: JSON.stringify(['commenting']) })
  const writes = () => suite.api.calls.filter((c) => c.method !== 'GET')
  return { suite, state, open, writes }
}

/**
 * The suite of the pp-commenting Configuration tab tests (pp-commenting-config*.test.ts): the
 * unit's configuration served, every section's save echoed (or failed, with `state.failSaves`),
 * the sections and their controls found by their names, and the open/configure/save steps.
 * `describeConfiguration` names a file's suite after the build and hands it its steps.
 */
import { expect } from '@esm-bundle/chai'
import { configurationCalls } from '../../src/contracts/commenting/configuration'
import { moderationCalls } from '../../src/contracts/commenting/moderation'
import { approvedAccount, CONFIG, FAILURE, mountCommenting, type Site } from './commenting-fixtures'
import { routeOf } from './contract-stubs'
import { build, waitFor, waitForText } from './page'
import { button, findButton, section } from './queries'
import { stubApi, type StubCall } from './fake-api'
import { elementSuite } from './fixtures'

export const ACCOUNT = 'acc-commenting'
export const SITE: Site = { siteUUID: 'site-1', name: 'Demo News', url: 'https://news.example/' }

/** The unit's saved word lists as the suite serves them at first. */
export const WORD_LISTS = { banned: [] as string[], suspect: ['scam'] }

export const saveButton = (s: Element) => findButton(s, 'Save & Close')!

/** Registers the suite's hooks (call it inside `describe`); read its fields inside tests. */
export function configurationSuite() {
  const state = { failSaves: false, sites: [SITE], wordLists: { ...WORD_LISTS } }
  const suite = elementSuite('pp-commenting', () => {
    state.failSaves = false
    state.sites = [SITE]
    state.wordLists = { ...WORD_LISTS }
    const echo = (call: StubCall) => (state.failSaves ? FAILURE : { body: JSON.parse(call.body!) })
    const c = configurationCalls
    return stubApi({
      ...approvedAccount(ACCOUNT, () => state.sites),
      [routeOf(c.configuration)]: { body: CONFIG },
      [routeOf(c.saveGeneral)]: echo,
      [routeOf(c.saveModeration)]: echo,
      [routeOf(c.saveTree)]: echo,
      [routeOf(c.saveColors)]: echo,
      [routeOf(c.saveCommunity)]: echo,
      [routeOf(c.saveAvatarPack)]: echo,
      // Beyond the spec: the unit's word lists (the Word lists section, Try a comment).
      [routeOf(moderationCalls.wordLists)]: () => ({ body: state.wordLists }),
      [routeOf(moderationCalls.saveWordLists)]: echo,
    })
  })

  /** The Configuration tab once its sections show; `attrs` adds session values. */
  async function open(attrs: Record<string, string> = {}) {
    const el = mountCommenting(ACCOUNT, 'configuration', attrs)
    await section(el, 'Community')
    return el
  }
  /** Opens the section `title` with its Configure button. */
  async function configure(el: HTMLElement, title: string) {
    const s = await section(el, title)
    ;(await button(s, `Configure ${title}`)).click()
    await button(s, 'Save & Close')
    return s
  }
  const puts = () => suite.api.calls.filter((c) => c.method === 'PUT')
  const lastBody = () => JSON.parse(puts().at(-1)!.body!) as Record<string, unknown>
  /** Save & Close, the `toast` shown and the section closed. */
  async function saveAndExpect(el: HTMLElement, s: HTMLElement, toast: string) {
    saveButton(s).click()
    await waitForText(el, toast)
    await waitFor(() => findButton(s, /^Configure /))
    expect(findButton(s, 'Save & Close')).to.equal(null)
  }
  return { suite, state, open, configure, puts, lastBody, saveAndExpect }
}

/** A `describe` of the Configuration tab named after the build, with the suite's hooks registered. */
export function describeConfiguration(
  title: string,
  tests: (t: ReturnType<typeof configurationSuite>) => void,
): void {
  describe(`pp-commenting Configuration ${title} (${build})`, () => tests(configurationSuite()))
}

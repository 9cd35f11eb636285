/**
 * The suite of the pp-ratings Configuration tab tests (pp-ratings-config*.test.ts): the general
 * and colour saves answered as the server does (`state.answer`, which a test may replace), the
 * tab opened with its two sections, and its previews and field messages found by their names.
 */
import { ratingsCalls } from '../../src/contracts/ratings/ratings'
import { routeOf } from './contract-stubs'
import { nextTask, root } from './page'
import { field, fill, findButton, findField, section } from './queries'
import { type ApiReply, type StubCall } from './fake-api'
import { elementSuite } from './fixtures'
import { CONFIGURATION, FAIL, mountRatings, stubRatings } from './ratings-fixtures'

export const ROUTE = '/dashboard/ratings/ratingsmanager/configuration'
export const C = CONFIGURATION.configuration

/** The preview `<figure>` captioned `caption`. */
export function figure(el: HTMLElement, caption: string): HTMLElement {
  return Array.from(root(el).querySelectorAll('figure')).find(
    (f) => f.querySelector('figcaption')?.textContent === caption,
  )!
}
export const saveOf = (s: Element) => findButton(s, 'Save')!
/** Leaves a field the way a user does: focus it, then focus something else. */
export async function leave(input: HTMLElement, s: HTMLElement) {
  input.focus()
  findButton(s, 'Cancel')!.focus()
  await nextTask()
}
/** The message under a field (its aria-describedby error), or ''. */
export function messageOf(input: HTMLElement): string {
  const id = `${input.id}-message`
  return input.getRootNode() instanceof ShadowRoot
    ? ((input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? '')
    : ''
}

/** A save answered as the server does: the colours as sent, the general settings merged in. */
function serverAnswer(call: StubCall): ApiReply {
  const body = JSON.parse(call.body!) as Record<string, unknown>
  if (call.path.includes('color-configurations')) return { body }
  const {
    uuid: _uuid,
    fontConfiguration,
    ...general
  } = body as {
    uuid: string
    fontConfiguration: object
  }
  return {
    body: {
      ...CONFIGURATION,
      configuration: {
        ...C,
        ...general,
        fontConfiguration: { ...C.fontConfiguration, ...fontConfiguration },
      },
    },
  }
}

/** Registers the suite's hooks (call it inside `describe`); read its fields inside tests. */
export function ratingsConfigSuite() {
  const state = { answer: serverAnswer }
  const suite = elementSuite('pp-ratings', () => {
    state.answer = serverAnswer
    return stubRatings({
      [routeOf(ratingsCalls.saveGeneral)]: (call) => state.answer(call),
      [routeOf(ratingsCalls.saveColors)]: (call) => state.answer(call),
    })
  })
  const puts = () => suite.api.calls.filter((c) => c.method === 'PUT')
  const lastBody = () => JSON.parse(puts().at(-1)!.body!) as Record<string, unknown>
  /** The tab once both sections show and the general settings are loaded. */
  async function open() {
    const el = mountRatings(ROUTE)
    const general = await section(el, 'General')
    const colors = await section(el, 'Color Scheme')
    await field(general, 'Title')
    return { el, general, colors }
  }
  /** The tab with every save failing: `label` of the section `which` set to `value`, Save pressed. */
  async function failedSave(which: 'general' | 'colors', label: string, value: string) {
    state.answer = () => FAIL
    const tab = await open()
    await fill(findField(tab[which], label)!, value)
    saveOf(tab[which]).click()
    return tab
  }
  return { suite, state, puts, lastBody, open, failedSave }
}

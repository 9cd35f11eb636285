/**
 * Shared fixtures of the pp-home tests (pp-home*.test.ts): the readers of the home page's
 * sections and cards, and `homeSuite()`, the suite hooks with `open()`, which mounts the page.
 */
import { ACCOUNT, analyticsApi, type AnalyticsRoutes } from './analytics-fixtures'
import { mount, root } from './page'
import { button } from './queries'
import { elementSuite } from './fixtures'

export const section = (el: HTMLElement, name: string) =>
  root(el).querySelector<HTMLElement>(`[data-section="${name}"]`)
export const card = (el: HTMLElement, title: string) =>
  root(el).querySelector<HTMLElement>(`[data-metric-card="${title}"]`)
export const totalOf = (el: HTMLElement, title: string) =>
  card(el, title)?.querySelector('[data-total]')?.textContent ?? ''
export const panel = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[role="dialog"]')
export const dialog = (el: HTMLElement) => root(el).querySelector<HTMLDialogElement>('dialog[open]')

/** Ticks the box labelled `label` in the open filter panel and applies the filter. */
export async function applyChoice(el: HTMLElement, label: string): Promise<void> {
  const boxes = panel(el)!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')
  Array.from(boxes)
    .find((b) => b.closest('label')?.textContent === label)!
    .click()
  ;(await button(panel(el)!, 'Apply')).click()
}

/**
 * Registers the hooks of a pp-home suite (call it inside `describe`); `open()` installs the
 * analytics fake API with `routes` and mounts the home page.
 */
export function homeSuite() {
  // An open dialog closes before the page empties.
  afterEach(() => {
    for (const el of Array.from(document.querySelectorAll('pp-home')))
      dialog(el as HTMLElement)?.close()
  })
  const suite = elementSuite<ReturnType<typeof analyticsApi>>('pp-home')

  function open(
    routes: AnalyticsRoutes = {},
    permissions: string[] = ['home.adMetrics'],
    extra: Record<string, string> = {},
  ) {
    suite.api = analyticsApi(routes)
    return mount('pp-home', {
      route: '/dashboard/home',
      'account-uuid': ACCOUNT,
      'user-uuid': 'usr-home',
      permissions: JSON.stringify(permissions),
      ...extra,
    })
  }
  return {
    suite,
    open,
  }
}

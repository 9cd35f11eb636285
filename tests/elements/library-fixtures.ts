/**
 * Shared fixtures of the pp-embeds library tests (pp-embeds-library*.test.ts): the library's
 * texts and `librarySuite()`, the suite hooks with the readers of the grid and its cards.
 */
import { root, waitFor } from './page'
import { accessibleName, button } from './queries'
import { LIST, embedsSuite, mountEmbeds } from './embeds-fixtures'

export const LOADING = "We're fetching your Embeds."
export const EMPTY_EDITOR =
  'Create your first embed and start driving increased engagement with your visitors!'
export const EMPTY_READER = 'No Embeds have been created for your account yet.'

/**
 * Registers the hooks of a library suite (call it inside `describe`, `embedsSuite()` underneath)
 * and returns the readers of the grid, its cards and their menus.
 */
export function librarySuite() {
  const suite = embedsSuite()

  function library(attrs: Record<string, string> = {}) {
    return mountEmbeds(attrs)
  }
  const cards = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll<HTMLElement>('article[data-embed]'))
  const card = (el: HTMLElement, uuid: string) =>
    root(el).querySelector<HTMLElement>(`article[data-embed="${uuid}"]`)!
  async function grid(attrs: Record<string, string> = {}) {
    const el = library(attrs)
    await waitFor(() => cards(el).length > 0)
    return el
  }
  const bodies = () =>
    suite.api.calls
      .filter((c) => c.method === 'POST' && c.path === LIST)
      .map((c) => JSON.parse(c.body!))
  const lastBody = () => bodies().at(-1)
  const shown = (node: Element | null | undefined) => node !== null && node !== undefined
  const menuItems = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll<HTMLElement>('[role="menuitem"]')).map((m) => ({
      name: accessibleName(m).replace(/\s+/g, ' '),
      disabled: m.getAttribute('aria-disabled') === 'true' || m.hasAttribute('disabled'),
    }))
  async function openMenu(el: HTMLElement, name: string) {
    ;(await button(el, `Actions for ${name}`)).click()
    await waitFor(() => root(el).querySelector('[role="menuitem"]'))
    return menuItems(el)
  }
  const dialog = (el: HTMLElement) =>
    waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
  return {
    suite,
    library,
    cards,
    card,
    grid,
    bodies,
    lastBody,
    shown,
    menuItems,
    openMenu,
    dialog,
  }
}

/**
 * The page a `.pp-ratings` or `.pp-ratings-counter` element stands for: its data-url (the page's
 * own address, without query and fragment, when missing or left as `{articleURL}`) and its
 * data-page-id (none when missing or left as `{extPageId}`).
 */
import type { PageRef } from './api'

const unreplaced = (value: string | undefined) => !value?.trim() || /^\{\w+\}$/.test(value.trim())

export function pageRefOf(element: HTMLElement): PageRef {
  const { url, pageId } = element.dataset
  return {
    url: unreplaced(url)
      ? location.origin + location.pathname
      : new URL(url!.trim(), location.href).href,
    pageId: unreplaced(pageId) ? null : pageId!.trim(),
  }
}

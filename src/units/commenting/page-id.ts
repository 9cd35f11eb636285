/** What the host page says about itself: its data-page-id, when set, and its address. */
export interface PageKeys {
  id: string | null
  url: string
}

/** The page's address: its canonical link, else its origin and path (no query or fragment). */
function pageUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href
  return (canonical || location.origin + location.pathname).slice(0, 200)
}

/** An element's data-page-id (null when unset or still the snippet's placeholder) and the URL. */
export function pageKeysOf(element: HTMLElement): PageKeys {
  const id = element.dataset.pageId?.trim()
  return { id: !id || id === 'YOUR_PAGE_ID' ? null : id, url: pageUrl() }
}

/**
 * The key a unit's comments are kept under (COM-14 isPageIDEnabled): the data-page-id when the
 * unit enables page ids and the page set one, else the page's URL.
 */
export const pageKeyOf = (keys: PageKeys, pageIdEnabled: boolean) =>
  pageIdEnabled && keys.id ? keys.id : keys.url

/** A counter's page: its data-page-id (it may count another page), else this page's URL. */
export function pageIdOf(element: HTMLElement): string {
  const keys = pageKeysOf(element)
  return keys.id ?? keys.url
}

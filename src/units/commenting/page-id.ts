/** The page an element stands for: its data-page-id, or the page's path when none was set. */
export function pageIdOf(element: HTMLElement): string {
  const id = element.dataset.pageId?.trim()
  return !id || id === 'YOUR_PAGE_ID' ? location.pathname : id
}

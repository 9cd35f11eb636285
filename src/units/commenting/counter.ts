/**
 * COM-35: the Comments Counter add-on. Every `.pp-comments-count[data-unit]` element on the page
 * gets the counter text of its page's published comments; without labels (the add-on is off) the
 * publisher's own text stays.
 */
import { unitApi } from './api'
import { pageIdOf } from './page-id'

export async function fillCounters(origin: string, root: ParentNode = document) {
  const spans = [...root.querySelectorAll<HTMLElement>('.pp-comments-count[data-unit]')]
  const byUnit = new Map<string, HTMLElement[]>()
  for (const span of spans) {
    const unit = span.dataset.unit!
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), span])
  }
  await Promise.all(
    [...byUnit].map(async ([unit, list]) => {
      const pageIds = [...new Set(list.map((span) => pageIdOf(span)))]
      try {
        // labels: the counter text per page, as the add-on's labels make it; null when it is off.
        const { labels } = await unitApi(origin, unit).counts(pageIds)
        if (!labels) return
        for (const span of list) {
          const text = labels[pageIdOf(span)]
          if (text !== undefined) span.textContent = text
        }
      } catch {
        // The counter is decoration: on failure the publisher's own text stays.
      }
    }),
  )
}

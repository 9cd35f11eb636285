/**
 * Drag and drop of the organize lists on SortableJS, fetched when the view opens (no element
 * page loads it at start). Sortable moves DOM nodes; React owns them, so a drop is put back in
 * place at once and reported as a move: the lists then render from the new document.
 */
import { useEffect, useRef, type RefObject } from 'react'
import { lazyModule } from '../../../../ui/lazy-module'

// Wrapped in an object: a bare class would be taken for a state initializer (useState(fn)).
const sortable = lazyModule(() => import('sortablejs').then((m) => ({ Sortable: m.default })))

export interface DropEvent {
  key: string
  /** The list dropped on (its data-list). */
  list: string
  /** Index among the rows shown in that list after the drop. */
  index: number
}

/** Puts the dragged node back where React rendered it. */
function restore(item: HTMLElement, from: HTMLElement, oldIndex: number) {
  item.remove()
  from.insertBefore(item, from.children[oldIndex] ?? null)
}

export function useSortable(
  list: RefObject<HTMLElement | null>,
  group: string,
  onDrop: (event: DropEvent) => void,
): void {
  const Sortable = sortable.useModule()?.Sortable ?? null
  const latest = useRef(onDrop)
  useEffect(() => {
    latest.current = onDrop
  })
  useEffect(() => {
    const element = list.current
    if (!Sortable || !element) return
    const instance = Sortable.create(element, {
      group,
      animation: 150,
      draggable: '[data-key]',
      filter: 'button, input, select',
      preventOnFilter: false,
      onEnd: (event) => {
        const { item, from, to, oldIndex, newIndex } = event
        if (oldIndex === undefined || newIndex === undefined) return
        if (from === to && oldIndex === newIndex) return
        restore(item, from, oldIndex)
        const key = item.dataset.key
        if (key) latest.current({ key, list: to.dataset.list ?? '', index: newIndex })
      },
    })
    return () => instance.destroy()
  }, [Sortable, list, group])
}

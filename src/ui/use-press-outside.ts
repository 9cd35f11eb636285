import { useEffect, type RefObject } from 'react'

/**
 * While `active`, a pointer press outside `scope` calls `onOutside` (a popup closing as Escape
 * does, without taking focus back). The press is tested on its composed path, so a press inside
 * the same shadow root but outside `scope` counts as outside too.
 */
export function usePressOutside(
  scope: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  useEffect(() => {
    if (!active) return
    const doc = scope.current?.ownerDocument
    const pointerDown = (event: Event) => {
      if (scope.current && !event.composedPath().includes(scope.current)) onOutside()
    }
    doc?.addEventListener('pointerdown', pointerDown)
    return () => doc?.removeEventListener('pointerdown', pointerDown)
  }, [scope, active, onOutside])
}

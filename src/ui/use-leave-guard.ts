import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { guardLeaving } from '../core/router'

export interface LeaveGuardState {
  /** True while the screen asks whether to leave (show the confirmation). */
  asking: boolean
  /** Goes where the user wanted to go. */
  leave: () => void
  /** Stays on the form, edits kept. */
  stay: () => void
}

/**
 * Unsaved edits are never lost silently: while `isDirty()` an in-app move (a tab, a link, Back)
 * waits for the screen's confirmation, and closing or reloading the page asks the browser's
 * own question (`beforeunload`). `isDirty` is read when the move is asked for.
 */
export function useLeaveGuard(isDirty: () => boolean): LeaveGuardState {
  const [pending, setPending] = useState<(() => void) | null>(null)
  const dirty = useRef(isDirty)
  useLayoutEffect(() => {
    dirty.current = isDirty
  })

  useEffect(() => {
    const release = guardLeaving((proceed) => {
      if (!dirty.current()) return false
      setPending(() => proceed)
      return true
    })
    const unload = (event: BeforeUnloadEvent) => {
      if (!dirty.current()) return
      event.preventDefault()
      // Chromium before 119 and Safari still ask only with a returnValue.
      event.returnValue = ''
    }
    addEventListener('beforeunload', unload)
    return () => {
      release()
      removeEventListener('beforeunload', unload)
    }
  }, [])

  const leave = useCallback(() => {
    setPending(null)
    pending?.()
  }, [pending])
  const stay = useCallback(() => setPending(null), [])
  return { asking: pending !== null, leave, stay }
}

// The marks of a screen of several forms (`UnsavedEdits`, unsaved-edits.tsx): which of its forms
// hold unsaved edits. Here, not beside the screen's dialog, so a form (useForm) marks without it.
export type Mark = (key: object, changed: boolean) => void

export const Marks = createContext<Mark | null>(null)

/**
 * Tells the surrounding `UnsavedEdits` whether this form has unsaved edits (none once gone); true
 * when there is one (its leave dialog asks for this form).
 */
export function useUnsavedEdits(changed: boolean): boolean {
  const mark = useContext(Marks)
  const key = useRef({})
  // Marked as the render commits: a move asked for right after an edit already sees it.
  useLayoutEffect(() => {
    mark?.(key.current, changed)
  }, [mark, changed])
  useEffect(() => {
    const own = key.current
    return () => mark?.(own, false)
  }, [mark])
  return mark !== null
}

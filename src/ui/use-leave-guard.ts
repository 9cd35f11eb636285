import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
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

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react'
import { LeaveDialog } from '../ui/leave-dialog'
import { useLeaveGuard } from '../ui/use-leave-guard'

type Mark = (key: object, changed: boolean) => void

const Marks = createContext<Mark | null>(null)

/**
 * A screen of several forms (a manager's sections and tabs): while any of them holds unsaved
 * edits (`useUnsavedEdits`), a tab, a link, another site (`holdMove`) or Back asks first with the
 * kit's leave dialog, and closing or reloading the page asks the browser's question.
 */
export function UnsavedEdits({ what, children }: Readonly<{ what: string; children: ReactNode }>) {
  const changed = useRef(new Set<object>())
  const guard = useLeaveGuard(() => changed.current.size > 0)
  const mark = useCallback<Mark>((key, isChanged) => {
    if (isChanged) changed.current.add(key)
    else changed.current.delete(key)
  }, [])
  return (
    <Marks.Provider value={mark}>
      {children}
      <LeaveDialog open={guard.asking} onLeave={guard.leave} onStay={guard.stay} what={what} />
    </Marks.Provider>
  )
}

/** Tells the surrounding `UnsavedEdits` whether this form has unsaved edits (none once gone). */
export function useUnsavedEdits(changed: boolean): void {
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
}

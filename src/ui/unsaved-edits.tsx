import { useCallback, useRef, type ReactNode } from 'react'
import { LeaveDialog } from './leave-dialog'
import { Marks, useLeaveGuard, type Mark } from './use-leave-guard'

export { useUnsavedEdits } from './use-leave-guard'

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

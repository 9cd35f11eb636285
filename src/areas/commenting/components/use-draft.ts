import { useCallback, useEffect, useState } from 'react'

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * COM-13: a section's stored copy and working copy. `changed` compares the two (or uses
 * `isChanged`); `cancel` restores the stored copy; `commit` makes a saved value the new stored
 * copy. A new stored value from outside (another site loaded) resets the working copy.
 */
export function useDraft<T>(
  stored: T,
  isChanged: (draft: T, stored: T) => boolean = (a, b) => !same(a, b),
) {
  const [saved, setSaved] = useState(stored)
  const [draft, setDraft] = useState(stored)
  useEffect(() => {
    setSaved(stored)
    setDraft(stored)
  }, [stored])
  const update = useCallback((patch: Partial<T>) => setDraft((d) => ({ ...d, ...patch })), [])
  const cancel = useCallback(() => setDraft(saved), [saved])
  const commit = useCallback((next: T) => {
    setSaved(next)
    setDraft(next)
  }, [])
  return { saved, draft, setDraft, update, cancel, commit, changed: isChanged(draft, saved) }
}

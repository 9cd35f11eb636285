import { createContext, useCallback, useContext, useLayoutEffect, useState } from 'react'

type Publish = (stored: unknown, draft: unknown) => void

const Drafts = createContext<Publish | null>(null)

/** The Configuration tab's provider of the sections' working copies (`usePublishedDraft`). */
export const WorkingCopiesProvider = Drafts.Provider

/**
 * #15: the sections' unsaved working copies, keyed by the stored value each section edits, so
 * the tab's live preview draws the choices before they are saved.
 */
export function useWorkingCopies() {
  const [drafts, setDrafts] = useState<ReadonlyMap<unknown, unknown>>(new Map())
  const publish = useCallback<Publish>((stored, draft) => {
    setDrafts((current) => {
      const next = new Map(current)
      if (draft === undefined) next.delete(stored)
      else next.set(stored, draft)
      return next
    })
  }, [])
  /** The working copy of `stored`, or `stored` while nothing is edited. */
  const working = <T>(stored: T): T => (drafts.get(stored) as T | undefined) ?? stored
  return { publish, working, drafts, edited: drafts.size > 0 }
}

/** A section shows its working copy to the tab while it differs from the stored one. */
export function usePublishedDraft(stored: unknown, draft: unknown, changed: boolean): void {
  const publish = useContext(Drafts)
  useLayoutEffect(() => {
    if (!publish || !changed) return
    publish(stored, draft)
    return () => publish(stored, undefined)
  }, [publish, stored, draft, changed])
}

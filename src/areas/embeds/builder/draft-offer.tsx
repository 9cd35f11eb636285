/**
 * No lost work: when a draft of this embed from an earlier visit (a reload, a crash, an expired
 * session) differs from what was loaded, offer to restore it or to throw it away.
 */
import { useState } from 'react'
import { formatDateTime } from '../../../core/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { docChanged } from '../lib/builder-doc-rules'
import { useBuilderStore } from './builder-store'
import { clearDraft, readDraft, type Draft } from './drafts'

export const DRAFT_TEXT = 'You have unsaved changes to this embed from'
export const RESTORE_BUTTON = 'Restore changes'
export const DISCARD_DRAFT_BUTTON = 'Discard them'

export function DraftOffer({ draftKey }: Readonly<{ draftKey: string }>) {
  const store = useBuilderStore()
  const [draft, setDraft] = useState<Draft | null>(() => {
    const found = readDraft(draftKey)
    return found && docChanged(found.doc, store.getState().doc) ? found : null
  })
  if (!draft) return null
  return (
    <div className="mb-6">
      <Alert tone="info">
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex-1">
            {DRAFT_TEXT} {formatDateTime(new Date(draft.savedAt))}.
          </span>
          <Button
            onClick={() => {
              store.setState({ doc: draft.doc, selected: draft.doc.cards.length ? 0 : -1 })
              setDraft(null)
            }}
          >
            {RESTORE_BUTTON}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              clearDraft(draftKey)
              setDraft(null)
            }}
          >
            {DISCARD_DRAFT_BUTTON}
          </Button>
        </div>
      </Alert>
    </div>
  )
}

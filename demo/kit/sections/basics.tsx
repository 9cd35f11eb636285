/** Kit gallery: buttons, tooltips, alerts, load error with retry, loading/empty states, modal, pager. */
import { useState } from 'react'
import { Alert } from '../../../src/ui/alert'
import { Button } from '../../../src/ui/button'
import { LoadError } from '../../../src/ui/load-error'
import { Modal } from '../../../src/ui/modal'
import { Pager } from '../../../src/ui/pager'
import { EmptyState, LoadingState, Skeleton } from '../../../src/ui/states'
import { Tooltip } from '../../../src/ui/tooltip'
import type { KitSection } from '../kit-gallery'

function Buttons() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="danger">Delete</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="link">Link</Button>
      <Button disabled>Disabled</Button>
    </div>
  )
}

function Tooltips() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Tooltip text="A CSV file with each page, its total ratings and its average rating.">
        {(describedBy) => <Button aria-describedby={describedBy}>Export as CSV</Button>}
      </Tooltip>
      <Tooltip text="Shown on hover and focus; Escape hides it.">
        {(describedBy) => (
          <Button variant="secondary" aria-describedby={describedBy}>
            Hover or focus me
          </Button>
        )}
      </Tooltip>
    </div>
  )
}

function Alerts() {
  const [retries, setRetries] = useState(0)
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="info">Information for the publisher.</Alert>
      <Alert tone="success">Saved.</Alert>
      <Alert tone="warning">Check this before you go on.</Alert>
      <Alert tone="error">Something went wrong.</Alert>
      <LoadError
        text={`We could not load the data.${retries ? ` Tried again ${retries}×.` : ''}`}
        onRetry={() => setRetries((n) => n + 1)}
      />
    </div>
  )
}

function States() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="rounded-card border border-slate-200 bg-white">
        <LoadingState label="Loading reports" />
      </div>
      <EmptyState text="No reports yet." action={<Button>Create a report</Button>} />
      <div className="flex flex-col gap-2 rounded-card border border-slate-200 bg-white p-4">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </div>
  )
}

function Dialog() {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Modal
        open={open}
        title="Delete the report?"
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              Delete
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">The report and its schedule are deleted.</p>
      </Modal>
    </div>
  )
}

function Paging() {
  const [page, setPage] = useState(1)
  const [image, setImage] = useState(1)
  return (
    <div className="flex flex-col gap-4">
      <Pager page={page} size={10} total={42} onPage={setPage} label="Reports" />
      {/* Only the page count known, and unavailable moves left out (the image search, BLD-59). */}
      <Pager page={image} pages={3} hideUnavailable onPage={setImage} label="Images" />
    </div>
  )
}

export const sections: KitSection[] = [
  { id: 'buttons', title: 'Buttons', Demo: Buttons },
  { id: 'tooltips', title: 'Tooltips', Demo: Tooltips },
  { id: 'alerts', title: 'Alerts and load error', Demo: Alerts },
  { id: 'states', title: 'Loading and empty states', Demo: States },
  { id: 'modal', title: 'Dialog', Demo: Dialog },
  { id: 'pager', title: 'Pager', Demo: Paging },
]

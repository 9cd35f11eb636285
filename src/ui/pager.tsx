import { Button } from './button'

/** Paging controls under a table: "n–m of total", Previous and Next (UI.md Tables). */
export function Pager({
  page,
  size,
  total,
  onPage,
  label,
}: Readonly<{
  page: number
  size: number
  total: number
  onPage: (page: number) => void
  label: string
}>) {
  const pages = Math.max(1, Math.ceil(total / size))
  const first = total === 0 ? 0 : (page - 1) * size + 1
  const last = Math.min(total, page * size)
  return (
    <nav
      aria-label={label}
      className="flex items-center justify-between gap-4 pt-4 text-sm text-slate-600"
    >
      <p aria-live="polite" className="tabular-nums">
        {first}–{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  )
}

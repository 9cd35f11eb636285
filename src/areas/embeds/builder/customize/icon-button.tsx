import type { ReactNode } from 'react'

/** A small square button with an SVG icon; `label` is its accessible name and tooltip. */
export function IconButton({
  label,
  onClick,
  disabled = false,
  pressed,
  tone = 'plain',
  children,
}: Readonly<{
  label: string
  onClick: () => void
  disabled?: boolean
  pressed?: boolean
  tone?: 'plain' | 'danger'
  children: ReactNode
}>) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex size-8 items-center justify-center rounded-control hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 ${tone === 'danger' ? 'text-danger' : 'text-slate-600'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        {children}
      </svg>
    </button>
  )
}

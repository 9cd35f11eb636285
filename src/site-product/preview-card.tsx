import { useId, type ReactNode } from 'react'

/**
 * The live preview of a product's Configuration tab (COM #15, RAT-18): a card headed "Preview",
 * a note on what it shows (announced as it changes when `live`), and the sample it draws from the
 * working values.
 */
export function PreviewCard({
  note,
  live = false,
  children,
}: Readonly<{ note: ReactNode; live?: boolean; children: ReactNode }>) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-slate-200 bg-white p-6 shadow-raised"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Preview
      </h3>
      <p className="mt-1 mb-4 text-sm text-slate-600" aria-live={live ? 'polite' : undefined}>
        {note}
      </p>
      {children}
    </section>
  )
}

/** The frame of one editor section (REP-06): a card with its heading, found by the side nav. */
import type { ReactNode } from 'react'
import { SECTION_LABELS, type ReportFieldError, type Section } from '../lib/report-field-rules'
import { type Report } from '../lib/report-rules'

/** The DOM id of a section's card (the side nav's targets and links). */
export const sectionId = (section: Section) => `report-section-${section}`

/** The message of the first visible error of `field` (or of a field under it), or null. */
export function errorOf(errors: readonly ReportFieldError[], field: string): string | null {
  const hit = errors.find((e) => e.field === field || e.field.startsWith(`${field}.`))
  return hit ? hit.message : null
}

/** The props every section takes: the visible errors of its fields and the clock of the checks. */
export interface SectionProps<R> {
  report: R
  onChange: (next: R) => void
  errors: readonly ReportFieldError[]
  now: Date
}

/** A section with fields checked on blur or change: `onTouch` says one was (use-editor-checks). */
export type TouchedSectionProps = SectionProps<Report> & { onTouch: (field: string) => void }

/** REP-06: one section's card, its heading and an optional line under it. */
export function SectionFrame({
  section,
  description,
  children,
}: Readonly<{ section: Section; description?: ReactNode; children: ReactNode }>) {
  const id = sectionId(section)
  return (
    <section
      id={id}
      data-section={section}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-card border border-slate-200 bg-white p-6 shadow-raised lg:scroll-mt-6"
    >
      <h2 id={`${id}-title`} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {SECTION_LABELS[section]}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  )
}

/** A section-wide message (no single field to hang it on), announced when it appears. */
export function SectionError({ message }: Readonly<{ message: string | null }>) {
  if (!message) return null
  return (
    <p role="alert" data-section-error="" className="text-sm text-danger">
      {message}
    </p>
  )
}

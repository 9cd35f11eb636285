/** A 20 × 20 solid icon (one path, evenodd), decorative: the text beside it says what it means. */
export function SolidIcon({ path, className }: Readonly<{ path: string; className: string }>) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path fillRule="evenodd" clipRule="evenodd" d={path} />
    </svg>
  )
}

export const CHEVRON_DOWN =
  'M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z'

/** The down chevron of selects, filter buttons and disclosures. */
export function ChevronDownIcon({ className }: Readonly<{ className: string }>) {
  return <SolidIcon path={CHEVRON_DOWN} className={className} />
}

/** PLACEHOLDER (replaced in this next commits): the library of saved reports (REP-04). */
export function LibraryScreen(_props: Readonly<{ host: HTMLElement }>) {
  return null
}

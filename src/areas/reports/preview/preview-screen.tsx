/** PLACEHOLDER (replaced in this next commits): the preview of a run (REP-20..22). */
export function PreviewScreen(_props: Readonly<{ host: HTMLElement }>) {
  return null
}

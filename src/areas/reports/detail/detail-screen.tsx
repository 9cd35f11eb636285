/** PLACEHOLDER (replaced in this next commits): the report editor (REP-06..18). */
export function DetailScreen(_props: Readonly<{ host: HTMLElement }>) {
  return null
}

/**
 * CSV reading for the API and the flow tests (the server writes CSV with csv-stringify; no parser
 * is a dependency).
 */

/** RFC 4180 rows of a CSV text (quoted fields may hold commas, quotes and line breaks). */
export function csvRows(text: string): string[][] {
  const table: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  const endRow = () => {
    endCell()
    table.push(row)
    row = []
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') endCell()
    else if (ch === '\n') endRow()
    else if (ch !== '\r') cell += ch
  }
  if (cell || row.length) endRow()
  return table
}

/** RFC 4180 rows as objects keyed by the header. */
export function parse(text: string, _options: { columns: true }): Array<Record<string, string>> {
  const [header, ...rest] = csvRows(text)
  return rest.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])))
}

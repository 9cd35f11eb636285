/**
 * Cells of exported files (CSV, XML), shared by every export of the server: spreadsheet formulas
 * neutralised, and the control characters XML 1.0 cannot carry removed; and the answer of an
 * export with nothing in it.
 */

/** 404 NO_DATA's message: an export of nothing (the embeds' analytics, the metrics). */
export const NO_DATA_MESSAGE = 'Sorry there is no data to download'

/** A spreadsheet would run a cell starting with = + - @ as a formula: prefix it with '. */
export function neutralise(value: unknown): unknown {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** XML 1.0 cannot carry most control characters: exported text without them. */
export const xmlText = (value: string | null) =>
  // oxlint-disable-next-line no-control-regex -- the characters XML cannot carry are the point
  (value ?? '').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')

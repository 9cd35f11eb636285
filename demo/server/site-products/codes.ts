/**
 * What the per-site products' code snippets share (commenting/codes.ts, ratings/codes.ts): where
 * publisher pages load the unit scripts from, and attribute values escaped.
 */
import { originOf, type Ctx } from '../platform/context'

/**
 * Where publisher pages load the unit scripts from. The one place to change when the address
 * becomes PUBLIC_URL instead of the request's origin.
 */
export function unitScriptOrigin(c: Ctx): string {
  return originOf(c)
}

/** A value inside a double-quoted attribute of a snippet. */
export const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

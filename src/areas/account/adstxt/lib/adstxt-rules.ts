/**
 * Ads.txt rules (ACCT-17..22), pure and shared by the tab and the demo server: reading an
 * ads.txt file the way the IAB format describes it, comparing it with the lines an account must
 * publish, and the status texts the tab shows.
 */

/** One data record of an ads.txt file: the first three fields and the optional fourth. */
export interface AdsTxtRecord {
  /** The advertising system's domain, lower case. */
  domain: string
  /** The publisher's account id in that system, as written. */
  accountId: string
  /** DIRECT or RESELLER, upper case. */
  relationship: string
  /** The certification authority id, when given (not compared). */
  certificationId: string | null
}

/** The result of checking a site's ads.txt, as API-38/39 return it. */
export interface AdsTxtCheck {
  /** A file was served at the site's ads.txt address. */
  containsAdsTxt: boolean
  /** Every required value is in the file. */
  adsTxtComplete: boolean
  /** The required lines the file lacks, in the required order. */
  missing: string[]
}

export type AdsTxtState = 'complete' | 'partial' | 'absent'

/** ACCT-18: the indicator text per state, exactly as the spec gives them. */
export const ADSTXT_STATUS_TEXT: Record<AdsTxtState, string> = {
  complete: 'ads.txt installed correctly',
  partial: 'not installed properly',
  absent: 'Ads.txt is not installed on your site',
}

/** ACCT-19/20: what to do next; nothing when the file is complete. */
export const ADSTXT_GUIDANCE: Record<AdsTxtState, string | null> = {
  complete: null,
  partial:
    'Ads.txt has values but is missing some provider values: review highlighted values, upload to global ads.txt, verify again.',
  absent: 'No ads.txt on domain root: download it, upload to the root, verify again.',
}

export const ADSTXT_FETCH_FAILED = 'There was an issue fetching your Ads.txt information'
export const ADSTXT_VERIFY_FAILED = 'There was an issue verifying your Ads.txt file'
/** ACCT-22: the downloaded file's name. */
export const ADSTXT_FILE_NAME = 'ads.txt'

/** A variable line (`contact=…`, `subdomain=…`, `OWNERDOMAIN=…`): a name, then `=`, no comma first. */
const VARIABLE = /^[A-Za-z][A-Za-z0-9_-]*\s*=/

/**
 * Reads one line of an ads.txt file: everything after `#` is a comment, fields are separated by
 * commas and surrounded by optional whitespace, and extension data after `;` is ignored. Blank
 * lines, comment lines, variable lines and lines with fewer than three fields give null.
 */
export function parseAdsTxtLine(line: string): AdsTxtRecord | null {
  const content = line
    .replace(/^\uFEFF/, '')
    .split('#', 1)[0]!
    .trim()
  if (!content || VARIABLE.test(content)) return null
  const fields = content
    .split(';', 1)[0]!
    .split(',')
    .map((field) => field.trim())
  const [domain, accountId, relationship, certificationId] = fields
  if (!domain || !accountId || !relationship) return null
  // A domain holds no whitespace; a line that has some is not a record.
  if (/\s/.test(domain) || /\s/.test(accountId) || /\s/.test(relationship)) return null
  return {
    domain: domain.toLowerCase().replace(/\.$/, ''),
    accountId,
    relationship: relationship.toUpperCase(),
    certificationId: certificationId ? certificationId : null,
  }
}

/** Every data record of an ads.txt file (CRLF, LF or CR line ends). */
export function parseAdsTxt(text: string): AdsTxtRecord[] {
  return text
    .split(/\r\n|\r|\n/)
    .map(parseAdsTxtLine)
    .filter((r): r is AdsTxtRecord => r !== null)
}

/** What two records must share to match: domain (any case), account id, relationship (any case). */
export function recordKey(record: AdsTxtRecord): string {
  return `${record.domain}\u0000${record.accountId}\u0000${record.relationship}`
}

/** The key a required line is compared by; a line that is not a record compares as written. */
function requiredKey(line: string): string {
  const record = parseAdsTxtLine(line)
  return record ? recordKey(record) : `raw\u0000${line.trim().toLowerCase()}`
}

/**
 * Checks a served file against the required lines. `file` is the file's text, or null when the
 * site serves none: then nothing is there and every required line is missing.
 */
export function checkAdsTxt(required: readonly string[], file: string | null): AdsTxtCheck {
  if (file === null) return { containsAdsTxt: false, adsTxtComplete: false, missing: [...required] }
  const present = new Set(parseAdsTxt(file).map(recordKey))
  for (const line of file.split(/\r\n|\r|\n/)) {
    const raw = line.split('#', 1)[0]!.trim().toLowerCase()
    if (raw) present.add(`raw\u0000${raw}`)
  }
  const missing = required.filter((line) => !present.has(requiredKey(line)))
  return { containsAdsTxt: true, adsTxtComplete: missing.length === 0, missing }
}

/** ACCT-18: the state the indicator shows (inferred from containsAdsTxt / adsTxtComplete). */
export function adsTxtState(
  check: Pick<AdsTxtCheck, 'containsAdsTxt' | 'adsTxtComplete'>,
): AdsTxtState {
  if (!check.containsAdsTxt) return 'absent'
  return check.adsTxtComplete ? 'complete' : 'partial'
}

/** ACCT-22: the file a publisher downloads: one required value per line, ending with a newline. */
export function adsTxtFile(values: readonly string[]): string {
  const lines = values.map((v) => v.trim()).filter(Boolean)
  return lines.length ? `${lines.join('\n')}\n` : ''
}

/** A site id as the server hands them out (a UUID). */
export const SITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The guards of every call on an account's embeds and their data (spec 001 §6, the contract's
 * cardActions; the embeds, their analytics, the images, the metrics and the reports services):
 * the session, its account (tenant) and the permission. Edit-permitted = `manageEmbeds` (a mockup-generator
 * session holds it) or a mocked session; delete = a mocked session only; reading needs only a
 * session of the account. Another account's embed or label answers 404 exactly like an unknown
 * id, and changes nothing.
 */
import { hasPermission, PERMISSIONS } from '../../../src/core/permissions'
import { permissionsOf, requireAccount, requireSession, type Ctx } from './context'
import { fail } from './http-errors'
import type { DB } from './db'
import type { Database, EmbedLabelsTable, EmbedsTable } from './schema'
import type { SessionContext } from './sessions'

export const EDIT_REFUSED = 'You do not have permission to manage embeds'
export const DELETE_REFUSED = 'Only a mocked session can delete an embed'
export const MOCKUP_REFUSED = 'Analytics and e-mails are not available in a mockup session'
/** Revenue metrics and every reporting call need `home.adMetrics`. */
export const AD_METRICS_REFUSED = 'You do not have permission to see ad metrics'

/** The session's account, or 403 (a support-console session has none). */
export function accountOf(c: Ctx): { session: SessionContext; accountUUID: string } {
  const session = requireSession(c)
  const accountUUID = session.row.account_uuid
  if (!accountUUID) throw fail.forbidden()
  return { session, accountUUID }
}

/** A session of `accountUUID` (the path's account), else 403 like every account call. */
export function ofAccount(c: Ctx, accountUUID: string): SessionContext {
  return requireAccount(c, accountUUID)
}

/** manageEmbeds or a mocked session. */
export async function canEdit(c: Ctx, session: SessionContext): Promise<boolean> {
  if (session.row.kind === 'mocked') return true
  return hasPermission(await permissionsOf(c, session), PERMISSIONS.manageEmbeds)
}

/** The session of an edit-permitted user, else 403. */
export async function requireEdit(
  c: Ctx,
): Promise<{ session: SessionContext; accountUUID: string }> {
  const found = accountOf(c)
  if (!(await canEdit(c, found.session))) throw fail.forbidden(EDIT_REFUSED)
  return found
}

/** Mockup-generator sessions see only their session's site in the library (EMB-20). */
export function siteScope(session: SessionContext): string | null {
  return session.row.kind === 'mockup' ? session.row.site_uuid : null
}

/** Analytics and e-mails are hidden in mockup-generator mode (EMB-14): 403 there. */
export function refuseMockup(session: SessionContext): void {
  if (session.row.kind === 'mockup') throw fail.forbidden(MOCKUP_REFUSED)
}

/** The tables whose rows belong to one account, each with its id column. */
const ID_COLUMNS = {
  sites: 'site_uuid',
  embeds: 'embed_uuid',
  embed_labels: 'label_uuid',
  reports: 'report_uuid',
  commenting_units: 'unit_uuid',
  rating_units: 'unit_uuid',
} as const

/**
 * The row of `table` whose `column` (its id column unless named) is `id`, when it is
 * `accountUUID`'s, else undefined (callers answer 404).
 */
export function accountRow<T extends keyof typeof ID_COLUMNS>(
  db: DB,
  table: T,
  accountUUID: string,
  id: string,
  column: string = ID_COLUMNS[table],
): Promise<Database[T] | undefined> {
  // The tables share account_uuid; kysely cannot see that through the union.
  return db
    .selectFrom(table as 'sites')
    .selectAll()
    .where(column as 'site_uuid', '=', id)
    .where('account_uuid', '=', accountUUID)
    .executeTakeFirst() as Promise<Database[T] | undefined>
}

/** The site `siteUUID` when it is `accountUUID`'s, else undefined (each caller answers its own error). */
export const siteOfAccount = (db: DB, accountUUID: string, siteUUID: string) =>
  accountRow(db, 'sites', accountUUID, siteUUID)

/** The row `id` of `table` when it is `accountUUID`'s, else 404 with `missing`. */
async function ownRow<T extends keyof typeof ID_COLUMNS>(
  db: DB,
  table: T,
  accountUUID: string,
  id: string,
  missing: string,
): Promise<Database[T]> {
  const row = await accountRow(db, table, accountUUID, id)
  if (!row) throw fail.notFound(missing)
  return row
}

/** The embed `embedUUID` of `accountUUID` as `db` sees it, else 404. */
export const ownEmbed = (db: DB, accountUUID: string, embedUUID: string): Promise<EmbedsTable> =>
  ownRow(db, 'embeds', accountUUID, embedUUID, 'No such embed')

/** The label `labelUUID` of `accountUUID` as `db` sees it, else 404. */
export const ownLabel = (
  db: DB,
  accountUUID: string,
  labelUUID: string,
): Promise<EmbedLabelsTable> => ownRow(db, 'embed_labels', accountUUID, labelUUID, 'No such label')

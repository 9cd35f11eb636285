/**
 * Labels (spec 001 §5, EMB-21..24): one name per account whatever the case, checked with the
 * contract's rule; attaching takes existing labels by uuid and new ones by name, where a name
 * that already exists selects the existing label instead of making a second one.
 */
import { randomUUID } from 'node:crypto'
import {
  cleanLabelName,
  DUPLICATE_LABEL_MESSAGE,
  INVALID_LABEL_MESSAGE,
  labelNameError,
  type Label,
} from '../../../src/areas/embeds/lib/embeds-rules'
import type { DB } from '../platform/db'
import { fail } from '../platform/http-errors'

export { DUPLICATE_LABEL_MESSAGE }

export const labelJson = (row: { label_uuid: string; name: string }): Label => ({
  labelUUID: row.label_uuid,
  labelName: row.name,
})

/** The label name to save (trimmed), or 400 on `field`; blank is invalid here. */
export function checkedLabelName(raw: string, field = 'labelName'): string {
  const name = cleanLabelName(raw)
  const problem = name === null ? INVALID_LABEL_MESSAGE : labelNameError(name)
  if (problem || name === null)
    throw fail.badRequest([{ field, message: problem ?? INVALID_LABEL_MESSAGE }])
  return name
}

/** New label names of an attach: blank entries ignored, each checked, one per name. */
export function checkedNewNames(raw: readonly string[], field = 'newLabelNames'): string[] {
  const names = new Map<string, string>()
  for (const [i, entry] of raw.entries()) {
    const name = cleanLabelName(entry)
    if (name === null) continue
    if (labelNameError(name))
      throw fail.badRequest([{ field: `${field}.${i}`, message: INVALID_LABEL_MESSAGE }])
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name)
  }
  return [...names.values()]
}

/**
 * Inside a transaction: the label uuids to attach (every one of the account, else 404) plus the
 * labels for `newNames` (existing ones selected, the rest created). Returns the set, in the
 * order given, each once, and the labels created.
 */
export async function resolveLabels(
  trx: DB,
  accountUUID: string,
  attached: readonly string[],
  newNames: readonly string[],
  now: number,
): Promise<{ labelUUIDs: string[]; created: Label[] }> {
  const wanted = [...new Set(attached)]
  if (wanted.length) {
    const found = await trx
      .selectFrom('embed_labels')
      .select('label_uuid')
      .where('account_uuid', '=', accountUUID)
      .where('label_uuid', 'in', wanted)
      .execute()
    if (found.length !== wanted.length) throw fail.notFound('No such label')
  }
  const created: Label[] = []
  const labelUUIDs = [...wanted]
  for (const name of newNames) {
    const existing = await trx
      .selectFrom('embed_labels')
      .select(['label_uuid', 'name'])
      .where('account_uuid', '=', accountUUID)
      .where('name_key', '=', name.toLowerCase())
      .executeTakeFirst()
    let labelUUID = existing?.label_uuid
    if (!labelUUID) {
      labelUUID = randomUUID()
      await trx
        .insertInto('embed_labels')
        .values({
          label_uuid: labelUUID,
          account_uuid: accountUUID,
          name,
          name_key: name.toLowerCase(),
          created_at: now,
        })
        .execute()
      created.push({ labelUUID, labelName: name })
    }
    if (!labelUUIDs.includes(labelUUID)) labelUUIDs.push(labelUUID)
  }
  return { labelUUIDs, created }
}

/** Replaces an embed's labels with `labelUUIDs` (inside a transaction). */
export async function setEmbedLabels(trx: DB, embedUUID: string, labelUUIDs: readonly string[]) {
  await trx.deleteFrom('embed_label_links').where('embed_uuid', '=', embedUUID).execute()
  if (labelUUIDs.length)
    await trx
      .insertInto('embed_label_links')
      .values(labelUUIDs.map((label_uuid) => ({ embed_uuid: embedUUID, label_uuid })))
      .execute()
}

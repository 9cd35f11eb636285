/**
 * The embeds' labels (API-50..54; spec 001 §2) under /api/accounts: listed by any session of the
 * account, created, renamed, deleted and attached by an edit-permitted one (embeds' guards,
 * platform/access.ts); another account's label or embed answers 404 and changes nothing.
 */
import { randomUUID } from 'node:crypto'
import { labelCalls } from '../../../src/contracts/accounts/labels'
import { labelSchemas } from '../../../src/contracts/accounts/labels.schemas'
import { contractRoutes } from '../platform/serve-contract'
import { fail } from '../platform/http-errors'
import { inTransaction } from '../platform/transaction'
import { ofAccount, ownEmbed, ownLabel, requireEdit } from '../platform/access'
import { CREATES_PER_HOUR, pathId } from './input'
import {
  checkedLabelName,
  checkedNewNames,
  DUPLICATE_LABEL_MESSAGE,
  labelJson,
  resolveLabels,
  setEmbedLabels,
} from './labels'

export const [labelRoutes, labels] = contractRoutes(labelCalls, labelSchemas)

export const ARCHIVED_LABELS_MESSAGE = 'Unarchive the embed before changing its labels'

/** API-50: the account's labels by name. */
labels.handle('list', async (c, { params: { accountUUID } }) => {
  ofAccount(c, accountUUID)
  const rows = await c
    .get('services')
    .db.selectFrom('embed_labels')
    .select(['label_uuid', 'name'])
    .where('account_uuid', '=', accountUUID)
    .orderBy('name_key')
    .execute()
  return { labels: rows.map(labelJson) }
})

/** API-51: create a label (400 on labelName for an invalid or taken name). */
labels.handle('create', async (c, { params: { accountUUID }, read }) => {
  ofAccount(c, accountUUID)
  await requireEdit(c)
  await c.get('services').limiter.take(`labels:create:${accountUUID}`, CREATES_PER_HOUR, 3_600_000)
  const name = checkedLabelName((await read()).labelName)
  const label = { label_uuid: randomUUID(), name }
  await inTransaction(c.get('services').db, async (trx) => {
    const taken = await trx
      .selectFrom('embed_labels')
      .select('label_uuid')
      .where('account_uuid', '=', accountUUID)
      .where('name_key', '=', name.toLowerCase())
      .executeTakeFirst()
    if (taken) throw fail.badRequest([{ field: 'labelName', message: DUPLICATE_LABEL_MESSAGE }])
    await trx
      .insertInto('embed_labels')
      .values({
        ...label,
        account_uuid: accountUUID,
        name_key: name.toLowerCase(),
        created_at: Date.now(),
      })
      .execute()
  })
  return labelJson(label)
})

/** API-52: rename a label. */
labels.handle('rename', async (c, { read }) => {
  const { accountUUID } = await requireEdit(c)
  const labelUUID = pathId(c, 'labelUUID')
  await ownLabel(c.get('services').db, accountUUID, labelUUID)
  const name = checkedLabelName((await read()).labelName)
  await inTransaction(c.get('services').db, async (trx) => {
    await ownLabel(trx, accountUUID, labelUUID)
    const taken = await trx
      .selectFrom('embed_labels')
      .select('label_uuid')
      .where('account_uuid', '=', accountUUID)
      .where('name_key', '=', name.toLowerCase())
      .where('label_uuid', '!=', labelUUID)
      .executeTakeFirst()
    if (taken) throw fail.badRequest([{ field: 'labelName', message: DUPLICATE_LABEL_MESSAGE }])
    await trx
      .updateTable('embed_labels')
      .set({ name, name_key: name.toLowerCase() })
      .where('label_uuid', '=', labelUUID)
      .execute()
  })
  return labelJson({ label_uuid: labelUUID, name })
})

/** API-53: delete a label (and its links); failedLabelUUIDs lists what could not go. */
labels.handle('remove', async (c) => {
  const { accountUUID } = await requireEdit(c)
  const labelUUID = pathId(c, 'labelUUID')
  await inTransaction(c.get('services').db, async (trx) => {
    await ownLabel(trx, accountUUID, labelUUID)
    await trx.deleteFrom('embed_labels').where('label_uuid', '=', labelUUID).execute()
  })
  return { failedLabelUUIDs: [] }
})

/** API-54: replace an embed's labels (existing by uuid, new ones by name). */
labels.handle('attach', async (c, { read }) => {
  const { accountUUID } = await requireEdit(c)
  const embedUUID = pathId(c, 'embedUUID')
  const { db } = c.get('services')
  await ownEmbed(db, accountUUID, embedUUID)
  const body = await read()
  const newNames = checkedNewNames(body.newLabelNames)
  const result = await inTransaction(db, async (trx) => {
    const embed = await ownEmbed(trx, accountUUID, embedUUID)
    if (embed.active === 0)
      throw fail.conflict(
        [{ field: 'active', message: ARCHIVED_LABELS_MESSAGE }],
        ARCHIVED_LABELS_MESSAGE,
      )
    const { labelUUIDs, created } = await resolveLabels(
      trx,
      accountUUID,
      body.attachedLabelUUIDs,
      newNames,
      Date.now(),
    )
    await setEmbedLabels(trx, embedUUID, labelUUIDs)
    return { attachedLabelUUIDs: labelUUIDs, createdLabels: created }
  })
  return result
})

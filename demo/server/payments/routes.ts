/**
 * Payment information (API-29..34) and tax-form downloads. API-28 (the summary) lives with the
 * shell's calls in accounts/routes.ts. Every call needs settings.paymentInfo (mocked sessions do
 * not bypass it) and only reaches the session's own account; a save is checked with the rules the
 * screens use (payment-rules.ts), then stored in one transaction, or not at all.
 */
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  FORM_FIELDS,
  ID_KEYS,
  MAX_METHODS,
  SLUGS,
  TAX_FORM_NOT_PDF,
  TOO_MANY_METHODS,
  paymentTypeOf,
  rulesFor,
  safeFileName,
  storedText,
  taxFormKind,
  taxFormMissing,
  taxFormProblem,
  type PaymentType,
  type TaxFormKind,
} from '../../../src/areas/account/lib/payment-rules'
import { paymentCalls } from '../../../src/contracts/accounts/payments'
import { paymentSchemas } from '../../../src/contracts/accounts/payments.schemas'
import { validate, type FieldError } from '../../../src/core/validation/rules'
import { contractRoutes } from '../platform/serve-contract'
import { originOf, requireAccount, requirePermission, type Ctx } from '../platform/context'
import { nestedTooDeep } from '../platform/body'
import { fail } from '../platform/http-errors'
import type { Database, PaymentMethodsTable, UploadsTable } from '../platform/schema'
import { inTransaction } from '../platform/transaction'

export const [paymentRoutes, payments] = contractRoutes(paymentCalls, paymentSchemas)

const PERMISSION = 'settings.paymentInfo'

/** The type named by a path segment (paypal, check, checks, ach, wire), else 404. */
function typeParam(c: Ctx): PaymentType {
  const raw = c.req.param('type') ?? ''
  const type = raw === raw.toLowerCase() ? paymentTypeOf(raw) : null
  if (!type) throw fail.notFound('No such payment type')
  return type
}

/**
 * The session's own method of `type`, else 404: another account's id is answered exactly as an
 * unknown one, so ids cannot be probed.
 */
async function ownMethod(
  c: Ctx,
  type: PaymentType,
  methodUUID = c.req.param('methodUUID') ?? '',
): Promise<PaymentMethodsTable> {
  const session = await requirePermission(c, PERMISSION)
  const { db } = c.get('services')
  const accountUUID = session.row.account_uuid
  if (!accountUUID) throw fail.forbidden()
  const method = await db
    .selectFrom('payment_methods')
    .selectAll()
    .where('method_uuid', '=', methodUUID)
    .where('account_uuid', '=', accountUUID)
    .where('payment_type', '=', type)
    .executeTakeFirst()
  if (!method) throw fail.notFound('No such payment method')
  return method
}

async function uploadOf(c: Ctx, method: PaymentMethodsTable): Promise<UploadsTable | null> {
  if (!method.tax_form_uuid) return null
  const { db } = c.get('services')
  return (
    (await db
      .selectFrom('uploads')
      .selectAll()
      .where('upload_uuid', '=', method.tax_form_uuid)
      .where('account_uuid', '=', method.account_uuid)
      .executeTakeFirst()) ?? null
  )
}

type Stored = Record<string, unknown> & { taxFormKind?: TaxFormKind | null }

/** API-29: one method with its id key, fields, preferred flag and tax form. */
function detail(c: Ctx, method: PaymentMethodsTable, upload: UploadsTable | null) {
  const type = method.payment_type as PaymentType
  const data = JSON.parse(method.data) as Stored
  const fields = Object.fromEntries(
    FORM_FIELDS[type].map((f) => [f.key, typeof data[f.key] === 'string' ? data[f.key] : null]),
  )
  return {
    id: method.method_uuid,
    [ID_KEYS[type]]: method.method_uuid,
    paymentType: type,
    preferredPayment: method.preferred === 1,
    lastUpdate: new Date(method.last_update).toISOString(),
    ...fields,
    ...(type === 'CHECKS' ? { defaultAddress: data.defaultAddress === true } : {}),
    taxForm: upload
      ? {
          kind: data.taxFormKind ?? null,
          name: upload.original_name,
          updatedDate: new Date(upload.created_at).toISOString(),
          formLink: `${originOf(c)}/api/accounts/paymentinfo/${SLUGS[type]}/${encodeURIComponent(method.method_uuid)}/taxform`,
        }
      : null,
  }
}

/** API-29 */
payments.handle('method', async (c) => {
  const method = await ownMethod(c, typeParam(c))
  return detail(c, method, await uploadOf(c, method))
})

/** PAY-13: the method's tax form, as a download, to its own account only. */
payments.handle('taxForm', async (c) => {
  const method = await ownMethod(c, typeParam(c))
  const upload = await uploadOf(c, method)
  if (!upload) throw fail.notFound('This payment method has no tax form')
  let bytes: Buffer
  try {
    bytes = await c.get('services').files.read(upload.stored_name)
  } catch {
    throw fail.notFound('The tax form file is missing')
  }
  const name = safeFileName(upload.original_name)
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(bytes.length),
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  })
})

interface SaveInput {
  fields: Record<string, string>
  preferred: boolean
  defaultAddress: boolean | null
  kind: TaxFormKind | null
  file: { name: string; bytes: Uint8Array } | null
}

/** The body as a flat object: JSON for PayPal, multipart for the forms with a tax form. */
async function rawBody(c: Ctx, type: PaymentType): Promise<Record<string, unknown>> {
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const wanted = type === 'PAYPAL' ? 'application/json' : 'multipart/form-data'
  if (contentType !== wanted)
    throw fail.badRequest([
      { field: '_body', message: type === 'PAYPAL' ? 'Send JSON' : 'Send multipart/form-data' },
    ])
  try {
    const body: unknown = type === 'PAYPAL' ? await c.req.json() : await c.req.parseBody()
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object')
    if (nestedTooDeep(body)) throw new Error('nested too deeply')
    return { ...(body as Record<string, unknown>) }
  } catch {
    throw fail.badRequest([{ field: '_body', message: 'The body could not be read' }])
  }
}

/** A flag sent as a JSON boolean or a form's "true"/"false"; absent is false. */
function flag(value: unknown, field: string, errors: FieldError[]): boolean {
  if (value === undefined || value === null || value === false || value === 'false') return false
  if (value === true || value === 'true') return true
  errors.push({ field, message: 'Send true or false' })
  return false
}

/**
 * Reads and checks a save (PAY-07..13): every field against the shared rules, the tax form by
 * size and content. `existingKind` is the kind of the tax form already stored (updates may keep
 * it). Throws 400 with every field error; nothing has been written at that point.
 */
async function readSave(
  c: Ctx,
  type: PaymentType,
  existingKind: TaxFormKind | null,
): Promise<SaveInput> {
  const raw = await rawBody(c, type)
  const strings = Object.fromEntries(
    FORM_FIELDS[type].map((f) => [f.key, typeof raw[f.key] === 'string' ? raw[f.key] : null]),
  ) as Record<string, string | null>
  const errors = validate(strings, rulesFor(type))
  const preferred = flag(raw.preferredPayment, 'preferredPayment', errors)
  const defaultAddress =
    type === 'CHECKS' ? flag(raw.defaultAddress, 'defaultAddress', errors) : null
  const kind = taxFormKind(type, strings.businessType)
  let file: SaveInput['file'] = null
  if (kind) {
    const part = raw[kind]
    if (part instanceof File) {
      const bytes = new Uint8Array(await part.arrayBuffer())
      const problem = taxFormProblem(part.size, bytes.subarray(0, 8))
      if (problem) errors.push({ field: kind, message: problem })
      else file = { name: safeFileName(part.name), bytes }
    } else if (part !== undefined) {
      errors.push({ field: kind, message: TAX_FORM_NOT_PDF })
    } else if (existingKind !== kind) {
      errors.push({ field: kind, message: taxFormMissing(kind) })
    }
  }
  if (errors.length) throw fail.badRequest(errors)
  const fields = Object.fromEntries(
    Object.entries(strings).map(([key, value]) => [key, storedText(value!)]),
  )
  return { fields, preferred, defaultAddress, kind, file }
}

/** Writes the file under a server-chosen name; returns the upload row to insert. */
async function storeFile(
  c: Ctx,
  accountUUID: string,
  file: NonNullable<SaveInput['file']>,
): Promise<UploadsTable> {
  const uploadUUID = randomUUID()
  const stored = `${uploadUUID}.pdf`
  await c.get('services').files.write(stored, file.bytes)
  return {
    upload_uuid: uploadUUID,
    account_uuid: accountUUID,
    original_name: file.name,
    stored_name: stored,
    content_type: 'application/pdf',
    size: file.bytes.length,
    created_at: Date.now(),
  }
}

async function removeFile(c: Ctx, storedName: string): Promise<void> {
  await c.get('services').files.remove(storedName)
}

/** Clears every other preferred flag of the account (only one method may be preferred). */
async function clearPreferred(trx: Kysely<Database>, accountUUID: string, except: string) {
  await trx
    .updateTable('payment_methods')
    .set({ preferred: 0 })
    .where('account_uuid', '=', accountUUID)
    .where('method_uuid', '!=', except)
    .execute()
}

/**
 * Runs `write` in one transaction after storing the new file; a failed transaction removes
 * the file again, a committed one removes the file it replaced.
 */
async function saveWithFile(
  c: Ctx,
  accountUUID: string,
  input: SaveInput,
  write: (trx: Kysely<Database>, upload: UploadsTable | null) => Promise<UploadsTable | null>,
) {
  const { db } = c.get('services')
  const upload = input.file ? await storeFile(c, accountUUID, input.file) : null
  let replaced: UploadsTable | null
  try {
    replaced = await inTransaction(db, async (trx) => {
      if (upload) await trx.insertInto('uploads').values(upload).execute()
      return write(trx, upload)
    })
  } catch (error) {
    if (upload) await removeFile(c, upload.stored_name)
    throw error
  }
  if (replaced) await removeFile(c, replaced.stored_name)
}

function methodData(input: SaveInput, kind: TaxFormKind | null): string {
  return JSON.stringify({
    ...input.fields,
    ...(input.defaultAddress === null ? {} : { defaultAddress: input.defaultAddress }),
    taxFormKind: kind,
  })
}

/** API-30..33: a new method (at most 4 per account). */
payments.handle('create', async (c, { params: { accountUUID } }) => {
  requireAccount(c, accountUUID)
  await requirePermission(c, PERMISSION)
  const type = typeParam(c)
  const input = await readSave(c, type, null)
  const methodUUID = randomUUID()
  await saveWithFile(c, accountUUID, input, async (trx, upload) => {
    const { count } = await trx
      .selectFrom('payment_methods')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('account_uuid', '=', accountUUID)
      .executeTakeFirstOrThrow()
    if (Number(count) >= MAX_METHODS)
      throw fail.conflict([{ field: 'paymentType', message: TOO_MANY_METHODS }], TOO_MANY_METHODS)
    if (input.preferred) await clearPreferred(trx, accountUUID, methodUUID)
    const { last } = await trx
      .selectFrom('payment_methods')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('account_uuid', '=', accountUUID)
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('payment_methods')
      .values({
        method_uuid: methodUUID,
        account_uuid: accountUUID,
        payment_type: type,
        preferred: input.preferred ? 1 : 0,
        data: methodData(input, input.kind),
        last_update: Date.now(),
        tax_form_uuid: upload?.upload_uuid ?? null,
        position: Number(last ?? 0) + 1,
      })
      .execute()
    return null
  })
  const method = await ownMethod(c, type, methodUUID)
  return detail(c, method, await uploadOf(c, method))
})

/**
 * API-34: updates a method. Its tax form stays unless a new one is sent (a wire whose business
 * type changed needs the other form). `preferredPayment: true` makes it the preferred method;
 * false leaves the flag as it is (a preferred method only stops being preferred when another
 * one becomes preferred, so a preferred method, once set, always exists).
 */
payments.handle('update', async (c) => {
  const type = typeParam(c)
  const method = await ownMethod(c, type)
  const stored = JSON.parse(method.data) as Stored
  const current = await uploadOf(c, method)
  const input = await readSave(c, type, current ? (stored.taxFormKind ?? null) : null)
  await saveWithFile(c, method.account_uuid, input, async (trx, upload) => {
    // The method as it is now: a concurrent save may have changed its preferred flag or its tax
    // form since it was read above, and this save builds on them.
    const fresh = await trx
      .selectFrom('payment_methods')
      .selectAll()
      .where('method_uuid', '=', method.method_uuid)
      .executeTakeFirstOrThrow()
    const freshKind = (JSON.parse(fresh.data) as Stored).taxFormKind ?? null
    const freshForm = fresh.tax_form_uuid
      ? await trx
          .selectFrom('uploads')
          .selectAll()
          .where('upload_uuid', '=', fresh.tax_form_uuid)
          .where('account_uuid', '=', fresh.account_uuid)
          .executeTakeFirst()
      : undefined
    const keep = !upload && input.kind !== null
    // Keeping the stored form needs one of the kind asked for (readSave checked the one read
    // above; a concurrent save may have replaced or dropped it).
    if (keep && (!freshForm || freshKind !== input.kind))
      throw fail.badRequest([{ field: input.kind!, message: taxFormMissing(input.kind!) }])
    if (input.preferred) await clearPreferred(trx, method.account_uuid, method.method_uuid)
    await trx
      .updateTable('payment_methods')
      .set({
        preferred: input.preferred || fresh.preferred === 1 ? 1 : 0,
        data: methodData(input, keep || upload ? input.kind : null),
        last_update: Date.now(),
        tax_form_uuid: upload ? upload.upload_uuid : keep ? fresh.tax_form_uuid : null,
      })
      .where('method_uuid', '=', method.method_uuid)
      .execute()
    const dropped = freshForm && (upload || !keep) ? freshForm : null
    if (dropped)
      await trx.deleteFrom('uploads').where('upload_uuid', '=', dropped.upload_uuid).execute()
    return dropped
  })
  const saved = await ownMethod(c, type)
  return detail(c, saved, await uploadOf(c, saved))
})

/** PAY-16: makes an existing method the preferred one (and no other), in one transaction. */
payments.handle('makePreferred', async (c) => {
  const type = typeParam(c)
  const method = await ownMethod(c, type)
  const { db } = c.get('services')
  await inTransaction(db, async (trx) => {
    await clearPreferred(trx, method.account_uuid, method.method_uuid)
    await trx
      .updateTable('payment_methods')
      // Only the flag changes: the method's details (and its last update) stay as they were.
      .set({ preferred: 1 })
      .where('method_uuid', '=', method.method_uuid)
      .execute()
  })
  const saved = await ownMethod(c, type)
  return detail(c, saved, await uploadOf(c, saved))
})

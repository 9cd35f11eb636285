/**
 * Saving an embed from the builder (spec 001 §7; API-44, API-45): the session's right to edit the
 * embed, then the whole body written in ONE transaction (body-writes.ts), the library's image
 * badge updated, and the saved embed answered; and the code a publisher pastes (embed-code.ts).
 */
import { z } from 'zod'
import { EMBED_CODE_VERSION } from '../../../src/areas/embeds/lib/builder-rules'
import { embedCalls } from '../../../src/contracts/accounts/embeds'
import { embedSchemas } from '../../../src/contracts/accounts/embeds.schemas'
import { readBody } from '../platform/body'
import { originOf, type Ctx } from '../platform/context'
import { contractRoutes } from '../platform/serve-contract'
import { fail } from '../platform/http-errors'
import { updateEmbedImagesStatus } from '../images/jobs'
import { inTransaction } from '../platform/transaction'
import { accountOf, ownEmbed, requireEdit, siteScope } from '../platform/access'
import { checkedBody, writeEmbedBody } from './body-writes'
import { embedCodeFor } from './embed-code'
import { pathId } from './input'
import { embedForEdit } from './queries'

export const [saveRoutes, embeds] = contractRoutes(embedCalls, embedSchemas)

export const SITE_MISMATCH_MESSAGE = 'The embed belongs to another site'

/**
 * API-44: update an embed with the builder's full body (no createdBy), read as it came and
 * checked field by field by the embeds' rule module (embed-body-rules.ts).
 */
embeds.handle('save', async (c) => {
  const { session, accountUUID } = await requireEdit(c)
  const siteUUID = pathId(c, 'siteUUID')
  const embedUUID = pathId(c, 'embedUUID')
  const { db } = c.get('services')
  const found = await ownEmbed(db, accountUUID, embedUUID)
  const fixed = siteScope(session)
  if (fixed && fixed !== found.site_uuid) throw fail.notFound('No such embed')
  if (
    session.row.kind === 'mockup' &&
    session.row.embed_uuid &&
    session.row.embed_uuid !== embedUUID
  )
    throw fail.notFound('No such embed')
  if (found.site_uuid !== siteUUID)
    throw fail.badRequest([{ field: 'siteUUID', message: SITE_MISMATCH_MESSAGE }])
  const body = checkedBody(await readBody(c, z.unknown()), false)
  await inTransaction(db, async (trx) => {
    await ownEmbed(trx, accountUUID, embedUUID)
    await writeEmbedBody(trx, { accountUUID, embedUUID, siteUUID, body, now: Date.now() })
  })
  // The library's badge follows the images the saved cards use (images service).
  await updateEmbedImagesStatus(db, embedUUID)
  const embed = await ownEmbed(db, accountUUID, embedUUID)
  return embedForEdit(db, embed, originOf(c))
})

/** API-45: the code a publisher pastes (embed-code.ts). */
async function embedCode(c: Ctx) {
  const { accountUUID } = accountOf(c)
  const embedUUID = pathId(c, 'embedUUID')
  const { db } = c.get('services')
  const embed = await ownEmbed(db, accountUUID, embedUUID)
  if (c.req.query('version') !== EMBED_CODE_VERSION)
    throw fail.badRequest([{ field: 'version', message: `Send ${EMBED_CODE_VERSION}` }])
  if ((c.req.query('siteUUID') ?? '').toLowerCase() !== embed.site_uuid)
    throw fail.badRequest([{ field: 'siteUUID', message: SITE_MISMATCH_MESSAGE }])
  return embedCodeFor(originOf(c), embed.embed_uuid)
}
embeds.handle('code', embedCode)
embeds.handle('codeNoSlash', embedCode)

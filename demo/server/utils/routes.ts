/** API-57: GET utils/getopengraphparams?url= — the Open Graph reader of story autopopulate. */
import { STORY_URL, URL_MAX } from '../../../src/areas/embeds/lib/builder-rules'
import { embedCalls } from '../../../src/contracts/accounts/embeds'
import { embedSchemas } from '../../../src/contracts/accounts/embeds.schemas'
import { ownEndpoint, requireSession } from '../platform/context'
import { fail } from '../platform/http-errors'
import { contractRoutes } from '../platform/serve-contract'
import { userUrlFailure } from '../platform/user-url-fetch'
import { OpenGraphError, readOpenGraph } from './opengraph'

export const [utilRoutes, embeds] = contractRoutes(embedCalls, embedSchemas)

/**
 * A session is required; the URL must be a story URL (http(s), dotted host: the same rule as
 * the editor's). Each user may have the server read 30 pages a minute. 200 with the list
 * ([] = the site blocked us); a page that could not be read → 422/502/504 with a code.
 */
embeds.handle('openGraph', async (c, input) => {
  const session = requireSession(c)
  const { query } = input
  const url = (query.url ?? '').trim()
  if (!url || url.length > URL_MAX || !STORY_URL.test(url))
    throw fail.badRequest([{ field: 'url', message: 'Not a valid URL' }])
  await c.get('services').limiter.take(`opengraph:${session.row.user_uuid}`, 30, 60_000)
  try {
    return await readOpenGraph(url, { own: ownEndpoint(c) })
  } catch (error) {
    if (!(error instanceof OpenGraphError)) throw error
    throw userUrlFailure('opengraph', error)
  }
})

/**
 * Fetches a site's ads.txt over the network for API-38/39, the way a crawler must when users
 * choose the address, through the guarded fetch (../guarded-fetch.ts): http(s) only, a time limit
 * over the whole exchange, a size cap, a few redirects at most, every hop's host resolved once,
 * each of its addresses checked and the connection made to a checked address (no DNS
 * rebinding), no private, loopback or link-local destination except the demo server's own
 * endpoint, which hosts the demo sites.
 */
import { GuardedFetchError, isPrivateAddress, ReasonError } from '../platform/guarded-fetch'
import { fetchUserUrl, userUrlLimits, type UserUrlOptions } from '../platform/user-url-fetch'

export { isPrivateAddress }

/** Defaults: 5 s for the whole fetch, 256 KB, 3 redirects. Env overrides exist for tests. */
export const adsTxtLimits = () => userUrlLimits('ADSTXT', 256 * 1024)

export type AdsTxtFailure =
  'refused' | 'timeout' | 'too_large' | 'unreachable' | 'bad_status' | 'too_many_redirects'

/** Why a fetch gave no answer to compare (nothing is stored for these). */
export class AdsTxtFetchError extends ReasonError<AdsTxtFailure> {}

/** `found`: a file was served (its text); otherwise the site answered that there is none. */
export type AdsTxtFetchResult =
  { found: true; text: string; url: string } | { found: false; url: string; status: number }

/** Fetches `address` (an absolute URL) as an ads.txt file; see the module comment. */
export async function fetchAdsTxt(
  address: string,
  options: UserUrlOptions = {},
): Promise<AdsTxtFetchResult> {
  let response
  try {
    response = await fetchUserUrl(address, options, adsTxtLimits(), {
      accept: 'text/plain',
      'user-agent': 'PublisherPortal-AdsTxt/1.0',
    })
  } catch (error) {
    if (!(error instanceof GuardedFetchError)) throw error
    const reason = error.reason === 'bad_redirect' ? 'bad_status' : error.reason
    throw new AdsTxtFetchError(reason, error.message.replace('The file', 'The ads.txt file'))
  }
  const { status, text, url } = response
  if (status >= 200 && status < 300) {
    // A page instead of a text file (a "soft 404") is no ads.txt.
    const type = (response.headers.get('content-type') ?? '').toLowerCase()
    if (type.includes('text/html') || /^\s*<(!doctype|html)/i.test(text))
      return { found: false, url, status }
    return { found: true, text, url }
  }
  // The site says there is no file (404, 410, 401, 403…); 408, 429 and 5xx are not answers.
  if (status >= 400 && status < 500 && status !== 408 && status !== 429)
    return { found: false, url, status }
  throw new AdsTxtFetchError('bad_status', `The site answered HTTP ${status}`)
}

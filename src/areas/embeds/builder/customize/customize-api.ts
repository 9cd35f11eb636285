/** Accounts-service calls of the customize step (API-57). */
import { request } from '../../../../core/http'
import type { OpenGraphParam } from '../../lib/customize-rules'

export const customizeApi = {
  /** API-57: a story page's og:title / og:image ([] = the site does not allow it). */
  openGraph: (url: string, signal?: AbortSignal) =>
    request<OpenGraphParam[]>('accounts', '/utils/getopengraphparams', { query: { url }, signal }),
}

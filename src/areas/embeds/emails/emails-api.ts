/** Calls of the collected e-mails screen (API-62, API-42). */
import { downloadFile } from '../../../core/download'
import { request } from '../../../core/http'
import { EMAILS_TEXT, type DayRange } from '../lib/analytics-rules'
import type { EmailsPage, EmbedForEdit } from '../lib/embeds-rules'

/** API.md: `{metrics}/engageduserdata`, i.e. /api/metrics/engageduserdata. */
const ENGAGED = '/engageduserdata'

function query(embedUUID: string, range: DayRange, page: number, isExport: boolean) {
  return {
    startDate: range.from,
    endDate: range.to,
    embedUUID,
    currentPage: page,
    isExport,
  }
}

export const emailsApi = {
  /** API-62: one page of the embed's collected e-mails in the range. */
  page: (embedUUID: string, range: DayRange, page: number, signal?: AbortSignal) =>
    request<EmailsPage>('metrics', ENGAGED, {
      query: query(embedUUID, range, page, false),
      signal,
    }),
  /** API-62 with isExport=true: every row of the range as `collected-emails.csv`. */
  export: (embedUUID: string, range: DayRange) =>
    downloadFile('metrics', ENGAGED, EMAILS_TEXT.fileName, {
      query: query(embedUUID, range, 1, true),
    }),
  /**
   * API-42: the embed (any member of the account may read it): the header's name and whether
   * its e-mail card add-on is on (showUserDataCollection).
   */
  embed: (embedUUID: string, signal?: AbortSignal) =>
    request<EmbedForEdit>('accounts', `/embeds/${encodeURIComponent(embedUUID)}/sites/content`, {
      signal,
    }).then((reply) => ({
      name: reply.embed.embedName,
      collecting: reply.embed.showUserDataCollection,
    })),
}

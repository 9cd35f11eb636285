/** Calls of the collected e-mails screen (API-62, API-42), from their contracts. */
import { embedMetricCalls } from '../../../contracts/accounts/embed-metrics'
import type { embedMetricSchemas } from '../../../contracts/accounts/embed-metrics.schemas'
import { embedCalls } from '../../../contracts/accounts/embeds'
import type { embedSchemas } from '../../../contracts/accounts/embeds.schemas'
import { client } from '../../../core/contract-client'
import { downloadOf } from '../../../core/contract-download'
import { saveFile } from '../../../core/download'
import { EMAILS_TEXT, type DayRange } from '../lib/analytics-rules'

const metrics = client<typeof embedMetricSchemas>()(embedMetricCalls)
const embeds = client<typeof embedSchemas>()(embedCalls)
const emailsFile = downloadOf<typeof embedMetricCalls.emails, typeof embedMetricSchemas.emails>(
  embedMetricCalls.emails,
)

function query(embedUUID: string, range: DayRange, page: number, isExport: boolean) {
  return {
    startDate: range.from,
    endDate: range.to,
    embedUUID,
    currentPage: String(page),
    isExport: isExport ? ('true' as const) : ('false' as const),
  }
}

export const emailsApi = {
  /** API-62: one page of the embed's collected e-mails in the range. */
  page: (embedUUID: string, range: DayRange, page: number, signal?: AbortSignal) =>
    metrics.emails({ query: query(embedUUID, range, page, false) }, { signal }),
  /** API-62 with isExport=true: every row of the range as `collected-emails.csv`. */
  export: async (embedUUID: string, range: DayRange) => {
    const { blob, fileName } = await emailsFile({ query: query(embedUUID, range, 1, true) })
    const name = fileName ?? EMAILS_TEXT.fileName
    saveFile(name, blob)
    return name
  },
  /**
   * API-42: the embed (any member of the account may read it): the header's name and whether
   * its e-mail card add-on is on (showUserDataCollection).
   */
  embed: (embedUUID: string, signal?: AbortSignal) =>
    embeds.get({ params: { embedUUID } }, { signal }).then((reply) => ({
      name: reply.embed.embedName,
      collecting: reply.embed.showUserDataCollection,
    })),
}

/** The schemas of the ads.txt calls (adstxt.ts). */
import { z } from 'zod'
import type { SchemasOf } from '../define'
import type { adsTxtCalls } from './adstxt'

/** What API-38/39 answer for a site: the required values and the last check's findings. */
export const adsTxtInfo = z.object({
  siteUUID: z.string(),
  /** The lines the account must publish, in order. */
  values: z.array(z.string()),
  /** The required lines the file lacks, in the required order. */
  missing: z.array(z.string()),
  /** A file was served at the site's ads.txt address. */
  containsAdsTxt: z.boolean(),
  /** Every required value is in the file. */
  adsTxtComplete: z.boolean(),
  /** When the site's file was last fetched (ISO). */
  checkedAt: z.string(),
  /** Where the file was looked for. */
  adsTxtUrl: z.string(),
})
export type AdsTxtInfo = z.output<typeof adsTxtInfo>

export const adsTxtSchemas = {
  // The account is checked by the route (its own message when it is missing).
  status: { query: z.object({ accountUUID: z.string().optional() }), answer: adsTxtInfo },
  verify: { answer: adsTxtInfo },
} satisfies SchemasOf<typeof adsTxtCalls>

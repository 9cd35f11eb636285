/** The schemas of the notification calls (notify.ts). The links answer a small HTML page. */
import { z } from 'zod'
import { DIGEST_FREQUENCIES } from '../../areas/commenting/lib/notify-rules'
import type { SchemasOf } from '../define'
import type { notifyCalls } from './notify'

/** The token of a link: what the e-mail carried, checked loosely (an unknown one is answered alike). */
const link = {
  query: z.object({ token: z.string('Send the token of the link').min(1).max(200) }),
  file: 'text/html',
}

const digest = z.object({
  frequency: z.enum(DIGEST_FREQUENCIES, 'Choose off, hourly or daily'),
})

export const notifySchemas = {
  confirm: link,
  unsubscribe: link,
  oneClickUnsubscribe: link,
  digest: {
    answer: digest.extend({
      /** When the next digest is due (ms); null when off. */
      nextAt: z.number().nullable(),
      /** How many get it: the account's active users (their addresses are not shown here). */
      recipients: z.number(),
    }),
  },
  saveDigest: {
    body: digest,
    answer: digest.extend({ nextAt: z.number().nullable(), recipients: z.number() }),
  },
} satisfies SchemasOf<typeof notifyCalls>

/** The moderators' digest calls (issue 30), in the Moderation tab's own chunk. */
import { notifyCalls } from '../../../contracts/commenting/notify'
import type { notifySchemas } from '../../../contracts/commenting/notify.schemas'
import type { AnswerOf } from '../../../contracts/define'
import { client } from '../../../core/contract-client'
import type { DigestFrequency } from '../lib/notify-rules'

const calls = client<typeof notifySchemas>()(notifyCalls)

export type Digest = AnswerOf<typeof notifySchemas.digest>

export const digestApi = {
  digest: (unitUUID: string, signal?: AbortSignal) =>
    calls.digest({ params: { unitUUID } }, { signal }),
  saveDigest: (unitUUID: string, frequency: DigestFrequency) =>
    calls.saveDigest({ params: { unitUUID }, body: { frequency } }),
}

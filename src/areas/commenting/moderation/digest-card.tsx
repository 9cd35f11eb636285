import { formatDateTime } from '../../../core/format'
import { useState } from 'react'
import { notifyFailure } from '../../../core/store'
import { LoadError } from '../../../ui/load-error'
import { Segmented } from '../../../ui/segmented'
import { Card, Skeleton } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import { DIGEST_FREQUENCIES, DIGEST_LABELS, type DigestFrequency } from '../lib/notify-rules'
import { digestApi, type Digest } from './digest-api'

export const DIGEST_FAILED = 'There was an issue loading the notification setting'
export const DIGEST_SAVE_FAILED = 'There was an issue saving the notification setting'

/** What the card says of the setting: who gets what, and when next. */
function digestSummary(digest: Digest): string {
  if (digest.frequency === 'OFF') return 'No digest is sent.'
  const next = formatDateTime(new Date(digest.nextAt!))
  return `Next check ${next}; sent only when comments are pending.`
}

/**
 * Issue 30: the unit's e-mail digest of pending comments (off, hourly or daily) for the
 * account's users, saved as soon as it is chosen.
 */
export function DigestCard({ unitUUID }: Readonly<{ unitUUID: string }>) {
  const digest = useRequest((signal) => digestApi.digest(unitUUID, signal), unitUUID)
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState('')

  async function chooseFrequency(frequency: DigestFrequency) {
    if (saving || frequency === digest.data?.frequency) return
    setSaving(true)
    setStatus('')
    try {
      const saved = await digestApi.saveDigest(unitUUID, frequency)
      digest.setData(saved)
      setStatus(
        frequency === 'OFF'
          ? 'Digest turned off.'
          : `Saved: a ${DIGEST_LABELS[frequency].toLowerCase()} digest.`,
      )
    } catch (error) {
      notifyFailure(error, DIGEST_SAVE_FAILED)
    } finally {
      setSaving(false)
    }
  }

  const data = digest.data
  return (
    <Card className="mt-6">
      <h3 className="mb-1 text-base font-semibold text-slate-900">Notifications</h3>
      <p className="mb-3 text-sm text-slate-600">
        An e-mail digest of the comments waiting for review, with a link to this queue.
      </p>
      {digest.error ? (
        <LoadError text={DIGEST_FAILED} onRetry={digest.reload} />
      ) : !data ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <div className="flex flex-col gap-2" aria-busy={saving || undefined}>
          <Segmented
            label="Digest of pending comments"
            options={DIGEST_FREQUENCIES.map((f) => ({ id: f, label: DIGEST_LABELS[f] }))}
            value={data.frequency}
            onChange={(f) => void chooseFrequency(f)}
          />
          <p className="text-sm text-slate-600">
            {digestSummary(data)}{' '}
            {data.recipients === 1
              ? "Goes to the account's one active user."
              : `Goes to the account's ${data.recipients} active users.`}
          </p>
          <p role="status" className="text-sm text-slate-700">
            {status}
          </p>
        </div>
      )}
    </Card>
  )
}

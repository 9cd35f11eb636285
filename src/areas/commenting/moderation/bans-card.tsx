import { useState } from 'react'
import { notifyFailure } from '../../../core/store'
import { Button } from '../../../ui/button'
import { LoadError } from '../../../ui/load-error'
import { Card, Skeleton } from '../../../ui/states'
import type { RequestState } from '../../../ui/use-request'
import type { BanRow } from './moderation-api'
import { banEnd } from './queue-item'

export const BANS_FAILED = 'There was an issue loading the bans'

/** The bans in force, each with Lift. */
export function BansCard({
  bans,
  onLift,
}: Readonly<{
  bans: RequestState<{ bans: BanRow[] }>
  /** Lifts a ban; rejecting keeps it listed. */
  onLift: (ban: BanRow) => Promise<void>
}>) {
  const [lifting, setLifting] = useState<string | null>(null)
  async function lift(ban: BanRow) {
    setLifting(ban.banUUID)
    try {
      await onLift(ban)
    } catch (error) {
      notifyFailure(error, 'There was an issue lifting the ban')
    } finally {
      setLifting(null)
    }
  }
  const rows = bans.data?.bans ?? []
  return (
    <Card className="mt-6">
      <h3 className="mb-3 text-base font-semibold text-slate-900">Banned commenters</h3>
      {bans.error ? (
        <LoadError text={BANS_FAILED} onRetry={bans.reload} />
      ) : !bans.data ? (
        <Skeleton className="h-12 w-full" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody is banned.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {rows.map((ban) => (
            <li key={ban.banUUID} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">
                  {ban.authorName ?? 'Anonymous'}{' '}
                  <span className="font-normal text-slate-600">{banEnd(ban.until)}</span>
                </p>
                <p className="text-xs break-words text-slate-600">Reason: {ban.reason}</p>
              </div>
              <Button
                variant="secondary"
                busy={lifting === ban.banUUID}
                busyLabel="Lifting…"
                onClick={() => void lift(ban)}
              >
                Lift ban
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

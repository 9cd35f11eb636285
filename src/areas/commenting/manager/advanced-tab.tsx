import { useEffect, useState } from 'react'
import { notifyFailure } from '../../../core/store'
import { Button } from '../../../ui/button'
import { CopyField } from '../../../ui/copy-field'
import { LoadError } from '../../../ui/load-error'
import { Card, Skeleton } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import { commentingApi, migrationApi } from '../commenting-api'
import { MIGRATION_STATUS_TEXT } from '../lib/commenting-texts'
import { type TabProps } from './tab-props'

const POLL_MS = 2000
const FETCH_FAILED = 'There was an issue fetching the migration status.'
const START_FAILED = 'There was an issue starting the migration.'

/**
 * COM-41/42: the migration status with Start migration (only from READY), re-fetched after the
 * start and while it runs; the four code fields until the migration is done or not required.
 */
export function AdvancedTab({ site, config }: Readonly<TabProps>) {
  const unit = config.commentingUnitUUID
  const status = useRequest(
    (signal) => migrationApi.status(unit, signal),
    unit,
    (error) => notifyFailure(error, FETCH_FAILED),
  )
  const current = status.data?.migrationStatus
  const showCode = current !== undefined && current !== 'COMPLETED' && current !== 'NOT_REQUIRED'
  const code = useRequest(
    showCode
      ? (signal) =>
          Promise.all([
            commentingApi.unitCode(site.siteUUID, signal),
            commentingApi.addonsCode(site.siteUUID, signal),
          ])
      : null,
    `${site.siteUUID}:${showCode}`,
  )
  const [starting, setStarting] = useState(false)

  // While the migration runs, look again now and then so the status moves on screen.
  useEffect(() => {
    if (current !== 'STARTED') return
    const timer = setTimeout(status.reload, POLL_MS)
    return () => clearTimeout(timer)
  }, [current, status.data, status.reload])

  async function start() {
    setStarting(true)
    status.setData((d) => (d ? { ...d, migrationStatus: 'STARTED' } : d))
    try {
      await migrationApi.start(unit)
    } catch (error) {
      notifyFailure(error, START_FAILED)
    } finally {
      setStarting(false)
      status.reload()
    }
  }

  return (
    <Card>
      {status.error ? (
        <LoadError text={FETCH_FAILED} onRetry={status.reload} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-base text-slate-900" aria-live="polite">
            {current ? (
              `Status: ${MIGRATION_STATUS_TEXT[current]}`
            ) : (
              <Skeleton className="h-6 w-48" />
            )}
          </p>
          <Button
            onClick={start}
            disabled={current !== 'READY' || status.loading || starting}
            busy={starting}
            busyLabel="Starting…"
          >
            Start migration
          </Button>
        </div>
      )}
      {showCode && code.data ? (
        <div className="mt-6 flex flex-col gap-5 border-t border-slate-200 pt-6">
          {(
            [
              ['Header Code', code.data[0].commentingUnitCode.headerCode],
              ['Commenting Unit Code', code.data[0].commentingUnitCode.bodyCode],
              ['Community Add-On Code', code.data[1].communityCode.code],
              ['Comments Counter Loading Script', code.data[1].commentsCounterCode.headerCode],
            ] as const
          ).map(([label, value]) => (
            <CopyField key={label} label={label} value={value} rows={2} />
          ))}
        </div>
      ) : null}
    </Card>
  )
}

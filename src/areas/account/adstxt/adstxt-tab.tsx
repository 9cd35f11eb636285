import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { notifyFailure, usePortal } from '../../../core/store'
import { Alert } from '../../../ui/alert'
import { LoadError } from '../../../ui/load-error'
import { Button } from '../../../ui/button'
import { SelectField } from '../../../ui/select-field'
import { Card, EmptyState, Skeleton } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import type { TabProps } from '../account-root'
import { adsTxtApi } from './adstxt-api'
import { saveTextFile } from './adstxt-download'
import { AdsTxtStatus } from './components/adstxt-status'
import { AdsTxtValues } from './components/adstxt-values'
import {
  ADSTXT_FETCH_FAILED,
  ADSTXT_FILE_NAME,
  ADSTXT_VERIFY_FAILED,
  adsTxtFile,
  adsTxtState,
} from './lib/adstxt-rules'

const SITES_FAILED = 'There was an issue fetching your Sites'

/**
 * ACCT-17..22: choose a site, see whether its ads.txt holds every required value, verify it
 * again after uploading, and download the required values as ads.txt.
 */
export function AdsTxtTab(_props: Readonly<TabProps>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const sessionSite = usePortal((s) => s.session.siteUUID)
  const sitesLoad = useRequest(
    accountUUID
      ? (signal) => adsTxtApi.sites(accountUUID, signal).then(({ items }) => items)
      : null,
    `${accountUUID}:${sessionSite}`,
    (error) => notifyFailure(error, SITES_FAILED),
  )
  const sites = sitesLoad.data
  // The chosen site while the list holds it, else the session's site, else the first.
  const [chosen, setChosen] = useState('')
  const siteUUID = sites?.some((s) => s.siteUUID === chosen)
    ? chosen
    : ((sites?.find((s) => s.siteUUID === sessionSite) ?? sites?.[0])?.siteUUID ?? '')
  // The first pick stays chosen while the list holds it, as if the user had picked it (an
  // updater, so a pick the user made meanwhile wins).
  useEffect(() => {
    if (siteUUID) setChosen((current) => current || siteUUID)
  }, [siteUUID])
  const status = useRequest(
    accountUUID && siteUUID ? (signal) => adsTxtApi.status(siteUUID, accountUUID, signal) : null,
    `${accountUUID}:${siteUUID}`,
    (error) => notifyFailure(error, ADSTXT_FETCH_FAILED),
  )
  const loadFailed = !!status.error
  // Only the chosen site's status: none while it loads or after it failed.
  const info = status.loading || loadFailed ? null : status.data
  const [verifying, setVerifying] = useState(false)
  // The site shown now, and a guard against a second Verify before the first re-renders.
  const current = useRef('')
  const verifyRunning = useRef(false)
  useLayoutEffect(() => {
    current.current = siteUUID
  }, [siteUUID])

  async function verifyInstallation() {
    if (!siteUUID || verifyRunning.current) return
    verifyRunning.current = true
    setVerifying(true)
    const checking = siteUUID
    try {
      const result = await adsTxtApi.verify(checking)
      if (current.current === checking) status.setData(result)
    } catch (error) {
      notifyFailure(error, ADSTXT_VERIFY_FAILED)
    } finally {
      verifyRunning.current = false
      setVerifying(false)
    }
  }

  function downloadAdsTxt() {
    if (info) saveTextFile(ADSTXT_FILE_NAME, adsTxtFile(info.values))
  }

  const state = info ? adsTxtState(info) : null
  return (
    <Card>
      <h2 className="mb-1 text-base font-semibold">Ads.txt</h2>
      <p className="mb-4 text-sm text-slate-600">
        Your site&apos;s ads.txt file must list every value below. Upload it to the root of your
        domain, then verify the installation.
      </p>
      {sitesLoad.error ? (
        <Alert tone="error">{SITES_FAILED}</Alert>
      ) : !sites ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-10 w-full sm:w-80" />
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : sites.length === 0 ? (
        <EmptyState text="This account has no sites yet." />
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <SelectField
              label="Site"
              className="w-full sm:w-80"
              value={siteUUID}
              onChange={setChosen}
              options={sites.map((s) => ({ value: s.siteUUID, label: s.name }))}
            />
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="secondary" onClick={downloadAdsTxt} disabled={!info}>
                Download ads.txt
              </Button>
              <Button
                onClick={verifyInstallation}
                busy={verifying}
                busyLabel="Verifying…"
                disabled={!siteUUID}
              >
                Verify Installation
              </Button>
            </div>
          </div>
          {loadFailed ? <LoadError text={ADSTXT_FETCH_FAILED} onRetry={status.reload} /> : null}
          <div role="status" aria-live="polite" aria-busy={!info && !loadFailed}>
            {info && state ? (
              <AdsTxtStatus state={state} checkedAt={info.checkedAt} adsTxtUrl={info.adsTxtUrl} />
            ) : loadFailed ? null : (
              <Skeleton className="h-8 w-56" />
            )}
          </div>
          {info && state ? (
            <AdsTxtValues values={info.values} missing={info.missing} state={state} />
          ) : loadFailed ? null : (
            <div aria-hidden="true" className="flex flex-col gap-2">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-40 w-full" />
            </div>
          )}
        </div>
      )}
    </Card>
  )
}

import { useState } from 'react'
import { navigate } from '../../../core/router'
import { notify, notifyFailure, usePortal } from '../../../core/store'
import { Button } from '../../../ui/button'
import { Card, MovedNotice } from '../../../ui/states'
import { accessApi, type RequestStatus } from '../commenting-api'
import { MANAGER } from '../lib/commenting-routes'
import { TEXT } from '../lib/commenting-texts'

/**
 * COM-02..05: the request widget. With `new-portal-url` it is the moved notice; otherwise
 * "not requested" (request, or create in mockup mode) and "request received".
 */
export function RequestWidget({
  host,
  newPortalUrl,
  mockup,
  siteUUID,
  requestStatus,
  onRequested,
  onCreated,
}: Readonly<{
  host: HTMLElement
  newPortalUrl: string | null
  mockup: boolean
  siteUUID: string | null
  requestStatus: RequestStatus
  onRequested: (status: 'PENDING') => void
  onCreated: () => void
}>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const siteName = usePortal((s) => (siteUUID ? s.account.sites[siteUUID] : undefined))
  const [busy, setBusy] = useState(false)

  if (newPortalUrl)
    return (
      <MovedNotice text={TEXT.requestMoved} button={TEXT.requestMovedButton} url={newPortalUrl} />
    )

  async function ask() {
    if (!accountUUID || busy) return
    setBusy(true)
    try {
      await accessApi.ask(accountUUID)
      notify('success', TEXT.requestSent)
      onRequested('PENDING')
    } catch (error) {
      notifyFailure(error, TEXT.requestFailed)
    } finally {
      setBusy(false)
    }
  }

  async function create() {
    if (!siteUUID || busy) return
    setBusy(true)
    try {
      await accessApi.createUnit(siteUUID)
      // Move first: the access data then changes on the manager's route, so the widget's own
      // "approved, leave" redirect never fires on the old route.
      navigate(host, `${MANAGER}/code`)
      onCreated()
    } catch (error) {
      notifyFailure(error, TEXT.createFailed)
      setBusy(false)
    }
  }

  if (requestStatus === 'PENDING' && !mockup)
    return (
      <Card className="max-w-2xl">
        <h2 className="text-lg font-semibold text-slate-900">{TEXT.requestReceived}</h2>
        <p className="mt-2 text-sm text-slate-600">
          Your account manager will set up the commenting unit for your sites. You will find its
          code, configuration and statistics here once it is ready.
        </p>
      </Card>
    )

  return (
    <Card className="max-w-2xl">
      <h2 className="text-lg font-semibold text-slate-900">Add comments to your articles</h2>
      <p className="mt-2 text-sm text-slate-600">
        {mockup
          ? `Create a commenting unit for ${siteName ?? 'this site'} to build its mockup.`
          : 'A commenting unit lets your readers discuss your articles, with moderation, a community view and statistics.'}
      </p>
      <div className="mt-5">
        {mockup ? (
          <Button onClick={create} busy={busy} busyLabel="Creating…" disabled={!siteUUID}>
            {TEXT.createButton}
          </Button>
        ) : (
          <Button onClick={ask} busy={busy} busyLabel="Sending…">
            {TEXT.requestButton}
          </Button>
        )}
      </div>
    </Card>
  )
}

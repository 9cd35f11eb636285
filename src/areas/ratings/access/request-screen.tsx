import { useEffect, useRef, useState } from 'react'
import { notify, notifyFailure, usePortal } from '../../../core/store'
import { Button } from '../../../ui/button'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { Card, PageHeader } from '../../../ui/states'
import type { RequestStatus } from '../lib/ratings-routes'
import { APPROVED_DELAY_MS, TEXT } from '../lib/ratings-texts'
import { accessApi } from '../ratings-api'

/**
 * RAT-04..07: the request screen. The request (API-105) is approved at once (`true`: the manager
 * opens after APPROVED_DELAY_MS through `onStatus('APPROVED')`) or pending (`Request received!`).
 * In a mocked (support) session the button first asks to approve the publisher.
 */
export function RequestScreen({
  requestStatus,
  onStatus,
}: Readonly<{
  host: HTMLElement
  requestStatus: RequestStatus
  onStatus: (status: RequestStatus) => void
}>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const mocked = usePortal((s) => s.session.mocked)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // An approval waits APPROVED_DELAY_MS before the manager: the button stays disabled meanwhile.
  const [approved, setApproved] = useState(false)
  // Answers that arrive after the screen is gone change nothing (no state, no navigation).
  const alive = useRef(true)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
      clearTimeout(timer.current)
    }
  }, [])

  async function sendRequest(failure: string) {
    if (!accountUUID || busy) return
    setBusy(true)
    try {
      const answer = await accessApi.ask(accountUUID)
      if (!alive.current) return
      if (answer === true) {
        notify('success', TEXT.requestApproved)
        setApproved(true)
        timer.current = setTimeout(() => onStatus('APPROVED'), APPROVED_DELAY_MS)
      } else {
        notify('success', TEXT.requestSent)
        onStatus(answer.requestStatus ?? 'PENDING')
      }
    } catch (error) {
      if (alive.current) notifyFailure(error, failure)
    } finally {
      if (alive.current) setBusy(false)
    }
  }

  function approve() {
    setConfirming(false)
    void sendRequest(TEXT.approveFailed)
  }

  const pending = requestStatus === 'PENDING'
  return (
    <div className="max-w-2xl">
      <PageHeader title={TEXT.requestTitle} />
      <Card>
        <p className="text-sm text-slate-700">
          The Ratings Unit adds a simple five-star rating to your articles. Readers rate a page in
          one click, and you see how many ratings each page has and its average, with nothing else
          to set up.
        </p>
        <p className="mt-2 text-sm text-slate-600">
          It is in early access: ask for it here and it will be switched on for your account.
        </p>
        <div className="mt-5">
          <Button
            onClick={() => (mocked ? setConfirming(true) : void sendRequest(TEXT.requestFailed))}
            busy={busy}
            busyLabel="Sending request…"
            disabled={requestStatus !== null || approved}
          >
            {TEXT.requestButton}
          </Button>
        </div>
      </Card>
      {pending ? (
        <Card className="mt-6">
          <h2 className="text-lg font-semibold text-slate-900">{TEXT.requestReceived}</h2>
          <p className="mt-2 text-sm text-slate-600">{TEXT.requestReceivedBody}</p>
        </Card>
      ) : null}
      <ConfirmModal
        open={confirming}
        title="Approve Ratings access"
        onClose={() => setConfirming(false)}
        size="sm"
        cancelLabel={TEXT.cancel}
        confirm={{ onClick: approve, children: TEXT.approve }}
      >
        <p>{TEXT.approveConfirm}</p>
      </ConfirmModal>
    </div>
  )
}

import { useState } from 'react'
import { navigate } from '../../../core/router'
import { notify, useSessionView } from '../../../core/store'
import { applySession, endSession } from '../../../core/session'
import { Button } from '../../../ui/button'
import { authApi } from '../auth-api'
import { AuthLayout } from '../components/auth-layout'
import { TEXT } from '../lib/auth-texts'

/** AUTH-25/26: the publisher agreement must be accepted before the dashboard. */
export function AcceptAgreement({ host }: Readonly<{ host: HTMLElement }>) {
  const session = useSessionView()
  const [busy, setBusy] = useState(false)

  async function agree() {
    if (!session.agreementUUID || !session.userUUID || busy) return
    setBusy(true)
    try {
      const data = await authApi.agree(session.agreementUUID, session.userUUID)
      applySession({ ...data, showTermsAndConditions: false })
      notify('success', TEXT.agreed)
      // The root then leads to the dashboard, whose shell shows the notice (one toast area a page).
      navigate(host, '/', true)
    } catch {
      notify('error', TEXT.agreementFailed)
      setBusy(false)
    }
  }

  async function logOut() {
    await endSession()
    navigate(host, '/auth/signin', true)
  }

  return (
    <AuthLayout title="Publisher Agreement" wide>
      <div className="flex flex-col gap-6">
        <div className="max-h-64 overflow-auto rounded-control border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          <p className="mb-2 font-medium text-slate-900">Please review the Publisher Agreement.</p>
          <p>
            It covers how embeds and ads run on your sites, how revenue is reported and paid, and
            how reader data is handled under the Privacy Policy. You need to accept it to continue.
          </p>
        </div>
        <Button onClick={agree} disabled={!session.agreementUUID} busy={busy} busyLabel="Saving…">
          Agree to Publisher Agreement
        </Button>
        {/* Not ready to accept: a way out instead of a dead end. */}
        <p className="text-center text-sm text-slate-600">
          Not ready to accept?{' '}
          <Button variant="link" onClick={() => void logOut()} disabled={busy}>
            Log out
          </Button>
        </p>
      </div>
    </AuthLayout>
  )
}

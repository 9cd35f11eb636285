/**
 * PAY-01..18: the Payment Information tab. With new-portal-url set it only shows the moved
 * notice; otherwise the older sub-pages at /dashboard/account/paymentinfo/{emptystate,
 * existingpayments, selectmethod, enterinformation/<type>[/<id>]}.
 */
import { useCallback, useEffect, useState } from 'react'
import { navigate } from '../../../core/router'
import { notifyFailure, usePortal } from '../../../core/store'
import { loadPaymentSummary } from '../../../core/session'
import { Alert } from '../../../ui/alert'
import { Card, MovedNotice, Skeleton } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import type { TabProps } from '../account-root'
import {
  SUMMARY_FAILED,
  defaultSelection,
  paymentPage,
  paymentPath,
  paymentRedirect,
  type PaymentType,
  type Selection,
} from '../lib/payment-rules'
import { paymentApi, type PaymentSummary } from './payment-api'
import { EmptyPayments } from './screens/empty-payments'
import { EnterInformation } from './screens/enter-information'
import { ExistingPayments } from './screens/existing-payments'
import { SelectMethod } from './screens/select-method'

export function PaymentTab({ host, rest, newPortalUrl }: Readonly<TabProps>) {
  return newPortalUrl ? (
    <MovedNotice
      text="Payment Information has been moved to the new portal"
      button="Go to Payment Information"
      url={newPortalUrl}
    />
  ) : (
    <PaymentPages host={host} rest={rest} />
  )
}

function PaymentPages({ host, rest }: Readonly<{ host: HTMLElement; rest: string[] }>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  // PAY-06: null until the summary says whether a method is saved.
  const [selection, setSelection] = useState<Selection | null>(null)
  const page = paymentPage(rest)
  /** PAY-02: the summary of saved methods. */
  const loaded = useRequest(
    accountUUID
      ? (signal) =>
          paymentApi.summary(accountUUID, signal).then((next) => {
            setSelection((current) => current ?? defaultSelection(next.paymentInfo.length))
            return next
          })
      : null,
    accountUUID ?? '',
    (error) => notifyFailure(error, SUMMARY_FAILED),
  )
  const summary = loaded.data
  const { setData } = loaded

  /** After a change: the summary again (null on failure, which says so). */
  const refresh = useCallback(async (): Promise<PaymentSummary | null> => {
    if (!accountUUID) return null
    try {
      const next = await paymentApi.summary(accountUUID)
      setData(next)
      return next
    } catch (error) {
      notifyFailure(error, SUMMARY_FAILED)
      return null
    }
  }, [accountUUID, setData])

  const count = summary?.paymentInfo.length ?? 0
  const redirect =
    page.kind === 'unknown' ? '/error/404' : summary ? paymentRedirect(page, count) : null
  // Ask once per page shown, not once per target: at 4 methods the selection page and a form
  // both send to the list, and a form shown before the host followed the first request asks too.
  const shown = rest.join('/')
  useEffect(() => {
    if (redirect) navigate(host, redirect, true)
  }, [redirect, shown, host])

  /** PAY-15: after a save, refresh both summaries, reset the selection, back to the list. */
  const saved = useCallback(async () => {
    const [next] = await Promise.all([refresh(), loadPaymentSummary()])
    setSelection(defaultSelection(next?.paymentInfo.length ?? count + 1))
    navigate(host, paymentPath('existingpayments'))
  }, [refresh, host, count])

  if (loaded.error && !summary) return <Alert tone="error">{SUMMARY_FAILED}</Alert>
  if (!summary || redirect) return <PaymentSkeleton />

  switch (page.kind) {
    case 'emptystate':
      return (
        <EmptyPayments
          threshold={summary.payoutThreshold}
          onAdd={() => navigate(host, paymentPath('selectmethod'))}
        />
      )
    case 'existingpayments':
      return (
        <ExistingPayments
          host={host}
          summary={summary}
          onAdd={() => navigate(host, paymentPath('selectmethod'))}
          onChanged={async () => {
            await Promise.all([refresh(), loadPaymentSummary()])
          }}
        />
      )
    case 'selectmethod':
      return (
        <SelectMethod
          selection={selection ?? defaultSelection(count)}
          onSelect={setSelection}
          onContinue={(type: PaymentType) => navigate(host, paymentPath('enterinformation', type))}
          onBack={() => navigate(host, paymentPath(count ? 'existingpayments' : 'emptystate'))}
        />
      )
    case 'enterinformation':
      return (
        <EnterInformation
          key={`${page.type}:${page.id ?? 'new'}`}
          host={host}
          type={page.type!}
          id={page.id}
          summary={summary}
          onSaved={saved}
          onBack={() =>
            navigate(host, page.id ? paymentPath('existingpayments') : paymentPath('selectmethod'))
          }
        />
      )
    default:
      return <PaymentSkeleton />
  }
}

function PaymentSkeleton() {
  return (
    <Card>
      <div aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-5 w-48" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    </Card>
  )
}

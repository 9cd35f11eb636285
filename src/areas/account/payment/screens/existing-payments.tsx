import { useState } from 'react'
import { formatCurrency } from '../../../../core/format'
import { notify, notifyFailure } from '../../../../core/store'
import { Button } from '../../../../ui/button'
import { PortalLink } from '../../../../ui/link'
import { Card } from '../../../../ui/states'
import {
  DEFAULT_SAVE_MESSAGES,
  MAX_METHODS,
  TYPE_LABELS,
  canAddMethod,
  paymentPath,
  paymentTypeOf,
  tagTexts,
} from '../../lib/payment-rules'
import { PreferredDialog } from '../components/payment-dialogs'
import { paymentApi, type PaymentSummary, type SavedMethod } from '../payment-api'
import { formatUpdated } from '../payment-format'

/**
 * PAY-05: the saved methods (type, preferred flag, last update, and what tells two of a type
 * apart: the PayPal user name, the payee, the bank and a masked account number), the payout
 * threshold in USD, `Add Payment Method` below 4 methods, and a way to make a method the
 * preferred one (PAY-16).
 */
export function ExistingPayments({
  host,
  summary,
  onAdd,
  onChanged,
}: Readonly<{
  host: HTMLElement
  summary: PaymentSummary
  onAdd: () => void
  onChanged: () => Promise<void>
}>) {
  const [asking, setAsking] = useState<SavedMethod | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const methods = summary.paymentInfo
  const hasPreferred = methods.some((m) => m.preferredPayment)

  async function makePreferred(method: SavedMethod) {
    const type = paymentTypeOf(method.paymentType)
    setAsking(null)
    if (!type || busy) return
    setBusy(method.id)
    try {
      await paymentApi.makePreferred(type, method.id)
      await onChanged()
      notify('success', DEFAULT_SAVE_MESSAGES.success)
    } catch (error) {
      notifyFailure(error, DEFAULT_SAVE_MESSAGES.failure)
    } finally {
      setBusy(null)
    }
  }

  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-base font-semibold">Payment methods</h2>
          <p className="text-sm text-slate-600">
            Payout minimum threshold:{' '}
            <span className="font-medium text-slate-900 tabular-nums">
              {formatCurrency(summary.payoutThreshold)}
            </span>
          </p>
        </div>
        {canAddMethod(methods.length) ? (
          <Button onClick={onAdd}>Add Payment Method</Button>
        ) : (
          <p className="text-xs text-slate-600">
            You have saved the most payment methods allowed ({MAX_METHODS}).
          </p>
        )}
      </div>
      <ul
        aria-label="Saved payment methods"
        className="divide-y divide-slate-200 border-y border-slate-200"
      >
        {methods.map((method) => {
          const type = paymentTypeOf(method.paymentType)
          const label = type ? TYPE_LABELS[type] : method.paymentType
          const tag = tagTexts(method)
          // Said after the control's name, so two methods of a type have different names (the
          // leading space keeps the name the same whether or not a reader adds one).
          const which = tag ? <span className="sr-only"> ({tag.spoken})</span> : null
          return (
            <li
              key={method.id}
              aria-label={label}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
            >
              <div className="flex min-w-0 flex-col">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{label}</span>
                  {method.preferredPayment ? (
                    <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200">
                      Preferred
                    </span>
                  ) : null}
                </div>
                {tag ? (
                  <span className="text-sm [overflow-wrap:anywhere] text-slate-700">
                    <span aria-hidden="true">{tag.shown}</span>
                    <span className="sr-only">{tag.spoken}</span>
                  </span>
                ) : null}
                <span className="text-xs text-slate-600">
                  Last updated {formatUpdated(method.lastUpdate)}
                </span>
              </div>
              <div className="flex items-center gap-3">
                {!method.preferredPayment && type ? (
                  <Button
                    variant="secondary"
                    busy={busy === method.id}
                    busyLabel="Saving…"
                    disabled={busy !== null}
                    onClick={() => (hasPreferred ? setAsking(method) : void makePreferred(method))}
                  >
                    {/* One flex item: the button's gap would open between "Make" and "preferred". */}
                    <span>
                      Make <span className="sr-only">{label} </span>preferred
                      {which}
                    </span>
                  </Button>
                ) : null}
                {type ? (
                  <PortalLink
                    from={host}
                    to={paymentPath('enterinformation', type, method.id)}
                    className="text-sm font-medium text-link hover:underline"
                  >
                    View<span className="sr-only"> {label}</span>
                    {which}
                  </PortalLink>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
      <PreferredDialog
        open={asking !== null}
        methodLabel={asking ? methodLabel(asking) : ''}
        keepLabel="Cancel"
        onPrefer={() => asking && void makePreferred(asking)}
        onKeep={() => setAsking(null)}
        onClose={() => setAsking(null)}
      />
    </Card>
  )
}

/** A method's type with its tag, for the dialog: "ACH / direct deposit (First Demo Bank, account ending in 6789)". */
function methodLabel(method: SavedMethod): string {
  const type = paymentTypeOf(method.paymentType)
  const label = type ? TYPE_LABELS[type] : method.paymentType
  const tag = tagTexts(method)
  return tag ? `${label} (${tag.spoken})` : label
}

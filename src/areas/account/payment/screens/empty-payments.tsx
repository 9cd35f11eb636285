import { formatCurrency } from '../../../../core/format'
import { Button } from '../../../../ui/button'
import { EmptyState } from '../../../../ui/states'

/** PAY-04: no method saved yet; the one action is to add one. */
export function EmptyPayments({
  threshold,
  onAdd,
}: Readonly<{ threshold: number; onAdd: () => void }>) {
  return (
    <div className="flex flex-col gap-3">
      <EmptyState
        text="You have not added a payment method yet."
        action={<Button onClick={onAdd}>Add Payment Method</Button>}
      />
      <p className="text-xs text-slate-600">
        Payout minimum threshold: <span className="tabular-nums">{formatCurrency(threshold)}</span>
      </p>
    </div>
  )
}

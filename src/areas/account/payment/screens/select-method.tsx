import { useState } from 'react'
import { Alert } from '../../../../ui/alert'
import { Button } from '../../../../ui/button'
import { Card } from '../../../../ui/states'
import { RadioCard } from '../../../../ui/radio-card'
import {
  PAYMENT_TYPES,
  SELECT_TYPE_MESSAGE,
  TYPE_LABELS,
  TYPE_NOTES,
  type PaymentType,
  type Selection,
} from '../../lib/payment-rules'

/** PAY-06: choose PayPal, Check (US only), ACH (US only) or Wire (international). */
export function SelectMethod({
  selection,
  onSelect,
  onContinue,
  onBack,
}: Readonly<{
  selection: Selection
  onSelect: (type: Selection) => void
  onContinue: (type: PaymentType) => void
  onBack: () => void
}>) {
  const [error, setError] = useState(false)

  function next() {
    if (selection === 'NONE') return setError(true)
    onContinue(selection)
  }

  return (
    <Card>
      <fieldset>
        <legend className="mb-1 text-base font-semibold">Select a payment method</legend>
        <p className="mb-4 text-sm text-slate-600">How would you like to receive your payouts?</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {PAYMENT_TYPES.map((type) => (
            <RadioCard
              key={type}
              name="paymentType"
              value={type}
              checked={selection === type}
              onChange={() => {
                setError(false)
                onSelect(type)
              }}
              label={TYPE_LABELS[type]}
              note={TYPE_NOTES[type]}
              className="p-4"
            />
          ))}
        </div>
      </fieldset>
      {error ? (
        <div className="mt-4">
          <Alert tone="error">{SELECT_TYPE_MESSAGE}</Alert>
        </div>
      ) : null}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={next}>Continue</Button>
      </div>
    </Card>
  )
}

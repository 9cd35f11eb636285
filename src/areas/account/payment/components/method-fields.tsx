import { TextField } from '../../../../ui/text-field'
import { CHOICE_LABELS, FORM_FIELDS, type PaymentType } from '../../lib/payment-rules'
import { ChoiceField } from './choice-field'

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/** The text and choice fields of one payment form (PAY-08..12), in the spec's order. */
export function MethodFields({
  type,
  values,
  errorOf,
  readOnly,
  locked,
  onChange,
  onBlur,
}: Readonly<{
  type: PaymentType
  values: Readonly<Record<string, unknown>>
  errorOf: (key: string) => string | null
  readOnly: boolean
  /** Fields filled from elsewhere (the check's account address) and not editable now. */
  locked: readonly string[]
  onChange: (key: string, value: string) => void
  onBlur: (key: string) => void
}>) {
  return (
    <>
      {FORM_FIELDS[type].map((def) =>
        def.kind === 'choice' ? (
          <ChoiceField
            key={def.key}
            label={def.label}
            name={def.key}
            value={textOf(values[def.key])}
            options={def.options}
            optionLabel={(value) => CHOICE_LABELS[value] ?? value}
            disabled={readOnly}
            error={errorOf(def.key)}
            onChange={(value) => onChange(def.key, value)}
            onBlur={() => onBlur(def.key)}
            className={def.wide ? 'sm:col-span-2' : ''}
          />
        ) : (
          <TextField
            key={def.key}
            label={def.label}
            name={def.key}
            required
            autoComplete={def.autoComplete ?? 'off'}
            readOnly={readOnly || locked.includes(def.key)}
            maxLength={def.rule.max + 20}
            value={textOf(values[def.key])}
            error={errorOf(def.key)}
            onChange={(value) => onChange(def.key, value)}
            onBlur={() => onBlur(def.key)}
            className={def.wide ? 'sm:col-span-2' : ''}
          />
        ),
      )}
    </>
  )
}

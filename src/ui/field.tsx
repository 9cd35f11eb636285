import { useId, type ReactNode } from 'react'

/** What a field's control must carry so its label, hint and error reach assistive technology. */
export interface FieldControl {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
}

export interface FieldFrameProps {
  label: string
  /** Shows the required marker and sets aria-required on the control (UI.md Forms). */
  required?: boolean
  /** Text under the control (UI.md: helper text below). */
  hint?: ReactNode
  /** The field's message when invalid; null when valid or not yet checked (CORE-22). */
  error?: string | null
  labelHidden?: boolean
  /** The control's id; generated when absent. */
  id?: string
  className?: string
}

/** The id of the label of the control `controlId`, for a control named by aria-labelledby. */
export const labelIdOf = (controlId: string) => `${controlId}-label`

/**
 * The one frame every input uses: label above (with a required marker), the control, the error
 * (announced, wired with aria-describedby and aria-invalid) and the hint below. The marker sits
 * beside the label, not inside it, so the label's text stays the field's exact name; it is
 * aria-hidden because the control says "required" itself.
 */
export function Field<R extends object = object>({
  label,
  required = false,
  hint,
  error,
  labelHidden = false,
  id,
  className = '',
  children,
  ...rest
}: Readonly<
  FieldFrameProps & Omit<R, 'children'> & { children: (control: FieldControl & R) => ReactNode }
>) {
  const autoId = useId()
  const controlId = id ?? autoId
  const messageId = `${controlId}-message`
  const hintId = `${controlId}-helper`
  const invalid = !!error
  const describedBy =
    [invalid ? messageId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined
  const control = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
    // Every other prop is the control's own (a text field's maxLength, a select's name).
    ...(rest as unknown as R),
  }
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className={labelHidden ? 'sr-only' : 'flex items-baseline gap-0.5'}>
        <label
          id={labelIdOf(controlId)}
          htmlFor={controlId}
          className="text-sm font-medium text-slate-700"
        >
          {label}
        </label>
        {required && !labelHidden ? (
          <span aria-hidden="true" data-required-marker="" className="text-sm text-danger">
            *
          </span>
        ) : null}
      </div>
      {children(control)}
      {invalid ? (
        <p id={messageId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="text-xs text-slate-600">
          {hint}
        </div>
      ) : null}
    </div>
  )
}

/** The props of a field that edits one string (text, text area, select), besides its control's. */
export interface ValueFieldProps extends Omit<FieldFrameProps, 'hint'> {
  value: string
  onChange: (value: string) => void
  /** Text under the control. */
  helper?: ReactNode
}

/** What such a field's control receives: the wiring, the value and a change handler. */
export type ValueControl<R> = FieldControl &
  R & {
    value: string
    required?: boolean
    onChange: (event: { currentTarget: { value: string } }) => void
  }

/**
 * The Field frame around a control that edits one string: the frame takes the label, hint and
 * error; the control gets its wiring, the value, `required`, a handler that reports the new
 * value, and every other prop (`R`, the control's own attributes).
 */
export function ValueField<R extends object>({
  value,
  onChange,
  helper,
  children,
  ...props
}: ValueFieldProps & Omit<R, 'children'> & { children: (control: ValueControl<R>) => ReactNode }) {
  return (
    <Field<R> {...(props as FieldFrameProps & Omit<R, 'children'>)} hint={helper}>
      {(control) =>
        children({
          ...control,
          value,
          required: props.required,
          onChange: (e) => onChange(e.currentTarget.value),
        })
      }
    </Field>
  )
}

import { useId, useState, type ClipboardEvent, type CSSProperties, type KeyboardEvent } from 'react'
import {
  counterTone,
  focusValidity,
  textValidity,
  truncatePaste,
  type Validity,
} from '../../lib/card-rules'

export interface LimitedTextProps {
  /** The accessible name (also the visible label unless `labelHidden`). */
  label: string
  value: string
  limit: number
  onChange: (value: string) => void
  /** Hidden for options (BLD-34). */
  counter?: boolean
  /** Marks the field invalid from outside (showInvalid and the rule fails, or a duplicate). */
  invalid?: boolean
  /** The message under an invalid field. */
  message?: string | null
  /** Refuse Enter (question titles, BLD-28). */
  singleLine?: boolean
  /** A field that wraps its text over lines (a textarea; Enter is still refused when singleLine). */
  wrap?: boolean
  labelHidden?: boolean
  placeholder?: string
  className?: string
  inputClassName?: string
  style?: CSSProperties
  /** On the card preview: label and counter sit on small white pills (readable on any colour). */
  onCard?: boolean
  /** Extra validity rule on top of 1..limit characters. */
  validate?: (value: string) => boolean
}

const TONES = { normal: 'text-slate-500', warn: 'text-warning', limit: 'text-danger' }

/**
 * A text input with a character limit (BLD-33, 34): typing stops at the limit, a paste is cut
 * to the remaining allowance as plain text, the counter turns amber at 85 % and red at the
 * limit, and validity is tri-state — null until the field is left or changed, false when empty
 * or too long; focusing an invalid field resets it to null. The field shows as an error when
 * its own flag is false or the step marks it invalid.
 */
export function LimitedText({
  label,
  value,
  limit,
  onChange,
  counter = true,
  invalid = false,
  message = null,
  singleLine = true,
  wrap = false,
  labelHidden = false,
  placeholder,
  className = '',
  inputClassName = '',
  style,
  onCard = false,
  validate,
}: Readonly<LimitedTextProps>) {
  const id = useId()
  const [validity, setValidity] = useState<Validity>(null)
  const check = (text: string) => textValidity(text, limit) && (validate?.(text) ?? true)
  const shownInvalid = validity === false || invalid
  const tone = counterTone(value.length, limit)

  function change(next: string) {
    const text = next.length > limit ? next.slice(0, limit) : next
    onChange(text)
    setValidity(check(text))
  }
  function keyDown(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (singleLine && event.key === 'Enter') event.preventDefault()
  }
  const control = {
    id,
    value,
    placeholder,
    maxLength: limit,
    'aria-invalid': shownInvalid || undefined,
    'aria-describedby':
      [shownInvalid && message ? `${id}-message` : '', counter ? `${id}-counter` : '']
        .filter(Boolean)
        .join(' ') || undefined,
    style,
    onChange: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
      change(e.currentTarget.value),
    onKeyDown: keyDown,
    onFocus: () => setValidity(focusValidity(validity)),
    onBlur: () => setValidity(check(value)),
    onPaste: (e: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      e.preventDefault()
      const input = e.currentTarget
      const pasted = e.clipboardData.getData('text/plain')
      const { value: next, caret } = truncatePaste(value, pasted, limit, {
        start: input.selectionStart ?? value.length,
        end: input.selectionEnd ?? value.length,
      })
      change(next)
      requestAnimationFrame(() => input.setSelectionRange(caret, caret))
    },
    className: `w-full min-w-0 rounded-control border bg-white/95 px-3 text-slate-900 shadow-sm ${shownInvalid ? 'border-danger' : 'border-slate-300'} ${wrap ? 'block resize-none py-2' : ''} ${inputClassName || 'h-10 text-sm'}`,
  }
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-baseline justify-between gap-2">
        <label
          htmlFor={id}
          className={
            labelHidden
              ? 'sr-only'
              : `text-sm font-medium text-slate-700 ${onCard ? 'rounded-sm bg-white px-1.5' : ''}`
          }
        >
          {label}
        </label>
        {counter ? (
          <span
            id={`${id}-counter`}
            data-tone={tone}
            className={`ml-auto text-xs tabular-nums ${TONES[tone]} ${onCard ? 'rounded-sm bg-white px-1.5' : ''}`}
          >
            {value.length}/{limit}
          </span>
        ) : null}
      </div>
      {wrap ? <textarea rows={2} {...control} /> : <input {...control} />}
      {shownInvalid && message ? (
        <p
          id={`${id}-message`}
          role="alert"
          className={`text-xs text-danger ${onCard ? 'self-start rounded-sm bg-white px-1.5' : ''}`}
        >
          {message}
        </p>
      ) : null}
    </div>
  )
}

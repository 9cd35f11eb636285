import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from './spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link' | 'ghost'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary/90 shadow-sm',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 shadow-sm',
  danger: 'bg-danger text-white hover:bg-danger/90 shadow-sm',
  link: 'text-link hover:underline px-0 py-0',
  ghost: 'text-slate-700 hover:bg-slate-100',
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  /** While true the button shows a spinner and `busyLabel`, and ignores clicks. */
  busy?: boolean
  busyLabel?: string
  /**
   * When disabled or busy, stay in the tab order: aria-disabled instead of `disabled`, clicks
   * refused, so a keyboard user reaches the button and hears why (tie the reason with
   * aria-describedby).
   */
  focusableWhenDisabled?: boolean
  children: ReactNode
}

/** The portal button: primary, secondary, danger, link or ghost; busy and disabled states. */
export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  disabled,
  className = '',
  children,
  type = 'button',
  focusableWhenDisabled = false,
  onClick,
  ...rest
}: Readonly<ButtonProps>) {
  const inactive = Boolean(disabled || busy)
  const soft = focusableWhenDisabled && inactive
  const size = variant === 'link' ? '' : 'h-9 px-4'
  return (
    <button
      type={type}
      {...rest}
      disabled={inactive && !soft}
      aria-disabled={soft || undefined}
      onClick={soft ? (event) => event.preventDefault() : onClick}
      aria-busy={busy || undefined}
      data-variant={variant}
      className={`inline-flex items-center justify-center gap-2 rounded-control text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${size} ${VARIANTS[variant]} ${className}`}
    >
      {busy ? <Spinner /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}

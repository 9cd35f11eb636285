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
  ...rest
}: Readonly<ButtonProps>) {
  const inactive = disabled || busy
  const size = variant === 'link' ? '' : 'h-9 px-4'
  return (
    <button
      type={type}
      {...rest}
      disabled={inactive}
      aria-busy={busy || undefined}
      data-variant={variant}
      className={`inline-flex items-center justify-center gap-2 rounded-control text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${size} ${VARIANTS[variant]} ${className}`}
    >
      {busy ? <Spinner /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}

import type { ReactNode } from 'react'
import { leaveTo } from '../core/router'
import { Button } from './button'
import { Spinner } from './spinner'

/** A skeleton block with reserved height, so content does not shift when data arrives. */
export function Skeleton({ className = 'h-4 w-full' }: Readonly<{ className?: string }>) {
  return <div aria-hidden="true" className={`animate-pulse rounded-sm bg-slate-200 ${className}`} />
}

/** A loading block for a whole area, announced once. */
export function LoadingState({ label = 'Loading' }: Readonly<{ label?: string }>) {
  return (
    <div className="flex min-h-40 items-center justify-center p-8 text-slate-500">
      <Spinner label={label} />
    </div>
  )
}

/** One sentence and the one action that fills the empty place (UI.md). */
export function EmptyState({ text, action }: Readonly<{ text: string; action?: ReactNode }>) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-sm text-slate-600">{text}</p>
      {action}
    </div>
  )
}

/** CORE-19: the feature moved to the newer beta portal; the button opens it in the same window. */
export function MovedNotice({
  text,
  button,
  url,
}: Readonly<{ text: string; button: string; url: string }>) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-card border border-slate-200 bg-white p-6 shadow-raised">
      <p className="text-base text-slate-800">{text}</p>
      <Button onClick={() => leaveTo(url)}>{button}</Button>
    </div>
  )
}

/** A white card on the page background. */
export function Card({
  children,
  className = '',
}: Readonly<{ children: ReactNode; className?: string }>) {
  return (
    <section
      className={`rounded-card border border-slate-200 bg-white p-6 shadow-raised ${className}`}
    >
      {children}
    </section>
  )
}

/** Page title (24 px) with actions on the right. */
export function PageHeader({ title, actions }: Readonly<{ title: string; actions?: ReactNode }>) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </div>
  )
}

/** EMB-34: the header `Trivia & Polls > Configuration` plus the embed's name, with actions. */
import type { ReactNode } from 'react'

export const TITLE = 'Trivia & Polls > Configuration'

export function EmbedTitle({
  name,
  actions,
}: Readonly<{ name: string | null; actions?: ReactNode }>) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="min-w-0 text-2xl font-semibold break-words text-slate-900">
        {TITLE}
        {name ? <span className="text-slate-600"> &gt; {name}</span> : null}
      </h1>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </div>
  )
}

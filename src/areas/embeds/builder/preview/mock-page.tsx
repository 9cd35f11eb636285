/** BLD-54: a publisher's desktop article page sketched around the embed, with two ad boxes. */
import type { ReactNode } from 'react'

function Lines({ count }: Readonly<{ count: number }>) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={`h-2.5 rounded-full bg-slate-200 ${i % 4 === 3 ? 'w-2/3' : 'w-full'}`}
        />
      ))}
    </div>
  )
}

function AdBox() {
  return (
    <div
      data-ad-box
      className="flex h-40 items-center justify-center rounded-sm border border-dashed border-slate-300 bg-slate-100 text-xs font-medium tracking-wide text-slate-600 uppercase"
    >
      Advertisement
    </div>
  )
}

export function MockPage({
  location,
  embed,
}: Readonly<{ location: 'rail' | 'in-content'; embed: ReactNode }>) {
  const rail = location === 'rail'
  return (
    <div
      data-mock-page={location}
      className="overflow-hidden rounded-card border border-slate-200 bg-white"
    >
      <div aria-hidden="true" className="flex items-center gap-4 bg-slate-800 px-4 py-3">
        <div className="h-4 w-24 rounded-sm bg-white/80" />
        <div className="ml-auto hidden gap-3 sm:flex">
          <div className="h-2.5 w-12 rounded-full bg-white/40" />
          <div className="h-2.5 w-12 rounded-full bg-white/40" />
          <div className="h-2.5 w-12 rounded-full bg-white/40" />
        </div>
      </div>
      <div className="grid gap-6 p-4 md:grid-cols-[minmax(0,1fr)_300px] md:p-6">
        <article className="flex min-w-0 flex-col gap-4">
          <div aria-hidden="true" className="h-5 w-3/4 rounded-sm bg-slate-300" />
          <Lines count={6} />
          {rail ? <AdBox /> : <div data-embed-slot>{embed}</div>}
          <Lines count={8} />
        </article>
        <aside className="flex flex-col gap-4">
          {rail ? <div data-embed-slot>{embed}</div> : null}
          <AdBox />
          {rail ? null : <AdBox />}
        </aside>
      </div>
    </div>
  )
}

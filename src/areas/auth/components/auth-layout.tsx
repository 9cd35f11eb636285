import type { ReactNode } from 'react'

/** The centred card every auth screen sits in. */
export function AuthLayout({
  title,
  children,
  wide,
}: Readonly<{ title: string; children: ReactNode; wide?: boolean }>) {
  return (
    <main className="flex min-h-[100svh] flex-col items-center bg-slate-50 px-4 py-12">
      <p className="mb-8 flex items-center gap-2 text-lg font-semibold text-primary">
        <span aria-hidden="true" className="inline-block size-7 rounded-md bg-primary" />
        Publisher Portal
      </p>
      <section
        className={`w-full ${wide ? 'max-w-lg' : 'max-w-md'} rounded-card border border-slate-200 bg-white p-8 shadow-raised`}
      >
        <h1 className="mb-6 text-2xl font-semibold text-slate-900">{title}</h1>
        {children}
      </section>
    </main>
  )
}

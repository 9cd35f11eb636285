import type { ReactNode } from 'react'

/** A bordered group of settings inside a section, named by its legend. */
export function SettingsGroup({
  legend,
  children,
}: Readonly<{ legend: string; children: ReactNode }>) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-card border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">{legend}</legend>
      {children}
    </fieldset>
  )
}

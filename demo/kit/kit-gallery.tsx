/** The kit gallery: one section per piece of src/ui, each showing the piece in its states. */
import type { ComponentType } from 'react'
import { sections as basics } from './sections/basics'
import { sections as charts } from './sections/charts'
import { sections as code } from './sections/code'
import { sections as dates } from './sections/dates'
import { sections as fields } from './sections/fields'
import { sections as form } from './sections/form'
import { sections as menus } from './sections/menus'
import { sections as tables } from './sections/tables'

/** One section of the gallery: `id` is what the `section` attribute selects. */
export interface KitSection {
  id: string
  title: string
  Demo: ComponentType
}

const ALL: KitSection[] = [
  ...basics,
  ...fields,
  ...form,
  ...menus,
  ...tables,
  ...dates,
  ...charts,
  ...code,
]

export function KitGallery({ only }: Readonly<{ only: string | null }>) {
  const shown = only ? ALL.filter((s) => s.id === only) : ALL
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-10 p-6">
      {!only && (
        <header>
          <h1 className="text-2xl font-semibold text-slate-900">Kit</h1>
          <p className="mt-1 text-sm text-slate-600">
            Every piece of <code>src/ui</code> in its states, on both builds.
          </p>
          <nav aria-label="Sections" className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {ALL.map((s) => (
              <a key={s.id} href={`#${s.id}`} className="text-primary underline">
                {s.title}
              </a>
            ))}
          </nav>
        </header>
      )}
      {shown.map(({ id, title, Demo }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <Demo />
        </section>
      ))}
    </main>
  )
}

/**
 * REP-06: the side navigation of the editor's five sections: a press scrolls to the section,
 * the section in view is highlighted (an IntersectionObserver on the cards inside the shadow
 * root), and a section with an error carries a mark. Sticky beside the form on wide screens, a
 * compact row above it on narrow ones.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { SECTION_LABELS, SECTIONS, type Section } from '../lib/report-field-rules'
import { sectionId } from './section-frame'

/** Scrolls smoothly to `section` and focuses `focus` (else its heading) without a second jump. */
export function goToSection(
  scope: ParentNode | null,
  section: Section,
  focus?: HTMLElement | null,
) {
  const card = scope?.querySelector<HTMLElement>(`#${sectionId(section)}`)
  if (!card) return
  card.scrollIntoView({ behavior: 'smooth', block: 'start' })
  const target = focus ?? card.querySelector<HTMLElement>('h2')
  target?.focus({ preventScroll: true })
}

/**
 * The section in view: the first one (in order) whose card crosses the upper part of the view.
 * `pin(section)` highlights a section scrolled to from the nav (or the route) until the user
 * scrolls or presses something: the last cards of a short page never reach the upper part.
 */
export function useActiveSection(container: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState<Section>('settings')
  const pinned = useRef(false)
  useEffect(() => {
    const scope = container.current
    if (!scope || typeof IntersectionObserver === 'undefined') return
    const inView = new Set<Section>()
    const follow = () => {
      const first = SECTIONS.find((s) => inView.has(s))
      if (first) setActive(first)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const section = (entry.target as HTMLElement).dataset.section as Section
          if (entry.isIntersecting) inView.add(section)
          else inView.delete(section)
        }
        if (!pinned.current) follow()
      },
      // The upper half of the view, below the compact nav row that narrow screens keep on top.
      { rootMargin: '-96px 0px -50% 0px' },
    )
    for (const card of scope.querySelectorAll('[data-section]')) observer.observe(card)
    const view = scope.ownerDocument.defaultView
    const unpin = () => {
      if (!pinned.current) return
      pinned.current = false
      follow()
    }
    // Only the user's own scrolling ends a pin (a smooth scroll may end before the first report).
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
    for (const type of events) view?.addEventListener(type, unpin, { passive: true })
    return () => {
      observer.disconnect()
      for (const type of events) view?.removeEventListener(type, unpin)
    }
  }, [container])
  const pin = useCallback((section: Section) => {
    pinned.current = true
    setActive(section)
  }, [])
  return [active, pin] as const
}

export function SectionNav({
  active,
  invalid,
  onGo,
}: Readonly<{ active: Section; invalid: ReadonlySet<Section>; onGo: (section: Section) => void }>) {
  return (
    <nav
      aria-label="Report sections"
      className="sticky top-0 z-10 -mx-1 bg-slate-50/95 px-1 py-2 lg:top-6 lg:bg-transparent lg:py-0"
    >
      <ul className="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
        {SECTIONS.map((section) => {
          const current = section === active
          return (
            <li key={section} className="shrink-0">
              <button
                type="button"
                data-nav={section}
                aria-current={current ? 'true' : undefined}
                onClick={() => onGo(section)}
                className={`flex w-full items-center justify-between gap-2 rounded-control px-3 py-2 text-left text-sm whitespace-nowrap ${
                  current
                    ? 'bg-primary/10 font-semibold text-primary'
                    : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {SECTION_LABELS[section]}
                {invalid.has(section) ? (
                  <span data-error-mark="" className="flex items-center">
                    <span aria-hidden="true" className="size-2 rounded-full bg-danger" />
                    <span className="sr-only">(has errors)</span>
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

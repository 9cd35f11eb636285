/**
 * The report editor (REP-03, REP-06..17): `Back to all reports`, the title, the data note and
 * the actions on top; the section nav beside the five sections. It edits the area's draft through
 * its form (useEditorForm, so a reload keeps the work); a Run or Save with invalid fields only
 * scrolls to the first invalid section.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { lastSelectableDay } from '../../../core/date-cutoff'
import { currentPath } from '../../../core/router'
import { LeaveDialog } from '../../../ui/leave-dialog'
import { PortalLink } from '../../../ui/link'
import { PageHeader } from '../../../ui/states'
import { SECTIONS, type Section } from '../lib/report-field-rules'
import { rangeText } from '../lib/report-range-rules'
import { REPORTS_PATH } from '../lib/report-route-rules'
import { reportTitle, TEXT } from '../lib/report-texts'
import { useReportsState } from '../report-state'
import { useReportActions } from '../use-report-actions'
import { ActionBar } from './action-bar'
import { DiscardDialog } from './discard-dialog'
import { DimensionsSection } from './dimensions-section'
import { FiltersSection } from './filters-section'
import { MetricsSection } from './metrics-section'
import { ScheduleSection } from './schedule-section'
import { goToSection, SectionNav, useActiveSection } from './section-nav'
import { SettingsSection } from './settings-section'
import { useEditorForm } from './use-editor-form'

/** The section named by the route's `?section=` (the library's Schedule action), if any. */
export function sectionOf(route: string): Section | null {
  const query = route.split('?')[1]?.split('#')[0] ?? ''
  const name = new URLSearchParams(query).get('section')
  return SECTIONS.find((s) => s === name) ?? null
}

/** The clock of the rules (cutoffs at 4 PM and 5:30 PM New York): read again every minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date(Date.now()))
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date(Date.now())), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

const pathOf = (route: string) => (route.split(/[?#]/)[0] ?? '').replace(/\/+$/, '')

export function DetailScreen({
  host,
  route = '',
}: Readonly<{ host: HTMLElement; route?: string }>) {
  const { draft } = useReportsState()
  // The route switch shows this screen only with a draft (REP-02).
  return draft ? <Editor host={host} route={route} /> : null
}

function Editor({ host, route }: Readonly<{ host: HTMLElement; route: string }>) {
  const { clear } = useReportsState()
  const actions = useReportActions(host)
  const now = useNow()
  const body = useRef<HTMLDivElement>(null)
  const [active, setActive] = useActiveSection(body)
  const form = useEditorForm(actions, now, body)
  const [discarding, setDiscarding] = useState(false)
  const { report, saved } = form

  // `?section=` opens on that section (the library's Schedule action).
  const [opening] = useState(() => sectionOf(route))
  useLayoutEffect(() => {
    if (!opening) return
    setActive(opening)
    goToSection(body.current, opening)
  }, [opening, setActive])

  // Back to the library (not on to the preview): the work is done with (report-state's clear).
  const latestClear = useRef(clear)
  useLayoutEffect(() => {
    latestClear.current = clear
  })
  useEffect(
    () => () => {
      if (pathOf(currentPath()) === REPORTS_PATH) latestClear.current()
    },
    [],
  )

  function discard() {
    setDiscarding(false)
    form.discard()
  }

  const go = (section: Section) => {
    setActive(section)
    goToSection(body.current, section)
  }
  const props = { report, onChange: form.edit, errors: form.errors, now }
  return (
    <div className="mx-auto max-w-6xl">
      <PortalLink
        to={REPORTS_PATH}
        from={host}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-link hover:underline"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path
            fillRule="evenodd"
            d="M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z"
            clipRule="evenodd"
          />
        </svg>
        {TEXT.backToReports}
      </PortalLink>
      <PageHeader
        title={`Reports / ${reportTitle(report.name, !saved)}`}
        actions={
          <ActionBar
            actions={form.state}
            saved={saved !== null}
            onAction={form.act}
            onDiscard={() => setDiscarding(true)}
          />
        }
      />
      <p data-last-updated="" className="-mt-4 mb-6 text-sm text-slate-600">
        Data through {rangeText({ from: lastSelectableDay(now), to: lastSelectableDay(now) })}. It
        updates daily at about 4 PM EST; everything is in EST.
      </p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[200px_minmax(0,1fr)]">
        <div>
          <SectionNav active={active} invalid={form.invalid} onGo={go} />
        </div>
        <div ref={body} className="flex flex-col gap-6">
          <SettingsSection {...props} onTouch={form.touch} />
          <DimensionsSection {...props} />
          <MetricsSection {...props} />
          <FiltersSection {...props} />
          <ScheduleSection {...props} onTouch={form.touch} />
        </div>
      </div>
      <LeaveDialog
        open={form.leaving.asking}
        onLeave={form.leaving.leave}
        onStay={form.leaving.stay}
        what="this report"
      />
      <DiscardDialog
        open={discarding}
        saved={saved !== null}
        onDiscard={discard}
        onCancel={() => setDiscarding(false)}
      />
    </div>
  )
}

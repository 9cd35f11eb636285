/**
 * Which field errors the editor shows (REP-07, REP-12, REP-17): a field's message appears once
 * the field was left or changed (name on blur and change, e-mails and end date on blur), every
 * message after a refused Run or Save; section-wide rules (no dimension, no metric, the custom
 * range, a custom range scheduled) show at once. A refused press scrolls to the first invalid
 * section and focuses its first invalid field.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react'
import {
  firstInvalidSection,
  reportErrors,
  type ReportFieldError,
  type Section,
} from '../lib/report-field-rules'
import { type Report } from '../lib/report-rules'
import { goToSection } from './section-nav'

const ALWAYS = ['dimensions', 'metrics', 'customDateRange', 'customDateRange.to', 'schedule']

export function useEditorChecks(report: Report, now: Date, scope: RefObject<HTMLElement | null>) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [all, setAll] = useState(false)
  const [focusOn, setFocusOn] = useState<{ section: Section } | null>(null)
  const errors = reportErrors(report, now)
  const visible = errors.filter((e) => all || touched.has(e.field) || ALWAYS.includes(e.field))
  const invalid: ReadonlySet<Section> = new Set(visible.map((e) => e.section))

  const touch = useCallback(
    (field: string) =>
      setTouched((current) => (current.has(field) ? current : new Set([...current, field]))),
    [],
  )

  /** True when the report may be saved or run; else shows every error and goes to the first. */
  const check = (): boolean => {
    const found: ReportFieldError[] = reportErrors(report, now)
    const section = firstInvalidSection(found)
    if (!section) return true
    setAll(true)
    setFocusOn({ section })
    return false
  }

  // After the render that shows the messages: scroll there and focus the first invalid field.
  useEffect(() => {
    if (!focusOn) return
    const card = scope.current?.querySelector<HTMLElement>(`[data-section="${focusOn.section}"]`)
    const field =
      card?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      card?.querySelector<HTMLElement>('input:not([disabled]), select, button:not([disabled])')
    goToSection(scope.current, focusOn.section, field)
    setFocusOn(null)
  }, [focusOn, scope])

  const reset = useCallback(() => {
    setTouched(new Set())
    setAll(false)
  }, [])

  return { errors: visible, invalid, touch, check, reset }
}

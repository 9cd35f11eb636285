/**
 * REP-11: the filters: the account's sites (the session's list when the shell has loaded it),
 * devices and the countries with data in the report's range (API-77). Empty means all.
 */
import { useMemo } from 'react'
import { sessionApi } from '../../../core/session-api'
import { usePortal } from '../../../core/store'
import { MultiSelect } from '../../../ui/multi-select'
import { useRequest } from '../../../ui/use-request'
import { resolveReportRange } from '../lib/report-range-rules'
import { DEVICE_LABELS, REPORT_DEVICES, type Report } from '../lib/report-rules'
import { reportsApi } from '../reports-api'
import { errorOf, SectionError, SectionFrame, type SectionProps } from './section-frame'

/** The options of a list, with chosen values the list does not name (yet) kept by their id. */
const toOptions = (names: Record<string, string>, chosen: readonly string[]) =>
  Object.entries({ ...Object.fromEntries(chosen.map((c) => [c, c])), ...names })
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label))

const DEVICE_OPTIONS = REPORT_DEVICES.map((d) => ({ value: d, label: DEVICE_LABELS[d] }))

/** Ours: REP-11 says nothing of an empty filter; it means "all", and the screen says so. */
export const FILTERS_HINT = 'A filter left at “All” includes everything.'

export function FiltersSection({ report, onChange, errors, now }: Readonly<SectionProps<Report>>) {
  const accountUUID = usePortal((s) => s.session.accountUUID) ?? ''
  const sessionSites = usePortal((s) => s.account.sites)
  const haveSessionSites = Object.keys(sessionSites).length > 0
  const sites = useRequest(
    haveSessionSites || !accountUUID
      ? null
      : (signal) =>
          sessionApi
            .sites(accountUUID, signal)
            .then(({ items }) => Object.fromEntries(items.map((s) => [s.siteUUID, s.name]))),
    `sites:${accountUUID}`,
  )
  let range: { from: string; to: string } | null = null
  try {
    range = resolveReportRange(report.dateRange, report.customDateRange, now)
  } catch {
    // CUSTOM without its days yet: no countries to ask for.
  }
  const countries = useRequest(
    range && accountUUID ? (signal) => reportsApi.countries(accountUUID, range, signal) : null,
    `countries:${accountUUID}:${range?.from}:${range?.to}`,
  )
  const siteOptions = useMemo(
    () => toOptions(haveSessionSites ? sessionSites : (sites.data ?? {}), report.sites),
    [haveSessionSites, sessionSites, sites.data, report.sites],
  )
  const countryOptions = useMemo(
    () => toOptions(countries.data ?? {}, report.countries),
    [countries.data, report.countries],
  )
  const lists = [
    { name: 'sites', label: 'Sites', options: siteOptions },
    { name: 'devices', label: 'Devices', options: DEVICE_OPTIONS },
    { name: 'countries', label: 'Countries', options: countryOptions },
  ] as const
  const failed = [sites.error ? 'sites' : '', countries.error ? 'countries' : ''].filter(Boolean)
  return (
    <SectionFrame section="filters" description={FILTERS_HINT}>
      <div className="grid grid-cols-1 items-end gap-4 sm:grid-cols-3">
        {lists.map(({ name, label, options }) => (
          <MultiSelect
            key={name}
            label={label}
            noun={label.toLowerCase()}
            options={options}
            value={report[name]}
            onChange={(chosen) => onChange({ ...report, [name]: chosen })}
          />
        ))}
      </div>
      {failed.length ? (
        <p role="alert" className="text-sm text-danger">
          The list of {failed.join(' and ')} could not be loaded; the report includes them all.
        </p>
      ) : null}
      <SectionError message={errorOf(errors, 'sites') ?? errorOf(errors, 'countries')} />
    </SectionFrame>
  )
}

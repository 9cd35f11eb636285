/**
 * The analytics filter bar (HOME-02, ANA-02, ANA-12): site, device and country multi-selects
 * (each with its Apply), embeds and stories where the page asks for them, and the date range
 * picker with the 4 PM New York cutoff (CORE-14). Loads its option lists itself: the account's
 * sites (the session's list when the shell has loaded it), the countries with data in the range,
 * the embeds and the stories.
 */
import { subDays } from 'date-fns'
import { useMemo, useState } from 'react'
import { adDataThroughText, lastSelectableDay } from '../../../core/date-cutoff'
import { sessionApi } from '../../../core/session-api'
import { usePortal } from '../../../core/store'
import { DateRangePicker, type DateRangePreset } from '../../../ui/date-range-picker'
import { LoadError } from '../../../ui/load-error'
import { MultiSelect, type MultiSelectOption } from '../../../ui/multi-select'
import { useRequest } from '../../../ui/use-request'
import { FiltersDisclosure } from '../../../ui/filters-disclosure'
import {
  addDays,
  defaultFilterState,
  DEVICE_OPTIONS,
  type FilterName,
  type FilterState,
} from '../lib/analytics-filters-rules'
import { fetchErrorMessage, MAX_RANGE_DAYS, type Device, type NameMap } from '../lib/metrics-rules'
import { metricsApi } from '../metrics-api'

/** Counted back from the last selectable day (the cutoff), never past it. */
const PRESETS: readonly DateRangePreset[] = [
  { label: 'Last 7 days', range: (last) => ({ from: subDays(last, 6), to: last }) },
  { label: 'Last 30 days', range: (last) => ({ from: subDays(last, 29), to: last }) },
  { label: 'Last 90 days', range: (last) => ({ from: subDays(last, 89), to: last }) },
  { label: 'Last 365 days', range: (last) => ({ from: subDays(last, 364), to: last }) },
]

const toOptions = (names: NameMap | null): MultiSelectOption[] =>
  Object.entries(names ?? {})
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-US'))

const isDevice = (value: string): value is Device => value === 'DESKTOP' || value === 'MOBILE'

/** A list's load: its options, and its failure (named as HOME-11 says) with a retry. */
function useOptions(
  load: ((signal: AbortSignal) => Promise<NameMap>) | null,
  key: string,
): { options: MultiSelectOption[]; failed: boolean; retry: () => void } {
  const state = useRequest(load, key)
  const options = useMemo(() => toOptions(state.data), [state.data])
  return { options, failed: Boolean(state.error), retry: state.reload }
}

export interface AnalyticsFiltersProps {
  value: FilterState
  onChange: (next: FilterState) => void
  /** Which lists show, in this order (default: sites, devices, countries). */
  filters?: readonly FilterName[]
  /** Now, for the cutoff (tests); the moment the bar mounted otherwise. */
  now?: Date
  /** The sites to offer instead of the account's (the detail pages' Ad Units view, ANA-12). */
  siteNames?: NameMap | null
}

export function AnalyticsFilters({
  value,
  onChange,
  filters = ['sites', 'devices', 'countries'],
  now,
  siteNames,
}: Readonly<AnalyticsFiltersProps>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const sessionSites = usePortal((s) => s.account.sites)
  const [mountedAt] = useState(() => new Date())
  const last = lastSelectableDay(now ?? mountedAt)
  // The server answers at most MAX_RANGE_DAYS: earlier days are not offered.
  const first = addDays(last, -(MAX_RANGE_DAYS - 1))
  const shows = (name: FilterName) => filters.includes(name)

  const haveSessionSites = Object.keys(sessionSites).length > 0
  const sites = useOptions(
    shows('sites') && accountUUID && !haveSessionSites
      ? (signal) =>
          sessionApi
            .sites(accountUUID, signal)
            .then(({ items }) => Object.fromEntries(items.map((s) => [s.siteUUID, s.name])))
      : null,
    `sites:${accountUUID}`,
  )
  const siteOptions = useMemo(
    () =>
      siteNames ? toOptions(siteNames) : haveSessionSites ? toOptions(sessionSites) : sites.options,
    [siteNames, haveSessionSites, sessionSites, sites.options],
  )
  const { from, to } = value.range
  const countries = useOptions(
    shows('countries') && accountUUID
      ? (signal) => metricsApi.countries(accountUUID, from, to, signal)
      : null,
    `countries:${accountUUID}:${from}:${to}`,
  )
  const embeds = useOptions(
    shows('embeds') && accountUUID ? (signal) => metricsApi.embeds(accountUUID, signal) : null,
    `embeds:${accountUUID}`,
  )
  const stories = useOptions(
    shows('stories') && accountUUID ? (signal) => metricsApi.stories(accountUUID, signal) : null,
    `stories:${accountUUID}`,
  )

  const lists: Record<
    FilterName,
    { label: string; noun: string; options: readonly MultiSelectOption[] }
  > = {
    sites: { label: 'Sites', noun: 'sites', options: siteOptions },
    devices: { label: 'Devices', noun: 'devices', options: DEVICE_OPTIONS },
    countries: { label: 'Countries', noun: 'countries', options: countries.options },
    embeds: { label: 'Embeds', noun: 'embeds', options: embeds.options },
    stories: { label: 'Stories', noun: 'stories', options: stories.options },
  }
  const failures = [
    { name: 'sites', state: sites },
    { name: 'countries', state: countries },
    { name: 'embeds', state: embeds },
    { name: 'stories', state: stories },
  ].filter((f) => shows(f.name as FilterName) && f.state.failed)

  function choose(name: FilterName, chosen: string[]) {
    if (name === 'devices') onChange({ ...value, devices: chosen.filter(isDevice) })
    else onChange({ ...value, [name]: chosen })
  }

  // #10: what the phone's Filters button counts: the lists with a choice, a range not the default.
  const initial = defaultFilterState(now ?? mountedAt).range
  const active =
    filters.filter((name) => value[name].length > 0).length +
    (value.range.from !== initial.from || value.range.to !== initial.to ? 1 : 0)

  return (
    <div className="flex flex-col gap-3" data-analytics-filters="">
      <FiltersDisclosure active={active}>
        <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {filters.map((name) => (
            <MultiSelect
              key={name}
              label={lists[name].label}
              noun={lists[name].noun}
              options={lists[name].options}
              value={value[name]}
              onChange={(chosen) => choose(name, chosen)}
            />
          ))}
          <DateRangePicker
            label="Date range"
            value={value.range}
            min={first}
            max={last}
            presets={PRESETS}
            hint={adDataThroughText(last)}
            onChange={(range) => {
              // A range past the cutoff (typed before 4 PM passed) ends on the last day.
              const end = range.to > last ? last : range.to
              const start = range.from > end ? end : range.from < first ? first : range.from
              onChange({ ...value, range: { from: start, to: end } })
            }}
          />
        </div>
      </FiltersDisclosure>
      {failures.map((f) => (
        <LoadError key={f.name} text={fetchErrorMessage(f.name)} onRetry={f.state.retry} />
      ))}
    </div>
  )
}

/** EMB-26/28: keyword, content type, state, date range and sort of the analytics card list. */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { MultiSelect } from '../../../ui/multi-select'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { FiltersDisclosure } from '../../../ui/filters-disclosure'
import {
  DEFAULT_SORT,
  defaultRange,
  type AnalyticsFilters,
  type SortLabel,
} from '../lib/analytics-rules'
import {
  CONTENT_TYPES,
  SEARCH_DEBOUNCE_MS,
  SORT_OPTIONS,
  type ContentType,
  type EmbedState,
} from '../lib/embeds-rules'
import { DateFilter } from './date-filter'

const TYPE_OPTIONS = [
  { value: 'QUIZ', label: 'Quiz' },
  { value: 'POLL', label: 'Poll' },
  { value: 'STORY', label: 'Story' },
] as const satisfies ReadonlyArray<{ value: ContentType; label: string }>
const STATE_OPTIONS = [
  { value: 'online', label: 'Online' },
  { value: 'offline', label: 'Offline' },
] as const satisfies ReadonlyArray<{ value: EmbedState; label: string }>
const SORTS = SORT_OPTIONS.map((s) => ({ value: s.label, label: s.label }))

const isType = (value: string): value is ContentType =>
  (CONTENT_TYPES as readonly string[]).includes(value)
const isState = (value: string): value is EmbedState => value === 'online' || value === 'offline'

export function AnalyticsFilterBar({
  filters,
  onChange,
}: Readonly<{ filters: AnalyticsFilters; onChange: (next: AnalyticsFilters) => void }>) {
  // The keyword applies after a pause in typing (the library's 400 ms).
  const [keyword, setKeyword] = useState(filters.keyword)
  const latest = useRef({ filters, onChange })
  useLayoutEffect(() => {
    latest.current = { filters, onChange }
  })
  useEffect(() => {
    if (keyword === latest.current.filters.keyword) return
    const timer = setTimeout(
      () => latest.current.onChange({ ...latest.current.filters, keyword }),
      SEARCH_DEBOUNCE_MS,
    )
    return () => clearTimeout(timer)
  }, [keyword])

  // #10: what the phone's Filters button counts (the range: one not the default, EMB-27).
  const [initial] = useState(() => defaultRange(new Date()))
  const range = filters.range
  const active = [
    filters.keyword.trim() !== '',
    filters.contentTypes.length > 0,
    filters.states.length > 0,
    !range || range.from !== initial.from || range.to !== initial.to,
    filters.sort !== DEFAULT_SORT,
  ].filter(Boolean).length

  return (
    <FiltersDisclosure active={active} className="mb-4">
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <TextField
          label="Search cards"
          type="search"
          placeholder="Question or title"
          value={keyword}
          onChange={setKeyword}
        />
        <MultiSelect
          label="Content type"
          noun="types"
          options={TYPE_OPTIONS}
          value={filters.contentTypes}
          onChange={(value) => onChange({ ...filters, contentTypes: value.filter(isType) })}
        />
        <MultiSelect
          label="State"
          noun="states"
          options={STATE_OPTIONS}
          value={filters.states}
          onChange={(value) => onChange({ ...filters, states: value.filter(isState) })}
        />
        <DateFilter
          label="Date range"
          value={filters.range}
          anytime
          onChange={(range) => onChange({ ...filters, range })}
        />
        <SelectField
          label="Sort by"
          value={filters.sort}
          options={SORTS}
          onChange={(value) => {
            const sort = SORT_OPTIONS.find((s) => s.label === value)?.label
            if (sort) onChange({ ...filters, sort: sort as SortLabel })
          }}
        />
      </div>
    </FiltersDisclosure>
  )
}

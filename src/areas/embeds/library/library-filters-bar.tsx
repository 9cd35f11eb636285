import { subDays } from 'date-fns'
import { useId, useState } from 'react'
import { Button } from '../../../ui/button'
import { DateRangePicker, type DateRangePreset } from '../../../ui/date-range-picker'
import { MultiSelect } from '../../../ui/multi-select'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { LabelFilter } from '../components/label-filter'
import { CONTENT_TYPES, type ContentType, type EmbedState, type Label } from '../lib/embeds-rules'
import { CONTENT_TYPE_NAMES, type LibraryFilters } from '../lib/library-filters'

/** EMB-07: the last-modified presets (future days disabled by the picker); Anytime clears. */
const PRESETS: readonly DateRangePreset[] = [
  { label: 'Today', range: (last) => ({ from: last, to: last }) },
  { label: 'Yesterday', range: (last) => ({ from: subDays(last, 1), to: subDays(last, 1) }) },
  { label: 'Last 7 days', range: (last) => ({ from: subDays(last, 6), to: last }) },
  { label: 'Last 30 days', range: (last) => ({ from: subDays(last, 29), to: last }) },
  { label: 'Last 90 days', range: (last) => ({ from: subDays(last, 89), to: last }) },
]

const TYPE_OPTIONS = CONTENT_TYPES.map((t) => ({ value: t, label: CONTENT_TYPE_NAMES[t] }))
const STATUS_OPTIONS = [
  { value: 'online', label: 'Online' },
  { value: 'offline', label: 'Offline' },
]

const SEGMENT =
  'h-10 px-4 text-sm font-medium first:rounded-l-control last:rounded-r-control border border-slate-300 -ml-px first:ml-0 aria-pressed:z-10 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white bg-white text-slate-800 hover:bg-slate-50 aria-pressed:hover:bg-primary'

/**
 * EMB-07: search (the typed text; the screen debounces it), content types, status, live or
 * archived, last modified, labels. Every change goes to `onChange` at once.
 */
export function LibraryFiltersBar({
  filters,
  keyword,
  onKeyword,
  onChange,
  labels,
  canEdit,
  onRenameLabel,
  onDeleteLabel,
  onCreateLabels,
}: Readonly<{
  filters: LibraryFilters
  keyword: string
  onKeyword: (value: string) => void
  onChange: (next: LibraryFilters) => void
  labels: readonly Label[]
  canEdit: boolean
  onRenameLabel: (label: Label, name: string) => Promise<true | string | false>
  onDeleteLabel: (label: Label) => Promise<boolean>
  /** EMB-23: opens Create Labels (edit permission only). */
  onCreateLabels: () => void
}>) {
  const set = (changes: Partial<LibraryFilters>) => onChange({ ...filters, ...changes })
  const status = filters.states.length === 1 ? (filters.states[0] ?? '') : ''
  // Phones: the four filters fold under a Filters button (they took a whole screen above the
  // grid); from the sm breakpoint they always show.
  const [shown, setShown] = useState(false)
  const gridId = useId()
  const active = [
    filters.contentTypes.length > 0,
    status !== '',
    filters.range !== null,
    filters.labelUUIDs.length > 0,
  ].filter(Boolean).length
  return (
    <div role="search" aria-label="Filter embeds" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          label="Search by Name or URL"
          labelHidden
          type="search"
          placeholder="Search by Name or URL"
          value={keyword}
          onChange={onKeyword}
          autoComplete="off"
          className="min-w-0 flex-1 basis-64"
        />
        <div role="group" aria-label="Live or archived" className="flex">
          <button
            type="button"
            aria-pressed={filters.active}
            onClick={() => set({ active: true })}
            className={SEGMENT}
          >
            Live
          </button>
          <button
            type="button"
            aria-pressed={!filters.active}
            onClick={() => set({ active: false })}
            className={SEGMENT}
          >
            Archived
          </button>
        </div>
        {canEdit ? (
          <Button variant="secondary" className="h-10" onClick={onCreateLabels}>
            Create Labels
          </Button>
        ) : null}
        <Button
          variant="secondary"
          className="h-10 sm:hidden"
          aria-expanded={shown}
          aria-controls={gridId}
          onClick={() => setShown(!shown)}
        >
          {active ? `Filters (${active})` : 'Filters'}
        </Button>
      </div>
      <div
        id={gridId}
        className={`${shown ? 'grid' : 'hidden'} grid-cols-1 gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-4`}
      >
        <MultiSelect
          label="Content types"
          noun="types"
          options={TYPE_OPTIONS}
          value={filters.contentTypes}
          onChange={(value) => set({ contentTypes: value as ContentType[] })}
        />
        <SelectField
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          placeholder="Online and offline"
          onChange={(value) => set({ states: value ? [value as EmbedState] : [] })}
        />
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <DateRangePicker
              label="Last modified"
              value={filters.range}
              onChange={(range) => set({ range })}
              presets={PRESETS}
              placeholder="Anytime"
            />
          </div>
          {filters.range ? (
            <Button variant="ghost" className="h-10" onClick={() => set({ range: null })}>
              Anytime
            </Button>
          ) : null}
        </div>
        <LabelFilter
          labels={labels}
          value={filters.labelUUIDs}
          onChange={(value) => set({ labelUUIDs: value })}
          canEdit={canEdit}
          onRename={onRenameLabel}
          onDelete={onDeleteLabel}
        />
      </div>
    </div>
  )
}

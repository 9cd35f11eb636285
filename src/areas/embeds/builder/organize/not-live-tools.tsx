/** BLD-39: search and type filter of the not-live list. */
import { SelectField } from '../../../../ui/select-field'
import { TextField } from '../../../../ui/text-field'
import type { ContentType } from '../../lib/embeds-rules'
import { TYPE_LABELS, type NotLiveFilter } from '../../lib/organize-rules'

const TYPES = [
  { value: '', label: 'All types' },
  ...(['QUIZ', 'POLL', 'STORY'] as const).map((t) => ({ value: t, label: TYPE_LABELS[t] })),
]

export function NotLiveTools({
  filter,
  onFilter,
}: Readonly<{ filter: NotLiveFilter; onFilter: (filter: NotLiveFilter) => void }>) {
  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_9rem]">
      <TextField
        label="Search not-live cards"
        type="search"
        value={filter.search}
        onChange={(search) => onFilter({ ...filter, search })}
      />
      <SelectField
        label="Type"
        value={filter.type ?? ''}
        options={TYPES}
        onChange={(type) => onFilter({ ...filter, type: (type || null) as ContentType | null })}
      />
    </div>
  )
}

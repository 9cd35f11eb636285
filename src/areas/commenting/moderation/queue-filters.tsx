import { useState } from 'react'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import type { QueueFilter } from './moderation-api'

type Search = Pick<QueueFilter, 'q' | 'author' | 'pageId'>
const NONE: Search = { q: '', author: '', pageId: '' }

/** The queue's search: words of the comment, part of the author's name, the article's page id. */
export function QueueFilters({
  filter,
  onApply,
}: Readonly<{ filter: Search; onApply: (search: Search) => void }>) {
  const [draft, setDraft] = useState<Search>({
    q: filter.q,
    author: filter.author,
    pageId: filter.pageId,
  })
  const applied = filter.q || filter.author || filter.pageId
  const field = (name: keyof Search) => ({
    value: draft[name],
    onChange: (value: string) => setDraft((d) => ({ ...d, [name]: value })),
    maxLength: 100,
    autoComplete: 'off',
  })
  return (
    <form
      role="search"
      aria-label="Search the queue"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onApply(draft)
      }}
      className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
    >
      <TextField label="Comment text" type="search" {...field('q')} />
      <TextField label="Author" type="search" {...field('author')} />
      <TextField label="Article (page id)" type="search" {...field('pageId')} />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {applied ? (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(NONE)
              onApply(NONE)
            }}
          >
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  )
}

/**
 * The image selector panel (spec 001 §2 "Image selector panel", §4 "Image pane"; BLD-58..62,
 * BLD-72): tabs Images (stock photos), Giphy and Your Own (the logo: Your Own only); a search
 * debounced 500 ms (empty → `nyc`) hidden on Your Own; a new term or tab goes back to page 1
 * (a tab also back to the stock provider); Next / Previous by the page count; a newer search
 * aborts the older. An image-source switcher (stock ↔ free photos) shows in mocked sessions.
 * Calls onPick with the chosen (or uploaded) image; the caller stores it and closes the panel.
 */
import { useEffect, useId, useState } from 'react'
import { Alert } from '../../../../ui/alert'
import { Button } from '../../../../ui/button'
import { SelectField } from '../../../../ui/select-field'
import { Spinner } from '../../../../ui/spinner'
import { TabList, tabElementId } from '../../../../ui/tabs'
import { TextField } from '../../../../ui/text-field'
import { useRequest } from '../../../../ui/use-request'
import {
  IMAGE_SEARCH_DEBOUNCE_MS,
  IMAGES_FETCH_FAILED_MESSAGE,
  NO_IMAGES_MESSAGE,
  type ImageProvider,
} from '../../lib/builder-rules'
import {
  DEFAULT_SEARCH_TERM,
  IMAGE_TAB_LABELS,
  IMAGE_TABS,
  providerOf,
  searchTerm,
  STOCK_PROVIDER,
  type ImageTab,
  type SearchProvider,
} from '../../lib/images-rules'
import { useBuilder, useBuilderEnv } from '../builder-store'
import { ImageGrid } from './image-grid'
import { imagesApi } from './images-api'
import { UploadCrop } from './upload-crop'

/** What the image is for: decides the crop area (BLD-61) and the upload's flags (BLD-62). */
export type ImagePurpose =
  | 'option' // an answer image (user image crop 146×178)
  | 'background' // a card background (in-content cropper 582×350)
  | 'logo' // the partner logo (275×96, zoom from 0.25; uploads with logo=true; Your Own only)
  | 'email' // the e-mail card background (582×350; embedWorkflowStep ADD_ONS)

export interface PickedImage {
  provider: ImageProvider
  id: string
  url: string
}

export interface ImageSelectorProps {
  purpose: ImagePurpose
  onPick: (image: PickedImage) => void
  onClose: () => void
}

/** How often Your Own looks again while an image of the list is being resized. */
const OWN_REFRESH_MS = 2000

const SOURCES = [
  { value: 'SHUTTERSTOCK', label: 'Shutterstock (editorial)' },
  { value: 'UNSPLASH', label: 'Unsplash (free photos)' },
]

/** BLD-58..62: the image selector panel. */
export function ImageSelector({ purpose, onPick, onClose }: Readonly<ImageSelectorProps>) {
  const { accountUUID, mocked } = useBuilderEnv()
  const uploading = useBuilder((s) => s.uploads > 0)
  const tabs: readonly ImageTab[] = purpose === 'logo' ? ['yourOwn'] : IMAGE_TABS
  const [tab, setTab] = useState<ImageTab>(tabs[0]!)
  const [stock, setStock] = useState<SearchProvider>(STOCK_PROVIDER)
  const [query, setQuery] = useState('')
  const [term, setTerm] = useState(DEFAULT_SEARCH_TERM)
  const [page, setPage] = useState(1)
  const id = useId()
  const panelId = `${id}-panel`

  // BLD-59: the term settles 500 ms after typing stops; a new term starts at page 1.
  useEffect(() => {
    const next = searchTerm(query)
    if (next === term) return
    const timer = setTimeout(() => {
      setTerm(next)
      setPage(1)
    }, IMAGE_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, term])

  function changeTab(next: ImageTab) {
    if (next === tab) return
    setTab(next)
    setPage(1)
    setStock(STOCK_PROVIDER)
  }

  const provider = providerOf(tab, stock)
  const key = `${tab}\u0000${provider}\u0000${term}\u0000${page}`
  const results = useRequest(
    (signal) =>
      provider
        ? imagesApi.search(provider, term, page, signal)
        : imagesApi.own(accountUUID, page, signal),
    key,
  )
  // A refresh of the same list (own images being resized) keeps showing the list meanwhile.
  const [refreshing, setRefreshing] = useState<string | null>(null)
  const data = results.loading && refreshing !== key ? null : results.data
  const resizing = tab === 'yourOwn' && !!data?.results.some((r) => r.status === 'IN_PROGRESS')
  const { reload } = results
  useEffect(() => {
    if (!resizing) return
    const timer = setTimeout(() => {
      setRefreshing(key)
      reload()
    }, OWN_REFRESH_MS)
    return () => clearTimeout(timer)
  }, [resizing, data, key, reload])

  return (
    <section
      aria-label="Choose an image"
      className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">Choose an image</h2>
        <Button variant="ghost" onClick={onClose} disabled={uploading}>
          Close
        </Button>
      </div>
      <TabList
        label="Image sources"
        tabs={tabs.map((t) => ({ id: t, label: IMAGE_TAB_LABELS[t] }))}
        current={tab}
        onSelect={changeTab}
        idBase={id}
        panelId={panelId}
      />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabElementId(id, tab)}
        className="flex flex-col gap-3"
      >
        {tab !== 'yourOwn' ? (
          <div className="flex flex-wrap items-end gap-3">
            <TextField
              label="Search images"
              type="search"
              value={query}
              onChange={setQuery}
              placeholder={DEFAULT_SEARCH_TERM}
              className="min-w-48 flex-1"
            />
            {mocked && tab === 'images' ? (
              <SelectField
                label="Image source"
                value={stock}
                options={SOURCES}
                onChange={(value) => {
                  setStock(value as SearchProvider)
                  setPage(1)
                }}
              />
            ) : null}
          </div>
        ) : (
          <UploadCrop purpose={purpose} onUploaded={onPick} />
        )}
        <div
          className={data && !data.results.length ? '' : 'min-h-40'}
          aria-busy={results.loading || undefined}
        >
          {results.error ? (
            <Alert
              tone="error"
              action={
                <Button variant="link" onClick={results.reload}>
                  Try again
                </Button>
              }
            >
              {IMAGES_FETCH_FAILED_MESSAGE}
            </Alert>
          ) : !data ? (
            <Spinner label="Loading images" className="h-40 w-full justify-center" />
          ) : data.results.length === 0 ? (
            tab === 'yourOwn' ? null : (
              <p className="text-sm text-slate-600">{NO_IMAGES_MESSAGE}</p>
            )
          ) : (
            <ImageGrid
              results={data.results}
              page={page}
              pages={data.pages}
              disabled={uploading}
              onPick={(image) => onPick({ provider: image.provider, id: image.id, url: image.url })}
              onPage={setPage}
            />
          )}
        </div>
      </div>
    </section>
  )
}

import { useEffect, useRef, useState } from 'react'
import { isAbort } from '../../../../core/http'
import { notify } from '../../../../core/store'
import { Switch } from '../../../../ui/switch'
import {
  AUTOFILL_BLOCKED_MESSAGE,
  AUTOFILL_FAILED_MESSAGE,
  STORY_TITLE_MAX,
  STORY_URL_DEBOUNCE_MS,
} from '../../lib/builder-rules'
import { storyUrlValid, urlFormatMessage, type EditorCard } from '../../lib/card-rules'
import { autofillFrom, urlExampleHost } from '../../lib/customize-rules'
import { useBuilder, useBuilderActions } from '../builder-store'
import { customizeApi } from './customize-api'

/** An empty URL is missing, not badly formatted: the format hint is for what was typed. */
const STORY_URL_REQUIRED = 'Enter the story URL'

/**
 * The story's click-through URL with its inline hint and the `Autopopulate` toggle (BLD-30,
 * 31): with the toggle on and a valid URL, 500 ms after the last change the server reads the
 * page's Open Graph tags (API-57) and fills the title (cut to 150) and background image; an
 * empty answer is the blocked message, a failure the other one.
 */
export function StoryUrl({ index, card }: Readonly<{ index: number; card: EditorCard }>) {
  const { updateCard } = useBuilderActions()
  const showInvalid = useBuilder((s) => s.showInvalid)
  const siteUrl = useBuilder((s) => s.doc.embed.siteUrl)
  const [autopopulate, setAutopopulate] = useState(false)
  const [touched, setTouched] = useState(false)
  const [loading, setLoading] = useState(false)
  const url = card.story?.url ?? ''
  const valid = storyUrlValid(url)
  const showError = !valid && (touched || showInvalid)
  const lastRead = useRef<string | null>(null)

  useEffect(() => {
    if (!autopopulate || !valid || lastRead.current === url.trim()) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const address = url.trim()
      setLoading(true)
      customizeApi
        .openGraph(address, controller.signal)
        .then((params) => {
          lastRead.current = address
          const fill = autofillFrom(params)
          if (!fill) {
            notify('error', AUTOFILL_BLOCKED_MESSAGE)
            return
          }
          updateCard(index, (c) =>
            c.story
              ? {
                  ...c,
                  story: {
                    ...c.story,
                    title: fill.title ? fill.title.slice(0, STORY_TITLE_MAX) : c.story.title,
                    ...(fill.image
                      ? { backgroundImageURL: fill.image, imageProvider: null, imageID: null }
                      : {}),
                  },
                }
              : c,
          )
        })
        .catch((error: unknown) => {
          if (!isAbort(error)) notify('error', AUTOFILL_FAILED_MESSAGE)
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false)
        })
    }, STORY_URL_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [autopopulate, valid, url, index, updateCard])

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`story-url-${index}`} className="text-sm font-medium text-slate-700">
          Story URL
        </label>
        <input
          id={`story-url-${index}`}
          type="url"
          value={url}
          placeholder={urlExampleHost(siteUrl)}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `story-url-${index}-message` : undefined}
          onChange={(e) => {
            const next = e.currentTarget.value
            updateCard(index, (c) => (c.story ? { ...c, story: { ...c.story, url: next } } : c))
          }}
          onBlur={() => setTouched(true)}
          className={`h-10 w-full rounded-control border bg-white px-3 text-sm text-slate-900 shadow-sm ${showError ? 'border-danger' : 'border-slate-300'}`}
        />
        {showError ? (
          <p id={`story-url-${index}-message`} role="alert" className="text-xs text-danger">
            {url.trim() ? urlFormatMessage(urlExampleHost(siteUrl)) : STORY_URL_REQUIRED}
          </p>
        ) : null}
      </div>
      <Switch
        label="Autopopulate"
        checked={autopopulate}
        onChange={(on) => {
          lastRead.current = null
          setAutopopulate(on)
        }}
      />
      {loading ? (
        <p role="status" className="text-xs text-slate-600">
          Reading the page…
        </p>
      ) : null}
    </div>
  )
}
